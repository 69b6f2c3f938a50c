import JellyMath
import JellySprings

/// The `uikit` model: `UIView.animate(withDuration:…usingSpringWithDamping:…)` as iOS runs it.
///
/// Parameters (``MotionModel/uiKit``): the duration T (s, clamped by UIKit to [0.01, 10]), the
/// damping ratio ζ (clamped to [2^−23, 1]), the initial velocity v (distances per second toward
/// the target), start time t0 (s), from and to. The spring is the one iOS's 12 Newton steps give
/// (JellySprings' `UIKitSpringModel.iOSNewtonFrequency(duration:dampingRatio:velocity:)`,
/// differentiated step by step; mass 1, ω0 = |ω|); the value is `from` before t0, to + x(t − t0)
/// until t0 + T and `to` from then on, as `JellySprings.UIKitSpringAnimation` gives it.
public enum UIKitCurve {
  /// The values at `times` for the parameters `[T, ζ, v, t0, from, to]`; NaN where iOS's steps
  /// end on no usable frequency (zero or not finite).
  public static func values<Scalar: RealScalar>(_ parameters: [Scalar], at times: [Double])
    -> [Scalar]
  {
    let duration = UIKitSpringModel.durationInEffect(parameters[0])
    let zeta = UIKitSpringModel.dampingRatioInEffect(parameters[1])
    let start = parameters[3]
    let from = parameters[4]
    let to = parameters[5]
    let omega = UIKitSpringModel.iOSNewtonFrequency(
      duration: parameters[0], dampingRatio: parameters[1], velocity: parameters[2]
    ).magnitude
    guard omega.doubleValue.isFinite, omega.doubleValue > 0 else {
      return times.map { _ in Scalar(.nan) }
    }
    let solution = SpringSolution(naturalFrequency: omega, dampingRatio: zeta)
    let cut = start.doubleValue + duration.doubleValue
    let displacement = from - to
    let velocity = parameters[2] * (to - from)
    return times.map { t in
      if t < start.doubleValue { return from }
      if t >= cut { return to }
      return to
        + solution.value(initialValue: displacement, initialSlope: velocity, at: t - start)
    }
  }
}
