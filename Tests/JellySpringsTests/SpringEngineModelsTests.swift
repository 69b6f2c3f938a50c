import Foundation
import JellySprings
import Testing

/// Android, POP, Origami/Rebound and react-spring parametrizations.
@Suite struct SpringEngineModelsTests {
  @Test("Android SpringForce: m 1, k = stiffness, c = 2ζ√k; defaults 1500 / 0.5")
  func android() throws {
    let s = try Spring()
    #expect(s.stiffness == AndroidSpringForce.stiffnessMedium)
    expectClose(s.dampingRatio, 0.5, tolerance: 1e-15)
    // Android's default ω = sqrt(1500) (springs.md §7 item 13).
    expectClose(s.naturalFrequency, 1_500.0.squareRoot(), tolerance: 1e-15)
    let bouncy = try Spring(
      androidStiffness: AndroidSpringForce.stiffnessLow,
      dampingRatio: AndroidSpringForce.dampingRatioHighBouncy)
    expectClose(bouncy.damping, 2 * 0.2 * 200.0.squareRoot(), tolerance: 1e-15)
  }

  @Test("POP defaults (bounciness 4, speed 12) → tension 342.1006, friction 30.4870")
  func popDefaults() throws {
    let s = try Spring(popBounciness: 4, speed: 12)
    #expect(abs(s.stiffness - 342.1006) < 1e-3)
    #expect(abs(s.damping - 30.4870) < 1e-3)
    #expect(abs(s.dampingRatio - 0.824) < 1e-3)
  }

  @Test("POP bounciness and speed round-trip")
  func popRoundTrip() throws {
    for bounciness in [0.0, 1, 4, 10, 19] {
      for speed in [0.5, 4, 12, 20] {
        let s = try Spring(popBounciness: bounciness, speed: speed)
        let back = try #require(POPSpringModel.bouncinessAndSpeed(of: s))
        expectClose(back.bounciness, bounciness, tolerance: 1e-9, "bounciness")
        expectClose(back.speed, speed, tolerance: 1e-12, "speed")
      }
    }
  }

  @Test("Rebound's default Origami spring (40, 7) → tension 230.2, friction 22; round trip")
  func origami() throws {
    let s = try Spring(origamiTension: 40, friction: 7)
    expectClose(s.stiffness, 230.2, tolerance: 1e-13)
    expectClose(s.damping, 22, tolerance: 1e-13)
    expectClose(s.origamiTension, 40, tolerance: 1e-13)
    expectClose(s.origamiFriction, 7, tolerance: 1e-13)
  }

  @Test("react-spring presets and the frequency/damping form")
  func reactSpring() throws {
    #expect(ReactSpringPreset.wobbly.spring == Spring(inRange: 1, stiffness: 180, damping: 12))
    #expect(ReactSpringPreset.allCases.count == 6)
    let s = try Spring(reactSpringFrequency: 0.5, damping: 1)
    expectClose(s.stiffness, pow(2 * .pi / 0.5, 2), tolerance: 1e-15)
    expectClose(s.damping, 4 * .pi / 0.5, tolerance: 1e-15)
    expectClose(s.dampingRatio, 1, tolerance: 1e-15)
  }
}
