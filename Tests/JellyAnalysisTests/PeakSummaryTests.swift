import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellySprings
import Testing

@Suite struct PeakSummaryTests {
  @Test("a single spring's successive peaks decay by exp(−πζ/sqrt(1 − ζ²)) (rel 1e-9)")
  func decayRatiosOfSpring() throws {
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.3)
    let peaks = try PeakFinder.refinedPeaks(
      of: spring.motion(initialDisplacement: -50), target: 0, through: 1)
    let expected = exp(-Double.pi * 0.3 / (1 - 0.09).squareRoot())
    let summary = try PeakSummary(peaks: peaks, threshold: 1)
    #expect(summary.decayRatios.count == peaks.count - 1)
    for ratio in summary.decayRatios { #expect(abs(ratio - expected) <= 1e-9 * expected) }
    // |x_n| = 50·r^n ≥ 1 while n ≤ ln(50)/ln(1/r).
    let above = Int((log(50) / -log(expected)).rounded(.down))
    #expect(summary.countAboveThreshold == min(above, peaks.count))
  }

  @Test("count uses |value| ≥ threshold; ratios are |v_{i+1}/v_i|")
  func countsAndRatios() throws {
    let peaks = [
      Peak(index: 1, time: 0.1, value: 10, kind: .maximum),
      Peak(index: 2, time: 0.2, value: -5, kind: .minimum),
      Peak(index: 3, time: 0.3, value: 2, kind: .maximum),
    ]
    let summary = try PeakSummary(peaks: peaks, threshold: 5)
    #expect(summary.countAboveThreshold == 2)
    #expect(summary.decayRatios == [0.5, 0.4])
    #expect(try PeakSummary(peaks: [], threshold: 0).decayRatios.isEmpty)
    #expect(throws: FrameDiffError.self) { try PeakSummary(peaks: peaks, threshold: -1) }
    #expect(
      summary.csvRows(peakCount: 3)
        == "peaks,3\nthreshold,5.0\ncount_above_threshold,2\ndecay_ratio_1,0.5\n"
        + "decay_ratio_2,0.4\nsettling_time,\n")
    // A ratio after a zero peak has no value: an empty field, like an unknown settling time.
    let zero = try PeakSummary(
      peaks: [peaks[0], Peak(index: 2, time: 0.2, value: 0, kind: .minimum), peaks[2]],
      threshold: 0, settlingTime: 1)
    #expect(
      zero.csvRows(peakCount: 3)
        == "peaks,3\nthreshold,0.0\ncount_above_threshold,3\ndecay_ratio_1,0.0\n"
        + "decay_ratio_2,\nsettling_time,1.0\n")
    let settled = try PeakSummary(peaks: [], threshold: 0, settlingTime: 0.25)
    #expect(
      settled.csvRows(peakCount: 0)
        == "peaks,0\nthreshold,0.0\ncount_above_threshold,0\nsettling_time,0.25\n")
    #expect(
      settled.csv(peakCount: 0, endJump: -0.03125)
        == "key,value\npeaks,0\nthreshold,0.0\ncount_above_threshold,0\nsettling_time,0.25\n"
        + "end_jump,-0.03125\n")
    #expect(
      settled.csv(peakCount: 0, endJump: nil) == "key,value\n" + settled.csvRows(peakCount: 0))
  }

  @Test("the scene summary carries the refined peaks' counts and the exact settling time")
  func sceneSummary() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let summary = try PeakSummary(scene: scene, threshold: 1)
    let peaks = try PeakFinder.refinedPeaks(of: scene)
    #expect(
      summary == (try PeakSummary(peaks: peaks, threshold: 1, settlingTime: scene.settlingTime())))
    // Skype peaks: +2.58, −148.64, +16.67, −0.79 points.
    #expect(summary.countAboveThreshold == 3)
    #expect(summary.decayRatios.count == 3)
    #expect(abs(summary.decayRatios[1] - 16.670_017_255 / 148.642_530_991) <= 1e-9)
    #expect(try PeakSummary(peaks: peaks, threshold: 1).settlingTime == nil)
  }
}
