import JellyFrameDiff
import JellyMath
import JellySprings

/// A UIKit spring argument of the helper under study that a ``PresetSweep`` varies: the jelly's
/// block, or a menu's side helper (the center helper keeps its preset values).
public enum SweepParameter: String, Sendable, Hashable, CaseIterable {
  /// UIKit `usingSpringWithDamping` ζ, unitless, > 0 (values ≥ 1 are critically damped).
  case dampingRatio = "damping"
  /// UIKit `initialSpringVelocity`, distances per second toward the target, any finite value.
  case velocity
  /// UIKit duration in seconds, > 0 (the UIKit model clamps it to [0.01, 10]).
  case duration

  /// The name used in CSV headers and messages: `damping`, `velocity` or `duration`.
  public var name: String { rawValue }

  /// The library parameter this argument sets, which errors about its values name.
  public var parameter: Parameter {
    switch self {
    case .dampingRatio: .dampingRatio
    case .velocity: .velocity
    case .duration: .duration
    }
  }

  /// The axis label with its unit, e.g. `velocity [distances/s]`.
  public var label: String {
    switch self {
    case .dampingRatio: "damping ratio ζ"
    case .velocity: "initial velocity [distances/s]"
    case .duration: "duration [s]"
    }
  }

  /// Whether `value` is allowed: finite, and > 0 for damping and duration.
  public func allows(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    return self == .velocity || value > 0
  }

  /// The value UIKit runs for `value`: a duration clamped to [0.01, 10] s, a damping ratio
  /// above 1 taken as 1; velocities are not clamped. ``applying(_:to:)`` uses it, so every cell
  /// and every table row holds the value in effect.
  public func inEffect(_ value: Double) -> Double {
    switch self {
    case .dampingRatio: UIKitSpringModel.dampingRatioInEffect(value)
    case .velocity: value
    case .duration: UIKitSpringModel.durationInEffect(value)
    }
  }

  /// The allowed range in words, for messages.
  public var allowedRange: String {
    self == .velocity ? "finite" : "> 0 and finite"
  }

  /// The values of `axis` that UIKit runs as another value (``inEffect(_:)`` differs), in the
  /// axis's order: durations outside [0.01, 10] s, damping ratios above 1.
  public func clampedValues(of axis: SweepAxis) -> [Double] {
    (0..<axis.count).map(axis.value(at:)).filter { inEffect($0) != $0 }
  }

  /// The warning for the values of `axis` that UIKit runs as others
  /// (``clampedValues(of:)``), naming the option that gave them (`source`), or `nil` when
  /// there are none: the first six values, how many more, UIKit's rule, and for a range that
  /// the CSV holds the values in effect.
  public func clampWarning(of axis: SweepAxis, naming source: String) -> String? {
    let clamped = clampedValues(of: axis)
    guard !clamped.isEmpty else { return nil }
    let shown = clamped.prefix(6).map(PlainNumberText.format).joined(separator: ", ")
    let more = clamped.count > 6 ? " and \(clamped.count - 6) more" : ""
    let rule =
      self == .duration
      ? "as 0.01 or 10 s (durations run from 0.01 to 10 s)" : "as 1 (damping above 1 acts as 1)"
    let note = axis.count > 1 ? "; the CSV holds the values in effect" : ""
    return "UIKit runs \(source) \(shown)\(more) \(rule)\(note)"
  }

  /// `overrides` with this parameter set to `value`.
  public func applying(_ value: Double, to overrides: HelperOverrides) -> HelperOverrides {
    var result = overrides
    let value = inEffect(value)
    switch self {
    case .dampingRatio: result.dampingRatio = value
    case .velocity: result.initialVelocity = value
    case .duration: result.duration = value
    }
    return result
  }
}
