import JellyFrameDiff
import JellyMath
import JellySprings

/// A two-helper scene whose helpers get the animations of another scene at a time, added on
/// top of the running ones as UIKit does since iOS 8: Skype's menu closed (`skype-close`)
/// while it opens (`skype`).
///
/// At `time` each helper of `scene` is animated toward the same helper's target in `next`, with
/// that helper's duration, damping ratio and velocity (its `initialSpringVelocity`, in changes of
/// target per second) and UIKit model; its start in `next` is not used, as UIKit starts the new
/// animation from where the running one is. The diff is side − center, or side − its target for
/// a one-spring scene (the target in effect: `next`'s from `time` on). Times in seconds, values
/// in points.
public struct InterruptedScene: Sendable {
  /// The scene running from t = 0.
  public let scene: FrameDiffScene
  /// The scene whose animations start at ``time``.
  public let next: FrameDiffScene
  /// When they start, in seconds (≥ 0).
  public let time: Double
  /// Each helper's motion: the running animation plus the new one.
  public let side: InterruptedMotion
  public let center: InterruptedMotion?

  /// `scene` given `next`'s animations at `time` seconds.
  ///
  /// - Throws: ``InterruptionError/parameter(_:)`` naming the interruption time when it is
  ///   negative or not finite, or a helper's delay (helpers with a delay are not modelled: both
  ///   scenes' animations must start at once); one scene with a center helper and one without
  ///   are refused the same way.
  public init(_ scene: FrameDiffScene, then next: FrameDiffScene, at time: Double)
    throws(InterruptionError)
  {
    let helpers = [scene.side, next.side] + [scene.center, next.center].compactMap { $0 }
    for helper in helpers where helper.delay != 0 {
      throw .parameter(
        ParameterError(.delay, value: helper.delay, allowed: "0 in an interrupted scene"))
    }
    guard (scene.center == nil) == (next.center == nil) else {
      throw .parameter(
        ParameterError(
          .interruptionValue, count: next.center == nil ? 1 : 2,
          allowed: "as many helpers as the running scene (\(scene.center == nil ? 1 : 2))",
          name: "helpers of the next scene"))
    }
    self.scene = scene
    self.next = next
    self.time = time
    side = try Self.motion(scene.side, then: next.side, at: time)
    center = try scene.center.map { helper throws(InterruptionError) in
      // Both scenes have a center here.
      try Self.motion(helper, then: next.center ?? helper, at: time)
    }
  }

  /// One helper's motion: its animation, then `next`'s added at `time`.
  static func motion(_ helper: HelperView, then next: HelperView, at time: Double)
    throws(InterruptionError) -> InterruptedMotion
  {
    let animation = helper.animation
    let nextAnimation = next.animation
    return try InterruptedMotion(
      platform: .uikit,
      animation: .uikit(
        duration: animation.requestedDuration, dampingRatio: animation.requestedDampingRatio,
        model: animation.model),
      from: animation.from, to: animation.to,
      initialVelocity: animation.initialVelocity * (animation.to - animation.from),
      interruptions: [
        .retarget(
          at: time, to: nextAnimation.to,
          animation: .uikit(
            duration: nextAnimation.requestedDuration,
            dampingRatio: nextAnimation.requestedDampingRatio, model: nextAnimation.model),
          initialVelocity: nextAnimation.initialVelocity)
      ])
  }

  /// The reference at `t`: the center helper, or the side's target in effect.
  public func reference(at t: Double) -> Double {
    center?.value(at: t) ?? (t < time ? scene.side.to : next.side.to)
  }

  /// diff = side − reference at `t` seconds, in points.
  public func diff(at t: Double) -> Double {
    side.value(at: t) - reference(at: t)
  }

  /// When the last animation ends (UIKit cuts each at its duration), in seconds: the running
  /// scene's end or `time` plus the next scene's, the later.
  public var animationEnd: Double {
    max(scene.animationEnd, time + next.animationEnd)
  }
}
