import JellyMath

/// One value animated by `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)` as iOS runs it, from `from` to `to`.
///
/// Everything UIKit decides is inside: its clamps (a duration outside [0.01, 10] s and a damping
/// ratio outside [2^−23, 1] run as the nearest value in range, the cut included), the spring its
/// solver finds (``UIKitSpringModel``; mass 1), the sign rule (released from x0 = from − to with
/// v0 = initialVelocity·(to − from), so a positive velocity points toward the target whichever
/// way the value moves), the delay (the value holds `from` until it has passed) and, under
/// ``UIKitAnimationModel/iOS``, the end at delay + duration, where the value jumps to `to`.
///
/// ```swift
/// let menu = try UIKitSpringAnimation(
///   from: 0, to: 300, duration: 0.5, dampingRatio: 0.6, initialVelocity: 1)
/// menu.value(at: 0.25)  // points
/// menu.settlingTime()   // seconds
/// ```
public struct UIKitSpringAnimation: Sendable, Hashable {
  /// Start value; held for t < ``delay``.
  public let from: Double
  /// Target value.
  public let to: Double
  /// Seconds before the spring starts (≥ 0).
  public let delay: Double
  /// The duration UIKit runs, in seconds: ``requestedDuration`` clamped to [0.01, 10].
  public let duration: Double
  /// The damping ratio ζ UIKit runs: ``requestedDampingRatio`` clamped to [2^−23, 1].
  public let dampingRatio: Double
  /// The duration passed to UIKit, in seconds (> 0), before its clamp.
  public let requestedDuration: Double
  /// The damping ratio passed to UIKit (≥ 0), before its clamp.
  public let requestedDampingRatio: Double
  /// UIKit's initial spring velocity, in distances (|to − from|) per second toward the target.
  public let initialVelocity: Double
  /// The solver and whether the animation ends at delay + duration.
  public let model: UIKitAnimationModel
  /// The spring UIKit's solver derives from duration, damping ratio and velocity (mass 1).
  public let spring: Spring
  /// The displacement value − to as a function of t − delay, ending at ``duration`` when the
  /// model cuts.
  public let motion: SpringMotion
  /// ``motion`` without its end: the cut is decided on the absolute time t ≥ delay + duration,
  /// so that rounding of t − delay cannot end the motion an ulp early.
  private let freeMotion: SpringMotion

  /// The animation of one value from `from` to `to` under `model` (default: iOS's solver, cut
  /// at the duration).
  ///
  /// - Parameters:
  ///   - from: Start value (finite).
  ///   - to: Target value (finite, with |to − from| finite).
  ///   - duration: Seconds, > 0 (UIKit runs it clamped to [0.01, 10]).
  ///   - dampingRatio: ζ ≥ 0 (UIKit runs it clamped to [2^−23, 1]).
  ///   - initialVelocity: Distances per second toward the target (finite).
  ///   - delay: Seconds before the spring starts, ≥ 0 (default 0).
  ///   - model: The solver and the cut (default ``UIKitAnimationModel/iOS``).
  /// - Throws: `ParameterError` naming from, to, the distance, delay, duration, damping ratio or
  ///   velocity when it is out of range, or the parameter the solver finds no spring for.
  public init(
    from: Double = 0, to: Double = 1, duration: Double, dampingRatio: Double,
    initialVelocity: Double = 0, delay: Double = 0, model: UIKitAnimationModel = .iOS
  ) throws(ParameterError) {
    try ParameterError.check(.from, from, allowed: "finite")
    try ParameterError.check(.to, to, allowed: "finite")
    try ParameterError.check(.travel, abs(to - from), allowed: "finite")
    try ParameterError.check(.delay, delay, allowed: ">= 0 and finite") { $0 >= 0 }
    try ParameterError.check(.duration, duration, allowed: "> 0 and finite") { $0 > 0 }
    try ParameterError.check(.dampingRatio, dampingRatio, allowed: ">= 0 and finite") {
      $0 >= 0
    }
    try ParameterError.check(.velocity, initialVelocity, allowed: "finite")
    spring = try Spring(
      uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity,
      solver: model.solver)
    (self.from, self.to, self.delay) = (from, to, delay)
    self.duration = UIKitSpringModel.durationInEffect(duration)
    self.dampingRatio = UIKitSpringModel.dampingRatioInEffect(dampingRatio)
    (requestedDuration, requestedDampingRatio) = (duration, dampingRatio)
    self.initialVelocity = initialVelocity
    self.model = model
    motion = spring.motion(
      from: from, to: to, initialVelocity: initialVelocity,
      endTime: model.endTime(duration: self.duration))
    freeMotion = motion.free
  }

  /// The value at time `t` (seconds from the call, ≥ 0): `from` while t < delay, then
  /// to + x(t − delay), and `to` from ``cutTime`` on. Exact to rounding.
  public func value(at t: Double) -> Double {
    if t < delay { return from }
    if let cut = cutTime, t >= cut { return to }
    return to + freeMotion.displacement(at: t - delay)
  }

  /// The time derivative of ``value(at:)``, in value units per second: 0 while t < delay, the
  /// spring's exact velocity from t = delay on (the right-hand derivative at t = delay), 0 from
  /// ``cutTime`` on.
  public func velocity(at t: Double) -> Double {
    if t < delay { return 0 }
    if let cut = cutTime, t >= cut { return 0 }
    return freeMotion.velocity(at: t - delay)
  }

  /// When the animation and its completion block end: delay + duration, in seconds.
  public var animationEnd: Double { delay + duration }

  /// When the value jumps to `to` because the animation ends (delay + duration, seconds), or
  /// `nil` when the model lets the spring run on.
  public var cutTime: Double? { model.cutsAtDuration ? animationEnd : nil }

  /// The jump at ``cutTime``: the displacement value − to just before it (0 without a cut).
  public var endJump: Double { motion.endJump }

  /// ``endJump`` as a signed fraction of the distance to − from (negative: short of the
  /// target), or `nil` when the animation is not cut or does not move.
  public var relativeEndJump: Double? {
    cutTime != nil && to != from ? endJump / (to - from) : nil
  }

  /// The time from the call after which |value − to| stays at or below `epsilon`·|to − from|,
  /// in seconds: the delay plus the motion's settling duration (the cut settles it at
  /// ``animationEnd`` at the latest under the iOS model; `.infinity` for an undamped free
  /// spring).
  ///
  /// - Parameter epsilon: The fraction of the distance, in (0, 1); default 0.001.
  public func settlingTime(epsilon: Double = 0.001) -> Double {
    delay + motion.settlingDuration(epsilon: epsilon)
  }
}
