import JellyFit
import JellySprings
import Testing

@Suite struct SpringCurveTests {
  @Test("from before the start, then Spring.motion(from:to:initialVelocity:), then a snap")
  func values() throws {
    let spring = try Spring(stiffness: 144, damping: 7.2)
    let motion = spring.motion(from: 100, to: 400, initialVelocity: 1.5)
    let times = (0..<90).map { Double($0) / 60 }
    let values = SpringCurve.values(
      [12, 0.3, 1.5, 0.25, 100, 400], at: times, snapTime: 1.2)
    for (t, value) in zip(times, values) {
      let expected = t < 0.25 ? 100 : t >= 1.2 ? 400 : 400 + motion.displacement(at: t - 0.25)
      #expect(abs(value - expected) <= 1e-12 * 300, "t \(t)")
    }
  }
}
