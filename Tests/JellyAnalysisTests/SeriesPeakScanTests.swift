import Foundation
import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct SeriesPeakScanTests {
  /// The scan of `samples` (times and values only).
  private func scan(_ samples: [SamplePoint], refines: Bool) throws -> SeriesPeakScan {
    var scan = try SeriesPeakScan(refinesPeaks: refines)
    for sample in samples { scan.add(time: sample.time, value: sample.value) }
    return scan
  }

  @Test("equals the batch finders and the two-pass settling time on random series")
  func matchesBatch() throws {
    for seed in UInt64(1)...20 {
      let samples = RandomSeries.make(count: 400, levels: 20, seed: seed)
      for refines in [false, true] {
        let result = try scan(samples, refines: refines)
        let batch =
          refines ? PeakFinder.parabolicPeaks(samples) : PeakFinder.sampledPeaks(samples)
        #expect(result.peaks == batch, "seed \(seed)")
        #expect(result.sampleCount == 400)
        #expect(result.settlingTime == (try SeriesSettling.settlingTime(of: samples)))
      }
    }
  }

  @Test("sin(2πt) at 20 Hz: frame-level max at index 5, min at 15; a peak on a sample stays")
  func framePeaks() throws {
    let samples = (0...20).map {
      SamplePoint(index: $0, time: Double($0) / 20, value: sin(2 * Double.pi * Double($0) / 20))
    }
    let sampled = try scan(samples, refines: false).peaks
    #expect(sampled.map(\.index) == [5, 15])
    #expect(sampled.map(\.kind) == [.maximum, .minimum])
    let refined = try scan(samples, refines: true).peaks
    #expect(abs(refined[0].time - 0.25) <= 1e-12)
    #expect(abs(refined[1].value - -1) <= 1e-12)
  }

  @Test("parabolic refinement between samples: error O(h²) for sin(2πt) at 24 Hz (< 3e-3)")
  func parabolicAccuracy() throws {
    let samples = (0...24).map { n in
      let t = 0.01 + Double(n) / 24
      return SamplePoint(index: n, time: t, value: sin(2 * Double.pi * t))
    }
    let peaks = try scan(samples, refines: true).peaks
    #expect(peaks.count == 2)
    #expect(abs(peaks[0].time - 0.25) <= 3e-3)
    #expect(abs(peaks[0].value - 1) <= 3e-3)
    #expect(abs(peaks[1].time - 0.75) <= 3e-3)
  }
}
