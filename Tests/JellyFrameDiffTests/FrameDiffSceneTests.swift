import Foundation
import JellyFrameDiff
import JellySprings
import JellyTestSupport
import Testing

@Suite struct FrameDiffSceneTests {
  @Test("skype diff equals the difference of two independently computed springs (1e-12·distance)")
  func diffIsDifferenceOfSprings() throws {
    // The free springs of the ideal solver: the closed form is checked over 1.5 s.
    let scene = try FrameDiffPreset.skype.idealFree.scene()
    // From the real code: both helpers' center y go from H + 60 = 727 to H/2 = 333.5.
    #expect(scene.side.from == 727 && scene.side.to == 333.5)
    #expect(scene.center?.from == 727 && scene.center?.to == 333.5)
    let sideSpring = try Spring(
      uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 0.9, solver: .ideal)
    let centerSpring = try Spring(
      uiKitDuration: 1, dampingRatio: 0.8, initialVelocity: 2, solver: .ideal)
    let side = ReferenceSpring(
      stiffness: sideSpring.stiffness, damping: sideSpring.damping, x0: 393.5, v0: -0.9 * 393.5)
    let center = ReferenceSpring(
      stiffness: centerSpring.stiffness, damping: centerSpring.damping, x0: 393.5, v0: -2 * 393.5)
    for n in 0...90 {
      let t = Double(n) / 60
      let expected = side.displacement(t) - center.displacement(t)
      #expect(abs(scene.diff(at: t) - expected) <= 393.5 * 1e-12, "t = \(t)")
      let slope = side.velocity(t) - center.velocity(t)
      #expect(abs(scene.diffDerivative(at: t) - slope) <= 393.5 * 30 * 1e-12, "t = \(t)")
    }
    #expect(scene.diff(at: 0) == 0)
    #expect(scene.restingDiff == 0)
    #expect(scene.animationEnd == 1)
  }

  @Test("diff′ agrees with a central difference of diff (step 1e-5 s, tolerance 1e-5 pt/s)")
  func derivativeMatchesFiniteDifference() throws {
    let scene = try FrameDiffPreset.gooey.scene()
    let h = 1e-5
    for t in stride(from: 0.05, through: 0.65, by: 0.05) {
      let numeric = (scene.diff(at: t + h) - scene.diff(at: t - h)) / (2 * h)
      // Truncation h²/6·|diff‴| ≲ 1e-10·1e6 plus rounding 1e-13·200/1e-5.
      #expect(abs(scene.diffDerivative(at: t) - numeric) <= 1e-5, "t = \(t)")
    }
  }

  @Test("a one-spring scene measures the block's displacement from its target")
  func oneSpringDiffIsDisplacement() throws {
    let scene = try FrameDiffPreset.jelly.scene()
    #expect(scene.side.from == 617 && scene.side.to == 100)
    #expect(scene.center == nil)
    for t in [0, 0.1, 0.5, 0.9] {
      #expect(scene.diff(at: t) == scene.side.value(at: t) - 100)
      #expect(scene.diffDerivative(at: t) == scene.side.velocity(at: t))
    }
    #expect(scene.diff(at: 0) == 517)
  }

  @Test("skype under iOS's model: diff is exactly 0 from the animation end (1 s) on")
  func skypeCutAtTheEnd() throws {
    let scene = try FrameDiffPreset.skype.scene()
    #expect(FrameDiffPreset.skype.animationModel == .iOS)
    var freeModel = FrameDiffPreset.skype
    freeModel.animationModel = UIKitAnimationModel(solver: .iOS, cutsAtDuration: false)
    let free = try freeModel.scene()
    #expect(scene.animationEnd == 1)
    #expect(scene.side.endJump == scene.side.motion.free.displacement(at: scene.side.duration))
    #expect(scene.center?.endJump == scene.center?.motion.free.displacement(at: 1))
    // Before the end: the free scene's diff, bit for bit (1/6000 s grid and the last double).
    for n in 0..<6_000 {
      let t = Double(n) / 6_000
      #expect(scene.diff(at: t) == free.diff(at: t), "t = \(t)")
      #expect(scene.diffDerivative(at: t) == free.diffDerivative(at: t), "t = \(t)")
    }
    #expect(scene.diff(at: 1.0.nextDown) == free.diff(at: 1.0.nextDown))
    // From the end on: exactly 0 (the free diff is not: the helpers are 0.58 pt and ~0 away).
    for t in [1, 1.0.nextUp, 1 + 1 / 120.0, 1.25, 2, 10] {
      #expect(scene.diff(at: t) == 0, "t = \(t)")
      #expect(scene.diffDerivative(at: t) == 0, "t = \(t)")
    }
    #expect(free.diff(at: 1) != 0)
    #expect(scene.kinks == [1])
    #expect(free.kinks.isEmpty)
  }

  @Test("gooey: every helper's cut time is a kink, next to its delay")
  func gooeyKinksIncludeCuts() throws {
    let scene = try FrameDiffPreset.gooey.scene()
    let center = try #require(scene.center)
    let cuts = [scene.side.cutTime, center.cutTime].compactMap { $0 }
    #expect(cuts == [scene.side.delay + scene.side.duration, center.delay + center.duration])
    for cut in cuts { #expect(scene.kinks.contains(cut), "\(cut) in \(scene.kinks)") }
    let delays = [scene.side.delay, center.delay].filter { $0 > 0 }
    #expect(scene.kinks == Array(Set(cuts + delays)).sorted())
    // Without the cut only the delays remain.
    let free = try FrameDiffPreset.gooey.idealFree.scene()
    #expect(free.kinks == Array(Set(delays)).sorted())
    // Both helpers end at 0.7 s on the same target W/2: diff jumps from the difference of
    // their end jumps to exactly 0.
    #expect(cuts == [0.7, 0.7])
    #expect(scene.diff(at: 0.7) == 0)
    let before = scene.diff(at: 0.7.nextDown)
    #expect(abs(before - (scene.side.endJump - center.endJump)) <= 1e-9, "\(before)")
    #expect(abs(before) > 0.01, "the cut is visible: \(before) pt")
    // Helpers with different delays and durations: each delay and each cut is a kink.
    let side = try HelperView(from: 0, to: 100, delay: 0.1, duration: 0.5, dampingRatio: 0.5)
    let other = try HelperView(from: 0, to: 100, duration: 0.7, dampingRatio: 0.8)
    #expect(FrameDiffScene(side: side, center: other).kinks == [0.1, 0.6, 0.7])
    #expect(FrameDiffScene(side: side).kinks == [0.1, 0.6])
  }
}
