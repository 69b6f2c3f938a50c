import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

@Suite struct FrameDiffSceneSettlingTests {
  @Test("a one-spring scene settles exactly when its spring does (1e-9 s)")
  func oneSpringMatchesSpringMotion() throws {
    let scene = try FrameDiffPreset.jelly.scene()
    // Released from rest with overshoot < 1, max|diff| is |x0| = 517, so ε·max|diff| = ε·|x0|.
    for epsilon in [0.01, 0.001, 1e-4] {
      let expected = scene.side.motion.settlingDuration(epsilon: epsilon)
      #expect(abs(try scene.settlingTime(epsilon: epsilon) - expected) <= 1e-9)
    }
  }

  @Test("two-helper settling agrees with a dense scan (1e-4 s) and sits on the threshold")
  func twoHelpersMatchDenseScan() throws {
    // The free springs, which settle by crossing into the band (see settlingUnderTheCut).
    for preset in [FrameDiffPreset.skype, .gooey, .bouncyView] {
      let scene = try preset.idealFree.scene()
      let settle = try scene.settlingTime()
      let step = 1e-4
      var largest = 0.0
      for i in 0...30_000 { largest = max(largest, abs(scene.diff(at: Double(i) * step))) }
      let threshold = 0.001 * largest
      var last = 0.0
      for i in 0...30_000 where abs(scene.diff(at: Double(i) * step)) > threshold {
        last = Double(i) * step
      }
      #expect(abs(settle - last) <= step, "\(preset.name): \(settle) vs \(last)")
      #expect(abs(abs(scene.diff(at: settle)) - threshold) <= 1e-6 * threshold, "\(preset.name)")
      #expect(settle > scene.animationEnd * 0.5)
    }
  }

  @Test("under iOS's cut a scene still outside the band at its end settles exactly at the cut")
  func settlingUnderTheCut() throws {
    // Skype's diff is 0.58 pt from rest just before 1 s, gooey's 0.7 s, the jelly block
    // (ζ 0.85) 0.00107 of its travel before 1 s: all outside the 0.001 band, so the jump to
    // the target settles them. (Brent alone stopped 6e-14 s short of the cut.)
    let jelly = try FrameDiffPreset.jelly.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.85)))
    for preset in [FrameDiffPreset.skype, .gooey, jelly] {
      let scene = try preset.scene()
      let settle = try scene.settlingTime()
      #expect(settle == scene.animationEnd, "\(preset.name): \(settle)")
      // A dense scan (1e-4 s) finds |diff| above the band up to the last step before the end
      // and exactly 0 from the end on.
      let step = 1e-4
      var largest = 0.0
      for i in 0...30_000 { largest = max(largest, abs(scene.diff(at: Double(i) * step))) }
      let threshold = 0.001 * largest
      var last = 0.0
      for i in 0...30_000 where abs(scene.diff(at: Double(i) * step)) > threshold {
        last = Double(i) * step
      }
      #expect(settle - last <= step && settle > last, "\(preset.name): \(settle) vs \(last)")
      #expect(abs(scene.diff(at: settle.nextDown)) > threshold)
      #expect(scene.diff(at: settle) == scene.restingDiff)
    }
  }

  @Test("a scene that never moves settles at 0; ε outside (0, 1) throws")
  func edgeCases() throws {
    let still = try HelperView(from: 5, to: 5, duration: 1, dampingRatio: 0.5)
    #expect(try FrameDiffScene(side: still, center: still).settlingTime() == 0)
    let scene = try FrameDiffPreset.skype.scene()
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.epsilon, value: 0.0, allowed: "in (0, 1)"))
    ) {
      try scene.settlingTime(epsilon: 0)
    }
  }
}

extension FrameDiffSceneSettlingTests {
  /// Scenes whose settling search stops at the animation end (iOS's cut) and scenes whose
  /// window grows past it (free springs), with and without a delay.
  static let reuseScenes: [FrameDiffPreset] = [
    .skype, .jelly, .gooey, FrameDiffPreset.skype.idealFree, FrameDiffPreset.gooey.idealFree,
  ]

  @Test("peaks found once and passed in give the same settling time, bit for bit")
  func givenPeaksGiveTheSameTime() throws {
    for preset in Self.reuseScenes {
      let scene = try preset.scene()
      for fps in [60.0, 120, 7] {
        let peaks = try PeakFinder.refinedPeaks(of: scene, framesPerSecond: fps)
        for epsilon in [0.01, 0.001] {
          let found = try scene.settlingTime(epsilon: epsilon, framesPerSecond: fps)
          let reused = try scene.settlingTime(
            epsilon: epsilon, framesPerSecond: fps, peaks: peaks)
          #expect(found.bitPattern == reused.bitPattern, "\(preset.name) \(fps) fps ε \(epsilon)")
        }
      }
    }
  }

  @Test("given peaks are used: a wrong list changes the result under iOS's cut")
  func givenPeaksAreUsed() throws {
    // Under iOS's cut the search window is the animation end, so the given list is the one
    // searched: a made-up peak of 10^4 pt widens the band to 10 pt, which the diff leaves for
    // the last time long before the cut.
    let scene = try FrameDiffPreset.skype.scene()
    let found = try scene.settlingTime(epsilon: 0.001, framesPerSecond: 60)
    #expect(found == 1)
    let wrong = try scene.settlingTime(
      epsilon: 0.001, framesPerSecond: 60,
      peaks: [Peak(index: 30, time: 0.5, value: 10_000, kind: .maximum)])
    #expect(wrong < 0.9)
    #expect(throws: FrameDiffError.self) {
      try scene.settlingTime(epsilon: 0.001, framesPerSecond: 0, peaks: [])
    }
  }
}
