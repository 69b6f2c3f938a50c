import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct StreamingParabolicPeakDetectorTests {
  func streamed(_ samples: [SamplePoint]) -> [Peak] {
    var detector = StreamingParabolicPeakDetector()
    return samples.compactMap { detector.add($0) }
  }

  @Test("equals PeakFinder.parabolicPeaks bit for bit on random series with flat runs")
  func matchesArrayVersion() {
    for seed in UInt64(1)...40 {
      // 3 levels: many flat runs; 1000 levels: mostly single-sample peaks.
      for levels in [3.0, 1000.0] {
        let samples = RandomSeries.make(count: 500, levels: levels, seed: seed)
        let expected = PeakFinder.parabolicPeaks(samples)
        #expect(!expected.isEmpty)
        #expect(streamed(samples) == expected, "seed \(seed), levels \(levels)")
      }
    }
  }

  @Test("a sampled parabola −(t − 0.3)² peaks at its vertex t = 0.3, value 0")
  func vertexByHand() throws {
    let times = [0.0, 0.25, 0.5, 0.75]
    let samples = times.enumerated().map {
      SamplePoint(
        index: $0.offset, time: $0.element, value: -($0.element - 0.3) * ($0.element - 0.3))
    }
    let peaks = streamed(samples)
    let peak = try #require(peaks.first)
    #expect(peaks.count == 1)
    #expect(peak.index == 1)
    #expect(peak.kind == .maximum)
    #expect(abs(peak.time - 0.3) <= 1e-15)
    #expect(abs(peak.value) <= 1e-15)
  }

  @Test("a flat peak keeps its first sample; a single-sample minimum moves to 17/6 s, 23/24")
  func flatRunAndVertex() throws {
    let values = [0.0, 2, 2, 1, 3]
    let samples = values.enumerated().map {
      SamplePoint(index: $0.offset, time: Double($0.offset), value: $0.element)
    }
    let peaks = streamed(samples)
    try #require(peaks.count == 2)
    #expect(peaks[0] == Peak(index: 1, time: 1, value: 2, kind: .maximum))
    // Parabola through (2, 2), (3, 1), (4, 3): 1.5 t² − 8.5 t + 13, vertex at t = 17/6.
    #expect(peaks[1].index == 3)
    #expect(peaks[1].kind == .minimum)
    #expect(abs(peaks[1].time - 17.0 / 6) <= 1e-14)
    #expect(abs(peaks[1].value - 23.0 / 24) <= 1e-14)
  }
}
