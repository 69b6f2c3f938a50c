import Foundation
import JellyMath

/// The warnings of a fit, one sentence each:
///
/// - a fitted parameter on one of its bounds;
/// - a parameter the data do not determine: its standard error infinite or above half of its
///   scale (its own size for frequencies, durations and periods; the travel for from and to;
///   the motion's span for the start time; 1 for velocities and control points);
/// - for spring and uikit, damping ratio and frequency (or duration) that cannot be told apart
///   because the trace ends while still moving (its final hold is shorter than 3 samples) and
///   before the first overshoot: the data never cross the target, or the fitted spring
///   overshoots after the last sample;
/// - a fit stopped by its iteration limit.
struct MotionFitWarnings {
  let model: MotionModel
  let parameters: [FittedParameter]
  let solution: LeastSquaresSolution
  let motion: RecordedMotion
  let profile: RecordingProfile
  let estimate: MotionEstimate
  /// The fitted curve at the given times.
  let curve: ([Double]) -> [Double]

  /// The warnings, in the order above.
  var sentences: [String] {
    var sentences: [String] = []
    let specs = model.parameters
    for (spec, parameter) in zip(specs, parameters) where !parameter.isFixed && !parameter.isHeld {
      let natural = spec.naturalBounds
      if parameter.isOnBound {
        let atLower =
          Swift.abs(parameter.value - spec.bounds.lowerBound)
          <= Swift.abs(parameter.value - spec.bounds.upperBound)
        // A natural end (UIKit's damping ratio 1, Penner's amplitude 1) is a result.
        if atLower ? natural.lower : natural.upper { continue }
        let bound =
          Swift.abs(parameter.value - spec.bounds.lowerBound)
            <= Swift.abs(parameter.value - spec.bounds.upperBound)
          ? spec.bounds.lowerBound : spec.bounds.upperBound
        sentences.append("\(parameter.key) sits on its bound \(Self.number(bound))")
      } else if let error = parameter.standardError,
        !error.isFinite || error > 0.5 * scale(of: parameter)
      {
        sentences.append(
          "\(parameter.key) is not determined by the data (standard error "
            + "\(Self.number(error))\(parameter.unit.isEmpty ? "" : " " + parameter.unit))")
      }
    }
    if let separability = separabilityWarning { sentences.append(separability) }
    if solution.stopReason == .iterationLimit {
      sentences.append(
        "the fit stopped at its iteration limit (\(solution.iterations) steps): the parameters"
          + " may not be the best")
    }
    return sentences
  }

  /// The size against which a parameter's standard error is judged.
  func scale(of parameter: FittedParameter) -> Double {
    let travel = Swift.abs(estimate.to - estimate.from)
    switch parameter.key {
    case .naturalFrequency, .duration, .period: return Swift.abs(parameter.value)
    case .dampingRatio: return max(parameter.value, 0.05)
    case .amplitude: return max(parameter.value - 1, 0.25)
    case .startTime: return estimate.span
    case .from, .to: return max(travel, profile.band)
    default: return max(Swift.abs(parameter.value), 1)
    }
  }

  /// The warning that the trace ends before the first overshoot, for spring and uikit.
  var separabilityWarning: String? {
    guard model == .spring || model == .uiKit else { return nil }
    let last = motion.times[motion.count - 1]
    guard profile.endIndex >= motion.count - 3 else { return nil }
    let overshoot = firstOvershoot(after: last)
    guard estimate.crossings.isEmpty || overshoot != nil else { return nil }
    let partner = model == .spring ? "natural_frequency" : "duration"
    return "damping_ratio and \(partner) are not determined separately: the trace ends at t = "
      + "\(Self.number(last)) s, before the first overshoot"
      + (overshoot.map { " (the fit puts it at t = \(Self.number($0)) s)" } ?? "")
  }

  /// The time at which the fitted curve first crosses its target, when that is after `last`
  /// and within 20 spans of the start.
  func firstOvershoot(after last: Double) -> Double? {
    let start = parameters[model.startTimeIndex].value
    let from = parameters[model.fromIndex].value
    let to = parameters[model.toIndex].value
    guard from != to else { return nil }
    let times = (1...2_000).map { start + Double($0) * 0.01 * estimate.span }
    let values = curve(times)
    for (time, value) in zip(times, values) where (value - to) * (from - to) < 0 {
      return time > last ? time : nil
    }
    return nil
  }

  /// A number with 4 significant digits.
  static func number(_ value: Double) -> String { String(format: "%.4g", value) }
}
