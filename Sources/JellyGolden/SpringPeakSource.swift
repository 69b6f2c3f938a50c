import JellyFrameDiff
import JellyMath
import JellySprings

/// The peaks of one spring's value(t) = to + x(t), the spring named in any of its
/// parametrizations (`SpringParametrization`) exactly as the values were given (UIKit's
/// duration and damping ratio as UIKit runs them, i.e. after its clamps).
public struct SpringPeakSource: Sendable, Hashable, Codable {
  /// The parametrization's name (`SpringParametrization` raw value, e.g. `coreAnimation`).
  public var parametrization: String
  /// Each input of the parametrization, in its unit (recorded by its name, e.g.
  /// `damping-coefficient`; a name this version does not know is an error when read).
  public var inputs: [SpringInput: Double]
  /// Initial velocity toward the target, in distances (|to − from|) per second.
  public var velocity: Double
  /// Start value.
  public var from: Double
  /// Target value.
  public var to: Double
  /// UIKit's solver (`UIKitSpringModel/Solver` raw value; used by the UIKit set only).
  public var solver: String
  /// Whether a UIKit spring stops at its duration and jumps to the target, as UIKit's does.
  public var cutsAtDuration: Bool
  /// ``PeakMethod/refined`` or ``PeakMethod/sampled``.
  public var method: PeakMethod
  /// The frame grid's rate, in Hz, in (0, 1000].
  public var framesPerSecond: Double
  /// The last time searched, in seconds, or `nil` for the spring's settling duration.
  public var horizon: Double?

  /// A spring of `parametrization` with `inputs` (every input of the set; UIKit's values as it
  /// runs them), released from `from` toward `to` with `velocity` distances per second.
  public init(
    _ parametrization: SpringParametrization, _ inputs: [SpringInput: Double],
    velocity: Double = 0, from: Double = 0, to: Double = 1,
    model: UIKitAnimationModel = .iOS, method: PeakMethod = .refined,
    framesPerSecond: Double = DisplayLink.defaultFramesPerSecond, horizon: Double? = nil
  ) {
    self.parametrization = parametrization.rawValue
    self.inputs = inputs
    self.velocity = velocity
    self.from = from
    self.to = to
    solver = model.solver.rawValue
    cutsAtDuration = model.cutsAtDuration
    self.method = method
    self.framesPerSecond = framesPerSecond
    self.horizon = horizon
  }

  /// The parametrization, or `nil` for a name this version does not know.
  public var set: SpringParametrization? { SpringParametrization(rawValue: parametrization) }

  /// UIKit's model: the solver and the cut.
  public var model: UIKitAnimationModel {
    UIKitAnimationModel(
      solver: UIKitSpringModel.Solver(rawValue: solver) ?? .iOS, cutsAtDuration: cutsAtDuration)
  }

  /// The motion from ``from`` to ``to``: the spring, released with ``velocity``, ending at a
  /// UIKit spring's duration when ``cutsAtDuration``.
  ///
  /// - Throws: ``GoldenError`` for an unknown set or a missing input, or with
  ///   ``GoldenError/Cause/parameter(_:)`` for values that give no spring.
  public func motion() throws(GoldenError) -> SpringMotion {
    guard let set else {
      throw GoldenError("spring set '\(parametrization)' is not one of \(Self.sets)")
    }
    if let missing = set.inputs.first(where: { inputs[$0] == nil }) {
      throw GoldenError("the \(set.label) spring needs '\(missing.rawValue)'")
    }
    let spring = try GoldenError.wrapping(GoldenError.Cause.parameter) {
      () throws(ParameterError) in
      try set.spring({ $0 == .velocity ? velocity : inputs[$0] ?? .nan }, solver: model.solver)
    }
    let endTime =
      set.stopsAtDuration
      ? model.endTime(duration: UIKitSpringModel.durationInEffect(inputs[.duration] ?? .nan))
      : .infinity
    return spring.motion(from: from, to: to, initialVelocity: velocity, endTime: endTime)
  }

  /// The peaks through ``horizon`` (default: the settling duration), their values offset by
  /// ``to``.
  ///
  /// - Throws: ``GoldenError`` for the spring, or with ``GoldenError/Cause/frameDiff(_:)`` for
  ///   the fps or horizon.
  public func peaks() throws(GoldenError) -> [Peak] {
    let motion = try motion()
    let through = horizon ?? motion.settlingDuration()
    return try GoldenError.wrapping(GoldenError.Cause.frameDiff) { () throws(FrameDiffError) in
      method == .sampled
        ? try PeakFinder.sampledPeaks(
          of: motion, target: to, framesPerSecond: framesPerSecond, through: through)
        : try PeakFinder.refinedPeaks(
          of: motion, target: to, framesPerSecond: framesPerSecond, through: through)
    }
  }

  private static let sets = SpringParametrization.allCases.map(\.rawValue).joined(separator: ", ")

  private enum CodingKeys: String, CodingKey {
    case parametrization, inputs, velocity, from, to, solver, cutsAtDuration, method
    case framesPerSecond, horizon
  }

  /// Reads a recorded spring; a set other than UIKit's records no solver and no cut (the iOS
  /// solver and the cut are then assumed, and unused).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    parametrization = try container.decode(String.self, forKey: .parametrization)
    let named = try container.decode([String: Double].self, forKey: .inputs)
    var typed: [SpringInput: Double] = [:]
    for (name, value) in named {
      guard let input = SpringInput(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .inputs, in: container,
          debugDescription: "unknown spring input '\(name)'; the inputs are "
            + SpringInput.allCases.map(\.rawValue).joined(separator: ", "))
      }
      typed[input] = value
    }
    inputs = typed
    velocity = try container.decode(Double.self, forKey: .velocity)
    from = try container.decode(Double.self, forKey: .from)
    to = try container.decode(Double.self, forKey: .to)
    solver =
      try container.decodeIfPresent(String.self, forKey: .solver)
      ?? UIKitSpringModel.Solver.iOS.rawValue
    cutsAtDuration = try container.decodeIfPresent(Bool.self, forKey: .cutsAtDuration) ?? true
    method = try container.decode(PeakMethod.self, forKey: .method)
    framesPerSecond = try container.decode(Double.self, forKey: .framesPerSecond)
    horizon = try container.decodeIfPresent(Double.self, forKey: .horizon)
  }

  /// Writes the spring with only the fields that decide its motion: UIKit's solver and cut for
  /// UIKit's set alone.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(parametrization, forKey: .parametrization)
    try container.encode(
      Dictionary(uniqueKeysWithValues: inputs.map { ($0.key.rawValue, $0.value) }),
      forKey: .inputs)
    try container.encode(velocity, forKey: .velocity)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    if set?.stopsAtDuration ?? true {
      try container.encode(solver, forKey: .solver)
      try container.encode(cutsAtDuration, forKey: .cutsAtDuration)
    }
    try container.encode(method, forKey: .method)
    try container.encode(framesPerSecond, forKey: .framesPerSecond)
    try container.encodeIfPresent(horizon, forKey: .horizon)
  }
}
