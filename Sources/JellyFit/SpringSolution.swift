/// The exact displacement of a damped spring, written once over ``FitScalar`` so that its
/// gradient with respect to the natural frequency, the damping ratio, the initial state and the
/// time is exact, and continuous across ζ = 1.
///
/// With α = ζω0 and q = ω0² − α² = ω0²(1 − ζ)(1 + ζ), the solution of x'' + 2αx' + ω0²x = 0
/// with x(0) = x0, x'(0) = v0 is
///
/// ```
/// x(t) = e^(−αt)·[x0·C + (v0 + α·x0)·S]
/// C = cos(√q·t), S = sin(√q·t)/√q        (q > 0)
/// C = cosh(√−q·t), S = sinh(√−q·t)/√−q   (q < 0)
/// ```
///
/// C and S are entire functions of z = q·t², so where |z| < 1 their Taylor series (14 terms,
/// truncation below 1e-25) serves every regime and no piece divides by a vanishing √|q|. Where
/// q < 0 and |z| ≥ 1 the solution is written with its two real rates, −ω0²/(α + γ) and
/// −(α + γ) with γ = √−q, so that nothing overflows or cancels for a strongly overdamped spring.
/// The pieces are the ones `JellySprings.SpringMotion` uses, so both agree to rounding.
public enum SpringSolution {
  /// The displacement x(t) in the units of `initialDisplacement`.
  ///
  /// - Parameters:
  ///   - naturalFrequency: ω0 in rad/s, > 0.
  ///   - dampingRatio: ζ ≥ 0, dimensionless.
  ///   - initialDisplacement: x0 = value − target at t = 0.
  ///   - initialVelocity: dx/dt at t = 0, in the units of x0 per second.
  ///   - time: t ≥ 0 in seconds since the release.
  public static func displacement<Scalar: FitScalar>(
    naturalFrequency: Scalar, dampingRatio: Scalar, initialDisplacement: Scalar,
    initialVelocity: Scalar, at time: Scalar
  ) -> Scalar {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let alpha = zeta * omega
    let omegaSquared = omega * omega
    let q = omegaSquared * ((1 - zeta) * (1 + zeta))
    let t = time
    let z = q * (t * t)
    if Swift.abs(z.doubleValue) < 1 {
      let decay = (-(alpha * t)).exponential()
      if decay.doubleValue == 0 { return Scalar(0) }
      let (c, sineOverTime) = series(z)
      return decay
        * (initialDisplacement * c + (initialVelocity + alpha * initialDisplacement)
          * sineOverTime * t)
    }
    if q.doubleValue > 0 {
      let decay = (-(alpha * t)).exponential()
      if decay.doubleValue == 0 { return Scalar(0) }
      let dampedFrequency = q.squareRoot()
      let angle = dampedFrequency * t
      return decay
        * (initialDisplacement * angle.cosine()
          + (initialVelocity + alpha * initialDisplacement) * angle.sine() / dampedFrequency)
    }
    let gamma = (-q).squareRoot()
    let sum = alpha + gamma
    let slowRate = -omegaSquared / sum
    let fastRate = -sum
    let twoGamma = 2 * gamma
    let slowWeight = (initialVelocity - fastRate * initialDisplacement) / twoGamma
    let fastWeight = (slowRate * initialDisplacement - initialVelocity) / twoGamma
    return slowWeight * (slowRate * t).exponential() + fastWeight * (fastRate * t).exponential()
  }

  /// C(z) = Σ (−z)^n/(2n)! and S(z)/t = Σ (−z)^n/(2n + 1)! for |z| < 1, by Horner's rule from
  /// n = 13.
  static func series<Scalar: FitScalar>(_ z: Scalar) -> (Scalar, Scalar) {
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
