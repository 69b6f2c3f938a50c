import CJellyMath
import JellyMath

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
// divides by a vanishing ω_d, and ζ = 1 ± δ is continuous with ζ = 1 to rounding (value and
// gradient: a scalar that carries one differentiates the piece it is in).
//
// For |z| ≥ 1 with q > 0 the trigonometric form is exact. For |z| ≥ 1 with q < 0 the hyperbolic
// form would overflow (cosh ~ e^(√−q t)) and cancel against e^(−αt); instead the two real roots
// are used, r_slow = −ω²/(α + γ) and r_fast = −(α + γ) with γ = √−q (the slow root computed
// without the cancelling subtraction α − γ), x = A e^(r_slow t) + B e^(r_fast t).
//
// The functions of t (the exponential, C and S, or the two exponentials) do not depend on p and
// s: `basis(at:)` computes them once and `value(_:_:in:)` combines them with one (p, s), so that
// SpringMotion's displacement and velocity at one time share them.

/// The exact solution of a damped spring's equation x'' + 2α·x' + ω0²·x = 0 from any value and
/// slope at t = 0, written once over `RealScalar`: with `Double` it is ``SpringMotion``'s
/// closed form, with a scalar that carries a gradient (JellyMath's `Dual`) the gradient with
/// respect to the spring, the initial state and the time is exact, and continuous across ζ = 1.
///
/// With q = ω0² − α², the solution with x(0) = p and x'(0) = s is
///
/// ```
/// x(t) = e^(−αt)·[p·C + (s + α·p)·S]
/// C = cos(√q·t), S = sin(√q·t)/√q        (q > 0)
/// C = cosh(√−q·t), S = sinh(√−q·t)/√−q   (q < 0)
/// ```
///
/// C and S are entire functions of z = q·t², so where |z| < 1 their Taylor series (14 terms,
/// truncation below 1e-25) serves every regime and no piece divides by a vanishing √|q|. Where
/// q < 0 and |z| ≥ 1 the solution is written with its two real rates, −ω0²/(α + γ) and
/// −(α + γ) with γ = √−q, so that nothing overflows or cancels for a strongly overdamped spring.
/// Past the underflow of e^(−αt) the value is exactly 0. Times are in seconds, t ≥ 0; the value
/// is in the units of p.
public struct SpringSolution<Scalar: RealScalar>: Sendable {
  /// α = c/2m = ζ·ω0, in 1/s (≥ 0).
  public let decayRate: Scalar
  /// ω0² = k/m, in 1/s² (> 0).
  public let naturalFrequencySquared: Scalar
  /// q = ω0² − α², in 1/s²: positive underdamped, zero critical, negative overdamped.
  public let frequencySquaredDifference: Scalar
  /// √|q| in 1/s: the damped frequency ω_d (q > 0) or γ (q < 0).
  @usableFromInline let rootAbsQ: Scalar
  /// The slow rate −ω0²/(α + γ) for q < 0 (−α otherwise), in 1/s.
  @usableFromInline let slowRate: Scalar
  /// The fast rate −(α + γ) for q < 0 (−α otherwise), in 1/s.
  @usableFromInline let fastRate: Scalar

  /// The solution of x'' + 2α·x' + ω0²·x = 0 with α = `decayRate` (1/s, ≥ 0),
  /// ω0² = `naturalFrequencySquared` (1/s², > 0) and q = `frequencySquaredDifference`, which the
  /// caller computes from its own constants (ω0² − α², as exactly as it can).
  @inlinable
  public init(
    decayRate: Scalar, naturalFrequencySquared: Scalar, frequencySquaredDifference q: Scalar
  ) {
    self.decayRate = decayRate
    self.naturalFrequencySquared = naturalFrequencySquared
    frequencySquaredDifference = q
    rootAbsQ = q.magnitude.squareRoot()
    if q.doubleValue < 0 {
      let sum = decayRate + rootAbsQ
      slowRate = -naturalFrequencySquared / sum
      fastRate = -sum
    } else {
      slowRate = -decayRate
      fastRate = -decayRate
    }
  }

  /// The solution for the natural frequency ω0 = `naturalFrequency` (rad/s, > 0) and the damping
  /// ratio ζ = `dampingRatio` (≥ 0): α = ζ·ω0 and q = ω0²·(1 − ζ)(1 + ζ), which has no
  /// cancellation near ζ = 1.
  @inlinable
  public init(naturalFrequency omega: Scalar, dampingRatio zeta: Scalar) {
    let omegaSquared = omega * omega
    self.init(
      decayRate: zeta * omega, naturalFrequencySquared: omegaSquared,
      frequencySquaredDifference: omegaSquared * ((1 - zeta) * (1 + zeta)))
  }

  /// x(t) for x(0) = `initialValue` and x'(0) = `initialSlope` (its units per second), at `t`
  /// seconds (≥ 0), in the units of `initialValue`.
  @inlinable
  @inline(__always)
  public func value(initialValue p: Scalar, initialSlope s: Scalar, at t: Scalar) -> Scalar {
    value(p, s, in: basis(at: t))
  }

  /// The functions of t every solution at `t` combines: one of the solution's three pieces, or
  /// exactly 0 once e^(−αt) has underflowed.
  @usableFromInline
  enum Basis {
    /// e^(−αt) underflowed: every solution is exactly 0.
    case rest
    /// |q·t²| < 1: e^(−αt), C and S/t from their series, and t.
    case series(decay: Scalar, c: Scalar, sOverT: Scalar, time: Scalar)
    /// q > 0 and q·t² ≥ 1: e^(−αt), cos(√q·t) and sin(√q·t).
    case oscillating(decay: Scalar, cosine: Scalar, sine: Scalar)
    /// q < 0 and |q·t²| ≥ 1: e^(r_slow·t) and e^(r_fast·t).
    case overdamped(slow: Scalar, fast: Scalar)
  }

  /// The basis at `t` seconds (≥ 0).
  @inlinable
  @inline(__always)
  func basis(at t: Scalar) -> Basis {
    let q = frequencySquaredDifference
    let z = q * t * t
    if abs(z.doubleValue) < 1 {
      let decay = (-decayRate * t).exponential()
      // Past underflow the motion is exactly 0; also keeps 0·∞ (the bracket grows like t) out
      // of the product at huge t.
      if decay.doubleValue == 0 { return .rest }
      let (c, sOverT) = Self.series(z)
      return .series(decay: decay, c: c, sOverT: sOverT, time: t)
    }
    if q.doubleValue > 0 {
      let decay = (-decayRate * t).exponential()
      // Past underflow the motion is exactly 0; also keeps cos(∞) out of a product.
      if decay.doubleValue == 0 { return .rest }
      // Where ω_d·t overflows (undamped, huge t) one ulp of t spans many periods, so the phase
      // is meaningless; any finite angle keeps x and x' on the motion's energy ellipse.
      var angle = rootAbsQ * t
      if angle.doubleValue > .greatestFiniteMagnitude { angle = Scalar(.greatestFiniteMagnitude) }
      let (sine, cosine) = Self.sineAndCosine(angle)
      return .oscillating(decay: decay, cosine: cosine, sine: sine)
    }
    return .overdamped(slow: (slowRate * t).exponential(), fast: (fastRate * t).exponential())
  }

  /// The solution with value `p` and slope `s` at t = 0, at the time of `basis`.
  @inlinable
  @inline(__always)
  func value(_ p: Scalar, _ s: Scalar, in basis: Basis) -> Scalar {
    switch basis {
    case .rest:
      return Scalar(0)
    case .series(let decay, let c, let sOverT, let t):
      return decay * (p * c + (s + decayRate * p) * sOverT * t)
    case .oscillating(let decay, let cosine, let sine):
      return decay * (p * cosine + (s + decayRate * p) * sine / rootAbsQ)
    case .overdamped(let slow, let fast):
      let twoGamma = 2 * rootAbsQ
      let a = (s - fastRate * p) / twoGamma
      let b = (slowRate * p - s) / twoGamma
      return a * slow + b * fast
    }
  }

  /// sin and cos of `angle` radians: for `Double`, one call of the C library's `sincos` where
  /// it has one (glibc: bit for bit its `sin` and `cos` with one range reduction, about a quarter
  /// fewer instructions than the two calls); for any other scalar, its own `sineAndCosine()`.
  /// Specialized for a scalar type, the test of the type is decided at compile time.
  @inlinable
  @inline(__always)
  static func sineAndCosine(_ angle: Scalar) -> (sine: Scalar, cosine: Scalar) {
    if let angle = angle as? Double {
      var sine = 0.0
      var cosine = 0.0
      jelly_sin_cos(angle, &sine, &cosine)
      if let sine = sine as? Scalar, let cosine = cosine as? Scalar { return (sine, cosine) }
    }
    return angle.sineAndCosine()
  }

  /// C(z) = Σ (−z)^n/(2n)! and S(z)/t = Σ (−z)^n/(2n + 1)! for |z| < 1, by Horner's rule from
  /// n = 13 (truncation below 1/28! ≈ 3e-30).
  @inlinable
  @inline(__always)
  static func series(_ z: Scalar) -> (Scalar, Scalar) {
    var c = Scalar(1)
    var s = Scalar(1)
    var n = 13.0
    while n >= 1 {
      c = 1 - z * c / ((2 * n) * (2 * n - 1))
      s = 1 - z * s / ((2 * n + 1) * (2 * n))
      n -= 1
    }
    return (c, s)
  }
}

extension SpringSolution: Equatable where Scalar: Equatable {}
extension SpringSolution: Hashable where Scalar: Hashable {}
