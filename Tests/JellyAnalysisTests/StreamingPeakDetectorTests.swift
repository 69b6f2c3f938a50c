import JellyAnalysis
import JellyFrameDiff
import Testing

/// Hand-checked cases for the one-sample-at-a-time peak detector (random series are compared
/// with the batch finder in PeakPropertyTests).
@Suite struct StreamingPeakDetectorTests {
  /// Feeds `values` at t = index and returns every peak with the sample count.
  private func detect(_ values: [Double]) -> (peaks: [Peak], count: Int) {
    var detector = StreamingPeakDetector()
    var peaks: [Peak] = []
    for (index, value) in values.enumerated() {
      if let peak = detector.add(SamplePoint(index: index, time: Double(index), value: value)) {
        peaks.append(peak)
      }
    }
    return (peaks, detector.sampleCount)
  }

  @Test("a zig-zag gives alternating peaks, each reported when the next value arrives")
  func zigZag() {
    let (peaks, count) = detect([0, 3, 1, 4, -2, 5])
    #expect(count == 6)
    #expect(
      peaks == [
        Peak(index: 1, time: 1, value: 3, kind: .maximum),
        Peak(index: 2, time: 2, value: 1, kind: .minimum),
        Peak(index: 3, time: 3, value: 4, kind: .maximum),
        Peak(index: 4, time: 4, value: -2, kind: .minimum),
      ])
  }

  @Test("a flat top counts once at its first sample; a step is not a peak")
  func flatRuns() {
    #expect(detect([0, 2, 2, 2, 1]).peaks == [Peak(index: 1, time: 1, value: 2, kind: .maximum)])
    #expect(detect([0, 1, 1, 2, 2, 3]).peaks.isEmpty)
    #expect(detect([5, 1, 1, 5]).peaks == [Peak(index: 1, time: 1, value: 1, kind: .minimum)])
  }

  @Test("the first and last samples are never peaks; short series have none")
  func ends() {
    #expect(detect([]).peaks.isEmpty)
    #expect(detect([1]).peaks.isEmpty)
    #expect(detect([1, 0]).peaks.isEmpty)
    #expect(detect([3, 1, 2]).peaks == [Peak(index: 1, time: 1, value: 1, kind: .minimum)])
    #expect(detect([0, 1, 2, 3, 4, 5]).peaks.isEmpty)
    // A plateau that runs to the end has no later sample to confirm it.
    #expect(detect([0, 2, 2]).peaks.isEmpty)
  }
}
