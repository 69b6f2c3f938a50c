import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellySprings
import JellySweep
import JellyTestSupport
import Testing

@Suite(.tags(.long)) struct PresetSweepCellTests {
  @Test(
    "peak count, first peak and settling of random cut scenes match a DenseScan (200 in make long-test)"
  )
  func cutSceneMetricsMatchDenseScan() throws {
    let epsilon = 0.001
    var ambiguous = 0
    var settledAtCut = 0
    let count = LongTests.count(quick: 50, long: 200)
    for scene in RandomCutScenes.scenes(count: count, seed: 0x25_0003) {
      let cell = try PresetSweepCell(
        scene: scene, animationModel: .iOS, epsilon: epsilon, framesPerSecond: 1000, peaks: nil)
      let horizon = try DiffExtrema.settling(scene, epsilon: epsilon, framesPerSecond: 1000)
        .horizon
      let scan = DenseScan(scene: scene, horizon: horizon, step: 2e-4)
      let rest = scene.restingDiff
      let threshold = epsilon * abs(scene.side.to - scene.side.from)
      let band = epsilon * abs(scan.largest(from: rest).value - rest)
      let extrema = scan.extrema()
      if extrema.contains(where: {
        abs(abs($0.value - rest) - threshold) <= 1e-7 * threshold
          || abs(abs($0.value - rest) - band) <= 1e-7 * band
      }) {
        ambiguous += 1
        continue
      }
      let visible = extrema.filter {
        abs($0.value - rest) >= threshold && $0.time <= scene.animationEnd
      }
      #expect(cell.peakCount == visible.count, "\(scene)")
      if let first = visible.first, let time = cell.firstPeakTime {
        #expect(abs(time - first.time) <= 1e-5)
      } else {
        #expect(cell.firstPeakTime == nil && visible.isEmpty)
      }
      let settling = try #require(cell.settlingDuration)
      #expect(abs(settling - scan.settlingTime(reference: rest, threshold: band)) <= 1e-9)
      if scene.cuts.contains(settling) { settledAtCut += 1 }
      #expect(cell.endJump == (scene.side.relativeEndJump ?? 0))
    }
    #expect(ambiguous <= 5, "\(ambiguous)")
    #expect(settledAtCut >= count * 3 / 4, "\(settledAtCut)")
  }

  @Test(
    "Skype's sweep: every cell whose diff is outside the band just before the cut settles there")
  func skypeSweepSettlesAtTheCut() throws {
    // The grid of `sweep --preset skype --damping 0.05:1:0.025 --velocity 0:4:0.1`.
    var outside = 0
    var bigJump = 0
    for damping in stride(from: 0.05, through: 1.0, by: 0.025) {
      for velocity in stride(from: 0.0, through: 4.0, by: 0.1) {
        guard
          let preset = try? FrameDiffPreset.skype.applying(
            PresetOverrides(side: HelperOverrides(dampingRatio: damping, initialVelocity: velocity))
          ),
          let scene = try? preset.scene()
        else { continue }
        let cell = try PresetSweepCell(preset: preset, epsilon: 0.001, framesPerSecond: 60)
        let extrema = try DiffExtrema.settling(scene, epsilon: 0.001)
        let band = 0.001 * abs(extrema.largestDeviation.deviation)
        let beforeCut = abs(scene.diff(at: scene.animationEnd.nextDown) - scene.restingDiff)
        if abs(cell.endJump) > 0.01 { bigJump += 1 }
        guard beforeCut > band else { continue }
        outside += 1
        #expect(cell.settlingDuration == scene.animationEnd, "ζ \(damping), v \(velocity)")
      }
    }
    #expect(bigJump >= 700, "\(bigJump)")
    #expect(outside >= bigJump, "\(outside)")
  }
}
