import Foundation
import JellySprings
import Testing

@Suite struct SpringSettlingTests {
  static let springs: [Spring] = [
    Spring(inRange: 1, stiffness: 100, damping: 4),  // underdamped, ζ = 0.2
    Spring(inRange: 1, stiffness: 100, damping: 20),  // critical
    Spring(inRange: 2, stiffness: 50, damping: 60),  // overdamped, ζ = 3
  ]

  @Test(
    "a spring's settling duration is that of every move with the same relative velocity",
    arguments: springs)
  func sameForEveryDistance(spring: Spring) {
    for velocity in [0.0, 2, -1.5] {
      let unit = spring.settlingDuration(initialVelocity: velocity)
      #expect(unit > 0 && unit.isFinite)
      for (from, to) in [(0.0, 1.0), (10, -250), (1e-6, 3e-6), (-4, 1e5)] {
        let motion = spring.motion(
          initialDisplacement: from - to, initialVelocity: velocity * (to - from))
        let duration = motion.settlingDuration()
        #expect(
          abs(duration - unit) <= 1e-12 * unit, "from \(from) to \(to), v \(velocity)")
      }
    }
  }

  @Test(
    "the unit move's settling time is where |x| last crosses ε, and an undamped spring never settles"
  )
  func definition() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    let omega = 10.0
    let duration = spring.settlingDuration()
    // Critically damped from −1 at rest: |x(t)| = (1 + ωt)e^(−ωt), equal to ε at T.
    #expect(abs((1 + omega * duration) * exp(-omega * duration) - 1e-3) <= 1e-12)
    #expect(try Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
  }
}
