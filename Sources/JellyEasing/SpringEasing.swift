import JellyMath
import JellySprings

/// A `Spring` used as an easing: the release from x0 = −1 toward 0, with time scaled so that
/// progress 1 is the settling duration T.
///
/// ```
/// value(p) = 1 + x(p·T) / |x0| = 1 + x(p·T),   x(0) = −1,  x'(0) = v
/// slope(p) = T · x'(p·T)
/// ```
///
/// where v is the initial velocity in distances per second toward the target (UIKit's
/// `initialSpringVelocity` convention) and T the time after which |x| ≤ ε forever (exact, from
/// `SpringMotion.settlingDuration(epsilon:)`). So `value(at: 0)` is exactly 0 and
/// `value(at: 1)` is within ε of 1 (it is not snapped to 1). Values and slopes are the exact
/// closed-form motion.
public struct SpringEasing: EasingCurve, Hashable {
  /// The spring.
  public let spring: Spring
  /// Initial velocity v, in distances per second toward the target (finite).
  public let initialVelocity: Double
  /// Settling band ε, as a fraction of the distance, in (0, 1).
  public let epsilon: Double
  /// T: the settling duration of the release, in seconds (> 0, finite).
  public let settlingDuration: Double
  /// `spring(mass=1,stiffness=100,damping-coefficient=10)`, or the name given at creation.
  public let name: String
  /// The release x0 = −1, x'(0) = v.
  public let motion: SpringMotion

  /// The easing of `spring` released from −1 with velocity `initialVelocity`.
  ///
  /// - Parameters:
  ///   - spring: Any spring with damping > 0 (an undamped spring never settles).
  ///   - initialVelocity: Distances per second toward the target, finite (default 0).
  ///   - epsilon: The settling band in (0, 1), default 0.001.
  ///   - name: The name to report; `nil` builds one from the spring's constants.
  /// - Throws: ``EasingParameterError`` naming `velocity`, `epsilon` or `damping`.
  public init(
    spring: Spring, initialVelocity: Double = 0, epsilon: Double = 0.001, name: String? = nil
  ) throws(EasingParameterError) {
    try ParameterError.check(.velocity, initialVelocity, allowed: "finite") { _ in true }
    try ParameterError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: initialVelocity)
    let duration = motion.settlingDuration(epsilon: epsilon)
    guard duration.isFinite, duration > 0 else {
      throw ParameterError(
        .dampingCoefficient, value: spring.damping,
        allowed: "> 0 so that the spring settles in a finite time")
    }
    self.spring = spring
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    self.settlingDuration = duration
    self.motion = motion
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

  /// 1 + x(p·T) for p = `progress` clamped to [0, 1]: exactly 0 at 0, within ε of 1 at 1.
  public func value(at progress: Double) -> Double {
    1 + motion.displacement(at: progress.clampedToUnitInterval * settlingDuration)
  }

  /// T·x'(p·T): the exact slope per unit of progress (divide by T for distances per second).
  public func derivative(at progress: Double) -> Double {
    settlingDuration * motion.velocity(at: progress.clampedToUnitInterval * settlingDuration)
  }
}
