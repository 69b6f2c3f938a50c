import Foundation
import JellyMath

// iOS's routine (UIKitCore `parametersOfSpringAnimation`, reached from both
// `UIView.animate(withDuration:…usingSpringWithDamping:…)` and `UIViewPropertyAnimator` with
// `UISpringTimingParameters(dampingRatio:initialVelocity:)`), as public decompilations show it:
//
//   ζ ← clamp(ζ, 2^−23, 1), T ← clamp(T, 0.01, 10), ω ← 5/T, then exactly 12 times ω ← ω − f/f′:
//   ζ < 1:  f = ε − |B|·e^(−ζTω),  B = (ζω − v)/(ω√(1 − ζ²)),
//           f′ = s·(v + ζTωv − ζ²Tω²)·e^(−ζTω)/(ω²√(1 − ζ²)) with s = −1 where B·e^(−ζTω) > 0,
//           else +1 (the derivative of ε − |B|e^(−ζTω), B = 0 counting as negative);
//   ζ = 1:  f = ((ω − v)T + 1)·e^(−Tω) − ε (+ε while ω < v),  f′ = (v − ω)T²·e^(−Tω);
//   k = ω², c = 2ζ·√(ω²).
//
// The operations are written in Framer's order (its port of the routine), which reproduces
// Framer's published pair T 3, ζ 0.25 → k 54.83363359078326, c 3.702486785620688 bit for bit.
// A device evaluates the exponentials in single precision; that moves k by about 1e-7 relative
// (``UIKitSpringModel/iOSFrequencySpread(duration:dampingRatio:initialVelocity:)`` measures it).

extension UIKitSpringModel {
  /// The frequency iOS's routine ends on after its 12 Newton steps, in rad/s, exactly as the
  /// routine computes it: possibly negative, zero, infinite or NaN (the caller decides what that
  /// means). Inputs are clamped as UIKit clamps them.
  ///
  /// - Parameters:
  ///   - duration: T in seconds (clamped to [0.01, 10]).
  ///   - dampingRatio: ζ (clamped to [2^−23, 1]).
  ///   - v: The velocity, distances per second toward the target.
  ///   - start: The first ω (default 5/T after clamping), rad/s.
  ///   - singlePrecisionExponentials: Evaluate e^x in `Float`, as a device may.
  public static func iOSNewtonFrequency(
    duration: Double, dampingRatio: Double, velocity v: Double, start: Double? = nil,
    singlePrecisionExponentials: Bool = false
  ) -> Double {
    iOSNewtonRoutine(
      duration: duration, dampingRatio: dampingRatio, velocity: v, start: start,
      exponential: singlePrecisionExponentials
        ? { Double(Foundation.exp(Float($0))) } : { Foundation.exp($0) })
  }

  /// iOS's 12 Newton steps over any `RealScalar`: with `Double` the same bits as
  /// ``iOSNewtonFrequency(duration:dampingRatio:velocity:start:singlePrecisionExponentials:)``;
  /// with a scalar that carries a gradient (JellyMath's `Dual`) the steps themselves are
  /// differentiated, so ∂ω/∂T, ∂ω/∂ζ and ∂ω/∂v are exact for the frequency iOS ends on, root or
  /// not. An input outside UIKit's clamps runs as the clamp's end, a constant (whose gradient
  /// is zero).
  ///
  /// - Parameters:
  ///   - duration: T in seconds (clamped to [0.01, 10]).
  ///   - dampingRatio: ζ (clamped to [2^−23, 1]).
  ///   - v: The velocity, distances per second toward the target.
  /// - Returns: The frequency in rad/s, possibly negative, zero or not finite, as the routine's.
  @inlinable
  public static func iOSNewtonFrequency<Scalar: RealScalar>(
    duration: Scalar, dampingRatio: Scalar, velocity v: Scalar
  ) -> Scalar {
    iOSNewtonRoutine(
      duration: duration, dampingRatio: dampingRatio, velocity: v, start: nil,
      exponential: { $0.exponential() })
  }

  /// The routine itself: from `start` (default 5/T), 12 steps ω ← ω − f/f′ with e^x evaluated
  /// by `exponential`.
  @inlinable
  static func iOSNewtonRoutine<Scalar: RealScalar>(
    duration: Scalar, dampingRatio: Scalar, velocity v: Scalar, start: Scalar?,
    exponential: (Scalar) -> Scalar
  ) -> Scalar {
    let d = durationInEffect(duration)
    let zeta = dampingRatioInEffect(dampingRatio)
    var omega = start ?? 5 / d
    for _ in 0..<iOSNewtonSteps {
      let value: Scalar
      let slope: Scalar
      if zeta.doubleValue < 1 {
        let root = (1 - zeta * zeta).squareRoot()
        let decayRate = omega * zeta
        let decay = exponential(-(decayRate * d))
        let b = (decayRate - v) / (omega * root)
        value = epsilon - b.magnitude * decay
        let sign: Double = (b * decay).doubleValue > 0 ? -1 : 1
        let numerator = (decayRate * d * v + v) - zeta * zeta * (omega * omega) * d
        slope = sign * (numerator * decay) / ((omega * omega) * root)
      } else {
        let decay = exponential(-omega * d)
        value =
          ((omega - v) * d + 1) * decay + (omega.doubleValue < v.doubleValue ? epsilon : -epsilon)
        slope = decay * (v - omega) * d * d
      }
      omega = omega - value / slope
    }
    return omega
  }

  /// The derivative of the signed envelope residual ε − B·e^(−ζdω) (ζ < 1) or
  /// e^(−ωd)((ω − v)d + 1) − ε (ζ = 1) with respect to ω, with Framer's sign switch.
  static func envelopeSlope(_ w: Double, zeta: Double, duration d: Double, velocity v: Double)
    -> Double
  {
    if zeta < 1 {
      let decay = w * zeta * d
      let e = zeta * zeta * w * w * d
      let g = w * w * (1 - zeta * zeta).squareRoot()
      let signed = epsilon - residual(omega: w, dampingRatio: zeta, duration: d, velocity: v)
      let factor: Double = signed > 0 ? -1 : 1
      return factor * ((decay * v + v - e) * exp(-decay)) / g
    }
    return exp(-w * d) * (v - w) * d * d
  }

  /// How far iOS's result moves, relative to it, when the routine's last bits change: the
  /// largest |ω′ − ω|/|ω| over a start of 5/T·(1 ± 2^−30) and single-precision exponentials.
  /// About 1e-7 or less where the result is robust; of order 1 where the start sits on the point
  /// at which B changes sign (T 1, ζ 0.2, v 1), so that a device may land elsewhere.
  /// `.infinity` when any variant ends on a non-finite frequency.
  public static func iOSFrequencySpread(
    duration: Double, dampingRatio: Double, initialVelocity v: Double = 0
  ) -> Double {
    let omega = abs(iOSNewtonFrequency(duration: duration, dampingRatio: dampingRatio, velocity: v))
    let start = 5 / durationInEffect(duration)
    let variants = [
      iOSNewtonFrequency(
        duration: duration, dampingRatio: dampingRatio, velocity: v,
        start: start * (1 - 0x1p-30)),
      iOSNewtonFrequency(
        duration: duration, dampingRatio: dampingRatio, velocity: v,
        start: start * (1 + 0x1p-30)),
      iOSNewtonFrequency(
        duration: duration, dampingRatio: dampingRatio, velocity: v,
        singlePrecisionExponentials: true),
    ]
    var spread = 0.0
    for variant in variants {
      guard variant.isFinite, omega.isFinite, omega > 0 else { return .infinity }
      spread = max(spread, abs(abs(variant) - omega) / omega)
    }
    return spread
  }

  /// The relative spread above which iOS's value is reported as fragile (1e-6).
  public static let fragileSpread = 1e-6

  /// The stiffness and damping coefficient (mass 1) that iOS's routine gives, with the property
  /// animator's clamps k = max(|k|, 0.01), c = max(|c|, 0) for ``API/propertyAnimator``.
  ///
  /// - Throws: `ParameterError` as ``naturalFrequency(duration:dampingRatio:initialVelocity:solver:)``.
  public static func iOSSpringConstants(
    duration: Double, dampingRatio: Double, initialVelocity v: Double = 0, api: API = .viewAnimation
  ) throws(ParameterError) -> (stiffness: Double, damping: Double) {
    let omega = try naturalFrequency(
      duration: duration, dampingRatio: dampingRatio, initialVelocity: v, solver: .iOS)
    let zeta = dampingRatioInEffect(dampingRatio)
    let stiffness = omega * omega
    let damping = 2 * zeta * stiffness.squareRoot()
    switch api {
    case .viewAnimation: return (stiffness, damping)
    case .propertyAnimator: return (max(abs(stiffness), 0.01), max(abs(damping), 0))
    }
  }
}
