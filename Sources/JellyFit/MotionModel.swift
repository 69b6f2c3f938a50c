import JellyMath

/// The curves a recorded motion can be fitted with. Every model holds the value at `from` until
/// its start time, then moves toward `to`; their other parameters shape the motion.
public enum MotionModel: String, CaseIterable, Sendable, Hashable {
  /// A free damped spring (``SpringCurve``): natural frequency, damping ratio, initial velocity.
  case spring
  /// UIKit's duration-based spring as iOS runs it (``UIKitCurve``): duration, damping ratio,
  /// initial velocity, through iOS's 12 Newton steps, cut at the duration.
  case uiKit = "uikit"
  /// A CSS `cubic-bezier(x1, y1, x2, y2)` over a duration (``CubicBezierCurve``).
  case cubicBezier = "cubic-bezier"
  /// Penner's elastic out over a duration (``ElasticCurve``): amplitude and period.
  case elastic

  /// The parameters, in the order of the models' parameter vectors; the last three are always
  /// `start_time`, `from` and `to`.
  public var parameters: [MotionParameter] {
    let shape: [MotionParameter]
    switch self {
    case .spring:
      shape = [
        MotionParameter(
          key: .naturalFrequency, unit: "rad/s", meaning: "ω0 = √(k/m)", bounds: 1e-3...1e4),
        MotionParameter(
          key: .dampingRatio, unit: "", meaning: "ζ = c / (2√(km))", bounds: 0...100),
        Self.velocity(bounds: -1e4...1e4),
      ]
    case .uiKit:
      shape = [
        MotionParameter(
          key: .duration, unit: "s", meaning: "UIKit's duration T (the cut)",
          bounds: 0.01...10),
        MotionParameter(
          key: .dampingRatio, unit: "", meaning: "UIKit's usingSpringWithDamping",
          bounds: Double(Float.ulpOfOne)...1),
        Self.velocity(bounds: -100...100),
      ]
    case .cubicBezier:
      shape = [
        MotionParameter(
          key: .x1, unit: "of the duration", meaning: "first control point's x", bounds: 0...1),
        MotionParameter(
          key: .y1, unit: "of the distance", meaning: "first control point's y", bounds: -5...5),
        MotionParameter(
          key: .x2, unit: "of the duration", meaning: "second control point's x", bounds: 0...1),
        MotionParameter(
          key: .y2, unit: "of the distance", meaning: "second control point's y", bounds: -5...5),
        Self.duration,
      ]
    case .elastic:
      shape = [
        MotionParameter(
          key: .amplitude, unit: "of the distance", meaning: "Penner's a (1: Penner's default)",
          bounds: 1...100),
        MotionParameter(
          key: .period, unit: "of the duration", meaning: "Penner's p (0.3: Penner's default)",
          bounds: 0.01...2),
        Self.duration,
      ]
    }
    return shape + [
      MotionParameter(
        key: .startTime, unit: "s", meaning: "when the motion leaves from",
        bounds: -.infinity ... .infinity),
      MotionParameter(
        key: .from, unit: "value units", meaning: "the value held before the start",
        bounds: -.infinity ... .infinity),
      MotionParameter(
        key: .to, unit: "value units", meaning: "the target", bounds: -.infinity ... .infinity),
    ]
  }

  /// The index of `start_time` in ``parameters``.
  public var startTimeIndex: Int { parameters.count - 3 }
  /// The index of `from` in ``parameters``.
  public var fromIndex: Int { parameters.count - 2 }
  /// The index of `to` in ``parameters``.
  public var toIndex: Int { parameters.count - 1 }

  /// The index of `velocity` in ``parameters``, for the spring models.
  public var velocityIndex: Int? { self == .spring || self == .uiKit ? 2 : nil }

  /// The models in the order `auto` fits and lists them before ranking.
  public static let all: [MotionModel] = allCases

  private static func velocity(bounds: ClosedRange<Double>) -> MotionParameter {
    MotionParameter(
      key: .velocity, unit: "distances/s",
      meaning: "initial velocity toward the target (UIKit's sign rule)", bounds: bounds)
  }

  private static let duration = MotionParameter(
    key: .duration, unit: "s", meaning: "from the start to the end of the curve",
    bounds: 1e-3...1e3)

  /// The model's values at `times` for the full parameter vector `parameters` (in
  /// ``parameters`` order), cut at `snapTime` (spring only; `nil` for none).
  func values<Scalar: RealScalar>(_ parameters: [Scalar], at times: [Double], snapTime: Double?)
    -> [Scalar]
  {
    switch self {
    case .spring: SpringCurve.values(parameters, at: times, snapTime: snapTime)
    case .uiKit: UIKitCurve.values(parameters, at: times)
    case .cubicBezier: CubicBezierCurve.values(parameters, at: times)
    case .elastic: ElasticCurve.values(parameters, at: times)
    }
  }
}

/// One parameter of a ``MotionModel``: its key (as `jellylab fit` prints it), unit, meaning and
/// the box the fit keeps it in.
public struct MotionParameter: Sendable, Hashable {
  /// Which ends of ``bounds`` are values the model can truly take (UIKit's damping ratio 1, a
  /// CSS control point's x at 0 or 1, Penner's amplitude 1): a fit there is a result. The other
  /// ends only keep the search finite, and a fit that ends on one has collapsed.
  public var naturalBounds: (lower: Bool, upper: Bool) {
    switch key {
    case .x1, .x2: (true, true)
    case .amplitude: (true, false)
    case .dampingRatio: (bounds.upperBound == 1, bounds.upperBound == 1)
    default: (false, false)
    }
  }

  /// The names of the models' parameters; each one's raw value is the snake_case key `jellylab
  /// fit` prints, e.g. `natural_frequency`.
  public enum Key: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// A spring's natural frequency ω0, rad/s.
    case naturalFrequency = "natural_frequency"
    /// A spring's damping ratio ζ (UIKit's `usingSpringWithDamping` for the uikit model).
    case dampingRatio = "damping_ratio"
    /// A spring's initial velocity toward the target, distances per second.
    case velocity
    /// A curve's duration (UIKit's duration for the uikit model), s.
    case duration
    /// A cubic Bézier's first control point's x, a share of the duration in [0, 1].
    case x1
    /// A cubic Bézier's first control point's y, a share of the distance.
    case y1
    /// A cubic Bézier's second control point's x, a share of the duration in [0, 1].
    case x2
    /// A cubic Bézier's second control point's y, a share of the distance.
    case y2
    /// Penner's elastic amplitude a ≥ 1, a share of the distance.
    case amplitude
    /// Penner's elastic period p, a share of the duration.
    case period
    /// When the motion leaves `from`, s.
    case startTime = "start_time"
    /// The value held before the start, value units.
    case from
    /// The target, value units.
    case to

    /// The snake_case key.
    public var description: String { rawValue }
  }

  /// The parameter's name.
  public let key: Key
  /// The unit in words (empty for a pure number).
  public let unit: String
  /// What the parameter is, in a few words.
  public let meaning: String
  /// The fit's bounds (infinite where there is none).
  public let bounds: ClosedRange<Double>
}
