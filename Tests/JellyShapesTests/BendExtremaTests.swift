import JellyAnalysis
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyShapes

@Suite struct BendExtremaTests {
  /// Glow's BlockView: Δ = h/2·(0.5 − |p − 0.5|) with h = 100, so the apex p = ½ gives exactly
  /// h/4 = 25 pt; the frames only reach 24.12 pt at 60 fps.
  @Test("jelly ζ 0.85: the continuous maximum is the tent apex 25 pt, above the per-frame one")
  func jellyApex() throws {
    let preset = try FrameDiffPreset.jelly.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.85)))
    let shape = try AnimatedShape(kind: .jelly, preset: preset)
    let extrema = try BendExtrema(shape: shape, framesPerSecond: 60)
    // The apex time is pinned to 1e-10 s and Δ's slope is at most h/2·|p′| ≈ 200 pt/s.
    #expect(abs(extrema.largestMagnitude - 25) < 1e-7)
    let frameMaximum = (0...60).map { abs(shape.bend(at: Double($0) / 60)) }.max() ?? 0
    // The frames miss the apex: the best one (t = 11/60 s) reaches 24.12 pt.
    #expect(abs(frameMaximum - 24.1226) < 1e-4, "\(frameMaximum)")
    // The apex is where the block's progress is exactly ½.
    #expect(abs((shape.progress(at: extrema.largestTime) ?? 0) - 0.5) < 1e-8)
    // One maximum (the apex) and one minimum: the inversion trough, equal to the inversion
    // search's deepest bend (−0.31 pt).
    #expect(extrema.peaks.map(\.kind) == [.maximum, .minimum])
    let trough = try #require(try shape.inversions().first)
    #expect(abs((extrema.peaks.last?.value ?? 0) - trough.deepestBend) < 1e-9)
    #expect(abs(trough.deepestBend + 0.31) < 0.005)
  }

  @Test("skype: the bend is linear in diff, so its extrema are the refined peaks of diff")
  func menuFollowsDiff() throws {
    // The free springs: diff is smooth (a cut's jump is no extremum of diff).
    let shape = try AnimatedShape(kind: .skype, preset: .skype.idealFree)
    let extrema = try BendExtrema(shape: shape, framesPerSecond: 60)
    let diffPeaks = try PeakFinder.refinedPeaks(of: shape.scene)
    #expect(extrema.peaks.count == diffPeaks.count)
    for (bend, diff) in zip(extrema.peaks, diffPeaks) {
      #expect(abs(bend.time - diff.time) < 1e-9)
      #expect(abs(bend.value - shape.bend(at: diff.time)) < 1e-9)
    }
  }

  @Test("golden section finds the maximizer of a tent to 1e-10 s")
  func goldenSection() {
    let t = BendExtrema.goldenSection({ -abs($0 - 0.3) }, 0, 1)
    #expect(abs(t - 0.3) < 1e-9)
    let interior = BendExtrema.interiorExtrema({ -abs($0 - 0.3) }, 0, 1)
    #expect(interior.count == 1 && abs(interior[0].value) < 1e-9)
    #expect(BendExtrema.interiorExtrema({ $0 }, 0, 1).isEmpty, "monotone: no interior extremum")
  }
}

@Suite(.tags(.long)) struct BendExtremaCutTests {
  @Test(
    "the plot's Δ extrema of random cut shapes match a DenseScan of the bend (200 in make long-test)"
  )
  func cutBendMatchesDenseScan() throws {
    for shape in RandomCutScenes.shapes(
      count: LongTests.count(quick: 50, long: 200), seed: 0x25_0006)
    {
      let extrema = try BendExtrema(shape: shape, framesPerSecond: 1000)
      let scan = DenseScan(
        horizon: shape.animationEnd, step: 2e-4, kinks: shape.scene.kinks,
        jumps: shape.scene.cuts, value: { shape.bend(at: $0) })
      let reference = scan.largest(from: 0)
      let scale = max(1e-9, abs(reference.value))
      // The largest |Δ| over continuous time, within 1e-9 of the scan's refined one (the
      // jelly's tent apex is a corner: golden section pins its time to 1e-10 s, its value to
      // that times Δ's slope).
      #expect(abs(extrema.largestMagnitude - abs(reference.value)) <= 1e-9 * scale)
      for peak in extrema.peaks {
        #expect(peak.value == shape.bend(at: peak.time), "\(peak)")
      }
    }
  }

  @Test("Skype at ζ 0.1, v 0.3: the largest |Δ| is the one just before UIKit's cut")
  func largestBendBeforeTheCut() throws {
    let preset = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.1, initialVelocity: 0.3)))
    let shape = try AnimatedShape(kind: .skype, preset: preset)
    let extrema = try BendExtrema(shape: shape, framesPerSecond: 60)
    #expect(extrema.largestTime == 1.0.nextDown)
    #expect(extrema.largestMagnitude == abs(shape.bend(at: 1.0.nextDown)))
    #expect(extrema.peaks.last?.time == 1.0.nextDown)
  }
}
