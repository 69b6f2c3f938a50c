import JellyMath

/// react-spring's named configurations (pmndrs/react-spring `constants.ts`), mass 1:
/// tension = stiffness, friction = damping coefficient.
public enum ReactSpringPreset: String, CaseIterable, Sendable {
  /// `config.default`: tension 170, friction 26.
  case `default`
  /// `config.gentle`: tension 120, friction 14.
  case gentle
  /// `config.wobbly`: tension 180, friction 12.
  case wobbly
  /// `config.stiff`: tension 210, friction 20.
  case stiff
  /// `config.slow`: tension 280, friction 60.
  case slow
  /// `config.molasses`: tension 280, friction 120.
  case molasses

  /// The preset's (tension, friction).
  public var tensionAndFriction: (tension: Double, friction: Double) {
    switch self {
    case .default: (170, 26)
    case .gentle: (120, 14)
    case .wobbly: (180, 12)
    case .stiff: (210, 20)
    case .slow: (280, 60)
    case .molasses: (280, 120)
    }
  }

  /// The preset as a spring.
  public var spring: Spring {
    let values = tensionAndFriction
    return Spring(inRange: 1, stiffness: values.tension, damping: values.friction)
  }
}

extension Spring {
  /// react-spring's `{ tension, friction, mass }`: k = tension, c = friction, m = mass.
  ///
  /// - Throws: `ParameterError` when tension ≤ 0, friction < 0 or mass ≤ 0.
  public init(tension: Double, friction: Double, mass: Double = 1) throws(ParameterError) {
    self = try Spring(mass: mass, stiffness: tension, damping: friction)
  }

  /// react-spring's `{ frequency, damping }` form: tension = (2π/frequency)²·mass,
  /// friction = 4π·damping·mass/frequency (frequency is a period in seconds, clamped ≥ 0.01).
  ///
  /// - Throws: `ParameterError` when a value is out of range.
  public init(reactSpringFrequency frequency: Double, damping: Double, mass: Double = 1)
    throws(ParameterError)
  {
    guard frequency.isFinite, frequency > 0 else {
      throw ParameterError(
        .frequency, value: frequency, allowed: "> 0 and finite")
    }
    try self.init(response: max(frequency, 0.01), dampingRatio: damping, mass: mass)
  }
}
