import JellySprings
import Testing

@Suite struct QtQuickSpringAnimationTests {
  @Test("a time falls in the 16 ms step it is in; a boundary is the later step; held at the ends")
  func stepIndex() {
    #expect(QtQuickSpringAnimation.stepIndex(at: -0.5, stepCount: 10) == 0)
    #expect(QtQuickSpringAnimation.stepIndex(at: 0, stepCount: 10) == 0)
    #expect(QtQuickSpringAnimation.stepIndex(at: 0.0159, stepCount: 10) == 0)
    #expect(QtQuickSpringAnimation.stepIndex(at: 0.016, stepCount: 10) == 1)
    #expect(QtQuickSpringAnimation.stepIndex(at: 0.048, stepCount: 10) == 3)
    // 0.688 is 43 steps, but 0.688 / 0.016 is 42.99999999999999 in doubles.
    #expect(0.688 / QtQuickSpringAnimation.step < 43)
    #expect(QtQuickSpringAnimation.stepIndex(at: 0.688, stepCount: 100) == 43)
    #expect(QtQuickSpringAnimation.stepIndex(at: 0.1, stepCount: 10) == 6)
    #expect(QtQuickSpringAnimation.stepIndex(at: 100, stepCount: 10) == 9)
  }
}
