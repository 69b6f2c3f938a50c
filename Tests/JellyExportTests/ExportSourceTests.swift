import Foundation
import JellyAnalysis
import JellyExport
import JellyFrameDiff
import JellySprings
import JellyTestSupport
import Testing

@Suite struct ExportSourceTests {
  @Test("a spring's defaults: released from rest, free, settled to E/20")
  func springDefaults() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    let short = try ExportSource.spring(spring, bound: 0.001)
    let long = try ExportSource.spring(
      spring, initialVelocity: 0, endTime: .infinity, bound: 0.001, name: "spring")
    #expect(short.durationSeconds == long.durationSeconds)
    #expect(short.spring?.initialVelocity == 0)
    #expect(short.spring?.endTime == .infinity)
    let settling = spring.settlingDuration(epsilon: 0.001 * ExportSource.settlingShare)
    #expect(short.durationSeconds == (settling * 1000).rounded(.up) / 1000)
    // ζ = 0.5, ω0 = 10: the envelope 1/√(1 − ζ²)·e^(−5t) reaches ε = 5e-5 at
    // ln(1.1547/5e-5)/5 = 2.0097 s; the last crossing lies within a half period (π/ω_d = 0.363 s)
    // before it.
    let envelope = log((1 / (1 - 0.25).squareRoot()) / 5e-5) / 5
    #expect(short.durationSeconds <= (envelope * 1000).rounded(.up) / 1000)
    #expect(short.durationSeconds > envelope - Double.pi / (10 * (1 - 0.25).squareRoot()))
  }

  @Test("a diff's scale is the one compare and peaks use, bit for bit, for every preset")
  func oneScale() throws {
    for preset in FrameDiffPreset.all {
      let scene = try preset.scene()
      let curve = try ExportSource.diff(scene, bound: 1e-3, name: preset.name)
      let extrema = try DiffExtrema(scene: scene, through: curve.durationSeconds)
      #expect(curve.scale == abs(extrema.largestDeviation(from: 0).deviation), "\(preset.name)")
      if scene.restingDiff == 0 {
        #expect(curve.scale == (try DiffNormalization(scene: scene)).amplitude, "\(preset.name)")
      }
    }
    // Skype's: the refined minimum, not the best of 100 001 samples (148.64253095655272).
    let skype = try ExportSource.diff(FrameDiffPreset.skype.scene(), bound: 1e-3, name: "skype")
    #expect(skype.scale == 148.64253099108453)
  }

  @Test("the value just before the cut sets the scale where it is the largest")
  func scaleBeforeTheCut() throws {
    let scene = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.1, initialVelocity: 0.3))
    ).scene()
    let curve = try ExportSource.diff(scene, bound: 1e-3, name: "soft")
    #expect(curve.scale == abs(scene.diff(at: 1.0.nextDown)))
    // A dense scan of [0, 1] never exceeds it and comes within 1e-6 of it.
    let scan = DenseScan(scene: scene, horizon: 1, step: 1e-4)
    let largest = abs(scan.largest(from: 0).value)
    #expect(largest <= curve.scale && largest >= curve.scale * (1 - 1e-6))
  }
}
