import Foundation
import JellyFrameDiff
import JellyInterruption
import JellySprings
import JellyTestSupport
import Testing

@Suite("InterruptedScene: Skype's menu closed while it opens, under UIKit's additive model")
struct InterruptedSceneTests {
  let open: FrameDiffScene
  let close: FrameDiffScene

  init() throws {
    open = try FrameDiffPreset.skype.scene()
    close = try FrameDiffPreset.skypeClose.scene()
  }

  @Test("closed after the opening has ended: the closing scene, started later (1e-9 pt)")
  func lateInterruptionIsTheCloseScene() throws {
    let scene = try InterruptedScene(open, then: close, at: 3)
    for t in stride(from: 0.0, to: 3, by: 0.01) {
      #expect(scene.diff(at: t) == open.diff(at: t), "t=\(t)")
    }
    for tau in stride(from: 0.0, through: 1.5, by: 0.01) {
      expectNear(scene.diff(at: 3 + tau), close.diff(at: tau), tolerance: 1e-9, "τ=\(tau)")
    }
    #expect(scene.animationEnd == 4)
  }

  @Test(
    "closed at 0.3 s: each helper is its opening plus the closing animation of the change of target"
  )
  func helpersAreSums() throws {
    let scene = try InterruptedScene(open, then: close, at: 0.3)
    let center = try #require(scene.center)
    for (motion, opening, closing) in [
      (scene.side, open.side, close.side),
      (center, try #require(open.center), try #require(close.center)),
    ] {
      let change = closing.to - opening.to
      let unit = try UIKitSpringAnimation(
        from: 0, to: 1, duration: closing.duration, dampingRatio: closing.dampingRatio,
        initialVelocity: closing.initialVelocity)
      for t in stride(from: 0.3, through: 1.6, by: 0.01) {
        let expected = opening.value(at: t) + change * unit.value(at: t - 0.3)
        expectNear(motion.value(at: t), expected, tolerance: 1e-9, "t=\(t)")
      }
      // The closing animation starts with its own velocity: the value is continuous at T, the
      // velocity jumps by initialSpringVelocity × the change of target.
      let jump = try #require(motion.jumps.first)
      #expect(jump.valueJump == 0)
      expectNear(jump.velocityJump, closing.initialVelocity * change, tolerance: 1e-9)
    }
    // Both helpers end on the closed menu's targets.
    #expect(scene.diff(at: scene.animationEnd) == close.diff(at: 10))
  }

  @Test("helpers with a delay and scenes of different shapes are refused")
  func refusals() throws {
    let delayed = FrameDiffScene(
      side: try HelperView(from: 0, to: 100, delay: 0.1, duration: 1, dampingRatio: 0.5))
    let single = FrameDiffScene(
      side: try HelperView(from: 0, to: 100, duration: 1, dampingRatio: 0.5))
    #expect(throws: InterruptionError.self) { try InterruptedScene(delayed, then: single, at: 0.2) }
    #expect(throws: InterruptionError.self) {
      try InterruptedScene(open, then: single, at: 0.2)
    }
  }
}
