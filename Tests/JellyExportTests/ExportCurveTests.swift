import Foundation
import JellyAnalysis
import JellyExport
import JellyFrameDiff
import JellyTestSupport
import Testing

@Suite struct ExportCurveTests {
  @Test("a diff's scale is the one compare and peaks use, bit for bit, for every preset")
  func oneScale() throws {
    for preset in FrameDiffPreset.all {
      let scene = try preset.scene()
      let curve = try ExportCurve.diff(scene, bound: 1e-3, name: preset.name)
      let extrema = try DiffExtrema(scene: scene, through: curve.durationSeconds)
      #expect(curve.scale == abs(extrema.largestDeviation(from: 0).deviation), "\(preset.name)")
      if scene.restingDiff == 0 {
        #expect(curve.scale == (try DiffNormalization(scene: scene)).amplitude, "\(preset.name)")
      }
    }
    // Skype's: the refined minimum, not the best of 100 001 samples (148.64253095655272).
    let skype = try ExportCurve.diff(FrameDiffPreset.skype.scene(), bound: 1e-3, name: "skype")
    #expect(skype.scale == 148.64253099108453)
  }

  @Test("the value just before the cut sets the scale where it is the largest")
  func scaleBeforeTheCut() throws {
    let scene = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.1, initialVelocity: 0.3))
    ).scene()
    let curve = try ExportCurve.diff(scene, bound: 1e-3, name: "soft")
    #expect(curve.scale == abs(scene.diff(at: 1.0.nextDown)))
    // A dense scan of [0, 1] never exceeds it and comes within 1e-6 of it.
    let scan = DenseScan(scene: scene, horizon: 1, step: 1e-4)
    let largest = abs(scan.largest(from: 0).value)
    #expect(largest <= curve.scale && largest >= curve.scale * (1 - 1e-6))
  }
}
