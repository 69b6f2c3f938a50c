import JellyMath

// The parameters JellySprings checks: a spring's constants in every parametrization, a UIKit
// animation's values and the sampling grid of a motion.
extension Parameter {
  // MARK: - Springs

  /// Spring mass m, in mass units: > 0 and finite.
  public static let mass = Parameter(rawValue: "mass")
  /// Spring stiffness k, in force per unit displacement: > 0 and finite (also Android's
  /// stiffness).
  public static let stiffness = Parameter(rawValue: "stiffness")
  /// Spring damping coefficient c, in force per unit velocity: ≥ 0 and finite (named
  /// "damping" in messages, as `CASpringAnimation` names it).
  public static let dampingCoefficient = Parameter(rawValue: "damping")
  /// The ratio k/m, in 1/s²: finite and > 0.
  public static let stiffnessPerMass = Parameter(rawValue: "stiffness/mass")
  /// The ratio c/m, in 1/s: finite.
  public static let dampingPerMass = Parameter(rawValue: "damping/mass")
  /// Damping ratio ζ, unitless: ≥ 0 (> 0 for UIKit) and finite.
  public static let dampingRatio = Parameter(rawValue: "damping ratio")
  /// An animation duration, in seconds: > 0 and finite.
  public static let duration = Parameter(rawValue: "duration")
  /// An initial velocity, in distances (travels) per second toward the target: finite.
  public static let velocity = Parameter(rawValue: "velocity")
  /// SwiftUI's response, the undamped period in seconds: > 0 and finite.
  public static let response = Parameter(rawValue: "response")
  /// SwiftUI's bounce, unitless: in (−1, 1].
  public static let bounce = Parameter(rawValue: "bounce")
  /// POP's bounciness, unitless: in [0, 20].
  public static let bounciness = Parameter(rawValue: "bounciness")
  /// POP's speed, unitless: in (0, 20].
  public static let speed = Parameter(rawValue: "speed")
  /// Origami's tension, unitless: finite.
  public static let tension = Parameter(rawValue: "tension")
  /// Origami's friction, unitless: finite.
  public static let friction = Parameter(rawValue: "friction")
  /// react-spring's frequency, a period in seconds: > 0 and finite.
  public static let frequency = Parameter(rawValue: "frequency")
  /// A settling threshold ε, as a fraction of the largest excursion: in (0, 1).
  public static let epsilon = Parameter(rawValue: "epsilon")

  // MARK: - A UIKit animation

  /// Where an animated value starts, in points: finite.
  public static let from = Parameter(rawValue: "from")
  /// An animated value's target, in points: finite.
  public static let to = Parameter(rawValue: "to")
  /// An animation's travel |to − from|, in points: finite.
  public static let travel = Parameter(rawValue: "distance |to - from|")
  /// An animation's delay before it starts, in seconds: ≥ 0 and finite.
  public static let delay = Parameter(rawValue: "delay")

  // MARK: - Ranges and grids

  /// The first value of a range: a sampling grid's first time, in seconds, ≥ 0 and finite (a
  /// sweep axis' first value need only be finite).
  public static let start = Parameter(rawValue: "start")
  /// The spacing of a range or a grid: > 0 and finite.
  public static let step = Parameter(rawValue: "step")
  /// The number of samples of a grid: ≥ 0, with a finite last time.
  public static let count = Parameter(rawValue: "count")

  /// Every parameter JellySprings checks.
  public static let springParameters: [Parameter] = [
    .mass, .stiffness, .dampingCoefficient, .stiffnessPerMass, .dampingPerMass, .dampingRatio,
    .duration, .velocity, .response, .bounce, .bounciness, .speed, .tension, .friction,
    .frequency, .epsilon, .from, .to, .travel, .delay, .start, .step, .count,
  ]
}
