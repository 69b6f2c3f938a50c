import Testing

@testable import JellySprings

@Suite struct SpringMotionStateTests {
  @Test(
    "displacementAndVelocity is bit for bit displacement(at:) and velocity(at:) in every regime",
    arguments: [0.0, 0.05, 0.5, 0.999, 1.0, 1.001, 3.0, 40.0])
  func matchesSeparateCalls(dampingRatio: Double) throws {
    let spring = try Spring(mass: 1, stiffness: 250, damping: 2 * dampingRatio * 250.0.squareRoot())
    let motions = [
      SpringMotion(spring: spring, initialDisplacement: 517, initialVelocity: -3_000),
      SpringMotion(spring: spring, initialDisplacement: -1, initialVelocity: 0, endTime: 0.7),
      SpringMotion(spring: spring, initialDisplacement: 0, initialVelocity: 12.5),
    ]
    var mismatches = 0
    for motion in motions {
      for index in 0...20_000 {
        // Grid times, times near 0 (the series branch) and huge times (underflow).
        for t in [Double(index) / 1_000, Double(index) * 1e-9, Double(index) * 1e3] {
          let both = motion.displacementAndVelocity(at: t)
          if both.displacement.bitPattern != motion.displacement(at: t).bitPattern
            || both.velocity.bitPattern != motion.velocity(at: t).bitPattern
          {
            mismatches += 1
          }
        }
      }
    }
    #expect(mismatches == 0)
  }
}
