import JellyMath
import JellySprings

/// A `Spring` used as an easing: the release from x0 = −1 toward 0, with time scaled so that
/// progress 1 is the duration T, and rescaled so that it ends exactly at 1.
///
/// T is the settling duration of the free spring, or the animation's duration when the motion
/// ends there, as a UIKit animation does (``init(spring:initialVelocity:epsilon:name:endTime:)``
/// with an `endTime`): then y(p) = 1 + x(p·T) before the end, exactly 1 at p = 1, and the last
/// step jumps from y(1⁻) to 1 as the view does on the device.
///
/// ```
/// y(p)     = 1 + x(p·T),              x(0) = −1,  x'(0) = v      (the raw spring)
/// value(p) = (y(p) − y(0)) / (y(1) − y(0))
/// slope(p) = T · x'(p·T) / (y(1) − y(0))
/// ```
///
/// where v is the initial velocity in distances per second toward the target (UIKit's
/// `initialSpringVelocity` convention) and T the time after which |x| ≤ ε forever (exact, from
/// `SpringMotion.settlingDuration(epsilon:)`). The raw spring stops within ε of 1 at T, not
/// on it (|y(1) − 1| = ε up to root-finding accuracy); an easing that ends off 1 makes a CSS or
/// keyframe animation jump on its last frame. Dividing by y(1) − y(0) (y(0) = 0) makes
/// `value(at: 0)` exactly 0 and `value(at: 1)` exactly 1, continuous, with the spring's shape
/// kept: every value is the raw one times the same factor 1/(1 + x(T)), so
/// |value(p) − y(p)| ≤ |y(p)| · ε/(1 − ε) for every p (≤ 0.1 % of the value at ε = 0.001),
/// and overshoot ratios, zero crossings and turning points are unchanged.
public struct SpringEasing: EasingCurve, Hashable {
  /// The spring.
  public let spring: Spring
  /// Initial velocity v, in distances per second toward the target (finite).
  public let initialVelocity: Double
  /// Settling band ε, as a fraction of the distance, in (0, 1).
  public let epsilon: Double
  /// T: the easing's duration in seconds (> 0, finite): the release's settling duration, or the
  /// animation's duration at which it ends.
  public let duration: Double
  /// `spring(mass=1,stiffness=100,damping-coefficient=10)`, or the name given at creation.
  public let name: String
  /// The release x0 = −1, x'(0) = v.
  public let motion: SpringMotion
  /// y(0) = 1 + x(0): the raw spring's start (0 up to rounding).
  public let rawStart: Double
  /// y(1) − y(0): the raw spring's travel over the easing, within ε of 1 (never 0).
  public let rawSpan: Double

  /// The easing of `spring` released from −1 with velocity `initialVelocity`.
  ///
  /// - Parameters:
  ///   - spring: Any spring with damping > 0 (an undamped spring never settles).
  ///   - initialVelocity: Distances per second toward the target, finite (default 0).
  ///   - epsilon: The settling band in (0, 1), default 0.001.
  ///   - name: The name to report; `nil` builds one from the spring's constants.
  ///   - endTime: When the animation ends on its target, in seconds (> 0 and finite), which is
  ///     then the easing's duration; `nil` (default) lets the spring run and uses its settling
  ///     duration.
  /// - Throws: `ParameterError` naming `velocity`, `epsilon`, `duration` or `damping`.
  public init(
    spring: Spring, initialVelocity: Double = 0, epsilon: Double = 0.001, name: String? = nil,
    endTime: Double? = nil
  ) throws(ParameterError) {
    try ParameterError.check(.velocity, initialVelocity, allowed: "finite") { _ in true }
    try ParameterError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    if let endTime {
      try ParameterError.check(.duration, endTime, allowed: "> 0 and finite") {
        $0 > 0 && $0.isFinite
      }
    }
    let motion = spring.motion(
      initialDisplacement: -1, initialVelocity: initialVelocity, endTime: endTime ?? .infinity)
    let duration = endTime ?? motion.settlingDuration(epsilon: epsilon)
    guard duration.isFinite, duration > 0 else {
      throw ParameterError(
        .dampingCoefficient, value: spring.damping,
        allowed: "> 0 so that the spring settles in a finite time")
    }
    self.spring = spring
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    self.duration = duration
    self.motion = motion
    rawStart = 1 + motion.displacement(at: 0)
    rawSpan = (1 + motion.displacement(at: duration)) - rawStart
    self.name = name ?? SpringEasing.defaultName(spring, initialVelocity)
  }

  static func defaultName(_ spring: Spring, _ velocity: Double) -> String {
    let format = EasingNumberFormat.string
    var text =
      "spring(mass=\(format(spring.mass)),stiffness=\(format(spring.stiffness)),"
      + "damping-coefficient=\(format(spring.damping))"
    if velocity != 0 { text += ",velocity=\(format(velocity))" }
    return text + ")"
  }

  /// y(p) = 1 + x(p·T) for p = `progress` clamped to [0, 1]: the raw spring, 0 at 0 and
  /// within ε of 1 at 1.
  public func rawValue(at progress: Double) -> Double {
    1 + motion.displacement(at: progress.clampedToUnitInterval * duration)
  }

  /// (y(p) − y(0)) / (y(1) − y(0)) for p = `progress` clamped to [0, 1]: exactly 0 at 0 and
  /// exactly 1 at 1; within |y(p)|·ε/(1 − ε) of ``rawValue(at:)``.
  public func value(at progress: Double) -> Double {
    (rawValue(at: progress) - rawStart) / rawSpan
  }

  /// T·x'(p·T) / (y(1) − y(0)): the exact slope of ``value(at:)`` per unit of progress (times
  /// y(1) − y(0), divided by T, it is the spring's velocity in distances per second).
  public func derivative(at progress: Double) -> Double {
    // Held outside [0, 1]: flat there.
    if progress < 0 || progress > 1 { return 0 }
    return duration * motion.velocity(at: progress.clampedToUnitInterval * duration)
      / rawSpan
  }
}
