import JellyFrameDiff
import JellyIO

extension FrameDiffPreset {
  /// The springs in effect, as manifest parameters: `side_duration` (s), `side_damping_ratio`,
  /// `side_initial_velocity` (distances/s), the same three `center_*` keys for a menu, and how
  /// UIKit runs them: `uikit_solver` (`ios` or `ideal`) and `cuts_at_duration` (1 or 0).
  package var springParameters: [String: ManifestValue] {
    var parameters: [String: ManifestValue] = [:]
    for (role, helper) in [("side", side), ("center", center)] {
      guard let helper else { continue }
      parameters["\(role)_duration"] = .number(helper.duration)
      parameters["\(role)_damping_ratio"] = .number(helper.dampingRatio)
      parameters["\(role)_initial_velocity"] = .number(helper.initialVelocity)
    }
    parameters["uikit_solver"] = .string(animationModel.solver.rawValue)
    parameters["cuts_at_duration"] = .number(animationModel.cutsAtDuration ? 1 : 0)
    return parameters
  }
}
