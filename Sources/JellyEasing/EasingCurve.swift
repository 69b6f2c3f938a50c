/// An easing curve: a map from animation progress (time fraction) to value progress.
///
/// Progress is dimensionless. Input runs over [0, 1] (0 = start of the animation,
/// 1 = end); values outside [0, 1] are clamped to it, and NaN gives NaN. The output is
/// usually in [0, 1] but may overshoot (back, elastic, springs, `cubic-bezier` with y outside
/// [0, 1]).
public protocol EasingCurve: Sendable {
  /// The name the parser accepts for this curve, e.g. `easeOutElastic` or
  /// `cubic-bezier(0.25, 0.1, 0.25, 1)`; `EasingParser.parse(name)` rebuilds an equal curve.
  var name: String { get }

  /// The eased value at `progress` (clamped to [0, 1]), dimensionless.
  func value(at progress: Double) -> Double

  /// The slope d(value)/d(progress) at `progress` (clamped to [0, 1]): the curve's
  /// "velocity", in value units per unit of progress (multiply by 1/duration for per second).
  ///
  /// Each curve documents how it computes it (analytically unless stated). At a corner or a
  /// jump the slope of the piece to the right of `progress` is returned (the left one at 1).
  func derivative(at progress: Double) -> Double
}

extension Double {
  /// `self` clamped to [0, 1], with NaN kept as NaN.
  var clampedToUnitInterval: Double {
    if self < 0 { return 0 }
    if self > 1 { return 1 }
    return self
  }
}
