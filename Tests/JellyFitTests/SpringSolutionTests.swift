import Foundation
import JellyFit
import JellyMath
import JellySprings
import Testing

/// JellySprings' closed form over any scalar: the displacement of the spring of natural
/// frequency ω0 and damping ratio ζ released from x0 with velocity v0, at t.
private func displacement<Scalar: RealScalar>(
  naturalFrequency: Scalar, dampingRatio: Scalar, initialDisplacement: Scalar,
  initialVelocity: Scalar, at time: Scalar
) -> Scalar {
  SpringSolution(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio).value(
    initialValue: initialDisplacement, initialSlope: initialVelocity, at: time)
}

@Suite struct SpringSolutionTests {
  /// Damping ratios across the regimes, ζ = 1 ± 1e-6 included.
  static let dampingRatios = [0.2, 0.999_999, 1, 1.000_001, 3, 50]
  static let times = (0...40).map { Double($0) * 0.025 }

  @Test("the dual spring equals SpringMotion to 1e-12 of the distance", arguments: dampingRatios)
  func equalsSpringMotion(zeta: Double) throws {
    let omega = 14.0
    for (x0, v0) in [(-300.0, 0.0), (-300.0, 900.0), (120.0, -4000.0)] {
      let spring = try Spring(stiffness: omega * omega, damping: 2 * zeta * omega)
      let motion = spring.motion(initialDisplacement: x0, initialVelocity: v0)
      for t in Self.times {
        let exact = motion.displacement(at: t)
        let plain = displacement(
          naturalFrequency: omega, dampingRatio: zeta, initialDisplacement: x0,
          initialVelocity: v0, at: t)
        let dual = displacement(
          naturalFrequency: Dual.variable(omega, index: 0),
          dampingRatio: Dual.variable(zeta, index: 1), initialDisplacement: Dual(x0),
          initialVelocity: Dual(v0), at: Dual.variable(t, index: 2))
        #expect(abs(plain - exact) <= 1e-12 * 300, "ζ \(zeta) t \(t)")
        #expect(dual.value == plain)
      }
    }
  }

  @Test("the gradient equals a central difference to 1e-6 relative", arguments: dampingRatios)
  func gradientMatchesDifference(zeta: Double) {
    let omega = 14.0
    let x0 = -300.0
    let v0 = 900.0
    func plain(_ p: [Double], _ t: Double) -> Double {
      displacement(
        naturalFrequency: p[0], dampingRatio: p[1], initialDisplacement: p[2],
        initialVelocity: p[3], at: t)
    }
    let point = [omega, zeta, x0, v0]
    for t in [0.01, 0.05, 0.1, 0.2, 0.4, 0.8] {
      let dual = displacement(
        naturalFrequency: Dual.variable(omega, index: 0),
        dampingRatio: Dual.variable(zeta, index: 1),
        initialDisplacement: Dual.variable(x0, index: 2),
        initialVelocity: Dual.variable(v0, index: 3), at: Dual(t))
      for k in 0..<4 {
        // A step of 1e-5 relative (1e-7 for ζ near 1, whose pieces meet at |q|t² = 1), so the
        // difference's truncation and rounding stay below 1e-8 relative.
        let h = max(abs(point[k]), 1) * (abs(zeta - 1) < 1e-3 ? 1e-7 : 1e-5)
        var up = point
        var down = point
        up[k] += h
        down[k] -= h
        let difference = (plain(up, t) - plain(down, t)) / (2 * h)
        let scale = max(abs(difference), 1e-9 * max(abs(dual.value), 1) / h)
        #expect(
          abs(dual.derivative(k) - difference) <= 1e-6 * scale,
          "ζ \(zeta) t \(t) ∂\(k): \(dual.derivative(k)) vs \(difference)")
      }
    }
  }

  /// Where |q|·t² = 1 the solution changes pieces: the series inside, the trigonometric form
  /// (ζ < 1) or the two real rates (ζ > 1) outside. On both sides of each seam, 1e-12 apart in
  /// ζ, the value and the gradient agree to 1e-10 and 1e-8 relative.
  @Test("across the seams of its pieces the value and gradient are continuous")
  func continuousAcrossPieces() {
    let omega = 20.0
    let t = 0.5
    func evaluate(_ zeta: Double) -> Dual {
      displacement(
        naturalFrequency: Dual.variable(omega, index: 0),
        dampingRatio: Dual.variable(zeta, index: 1),
        initialDisplacement: Dual(-1), initialVelocity: Dual.variable(3, index: 2), at: Dual(t))
    }
    // ζ at which |q|·t² = ω0²·|1 − ζ²|·t² = 1.
    for seam in [
      (1 - 1 / (omega * omega * t * t)).squareRoot(),
      (1 + 1 / (omega * omega * t * t)).squareRoot(),
    ] {
      let below = evaluate(seam * (1 - 1e-12))
      let above = evaluate(seam * (1 + 1e-12))
      #expect(abs(below.value - above.value) <= 1e-10 * abs(below.value), "seam ζ = \(seam)")
      for k in 0..<3 {
        #expect(
          abs(below.derivative(k) - above.derivative(k)) <= 1e-8 * abs(below.derivative(k)),
          "seam ζ = \(seam), ∂\(k)")
      }
    }
  }

  @Test("a strongly overdamped spring neither overflows nor loses its slow tail")
  func stronglyOverdamped() throws {
    let value = displacement(
      naturalFrequency: Dual.variable(30, index: 0), dampingRatio: Dual.variable(50, index: 1),
      initialDisplacement: Dual(-1), initialVelocity: Dual(0), at: Dual(20))
    let spring = try Spring(stiffness: 900, damping: 3000)
    let exact = spring.motion(initialDisplacement: -1).displacement(at: 20)
    #expect(value.value.isFinite && value.gradient[0].isFinite && value.gradient[1].isFinite)
    #expect(abs(value.value - exact) <= 1e-12 * abs(exact))
  }
}
