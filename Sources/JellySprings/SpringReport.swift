import JellyMath

/// Every parametrization of one spring, as ordered key/value entries with units (the keys of
/// `jellylab convert`).
public struct SpringReport: Sendable, Equatable {
  /// The entries: mass, stiffness, damping_coefficient, damping_ratio, natural_frequency and
  /// damped_frequency (rad/s), period, response and swiftui_duration (s), bounce,
  /// uikit_duration and settling_duration (s), each engine's own duration (s, see
  /// ``EngineDurations``): ca_settling_duration, motion_duration, motion_visual_duration,
  /// compose_duration, wave_settling_duration, animejs_duration, animejs_settling_duration;
  /// log_decrement, overshoot (of the distance), pop_bounciness, pop_speed, origami_tension,
  /// origami_friction. Undefined values are `nil`.
  public let report: KeyValueReport

  /// The report of `spring` started with `initialVelocity` (distances per second toward the
  /// target), which enters uikit_duration, settling_duration, overshoot and the velocity-dependent
  /// engine durations (ca_settling_duration, motion_duration, compose_duration,
  /// animejs_settling_duration).
  public init(spring: Spring, initialVelocity velocity: Double) {
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: velocity)
    let unitMass = try? Spring.validated(
      mass: 1, stiffness: spring.stiffness / spring.mass, damping: spring.damping / spring.mass)
    var pop: (bounciness: Double, speed: Double)?
    if let unitMass, let values = POPSpringModel.bouncinessAndSpeed(of: unitMass),
      POPSpringModel.range.contains(values.bounciness), POPSpringModel.range.contains(values.speed)
    {
      pop = values
    }
    let engines = EngineDurations(spring: spring, initialVelocity: velocity)
    typealias Entry = KeyValueReport.Entry
    report = KeyValueReport([
      Entry(key: "mass", value: spring.mass, unit: "mass units"),
      Entry(key: "stiffness", value: spring.stiffness, unit: "force/distance"),
      Entry(key: "damping_coefficient", value: spring.damping, unit: "force/velocity"),
      Entry(key: "damping_ratio", value: spring.dampingRatio, unit: ""),
      Entry(key: "natural_frequency", value: spring.naturalFrequency, unit: "rad/s"),
      Entry(key: "damped_frequency", value: spring.dampedFrequency, unit: "rad/s"),
      Entry(key: "period", value: spring.period, unit: "s"),
      Entry(key: "response", value: spring.response, unit: "s"),
      Entry(key: "swiftui_duration", value: spring.swiftUIDuration, unit: "s"),
      Entry(key: "bounce", value: spring.bounce, unit: ""),
      Entry(
        key: "uikit_duration", value: spring.uiKitDuration(initialVelocity: velocity), unit: "s"),
      Entry(key: "settling_duration", value: motion.settlingDuration(), unit: "s"),
      Entry(key: "ca_settling_duration", value: engines.coreAnimationSettlingDuration, unit: "s"),
      Entry(key: "motion_duration", value: engines.motionDuration, unit: "s"),
      Entry(key: "motion_visual_duration", value: engines.motionVisualDuration, unit: "s"),
      Entry(key: "compose_duration", value: engines.composeDuration(), unit: "s"),
      Entry(key: "wave_settling_duration", value: engines.waveSettlingDuration, unit: "s"),
      Entry(key: "animejs_duration", value: engines.animeJSDuration, unit: "s"),
      Entry(
        key: "animejs_settling_duration", value: engines.animeJSSettlingDuration, unit: "s"),
      Entry(key: "log_decrement", value: spring.logarithmicDecrement, unit: ""),
      Entry(key: "overshoot", value: motion.overshoot, unit: "of the distance"),
      Entry(key: "pop_bounciness", value: pop?.bounciness, unit: ""),
      Entry(key: "pop_speed", value: pop?.speed, unit: ""),
      Entry(key: "origami_tension", value: unitMass?.origamiTension, unit: ""),
      Entry(key: "origami_friction", value: unitMass?.origamiFriction, unit: ""),
    ])
  }
}
