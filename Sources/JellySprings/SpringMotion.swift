import CJellyMath
import Foundation

// Implementation notes (not part of the docs).
//
// Goals, in order: exact to rounding in every regime; continuous across ζ = 1; no cancellation
// for strong overdamping; no NaN or infinity for any finite t ≥ 0; cheap.
//
// With α = c/2m, ω² = k/m and q = ω² − α², every solution of x'' + 2αx' + ω²x = 0 with
// x(0) = p, x'(0) = s is
//
//     x(t) = e^(−αt) · ( p·C(t) + (s + α·p)·S(t) )
//
// where C and S depend only on q:   q > 0: C = cos(√q t),  S = sin(√q t)/√q
//                                   q = 0: C = 1,          S = t
//                                   q < 0: C = cosh(√−q t), S = sinh(√−q t)/√−q
//
// Writing z = q·t², both are entire functions of z:  C = Σ (−z)^n/(2n)!,  S = t·Σ (−z)^n/(2n+1)!,
// so for |z| < 1 the series (14 terms, truncation < 1e-25) is used in every regime: no branch
// divides by a vanishing ω_d, and ζ = 1 ± δ is continuous with ζ = 1 to rounding.
//
// For |z| ≥ 1 with q > 0 the trigonometric form is exact. For |z| ≥ 1 with q < 0 the hyperbolic
// form would overflow (cosh ~ e^(√−q t)) and cancel against e^(−αt); instead the two real roots
// are used, r_slow = −ω²/(α + γ) and r_fast = −(α + γ) with γ = √−q (the slow root computed
// without the cancelling subtraction α − γ), x = A e^(r_slow t) + B e^(r_fast t).
//
// The derivative of a solution is again a solution, so velocity is the same formula with
// (p, s) = (v0, a0) and acceleration with (a0, j0), where a0 = −2α v0 − ω² x0 and
// j0 = −2α a0 − ω² v0. That keeps the three quantities independent evaluations of one exact
// formula (the ODE residual m·a + c·v + k·x is then a real test, not an identity).

/// The exact motion of a ``Spring`` from an initial displacement and velocity.
///
/// Sign convention: x = value − target. A positive displacement is "past the target in the
/// positive direction"; a velocity of −x0 per second moves toward the target. Times are in
/// seconds, measured from release, and must be ≥ 0.
///
/// A motion may end at ``endTime``, as a UIKit spring animation does at its duration: from then
/// on the value is the target (x = 0) and the velocity and acceleration are 0.
public struct SpringMotion: Sendable, Hashable {
  /// The spring.
  public let spring: Spring
  /// Displacement x0 = value − target at t = 0, in value units.
  public let initialDisplacement: Double
  /// Velocity dx/dt at t = 0, in value units per second.
  public let initialVelocity: Double
  /// When the motion stops at its target, in seconds (> 0; `.infinity` for the free spring).
  public let endTime: Double

  let alpha: Double
  let omegaSquared: Double
  let q: Double
  let initialAcceleration: Double
  let initialJerk: Double
  /// √|q|: the damped frequency ω_d (q > 0) or γ (q < 0).
  let rootAbsQ: Double
  let slowRate: Double
  let fastRate: Double

  /// The motion of `spring` from `initialDisplacement` (x0, value units) with
  /// `initialVelocity` (v0, value units per second), both finite, stopping at the target at
  /// `endTime` seconds (> 0; default `.infinity`, the free spring).
  public init(
    spring: Spring, initialDisplacement: Double, initialVelocity: Double = 0,
    endTime: Double = .infinity
  ) {
    self.spring = spring
    self.initialDisplacement = initialDisplacement
    self.initialVelocity = initialVelocity
    self.endTime = endTime > 0 ? endTime : .infinity
    alpha = spring.decayRate
    omegaSquared = spring.stiffness / spring.mass
    q = spring.frequencySquaredDifference
    initialAcceleration = -2 * alpha * initialVelocity - omegaSquared * initialDisplacement
    initialJerk = -2 * alpha * initialAcceleration - omegaSquared * initialVelocity
    rootAbsQ = abs(q).squareRoot()
    if q < 0 {
      let sum = alpha + rootAbsQ
      slowRate = -omegaSquared / sum
      fastRate = -sum
    } else {
      slowRate = -alpha
      fastRate = -alpha
    }
  }

  /// The same motion without its end: the spring left to run on forever.
  public var free: SpringMotion {
    endTime == .infinity
      ? self
      : SpringMotion(
        spring: spring, initialDisplacement: initialDisplacement, initialVelocity: initialVelocity)
  }

  /// Displacement x(t) = value − target at time `t` ≥ 0 (seconds), in value units; 0 from
  /// ``endTime`` on.
  public func displacement(at t: Double) -> Double {
    t >= endTime ? 0 : solution(initialDisplacement, initialVelocity, at: t)
  }

  /// Velocity x'(t) at time `t` ≥ 0, in value units per second; 0 from ``endTime`` on.
  public func velocity(at t: Double) -> Double {
    t >= endTime ? 0 : solution(initialVelocity, initialAcceleration, at: t)
  }

  /// Acceleration x''(t) at time `t` ≥ 0, in value units per second squared; 0 from
  /// ``endTime`` on.
  public func acceleration(at t: Double) -> Double {
    t >= endTime ? 0 : solution(initialAcceleration, initialJerk, at: t)
  }

  /// The displacement the motion has just before ``endTime``, in value units: the jump to the
  /// target that the cut leaves (0 for the free spring).
  public var endJump: Double {
    endTime.isFinite ? solution(initialDisplacement, initialVelocity, at: endTime) : 0
  }

  /// The solution of the spring's ODE with value `p` and slope `s` at t = 0, at time `t`.
  @inline(__always)
  func solution(_ p: Double, _ s: Double, at t: Double) -> Double {
    let z = q * t * t
    if abs(z) < 1 {
      let decay = exp(-alpha * t)
      // Past underflow the motion is exactly 0; also keeps 0·∞ (the bracket grows like t) out
      // of the product at huge t.
      if decay == 0 { return 0 }
      let (c, sOverT) = Self.series(z)
      return decay * (p * c + (s + alpha * p) * sOverT * t)
    }
    if q > 0 {
      let decay = exp(-alpha * t)
      // Past underflow the motion is exactly 0; also keeps cos(∞) out of a product.
      if decay == 0 { return 0 }
      // Where ω_d·t overflows (undamped, huge t) one ulp of t spans many periods, so the phase
      // is meaningless; any finite angle keeps x and x' on the motion's energy ellipse.
      let angle = min(rootAbsQ * t, .greatestFiniteMagnitude)
      // Bit for bit `cos(angle)` and `sin(angle)`, with one range reduction.
      var sine = 0.0
      var cosine = 0.0
      jelly_sin_cos(angle, &sine, &cosine)
      return decay * (p * cosine + (s + alpha * p) * sine / rootAbsQ)
    }
    let twoGamma = 2 * rootAbsQ
    let a = (s - fastRate * p) / twoGamma
    let b = (slowRate * p - s) / twoGamma
    return a * exp(slowRate * t) + b * exp(fastRate * t)
  }

  /// C(z) = Σ (−z)^n/(2n)! and S(z)/t = Σ (−z)^n/(2n+1)! for |z| < 1.
  @inline(__always)
  static func series(_ z: Double) -> (Double, Double) {
    // Horner from the highest term: n = 13 gives truncation below 1/28! ≈ 3e-30.
    var c = 1.0
    var s = 1.0
    var n = 13.0
    while n >= 1 {
      c = 1 - z * c / ((2 * n) * (2 * n - 1))
      s = 1 - z * s / ((2 * n + 1) * (2 * n))
      n -= 1
    }
    return (c, s)
  }

  /// The mechanical energy ½·m·v² + ½·k·x² at time `t`, in mass·units²/s². Never increases
  /// with t (it is constant when the spring is undamped).
  public func energy(at t: Double) -> Double {
    let x = displacement(at: t)
    let v = velocity(at: t)
    return 0.5 * spring.mass * v * v + 0.5 * spring.stiffness * x * x
  }
}
