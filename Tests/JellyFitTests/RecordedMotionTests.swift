import JellyFit
import JellyMath
import Testing

@Suite struct RecordedMotionTests {
  @Test("a valid series keeps its samples; its range is the largest minus the smallest value")
  func valid() throws {
    let motion = try RecordedMotion(times: [0, 0.1, 0.2], values: [3, 5, 4])
    #expect(motion.count == 3 && motion.range == 2)
  }

  @Test("bad series are refused with one line naming the sample")
  func refusals() {
    #expect(throws: MotionFitError.countMismatch(times: 2, values: 1)) {
      try RecordedMotion(times: [0, 1], values: [0])
    }
    #expect(throws: MotionFitError.timesNotIncreasing(index: 2, time: 0.1, previous: 0.1)) {
      try RecordedMotion(times: [0, 0.1, 0.1], values: [0, 1, 2])
    }
    #expect(throws: MotionFitError.nonFiniteSample(index: 1, time: 0.1, value: .infinity)) {
      try RecordedMotion(times: [0, 0.1], values: [0, .infinity])
    }
    #expect(throws: MotionFitError.constantSeries(value: 4)) {
      try RecordedMotion(times: [0, 0.1, 0.2], values: [4, 4, 4])
    }
    #expect(
      "\(MotionFitError.timesNotIncreasing(index: 4, time: 0.05, previous: 0.06))"
        == "times must increase: sample 4 at t = 0.05 s follows t = 0.06 s")
    #expect(
      "\(MotionFitError.tooFewPoints(points: 5, model: .spring, parameters: 6))"
        == "the spring model fits 6 parameters and needs at least 7 points (got 5)")
  }

  @Test("fewer points than a model's parameters, and a bad fixed value, are refused by the fit")
  func fitRefusals() throws {
    let motion = try RecordedMotion(
      times: [0, 0.1, 0.2, 0.3, 0.4], values: [0, 50, 90, 100, 100])
    #expect(throws: MotionFitError.tooFewPoints(points: 5, model: .spring, parameters: 6)) {
      try MotionFitter.fit(motion, models: [.spring])
    }
    #expect(throws: MotionFitError.self) {
      try MotionFitter.fit(motion, models: [.spring], fixed: FixedValues(mass: 0))
    }
  }
}
