import JellyEasing
import JellySprings

/// A spring's position as a fraction of the travel over an animation of T seconds, exactly as
/// the spring moves (not rescaled): y(p) = 1 + x(p·T), released from x(0) = −1 with velocity v
/// toward the target. y(0) = 0 exactly; y(1) = 1 exactly when the motion ends on its target at T
/// (a UIKit animation cut at its duration), else within the settling band ε of 1.
public struct SpringProgressCurve: EasingCurve, Hashable {
  /// The release x0 = −1, x′(0) = v, with its end time (a UIKit cut) if any.
  public let motion: SpringMotion
  /// T: the animation's duration in seconds (> 0, finite).
  public let duration: Double
  /// A readable name, e.g. `spring(mass=1,stiffness=100,damping-coefficient=10)`.
  public let name: String

  /// The curve of `motion` (released from −1) over `duration` seconds (> 0, finite).
  public init(motion: SpringMotion, duration: Double, name: String) {
    self.motion = motion
    self.duration = duration
    self.name = name
  }

  /// y(p) = 1 + x(p·T) for `progress` p clamped to [0, 1], fractions of the travel.
  public func value(at progress: Double) -> Double {
    1 + motion.displacement(at: min(max(progress, 0), 1) * duration)
  }

  /// dy/dp = T·x′(p·T): the exact slope per unit of progress.
  public func derivative(at progress: Double) -> Double {
    duration * motion.velocity(at: min(max(progress, 0), 1) * duration)
  }
}
