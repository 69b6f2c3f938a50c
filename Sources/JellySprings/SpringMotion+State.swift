import CJellyMath
import Foundation

extension SpringMotion {
  /// Displacement x(t) and velocity x'(t) at time `t` ≥ 0 (seconds; value units and value
  /// units per second), bit for bit ``displacement(at:)`` and ``velocity(at:)``, with the
  /// exponential, sine and cosine they share computed once. Both are 0 from ``endTime`` on.
  @inline(__always)
  public func displacementAndVelocity(at t: Double) -> (displacement: Double, velocity: Double) {
    if t >= endTime { return (0, 0) }
    let x0 = initialDisplacement
    let v0 = initialVelocity
    let a0 = initialAcceleration
    // The same expressions, in the same order, as `solution(_:_:at:)` for (x0, v0) and
    // (v0, a0).
    let z = q * t * t
    if abs(z) < 1 {
      let decay = exp(-alpha * t)
      if decay == 0 { return (0, 0) }
      let (c, sOverT) = Self.series(z)
      return (
        decay * (x0 * c + (v0 + alpha * x0) * sOverT * t),
        decay * (v0 * c + (a0 + alpha * v0) * sOverT * t)
      )
    }
    if q > 0 {
      let decay = exp(-alpha * t)
      if decay == 0 { return (0, 0) }
      let angle = min(rootAbsQ * t, .greatestFiniteMagnitude)
      // Bit for bit `cos(angle)` and `sin(angle)`, with one range reduction.
      var sine = 0.0
      var cosine = 0.0
      jelly_sin_cos(angle, &sine, &cosine)
      return (
        decay * (x0 * cosine + (v0 + alpha * x0) * sine / rootAbsQ),
        decay * (v0 * cosine + (a0 + alpha * v0) * sine / rootAbsQ)
      )
    }
    let twoGamma = 2 * rootAbsQ
    let slow = exp(slowRate * t)
    let fast = exp(fastRate * t)
    return (
      (v0 - fastRate * x0) / twoGamma * slow + (slowRate * x0 - v0) / twoGamma * fast,
      (a0 - fastRate * v0) / twoGamma * slow + (slowRate * v0 - a0) / twoGamma * fast
    )
  }
}
