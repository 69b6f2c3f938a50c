import Foundation
import JellyEasing
import JellySprings

extension InterruptionPlatform {
  /// The animation this platform runs for `spring` (`nil` when none is given): UIKit's
  /// `UIView.animate` with `uikit`'s duration and damping ratio when the spring was set that way
  /// (else the spring, added as UIKit adds any animation), the spring itself on SwiftUI, Framer
  /// Motion and Android, Qt Quick's stepper approximating it (``ValueAnimation/qtQuick(approximating:epsilon:)``),
  /// libadwaita's animation of its damping ratio, mass and stiffness (ε 0.001), and `easing`
  /// over its duration on CSS and Web Animations. `nil` when the platform needs what is not
  /// given.
  public func animation(
    of spring: Spring?,
    uikit: (duration: Double, dampingRatio: Double, model: UIKitAnimationModel)?,
    easing: (curve: any EasingCurve, duration: Double)?
  ) -> ValueAnimation? {
    if self == .css || self == .waapi {
      return easing.map { .easing($0.curve, duration: $0.duration) }
    }
    guard let spring else { return nil }
    switch self {
    case .uikit:
      return uikit.map {
        .uikit(duration: $0.duration, dampingRatio: $0.dampingRatio, model: $0.model)
      }
        ?? .spring(spring)
    case .qtQuick: return .qtQuick(approximating: spring)
    case .adwaita:
      return .adwaita(
        dampingRatio: spring.dampingRatio, mass: spring.mass, stiffness: spring.stiffness,
        epsilon: 0.001)
    default: return .spring(spring)
    }
  }
}

extension InterruptedMotion {
  /// One line: the platform and its rule, each interruption's value and velocity just before
  /// and after it (and the new animation's duration, when it has one), and the time the value
  /// settles within `tolerance` (value units, > 0), numbers to 4 significant digits.
  public func summary(tolerance: Double) throws(InterruptionError) -> String {
    let durations = runs.dropFirst().map(\.duration)
    let parts = zip(jumps, durations + [nil]).map { jump, duration in
      "at \(Self.text(jump.time)) s value \(Self.text(jump.valueBefore))"
        + (abs(jump.valueJump) <= 1e-9 * max(1, abs(jump.valueBefore))
          ? "" : " → \(Self.text(jump.valueAfter))")
        + ", velocity \(Self.text(jump.velocityBefore)) → \(Self.text(jump.velocityAfter))"
        + " units/s" + (duration.map { ", then a \(Self.text($0)) s animation" } ?? "")
    }
    let settling = try settlingTime(tolerance: tolerance)
    return "\(platform.rawValue) (\(platform.rule.rawValue)): "
      + parts.joined(separator: "; ") + "; settles within \(Self.text(tolerance)) at "
      + (settling.isFinite ? "\(Self.text(settling)) s" : "no time: the spring is undamped")
  }

  /// A short label: the platform, its rule, the largest jump in velocity of the interruptions
  /// and the settling time within `tolerance` (value units, > 0).
  public func legend(tolerance: Double) throws(InterruptionError) -> String {
    let largest = jumps.max { abs($0.velocityJump) < abs($1.velocityJump) }
    let jump = largest.map { " Δv " + Self.text($0.velocityJump) } ?? ""
    let settling = try settlingTime(tolerance: tolerance)
    return "\(platform.rawValue) (\(platform.rule.rawValue)):\(jump),"
      + " settles \(settling.isFinite ? Self.text(settling) + " s" : "never")"
  }

  /// `value` with 4 significant digits (0 as `0`), as the reports print numbers.
  static func text(_ value: Double) -> String {
    value == 0 ? "0" : String(format: "%.4g", value)
  }
}
