/// The platforms a spring can be exported to as spring parameters (not as sampled curves), by
/// their `--format` names. Each case states the API printed and the unit of its initial
/// velocity, as the platform documents it.
public enum SpringSnippetFormat: String, CaseIterable, Sendable {
  /// SwiftUI: `Animation.spring(response:dampingFraction:blendDuration:)` and
  /// `Spring(duration:bounce:)` (both mass 1, no initial velocity), and
  /// `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`, whose velocity
  /// Apple documents as a fraction of the animated value's magnitude per second, i.e. travels/s.
  case swiftUI = "swiftui"
  /// UIKit: `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
  /// and `UIViewPropertyAnimator` with `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
  /// Apple: "a value of 1 corresponds to the total animation distance traversed in one second"
  /// (travels/s). UIKit turns (duration, ratio, velocity) into a mass-1 spring by its own
  /// routine (``UIKitSpringCall``) and stops the animation at the duration.
  case uiKit = "uikit"
  /// Core Animation: `CASpringAnimation` with `mass`, `stiffness`, `damping`, `initialVelocity`
  /// (Apple: positive toward the spring's attachment point; it applies to the animation's
  /// progress from `fromValue` to `toValue`, so travels/s) and `duration` (the animation stops
  /// there).
  case coreAnimation = "core-animation"
  /// Android: androidx.dynamicanimation `SpringForce().setStiffness(k).setDampingRatio(ζ)`
  /// (Float, mass 1; `SpringAnimation.setStartVelocity` takes the property's units per second,
  /// px/s for a view's position) and Jetpack Compose `spring(dampingRatio, stiffness)` (Float).
  case android
  /// Flutter: `SpringDescription(mass:stiffness:damping:)` and
  /// `SpringSimulation(description, start, end, velocity)`, velocity in the simulation's length
  /// unit per time unit (travels/s with start 0 and end 1).
  case flutter
  /// Motion (framer-motion): the transition `{ type: "spring", stiffness, damping, mass,
  /// velocity }`; with physical keys present Motion ignores duration and bounce. Its `velocity`
  /// is the animated value's units per second (the spring generator converts it to per
  /// millisecond itself).
  case motion
  /// react-spring: `config: { tension, friction, mass, velocity }`; its `velocity` is in the
  /// value's units per millisecond (the integrator steps 1 ms at a time with tension·10⁻⁶ and
  /// friction·10⁻³).
  case reactSpring = "react-spring"

  /// The line-comment marker of the platform's language (all of them use `//`).
  public var commentPrefix: String { "//" }

}
