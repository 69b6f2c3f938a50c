/// An easing curve: a map from animation progress (time fraction) to value progress.
///
/// Progress is dimensionless; input typically runs over [0, 1] (0 = start of the animation,
/// 1 = end), and every curve takes any input: the CSS functions as CSS Easing Functions Level 2
/// defines them outside [0, 1] (where chained easings and overshooting keyframes take them:
/// `linear` is the identity, `cubic-bezier()` goes on along its end tangents, `linear()` along
/// its end segments, `steps()` keeps stepping), and the curves defined on [0, 1] only (Penner's,
/// elastic, back, springs over their duration) hold their end values there, as an animation
/// before it starts and after it ends. NaN gives NaN. The output is usually in [0, 1] but may
/// overshoot (back, elastic, springs, `cubic-bezier` with y outside [0, 1]).
public protocol EasingCurve: Sendable {
  /// The name the parser accepts for this curve, e.g. `easeOutElastic` or
  /// `cubic-bezier(0.25, 0.1, 0.25, 1)`; `EasingParser.parse(name)` rebuilds an equal curve.
  var name: String { get }

  /// The eased value at `progress` (any input; see the curve for what it does outside
  /// [0, 1]), dimensionless.
  func value(at progress: Double) -> Double

  /// The slope d(value)/d(progress) at `progress` (any input, as ``value(at:)``): the curve's
  /// "velocity", in value units per unit of progress (multiply by 1/duration for per second).
  ///
  /// Each curve documents how it computes it (analytically unless stated). At a corner or a
  /// jump the slope of the piece to the right of `progress` is returned (the left one at 1).
  func derivative(at progress: Double) -> Double

  /// The curve whose slope places this one's extrema: for a curve computed in 32-bit floats
  /// (Android's interpolators), the same formula in doubles, so a flat top is found where the
  /// formula has it; every other curve is its own. Extrema are located on it and valued on
  /// this curve.
  var exactCurve: any EasingCurve { get }
}

extension EasingCurve {
  /// The curve itself: it is computed in doubles.
  public var exactCurve: any EasingCurve { self }
}

extension Double {
  /// `self` clamped to [0, 1], with NaN kept as NaN.
  var clampedToUnitInterval: Double {
    if self < 0 { return 0 }
    if self > 1 { return 1 }
    return self
  }
}
