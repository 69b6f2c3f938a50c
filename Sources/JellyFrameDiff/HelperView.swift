import Foundation
import JellyMath
import JellySprings

/// One coordinate of a hidden helper view, animated from `from` to `to` by a UIKit spring
/// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`),
/// as read from its presentation layer.
///
/// The coordinate holds `from` until `delay` has passed; afterwards it follows the exact
/// motion of `Spring(uiKitDuration:dampingRatio:initialVelocity:solver:)` (mass 1) released
/// from x0 = from − to with v0 = initialVelocity·(to − from). Under `UIKitAnimationModel.iOS`
/// the animation ends at `delay + duration` as UIKit's does: from then on the value is `to`.
/// UIKit's clamps are part of the model: a duration outside [0.01, 10] s and a damping ratio
/// outside [2^−23, 1] run as the nearest value in range, the cut included, so a helper asked for
/// 20 s runs the 10 s spring and reaches its target at 10 s.
/// (The UIKit model puts one term of the decay envelope at 0.001 of the distance at that time,
/// so the helper is then close to, but not always within 0.001 of the distance of, `to`:
/// Skype's side helper is 0.58 pt of 393.5 away, and jumps to `to` at the end.) With
/// `cutsAtDuration` off, the spring keeps settling exactly.
public struct HelperView: Sendable, Hashable {
  /// Start value (points); held for t < ``delay``.
  public let from: Double
  /// Target value (points).
  public let to: Double
  /// Seconds before the spring starts (≥ 0).
  public let delay: Double
  /// The duration UIKit runs, in seconds: the requested one clamped to [0.01, 10] as UIKit
  /// clamps it (``requestedDuration`` is the value asked for).
  public let duration: Double
  /// The damping ratio ζ UIKit runs: the requested one clamped to [2^−23, 1] as UIKit clamps it
  /// (1 is critically damped; ``requestedDampingRatio`` is the value asked for).
  public let dampingRatio: Double
  /// The duration passed to UIKit, in seconds (> 0), before its clamp.
  public let requestedDuration: Double
  /// The damping ratio passed to UIKit (≥ 0), before its clamp.
  public let requestedDampingRatio: Double
  /// UIKit initial spring velocity, in distances per second toward the target (finite).
  public let initialVelocity: Double
  /// How the spring is found and whether the animation ends at `delay + duration`.
  public let model: UIKitAnimationModel
  /// The physical spring UIKit's model derives from duration, damping ratio and velocity.
  public let spring: Spring
  /// The displacement value − to after the delay, as a function of t − delay (ending at
  /// `duration` when the model cuts).
  public let motion: SpringMotion
  /// ``motion`` without its end: the values before the cut, which is decided on the absolute
  /// time t ≥ delay + duration (the time ``cutTime`` and the scene's kinks name), so that
  /// rounding of t − delay cannot end the motion an ulp early.
  let freeMotion: SpringMotion

  /// A helper animated from `from` to `to` under `model` (default: iOS's solver, cut at the
  /// duration).
  ///
  /// - Throws: ``FrameDiffError/invalidParameter(_:)`` naming `from`, `to`, the distance
  ///   between them, `delay`, `duration`, `damping ratio` or `velocity` when it is out of range
  ///   or the UIKit model cannot produce a spring for it.
  public init(
    from: Double, to: Double, delay: Double = 0, duration: Double, dampingRatio: Double,
    initialVelocity: Double = 0, model: UIKitAnimationModel = .iOS
  ) throws(FrameDiffError) {
    try FrameDiffError.check(.from, from, allowed: "finite") { _ in true }
    try FrameDiffError.check(.to, to, allowed: "finite") { _ in true }
    try FrameDiffError.check(.travel, abs(to - from), allowed: "finite") { _ in true }
    try FrameDiffError.check(.delay, delay, allowed: ">= 0 and finite") { $0 >= 0 }
    try FrameDiffError.check(.duration, duration, allowed: "> 0 and finite") { $0 > 0 }
    try FrameDiffError.check(.dampingRatio, dampingRatio, allowed: ">= 0 and finite") {
      $0 >= 0
    }
    try FrameDiffError.check(.velocity, initialVelocity, allowed: "finite") { _ in true }
    do {
      spring = try Spring(
        uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity,
        solver: model.solver)
    } catch {
      throw FrameDiffError.invalidParameter(error)
    }
    self.from = from
    self.to = to
    self.delay = delay
    self.duration = UIKitSpringModel.durationInEffect(duration)
    self.dampingRatio = UIKitSpringModel.dampingRatioInEffect(dampingRatio)
    requestedDuration = duration
    requestedDampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    self.model = model
    motion = spring.motion(
      initialDisplacement: from - to, initialVelocity: initialVelocity * (to - from),
      endTime: model.endTime(duration: self.duration))
    freeMotion = motion.free
  }

  /// The presentation value at time `t` (seconds from the start of the animation, ≥ 0):
  /// `from` while t < delay, then to + x(t − delay), and `to` from ``cutTime`` on. Exact to
  /// rounding.
  public func value(at t: Double) -> Double {
    if t < delay { return from }
    if let cut = cutTime, t >= cut { return to }
    return to + freeMotion.displacement(at: t - delay)
  }

  /// The time derivative of ``value(at:)`` in points per second: 0 while t < delay, the
  /// spring's exact velocity from t = delay on (the right-hand derivative at t = delay), 0
  /// from ``cutTime`` on.
  public func velocity(at t: Double) -> Double {
    if t < delay { return 0 }
    if let cut = cutTime, t >= cut { return 0 }
    return freeMotion.velocity(at: t - delay)
  }

  /// When the UIKit animation (and its completion block) ends: delay + duration, in seconds.
  public var animationEnd: Double { delay + duration }

  /// When the value jumps to `to` because the animation ends (delay + duration, seconds), or
  /// `nil` when the model lets the spring run on.
  public var cutTime: Double? { model.cutsAtDuration ? animationEnd : nil }

  /// The jump at ``cutTime``: the displacement value − to just before it, in points (0 without a
  /// cut).
  public var endJump: Double { motion.endJump }

  /// ``endJump`` as a signed fraction of the travel (to − from; negative: short of the target),
  /// or `nil` when the animation is not cut or does not move.
  public var relativeEndJump: Double? {
    cutTime != nil && to != from ? endJump / (to - from) : nil
  }

  /// An upper bound of |value(t′) − to| over every t′ ≥ t, in points, from the decay envelope
  /// of the exact solution (never below the true supremum; tight for underdamped springs); 0
  /// once the animation has ended at its cut.
  func deviationBound(after t: Double) -> Double {
    let x0 = motion.initialDisplacement
    let alpha = spring.decayRate
    let q = spring.stiffness / spring.mass - alpha * alpha
    let b = motion.initialVelocity + alpha * x0
    let tau = max(0, t - delay)
    if let cut = cutTime, t >= cut { return 0 }
    let bound: Double
    if q > 0 {
      // x = e^(−ατ)(x0 cos ω_d τ + (b/ω_d) sin ω_d τ) ≤ e^(−ατ)·sqrt(x0² + (b/ω_d)²).
      let wd = q.squareRoot()
      bound = exp(-alpha * tau) * (x0 * x0 + (b / wd) * (b / wd)).squareRoot()
    } else {
      // cosh(γτ) ≤ e^(γτ) and sinh(γτ)/γ ≤ τ·e^(γτ): |x| ≤ e^(−rτ)(|x0| + |b|τ), r = α − γ > 0,
      // which rises until τ* = 1/r − |x0|/|b| and falls after it.
      let rate = alpha - (-q).squareRoot()
      let peakTau = b == 0 ? 0 : max(0, 1 / rate - abs(x0) / abs(b))
      let s = max(tau, peakTau)
      bound = exp(-rate * s) * (abs(x0) + abs(b) * s)
    }
    return t < delay ? max(abs(x0), bound) : bound
  }
}
