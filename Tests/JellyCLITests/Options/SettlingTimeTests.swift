import Foundation
import JellySprings
import Testing

@testable import JellyCLI

@Suite struct SettlingTimeTests {
  @Test("ordinary springs: exactly the library's settling duration")
  func ordinary() throws {
    for spring in [
      Spring(mass: 1, stiffness: 100, damping: 4), Spring(mass: 1, stiffness: 100, damping: 20),
      Spring(mass: 2, stiffness: 30, damping: 40),
    ] {
      let motion = spring.motion(initialDisplacement: -1, initialVelocity: 0.5)
      #expect(SettlingTime.duration(of: motion) == motion.settlingDuration())
    }
    let undamped = Spring(mass: 1, stiffness: 1, damping: 0).motion(initialDisplacement: 1)
    #expect(SettlingTime.duration(of: undamped) == .infinity)
  }

  @Test("nearly undamped: the textbook bound ln(1/(ε·sqrt(1 − ζ²)))/(ζ·ω0), without hanging")
  func nearlyUndamped() {
    for damping in [1e-300, 1e-20, 1e-12] {
      let spring = Spring(mass: 1, stiffness: 4, damping: damping)  // ω0 = 2, ζ = c/4
      let zeta = damping / 4
      let expected = log(1 / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * 2)
      let t = SettlingTime.duration(of: spring.motion(initialDisplacement: 1))
      #expect(abs(t - expected) <= 1e-12 * expected, "c = \(damping)")
    }
  }

  @Test("at the switch-over the exact search and the envelope bound agree to 1e-9")
  func continuity() {
    // Logarithmic decrement 2πζ/sqrt(1 − ζ²) ≈ 3.1e-9, just above the 1e-9 switch-over.
    let motion = Spring(mass: 1, stiffness: 1, damping: 1e-9).motion(initialDisplacement: 1)
    let exact = motion.settlingDuration()
    let bound = motion.envelopeSettlingDuration() ?? .nan
    #expect(bound >= exact)
    #expect((bound - exact) / exact <= 1e-9)
  }
}
