import JellySprings

/// iOS's 12 Newton steps for the natural frequency of a UIKit spring
/// (`JellySprings.UIKitSpringModel.iOSNewtonFrequency(duration:dampingRatio:velocity:start:singlePrecisionExponentials:)`),
/// written once over ``FitScalar``: with `Double` it repeats the routine operation for
/// operation, so it gives the same bits; with ``Dual`` it also differentiates the 12 steps
/// themselves, so ∂ω/∂T, ∂ω/∂ζ and ∂ω/∂v are exact for the frequency iOS ends on, root or not.
public enum UIKitNewtonFrequency {
  /// The frequency iOS's routine ends on, in rad/s (possibly negative, zero or not finite, as
  /// the routine's own), from ω = 5/T.
  ///
  /// - Parameters:
  ///   - duration: T in seconds; a value outside [0.01, 10] runs as the nearest end (whose
  ///     gradient is then zero), as UIKit clamps it.
  ///   - dampingRatio: ζ; a value outside [2^−23, 1] runs as the nearest end.
  ///   - v: The velocity, distances per second toward the target.
  public static func frequency<Scalar: FitScalar>(
    duration: Scalar, dampingRatio: Scalar, velocity v: Scalar
  ) -> Scalar {
    let d = clamped(duration, UIKitSpringModel.minimumDuration, UIKitSpringModel.maximumDuration)
    let zeta = clamped(dampingRatio, UIKitSpringModel.minimumDampingRatio, 1)
    let epsilon = UIKitSpringModel.epsilon
    var omega = 5 / d
    for _ in 0..<UIKitSpringModel.iOSNewtonSteps {
      let value: Scalar
      let slope: Scalar
      if zeta.doubleValue < 1 {
        let root = (1 - zeta * zeta).squareRoot()
        let decayRate = omega * zeta
        let decay = (-(decayRate * d)).exponential()
        let b = (decayRate - v) / (omega * root)
        value = epsilon - b.magnitude * decay
        let sign: Double = (b * decay).doubleValue > 0 ? -1 : 1
        let numerator = (decayRate * d * v + v) - zeta * zeta * (omega * omega) * d
        slope = sign * (numerator * decay) / ((omega * omega) * root)
      } else {
        let decay = (-omega * d).exponential()
        value =
          ((omega - v) * d + 1) * decay + (omega.doubleValue < v.doubleValue ? epsilon : -epsilon)
        slope = decay * (v - omega) * d * d
      }
      omega = omega - value / slope
    }
    return omega
  }

  /// `x` inside [lower, upper]: itself, or the constant end it passes.
  static func clamped<Scalar: FitScalar>(_ x: Scalar, _ lower: Double, _ upper: Double) -> Scalar {
    if x.doubleValue < lower { return Scalar(lower) }
    if x.doubleValue > upper { return Scalar(upper) }
    return x
  }
}
