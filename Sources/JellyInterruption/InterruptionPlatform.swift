/// What a platform does with a running animation of a value when the value gets a new target.
public enum InterruptionRule: String, Sendable, CaseIterable {
  /// The running animation goes on, and a new one animates the offset between the old and the
  /// new target from the old target's side to 0 on top of it (UIKit since iOS 8): the value is
  /// the sum of the animations, so value and velocity stay continuous when the new animation
  /// starts at rest.
  case additive
  /// A new animation starts from the current value with the current velocity (SwiftUI's
  /// springs, Framer Motion, Android, libadwaita restarted with its `initial-velocity`).
  case keepVelocity = "keep-velocity"
  /// A new animation starts from the current value at the easing's own start, so the velocity
  /// jumps; a return to where the running one started runs for its duration shortened by the
  /// reversing shortening factor (CSS transitions).
  case restart
  /// Nothing carries over: the new animation starts from its first keyframe, the underlying
  /// value (the value before the first animation, as nothing was committed), so the value jumps
  /// (Web Animations).
  case jump
  /// The same stepper goes on with its position and velocity toward the new target (Qt Quick's
  /// `Behavior` with `SpringAnimation`).
  case stepOn = "step-on"
}

/// A platform whose interruption of a running animation ``InterruptedMotion`` models.
public enum InterruptionPlatform: String, Sendable, CaseIterable {
  /// UIKit's `UIView.animate` (additive since iOS 8).
  case uikit
  /// SwiftUI's springs, which retarget and keep their velocity.
  case swiftUI = "swiftui"
  /// CSS transitions.
  case css
  /// The Web Animations API (`element.animate`), which does nothing implicitly.
  case waapi
  /// Framer Motion's springs, which inherit the velocity.
  case framer
  /// Android's `SpringAnimation.animateToFinalPosition` and Compose's `Animatable`.
  case android
  /// Qt Quick's `Behavior` with `SpringAnimation`.
  case qtQuick = "qtquick"
  /// libadwaita's `AdwSpringAnimation`, restarted by the app with its current velocity.
  case adwaita

  /// The platform's rule.
  public var rule: InterruptionRule {
    switch self {
    case .uikit: .additive
    case .swiftUI, .framer, .android, .adwaita: .keepVelocity
    case .css: .restart
    case .waapi: .jump
    case .qtQuick: .stepOn
    }
  }

  /// Whether the platform runs `animation`: UIKit its spring animations and free springs,
  /// SwiftUI, Framer Motion and Android springs, CSS and Web Animations easings, Qt Quick its
  /// stepper and libadwaita its spring animation.
  public func runs(_ animation: ValueAnimation) -> Bool {
    switch (self, animation) {
    case (.uikit, .uikit), (.uikit, .spring): true
    case (.swiftUI, .spring), (.framer, .spring), (.android, .spring): true
    case (.css, .easing), (.waapi, .easing): true
    case (.qtQuick, .qtQuick), (.adwaita, .adwaita): true
    default: false
    }
  }
}
