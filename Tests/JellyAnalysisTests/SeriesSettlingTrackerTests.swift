import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct SeriesSettlingTrackerTests {
  @Test("equals SeriesSettling.settlingTime(of:) on random series")
  func matchesArrayVersion() throws {
    for seed in UInt64(1)...40 {
      var samples = RandomSeries.make(count: 300, levels: 1000, seed: seed)
      // A quiet tail (|v| ≤ 0.0005 ≤ ε·max for max ≥ 0.5) so that the series settles.
      let end = samples.last?.time ?? 0
      samples += (1...20).map { SamplePoint(index: 300 + $0, time: end + Double($0), value: 0) }
      for epsilon in [0.001, 0.3] {
        let largest = samples.reduce(0) { max($0, abs($1.value)) }
        var tracker = try SeriesSettlingTracker(epsilon: epsilon, largestMagnitude: largest)
        for sample in samples { tracker.add(sample) }
        let expected = try SeriesSettling.settlingTime(of: samples, epsilon: epsilon)
        #expect(expected != nil)
        #expect(tracker.settlingTime == expected, "seed \(seed), epsilon \(epsilon)")
      }
    }
  }

  @Test("piecewise linear by hand: 10 → −4 → 0 crosses |v| = 1 at t = 1.75 exactly")
  func byHand() throws {
    var tracker = try SeriesSettlingTracker(epsilon: 0.1, largestMagnitude: 10)
    #expect(tracker.threshold == 1)
    #expect(tracker.settlingTime == nil)  // nothing fed
    for (t, v) in [(0.0, 10.0), (1, -4), (2, 0), (3, 0.5)] {
      tracker.add(SamplePoint(index: Int(t), time: t, value: v))
    }
    // −4 at t = 1 to 0 at t = 2: |v| = 1 at t = 1 + 3/4.
    #expect(tracker.settlingTime == 1.75)
  }

  @Test("rejects ε outside (0, 1) and a negative or infinite magnitude")
  func badParameters() {
    #expect(throws: FrameDiffError.self) {
      try SeriesSettlingTracker(epsilon: 0, largestMagnitude: 1)
    }
    #expect(throws: FrameDiffError.self) { try SeriesSettlingTracker(largestMagnitude: -1) }
    #expect(throws: FrameDiffError.self) { try SeriesSettlingTracker(largestMagnitude: .infinity) }
  }
}
