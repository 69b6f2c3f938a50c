import Foundation
import JellyFrameDiff
import JellySprings
import JellyTestSupport
import Testing

@Suite struct FrameDiffSceneTests {
  @Test("skype diff equals the difference of two independently computed springs (1e-12·distance)")
  func diffIsDifferenceOfSprings() throws {
    let scene = try FrameDiffPreset.skype.scene()
    // From the real code: both helpers' center y go from H + 60 = 727 to H/2 = 333.5.
    #expect(scene.side.from == 727 && scene.side.to == 333.5)
    #expect(scene.center?.from == 727 && scene.center?.to == 333.5)
    let sideSpring = try Spring(uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 0.9)
    let centerSpring = try Spring(uiKitDuration: 1, dampingRatio: 0.8, initialVelocity: 2)
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
}
