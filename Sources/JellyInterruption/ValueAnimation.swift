import Foundation
import JellyEasing
import JellyMath
import JellySprings

/// How one platform animates a value from a start to a target: the kinds of animation whose
/// interruption ``InterruptedMotion`` models. Times are in seconds, values in the animated
/// value's units (points or pixels).
public enum ValueAnimation: Sendable {
  /// A spring left to run (SwiftUI, Framer Motion, Android's `SpringAnimation` and Compose's
  /// `Animatable`): the exact motion of `Spring`, released from the start with a velocity.
  case spring(Spring)
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)` as iOS
  /// runs it (`JellySprings.UIKitSpringAnimation`): `duration` in seconds (> 0), `dampingRatio` ≥ 0, both
  /// clamped as UIKit clamps them, ending on the target at the duration under `model` (iOS's
  /// solver and cut by default).
  case uikit(duration: Double, dampingRatio: Double, model: UIKitAnimationModel = .iOS)
  /// An easing over `duration` seconds (> 0): a CSS transition or a Web Animation.
  case easing(any EasingCurve, duration: Double)
  /// Qt Quick's `SpringAnimation` (`JellySprings.QtQuickSpringAnimation`): its 16 ms stepper with `spring`
  /// (> 0), `damping` in [0, 1], `mass` (> 0), rest threshold `epsilon` (> 0, value units) and
  /// largest speed `maxVelocity` (value units per second, 0 = none).
  case qtQuick(spring: Double, damping: Double, mass: Double, epsilon: Double, maxVelocity: Double)
  /// libadwaita's `AdwSpringAnimation` (`JellySprings.AdwaitaSpringAnimation`): damping ratio ≥ 0, mass and
  /// stiffness > 0, rest precision `epsilon` (> 0, value units); it ends on the target at the
  /// duration libadwaita estimates.
  case adwaita(dampingRatio: Double, mass: Double, stiffness: Double, epsilon: Double)

  /// A short name for messages: `spring`, `uikit`, `easing`, `qtquick` or `adwaita`.
  public var kind: String {
    switch self {
    case .spring: "spring"
    case .uikit: "uikit"
    case .easing: "easing"
    case .qtQuick: "qtquick"
    case .adwaita: "adwaita"
    }
  }

  /// Qt Quick's `SpringAnimation` constants that step `spring` with mass 1: the stepper adds
  /// (spring·(to − x) − damping·v) to v every 0.016 s, so spring = 0.016·k/m and
  /// damping = 0.016·c/m (clamped to 1, as Qt's setter does). The stepper follows the spring
  /// to first order in the step.
  public static func qtQuick(approximating spring: Spring, epsilon: Double = 0.01) -> ValueAnimation
  {
    let step = QtQuickSpringAnimation.step
    return .qtQuick(
      spring: step * spring.stiffness / spring.mass,
      damping: min(1, step * spring.damping / spring.mass), mass: 1, epsilon: epsilon,
      maxVelocity: 0)
  }

  /// Checks the constants, throwing ``InterruptionError/parameter(_:)`` naming the first one
  /// out of range.
  func validate() throws(InterruptionError) {
    do {
      switch self {
      case .spring:
        break
      case .uikit(let duration, let dampingRatio, _):
        try ParameterError.check(.duration, duration, allowed: "> 0 and finite") { $0 > 0 }
        try ParameterError.check(.dampingRatio, dampingRatio, allowed: ">= 0 and finite") {
          $0 >= 0
        }
      case .easing(_, let duration):
        try ParameterError.check(.duration, duration, allowed: "> 0 and finite") { $0 > 0 }
      case .qtQuick(let spring, let damping, let mass, let epsilon, let maxVelocity):
        try ParameterError.check(.stiffness, spring, allowed: "> 0 and finite") { $0 > 0 }
        try ParameterError.check(.dampingCoefficient, damping, allowed: "in [0, 1]") {
          $0 >= 0 && $0 <= 1
        }
        try ParameterError.check(.mass, mass, allowed: "> 0 and finite") { $0 > 0 }
        try ParameterError.check(.epsilon, epsilon, allowed: "> 0 and finite") { $0 > 0 }
        try ParameterError.check(.velocity, maxVelocity, allowed: ">= 0 and finite") { $0 >= 0 }
      case .adwaita(let dampingRatio, let mass, let stiffness, let epsilon):
        try ParameterError.check(.dampingRatio, dampingRatio, allowed: ">= 0 and finite") {
          $0 >= 0
        }
        try ParameterError.check(.mass, mass, allowed: "> 0 and finite") { $0 > 0 }
        try ParameterError.check(.stiffness, stiffness, allowed: "> 0 and finite") { $0 > 0 }
        try ParameterError.check(.epsilon, epsilon, allowed: "> 0 and finite") { $0 > 0 }
      }
    } catch {
      throw .parameter(error)
    }
  }
}
