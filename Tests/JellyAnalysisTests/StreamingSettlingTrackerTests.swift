import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct StreamingSettlingTrackerTests {
  @Test("one pass equals the two-pass SeriesSettling.settlingTime(of:) bit for bit")
  func matchesTwoPass() throws {
    for seed in UInt64(1)...40 {
      var samples = RandomSeries.make(count: 300, levels: 1000, seed: seed)
      // Growing amplitude in the first half, so the largest |value| arrives late and the
      // threshold moves several times during the pass.
      samples = samples.map {
        SamplePoint(index: $0.index, time: $0.time, value: $0.value * Double(min($0.index, 150)))
      }
      let end = samples.last?.time ?? 0
      if seed.isMultiple(of: 2) {
        samples += (1...20).map { SamplePoint(index: 300 + $0, time: end + Double($0), value: 0) }
      }
      for epsilon in [0.001, 0.3] {
        var tracker = try StreamingSettlingTracker(epsilon: epsilon)
        for sample in samples { tracker.add(sample) }
        let expected = try SeriesSettling.settlingTime(of: samples, epsilon: epsilon)
        #expect(tracker.settlingTime == expected, "seed \(seed), epsilon \(epsilon)")
        #expect(tracker.largestMagnitude == samples.reduce(0) { max($0, abs($1.value)) })
      }
    }
  }

  @Test("by hand: 2 → 10 → −4 → 0 crosses |v| = 1 at t = 2.75; the early 2 does not count")
  func byHand() throws {
    var tracker = try StreamingSettlingTracker(epsilon: 0.1)
    #expect(tracker.settlingTime == nil)
    for (t, v) in [(0.0, 2.0), (1, 10), (2, -4), (3, 0), (4, 0.5)] {
      tracker.add(SamplePoint(index: Int(t), time: t, value: v))
    }
    #expect(tracker.settlingTime == 2.75)
    var zeros = try StreamingSettlingTracker()
    for t in [0.5, 1.0] { zeros.add(SamplePoint(index: 0, time: t, value: 0)) }
    #expect(zeros.settlingTime == 0.5)  // nothing exceeds 0: the first time
    #expect(throws: FrameDiffError.self) { try StreamingSettlingTracker(epsilon: 1) }
  }
}
