import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

@Suite(.tags(.long)) struct DiffExtremaTests {
  /// The bracketing grid of the random cases: finer than every half period of their springs
  /// (durations ≥ 0.2 s and damping ratios ≥ 0.03 turn at most every 2.7 ms).
  static let framesPerSecond = 1000.0

  /// How many random scenes: 60 in `swift test`, 240 with `make long-test`.
  static let caseCount = LongTests.count(quick: 60, long: 240)

  /// ``caseCount`` random scenes where iOS's cut matters (``RandomCutScenes``), each with its
  /// extrema through the horizon that proves settling for ε = 0.001.
  static let cases: [(scene: FrameDiffScene, extrema: DiffExtrema, scan: DenseScan)] = {
    RandomCutScenes.scenes(count: caseCount, seed: 0x25_0001).compactMap { scene in
      // Every scene settles within seconds; one that did not would shorten the list, which
      // the counts in the tests below would notice.
      guard
        let extrema = try? DiffExtrema.settling(
          scene, epsilon: 0.001, framesPerSecond: framesPerSecond)
      else { return nil }
      let scan = DenseScan(scene: scene, horizon: extrema.horizon, step: 2e-4)
      return (scene, extrema, scan)
    }
  }()

  @Test("the random cases are all there")
  func everyCaseSettlesForTheDenseScan() {
    #expect(Self.cases.count == Self.caseCount)
  }

  @Test("the issue's skype cases: the value before the cut sets the scale and the settling")
  func skypeAcrossTheCut() throws {
    // ζ 0.1, v 0.3: iOS's steps land on a soft spring; the diff falls to −287 pt and is still
    // falling when UIKit ends both helpers at 1 s.
    let soft = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.1, initialVelocity: 0.3))
    ).scene()
    let extrema = try DiffExtrema.settling(soft, epsilon: 0.001)
    let largest = extrema.largestDeviation
    #expect(largest.isBeforeJump)
    #expect(largest.time == 1.0.nextDown)
    #expect(abs(largest.deviation - soft.diff(at: 1.0.nextDown)) == 0)
    #expect(abs(largest.deviation + 286.95327) < 1e-4, "\(largest.deviation)")
    #expect(try soft.settlingTime() == 1)
    // The peak list ends on that value, a minimum, after a maximum of 186.12 pt.
    let peaks = try PeakFinder.refinedPeaks(of: soft)
    #expect(peaks.count == 2)
    #expect(peaks.last?.isBeforeJump == true && peaks.last?.kind == .minimum)
    // ζ 0.05, v 0: −5.99 pt at 0.9967 s, far outside the 0.15 pt band: settled at the cut.
    let light = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.05, initialVelocity: 0))
    ).scene()
    #expect(abs(light.diff(at: 0.9967) + 5.99) < 0.01)
    #expect(try light.settlingTime() == 1)
  }

  @Test("largest deviation matches a dense scan on random cut scenes (1e-9 relative)")
  func largestDeviationMatchesDenseScan() {
    var beforeJump = 0
    for (scene, extrema, scan) in Self.cases {
      let rest = scene.restingDiff
      let exact = extrema.largestDeviation
      let reference = scan.largest(from: rest)
      let scale = abs(reference.value - rest)
      // The exact value is never below the scan's (the scan samples the same curve), and the
      // refined scan reaches it.
      #expect(abs(exact.deviation) >= scale * (1 - 1e-12), "\(scene)")
      #expect(abs(abs(exact.deviation) - scale) <= 1e-9 * scale, "\(exact) vs \(reference)")
      if reference.isBeforeJump {
        beforeJump += 1
        #expect(exact.isBeforeJump && exact.time == reference.time)
      }
      // Any other reference (0 here) uses the same candidates.
      let fromZero = scan.largest(from: 0)
      let exactFromZero = extrema.largestDeviation(from: 0).deviation
      #expect(abs(abs(exactFromZero) - abs(fromZero.value)) <= 1e-9 * abs(fromZero.value))
    }
    // The cut sets the scale in a good share of the cases.
    #expect(beforeJump >= 30 * Self.caseCount / 240, "\(beforeJump)")
  }

  @Test("settling time matches a dense scan on random cut scenes (1e-9 s)")
  func settlingMatchesDenseScan() {
    var atCut = 0
    var ambiguous = 0
    for (scene, extrema, scan) in Self.cases {
      let rest = scene.restingDiff
      let largest = abs(scan.largest(from: rest).value - rest)
      let threshold = 0.001 * largest
      // A candidate within 1e-7 of the band's edge decides settling on its last bits: skipped.
      let candidates = scan.extrema().map(\.value) + scan.samples.map(\.value)
      if candidates.contains(where: { abs(abs($0 - rest) - threshold) <= 1e-7 * threshold }) {
        ambiguous += 1
        continue
      }
      let exact = extrema.settlingTime(epsilon: 0.001)
      let reference = scan.settlingTime(reference: rest, threshold: threshold)
      #expect(abs(exact - reference) <= 1e-9, "\(scene): \(exact) vs \(reference)")
      #expect(exact == (try? scene.settlingTime(framesPerSecond: Self.framesPerSecond)))
      if scene.cuts.contains(exact) {
        atCut += 1
        #expect(exact == reference, "a cut settles exactly at its time")
      }
    }
    #expect(ambiguous <= 5, "\(ambiguous)")
    #expect(atCut >= 180 * Self.caseCount / 240, "\(atCut)")
  }

  @Test("refined peaks match a dense scan's extrema on random cut scenes, and alternate")
  func peaksMatchDenseScan() {
    var beforeJumpPeaks = 0
    var acrossJumps = 0
    for (scene, extrema, scan) in Self.cases {
      let rest = scene.restingDiff
      let largest = abs(extrema.largestDeviation.deviation)
      // Extrema smaller than 1e-6 of the scale (a helper starting from rest, a flat tail) are
      // below what either side resolves.
      let visible = { (value: Double) in abs(value - rest) >= 1e-6 * largest }
      let exact = extrema.peaks.filter { visible($0.value) }
      let reference = scan.extrema().filter { visible($0.value) }
      #expect(exact.count == reference.count, "\(scene)\n\(exact)\n\(reference)")
      for (peak, expected) in zip(exact, reference) {
        #expect((peak.kind == .maximum) == expected.isMaximum, "\(peak) vs \(expected)")
        #expect(peak.isBeforeJump == expected.isBeforeJump, "\(peak) vs \(expected)")
        #expect(abs(peak.time - expected.time) <= 1e-5, "\(peak) vs \(expected)")
        #expect(abs(peak.value - expected.value) <= 1e-9 * largest, "\(peak) vs \(expected)")
        #expect(peak.value == scene.diff(at: peak.time), "a peak's value is the curve's there")
      }
      beforeJumpPeaks += exact.count(where: \.isBeforeJump)
      // With the values on both sides of each jump, maxima and minima alternate, across the
      // jumps too.
      let all = extrema.peaks
      #expect(zip(all, all.dropFirst()).allSatisfy { $0.kind != $1.kind }, "\(scene)\n\(all)")
      acrossJumps += zip(all, all.dropFirst()).count(where: { pair in
        scene.cuts.contains { pair.0.time < $0 && $0 <= pair.1.time }
      })
    }
    #expect(beforeJumpPeaks >= 150 * Self.caseCount / 240, "\(beforeJumpPeaks)")
    #expect(acrossJumps >= 140 * Self.caseCount / 240, "\(acrossJumps)")
  }
}
