import JellyMath

/// One quantity of a ``SpringReport``: its key, unit and meaning, and how it is computed from
/// a spring and its initial velocity. ``all`` is the one table from which the report's entries
/// and `jellylab convert`'s list of keys are derived.
public struct SpringQuantity: Sendable {
  /// What a quantity is computed from: the spring, its initial velocity and the values several
  /// quantities share.
  public struct Subject: Sendable {
    /// The spring.
    public let spring: Spring
    /// The initial velocity, distances per second toward the target.
    public let velocity: Double
    /// The motion from displacement −1 (one distance short of the target) with ``velocity``.
    let motion: SpringMotion
    /// The mass-1 spring of the same motion (k/m, c/m), or `nil` when it gives no spring.
    let unitMass: Spring?
    /// POP's bounciness and speed of ``unitMass`` when both are in POP's range [0, 20].
    let pop: (bounciness: Double, speed: Double)?
    /// Each engine's own duration of the spring.
    let engines: EngineDurations

    /// The subject of `spring` started with `velocity` (distances per second toward the
    /// target, finite).
    public init(spring: Spring, velocity: Double) {
      self.spring = spring
      self.velocity = velocity
      motion = spring.motion(initialDisplacement: -1, initialVelocity: velocity)
      unitMass = try? Spring(
        mass: 1, stiffness: spring.stiffness / spring.mass, damping: spring.damping / spring.mass)
      if let unitMass, let values = POPSpringModel.bouncinessAndSpeed(of: unitMass),
        POPSpringModel.range.contains(values.bounciness),
        POPSpringModel.range.contains(values.speed)
      {
        pop = values
      } else {
        pop = nil
      }
      engines = EngineDurations(spring: spring, initialVelocity: velocity)
    }
  }

  /// The report's key, e.g. `damping_ratio`.
  public let key: String
  /// The unit as the report prints it (empty for a pure number), e.g. `rad/s`.
  public let unit: String
  /// What the value is, in one line, including when it is undefined (`nil`) or infinite.
  public let meaning: String
  /// The value for a subject; `nil` where the quantity is undefined.
  let compute: @Sendable (Subject) -> Double?

  /// The value of the quantity for `subject`: `nil` where it is undefined.
  public func value(for subject: Subject) -> Double? { compute(subject) }

  /// Every quantity, in the report's order.
  public static let all: [SpringQuantity] = [
    SpringQuantity(
      key: "mass", unit: "mass units", meaning: "m, Core Animation's mass"
    ) { $0.spring.mass },
    SpringQuantity(key: "stiffness", unit: "force/distance", meaning: "k") { $0.spring.stiffness },
    SpringQuantity(
      key: "damping_coefficient", unit: "force/velocity",
      meaning: "c, Core Animation's damping"
    ) { $0.spring.damping },
    SpringQuantity(key: "damping_ratio", unit: "", meaning: "ζ = c / (2√(km))") {
      $0.spring.dampingRatio
    },
    SpringQuantity(key: "natural_frequency", unit: "rad/s", meaning: "ω0 = √(k/m)") {
      $0.spring.naturalFrequency
    },
    SpringQuantity(
      key: "damped_frequency", unit: "rad/s", meaning: "ω0·√(1 − ζ²); 0 unless underdamped"
    ) { $0.spring.dampedFrequency },
    SpringQuantity(
      key: "period", unit: "s", meaning: "2π / damped_frequency; inf unless underdamped"
    ) { $0.spring.period },
    SpringQuantity(key: "response", unit: "s", meaning: "SwiftUI's response, 2π / ω0") {
      $0.spring.response
    },
    SpringQuantity(
      key: "swiftui_duration", unit: "s", meaning: "SwiftUI's duration (with bounce)"
    ) { $0.spring.swiftUIDuration },
    SpringQuantity(
      key: "bounce", unit: "", meaning: "SwiftUI's bounce: 1 − ζ, or 1/ζ − 1 when overdamped"
    ) {
      $0.spring.bounce
    },
    SpringQuantity(
      key: "uikit_duration", unit: "s",
      meaning: "the UIKit duration giving this spring with V; n/a when overdamped"
    ) { $0.spring.uiKitDuration(initialVelocity: $0.velocity) },
    SpringQuantity(
      key: "settling_duration", unit: "s",
      meaning: "from 0 to 1 with V, |x| ≤ 0.001 after it; inf when undamped"
    ) { $0.motion.settlingDuration() },
    SpringQuantity(
      key: "ca_settling_duration", unit: "s",
      meaning: "CASpringAnimation.settlingDuration (damping_ratio < 1); inf when undamped"
    ) { $0.engines.coreAnimationSettlingDuration },
    SpringQuantity(
      key: "motion_duration", unit: "s",
      meaning: "Motion's duration giving this spring, bounce 1 − damping_ratio"
    ) { $0.engines.motionDuration },
    SpringQuantity(
      key: "motion_visual_duration", unit: "s",
      meaning: "Motion's visualDuration = response / 1.2"
    ) { $0.engines.motionVisualDuration },
    SpringQuantity(
      key: "compose_duration", unit: "s",
      meaning: "Compose's spring duration, visibility threshold 0.01; inf when undamped"
    ) { $0.engines.composeDuration() },
    SpringQuantity(
      key: "wave_settling_duration", unit: "s",
      meaning: "Wave's settlingDuration, ln(1e4) / decay rate, ×1.25 if not bouncy; inf when"
        + " undamped"
    ) { $0.engines.waveSettlingDuration },
    SpringQuantity(
      key: "animejs_duration", unit: "s",
      meaning: "anime.js perceived duration = response, to 1 microsecond"
    ) { $0.engines.animeJSDuration },
    SpringQuantity(
      key: "animejs_settling_duration", unit: "s",
      meaning: "anime.js settlingDuration (20 ms samples, |x| < 0.0005)"
    ) { $0.engines.animeJSSettlingDuration },
    SpringQuantity(
      key: "log_decrement", unit: "",
      meaning: "ln of the ratio of successive same-sign peaks; inf unless underdamped"
    ) { $0.spring.logarithmicDecrement },
    SpringQuantity(
      key: "overshoot", unit: "of the distance",
      meaning: "the largest excursion past the target, with V"
    ) { $0.motion.overshoot },
    SpringQuantity(
      key: "pop_bounciness", unit: "",
      meaning: "POP's bounciness of the mass-1 spring (k/m, c/m); n/a outside [0, 20]"
    ) { $0.pop?.bounciness },
    SpringQuantity(
      key: "pop_speed", unit: "",
      meaning: "POP's speed of the mass-1 spring (k/m, c/m); n/a outside [0, 20]"
    ) { $0.pop?.speed },
    SpringQuantity(
      key: "origami_tension", unit: "", meaning: "Origami's tension of the mass-1 spring"
    ) { $0.unitMass?.origamiTension },
    SpringQuantity(
      key: "origami_friction", unit: "", meaning: "Origami's friction of the mass-1 spring"
    ) { $0.unitMass?.origamiFriction },
  ]
}
