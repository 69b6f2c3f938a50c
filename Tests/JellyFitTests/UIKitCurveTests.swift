import JellyFit
import JellySprings
import Testing

@Suite struct UIKitCurveTests {
  @Test("the values are UIKitSpringAnimation's, cut at the duration (1e-12 of the distance)")
  func equalsAnimation() throws {
    for (duration, damping, velocity) in [(0.6, 0.7, 0.0), (1, 0.5, 2), (0.4, 1, 0)] {
      let animation = try UIKitSpringAnimation(
        from: 100, to: 400, duration: duration, dampingRatio: damping, initialVelocity: velocity,
        delay: 0.2)
      let times = (0..<120).map { Double($0) / 60 }
      let values = UIKitCurve.values([duration, damping, velocity, 0.2, 100, 400], at: times)
      for (t, value) in zip(times, values) {
        #expect(abs(value - animation.value(at: t)) <= 1e-12 * 300, "T \(duration) t \(t)")
      }
    }
  }
}
