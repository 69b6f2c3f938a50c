import JellyMath

/// A new target for a running animation at a time, optionally with the state a gesture hands
/// over (a release: the gesture moved the value, and lets go of it with a velocity).
public struct Interruption: Sendable {
  /// The position and velocity a gesture hands over at its release.
  public struct Release: Sendable, Hashable {
    /// The value at the release, in value units.
    public let position: Double
    /// The velocity at the release, in value units per second.
    public let velocity: Double
  }

  /// When the new target is set, in seconds from the start of the first animation (≥ 0).
  public let time: Double
  /// The new target, in value units.
  public let target: Double
  /// The gesture's state at ``time``, or `nil` when the running animation is retargeted as it
  /// stands.
  public let release: Release?
  /// The animation asked for at ``time`` when it differs from the running one (each
  /// `UIView.animate` call has its own duration, damping ratio and velocity), or `nil` for the
  /// same.
  public let animation: ValueAnimation?
  /// The new animation's own initial velocity toward its target, in distances per second
  /// (UIKit's `initialSpringVelocity`, the distance being the change of target); 0 starts it at
  /// rest. Only an additive platform (UIKit) takes it: the others start from the velocity the
  /// value has (keep-velocity, step-on) or at rest.
  public let initialVelocity: Double

  /// The running animation gets `target` at `time` seconds, by `animation` when given (else
  /// the running one's kind and constants) started with `initialVelocity` (distances per second
  /// toward the target; additive platforms only).
  public static func retarget(
    at time: Double, to target: Double, animation: ValueAnimation? = nil,
    initialVelocity: Double = 0
  ) -> Interruption {
    Interruption(
      time: time, target: target, release: nil, animation: animation,
      initialVelocity: initialVelocity)
  }

  /// A gesture that held the value lets go at `time` seconds at `position` moving at
  /// `velocity` (value units per second), and the value animates to `target`.
  public static func release(
    at time: Double, position: Double, velocity: Double, to target: Double
  ) -> Interruption {
    Interruption(
      time: time, target: target, release: Release(position: position, velocity: velocity),
      animation: nil, initialVelocity: 0)
  }
}

/// What an interruption does to the value at its time.
public struct InterruptionJump: Sendable, Hashable {
  /// The interruption's time, in seconds.
  public let time: Double
  /// The value just before and from the time on, in value units (different only when the
  /// platform jumps, or a gesture moved the value).
  public let valueBefore: Double
  public let valueAfter: Double
  /// The velocity just before and from the time on, in value units per second.
  public let velocityBefore: Double
  public let velocityAfter: Double

  /// velocityAfter − velocityBefore, in value units per second.
  public var velocityJump: Double { velocityAfter - velocityBefore }
  /// valueAfter − valueBefore, in value units.
  public var valueJump: Double { valueAfter - valueBefore }
}

extension Parameter {
  /// When an animation is interrupted, in seconds: ≥ 0, finite, and later than the interruption
  /// before it.
  public static let interruptionTime = Parameter(rawValue: "interruption time")
  /// A new target, or the value at a gesture's release, in value units: finite.
  public static let interruptionValue = Parameter(rawValue: "interruption value")
  /// The velocity at a gesture's release, in value units per second: finite.
  public static let releaseVelocity = Parameter(rawValue: "release velocity")
  /// A settling tolerance, in value units: > 0 and finite.
  public static let settlingTolerance = Parameter(rawValue: "settling tolerance")
}
