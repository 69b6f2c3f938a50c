import JellyFrameDiff
import JellyOutput

extension FrameDiffPreset {
  /// The springs in effect, as manifest parameters: `side_duration` (s), `side_damping_ratio`,
  /// `side_initial_velocity` (distances/s), and the same three `center_*` keys for a menu.
  public var springParameters: [String: ManifestValue] {
    var parameters: [String: ManifestValue] = [:]
    for (role, helper) in [("side", side), ("center", center)] {
      guard let helper else { continue }
      parameters["\(role)_duration"] = .number(helper.duration)
      parameters["\(role)_damping_ratio"] = .number(helper.dampingRatio)
      parameters["\(role)_initial_velocity"] = .number(helper.initialVelocity)
    }
    return parameters
  }
}
