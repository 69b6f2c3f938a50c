import JellyFit
import JellyMath
import JellySprings
import Testing

/// iOS's 12 Newton steps through their generic entry, whatever the scalar (with `Double` the
/// generic overload, not the `Double` one).
private func frequency<Scalar: RealScalar>(
  duration: Scalar, dampingRatio: Scalar, velocity: Scalar
) -> Scalar {
  UIKitSpringModel.iOSNewtonFrequency(
    duration: duration, dampingRatio: dampingRatio, velocity: velocity)
}

/// The generic iOS routine (`UIKitSpringModel.iOSNewtonFrequency` over `RealScalar`) with `Dual`:
/// its value is the routine's own, its gradient that of the 12 steps.
@Suite struct IOSNewtonFrequencyTests {
  /// Durations, damping ratios and velocities of iOS's regions, the clamps and ζ = 1 included.
  static let cases: [(duration: Double, damping: Double, velocity: Double)] = [
    (0.5, 0.6, 0), (1, 0.85, 0), (3, 0.25, 0), (1, 0.5, 2), (0.7, 0.65, 1), (2, 1, 0),
    (0.3, 1, 3), (0.005, 0.5, 0), (12, 0.3, 0), (1, 0, 0), (1, 0.2, 1),
  ]

  @Test(
    "over Double the generic routine is iOSNewtonFrequency bit for bit; with Dual its value too")
  func bitForBit() {
    for c in Self.cases {
      let expected = UIKitSpringModel.iOSNewtonFrequency(
        duration: c.duration, dampingRatio: c.damping, velocity: c.velocity)
      let plain = frequency(
        duration: c.duration, dampingRatio: c.damping, velocity: c.velocity)
      let dual = frequency(
        duration: Dual.variable(c.duration, index: 0),
        dampingRatio: Dual.variable(c.damping, index: 1),
        velocity: Dual.variable(c.velocity, index: 2))
      #expect(plain.bitPattern == expected.bitPattern, "\(c)")
      #expect(dual.value.bitPattern == expected.bitPattern, "\(c)")
    }
  }

  /// Left out: the clamped inputs (no gradient), ζ = 1 (its own branch) and T 1, ζ 0.2, v 1,
  /// where iOS's own result jumps when the routine's last bits change
  /// (`UIKitSpringModel.iOSFrequencySpread` of order 1): no difference quotient exists there.
  @Test("the gradient of the 12 steps equals a central difference (1e-6 relative)")
  func gradient() {
    for c in Self.cases
    where c.damping < 1 && c.damping > 0 && (0.01...10).contains(c.duration)
      && UIKitSpringModel.iOSFrequencySpread(
        duration: c.duration, dampingRatio: c.damping, initialVelocity: c.velocity) < 1e-6
    {
      let dual = frequency(
        duration: Dual.variable(c.duration, index: 0),
        dampingRatio: Dual.variable(c.damping, index: 1),
        velocity: Dual.variable(c.velocity, index: 2))
      let point = [c.duration, c.damping, c.velocity]
      for k in 0..<3 {
        let h = 1e-6 * max(abs(point[k]), 0.1)
        var up = point
        var down = point
        up[k] += h
        down[k] -= h
        let difference =
          (frequency(duration: up[0], dampingRatio: up[1], velocity: up[2])
            - frequency(
              duration: down[0], dampingRatio: down[1], velocity: down[2])) / (2 * h)
        #expect(
          abs(dual.derivative(k) - difference) <= 1e-6 * max(abs(difference), 1),
          "\(c) ∂\(k): \(dual.derivative(k)) vs \(difference)")
      }
    }
  }

  @Test("outside UIKit's clamps the frequency does not move with the clamped input")
  func clampsHaveNoGradient() {
    let short = frequency(
      duration: Dual.variable(0.005, index: 0), dampingRatio: Dual.variable(0.5, index: 1),
      velocity: Dual(0))
    #expect(short.derivative(0) == 0)
    #expect(short.derivative(1) != 0)
  }
}
