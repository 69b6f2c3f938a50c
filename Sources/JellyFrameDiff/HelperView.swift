import Foundation
import JellyMath
import JellySprings

/// One coordinate of a hidden helper view, animated from `from` to `to` by a UIKit spring
/// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`),
/// as read from its presentation layer: a `UIKitSpringAnimation` in points.
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
  /// The UIKit animation that moves the helper: clamps, solver, sign rule, delay and cut.
  public let animation: UIKitSpringAnimation

  /// Start value (points); held for t < ``delay``.
  public var from: Double { animation.from }
  /// Target value (points).
  public var to: Double { animation.to }
  /// Seconds before the spring starts (≥ 0).
  public var delay: Double { animation.delay }
  /// The duration UIKit runs, in seconds: the requested one clamped to [0.01, 10] as UIKit
  /// clamps it (``requestedDuration`` is the value asked for).
  public var duration: Double { animation.duration }
  /// The damping ratio ζ UIKit runs: the requested one clamped to [2^−23, 1] as UIKit clamps it
  /// (1 is critically damped; ``requestedDampingRatio`` is the value asked for).
  public var dampingRatio: Double { animation.dampingRatio }
  /// The duration passed to UIKit, in seconds (> 0), before its clamp.
  public var requestedDuration: Double { animation.requestedDuration }
  /// The damping ratio passed to UIKit (≥ 0), before its clamp.
  public var requestedDampingRatio: Double { animation.requestedDampingRatio }
  /// UIKit initial spring velocity, in distances per second toward the target (finite).
  public var initialVelocity: Double { animation.initialVelocity }
  /// How the spring is found and whether the animation ends at `delay + duration`.
  public var model: UIKitAnimationModel { animation.model }
  /// The physical spring UIKit's model derives from duration, damping ratio and velocity.
  public var spring: Spring { animation.spring }
  /// The displacement value − to after the delay, as a function of t − delay (ending at
  /// `duration` when the model cuts).
  public var motion: SpringMotion { animation.motion }

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
    do {
      animation = try UIKitSpringAnimation(
        from: from, to: to, duration: duration, dampingRatio: dampingRatio,
        initialVelocity: initialVelocity, delay: delay, model: model)
    } catch {
      throw .invalidParameter(error)
    }
  }

  /// The presentation value at time `t` (seconds from the start of the animation, ≥ 0):
  /// `from` while t < delay, then to + x(t − delay), and `to` from ``cutTime`` on. Exact to
  /// rounding.
  public func value(at t: Double) -> Double { animation.value(at: t) }

  /// The time derivative of ``value(at:)`` in points per second: 0 while t < delay, the
  /// spring's exact velocity from t = delay on (the right-hand derivative at t = delay), 0
  /// from ``cutTime`` on.
  public func velocity(at t: Double) -> Double { animation.velocity(at: t) }

  /// When the UIKit animation (and its completion block) ends: delay + duration, in seconds.
  public var animationEnd: Double { animation.animationEnd }

  /// When the value jumps to `to` because the animation ends (delay + duration, seconds), or
  /// `nil` when the model lets the spring run on.
  public var cutTime: Double? { animation.cutTime }

  /// The jump at ``cutTime``: the displacement value − to just before it, in points (0 without a
  /// cut).
  public var endJump: Double { animation.endJump }

  /// ``endJump`` as a signed fraction of the travel (to − from; negative: short of the target),
  /// or `nil` when the animation is not cut or does not move.
  public var relativeEndJump: Double? { animation.relativeEndJump }

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
