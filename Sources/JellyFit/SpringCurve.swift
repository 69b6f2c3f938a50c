import JellyMath
import JellySprings

/// The `spring` model: a free damped spring released at the start time.
///
/// Parameters (``MotionModel/spring``): ω0 (rad/s), ζ, v (distances per second toward the
/// target, UIKit's sign rule, so the release is x0 = from − to with dx/dt = v·(to − from)),
/// start time t0 (s), from and to. The value is `from` before t0, then to + x(t − t0) with the
/// exact solution of JellySprings' `SpringSolution` (the closed form `SpringMotion` evaluates,
/// here with exact gradients); an engine that snaps to the target adds a cut, after which the
/// value is `to`.
public enum SpringCurve {
  /// The values at `times` for the parameters `[ω0, ζ, v, t0, from, to]`, `to` from `snapTime`
  /// on (`nil`: never).
  public static func values<Scalar: RealScalar>(
    _ parameters: [Scalar], at times: [Double], snapTime: Double? = nil
  ) -> [Scalar] {
    let solution = SpringSolution(naturalFrequency: parameters[0], dampingRatio: parameters[1])
    let start = parameters[3]
    let from = parameters[4]
    let to = parameters[5]
    let displacement = from - to
    let velocity = parameters[2] * (to - from)
    return times.map { t in
      if t < start.doubleValue { return from }
      if let snapTime, t >= snapTime { return to }
      return to
        + solution.value(initialValue: displacement, initialSlope: velocity, at: t - start)
    }
  }
}
