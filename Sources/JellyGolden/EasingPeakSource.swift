import JellyAnalysis
import JellyEasing
import JellyFrameDiff
import JellySprings

/// The peaks of an easing curve played over a duration: any curve the easing parser reads
/// (`easeOutElastic`, `cubic-bezier(…)`, `linear(…)`, `spring(…)`), by its text.
public struct EasingPeakSource: Sendable, Hashable, Codable {
  /// The curve's text, as `EasingParser.parse(_:)` reads it.
  public var curve: String
  /// Seconds the curve is played over (> 0).
  public var duration: Double
  /// ``PeakMethod/refined`` or ``PeakMethod/sampled``.
  public var method: PeakMethod
  /// The frame grid's rate, in Hz, in (0, 1000].
  public var framesPerSecond: Double
  /// UIKit's solver for a `spring(duration=…,damping=…)` curve (`UIKitSpringModel/Solver`
  /// raw value).
  public var solver: String
  /// Whether such a curve stops at its duration, as UIKit's animation does.
  public var cutsAtDuration: Bool

  /// The curve `curve` played over `duration` seconds (default 1), a UIKit spring curve run
  /// under `model`.
  public init(
    curve: String, duration: Double = 1, method: PeakMethod = .refined,
    framesPerSecond: Double = DisplayLink.defaultFramesPerSecond,
    model: UIKitAnimationModel = .iOS
  ) {
    self.curve = curve
    self.duration = duration
    self.method = method
    self.framesPerSecond = framesPerSecond
    solver = model.solver.rawValue
    cutsAtDuration = model.cutsAtDuration
  }

  /// UIKit's model for a UIKit spring curve.
  public var model: UIKitAnimationModel {
    UIKitAnimationModel(
      solver: UIKitSpringModel.Solver(rawValue: solver) ?? .iOS, cutsAtDuration: cutsAtDuration)
  }

  private enum CodingKeys: String, CodingKey {
    case curve, duration, method, framesPerSecond, solver, cutsAtDuration
  }

  /// Reads a recorded easing; a curve other than a UIKit spring records no solver and no cut
  /// (the iOS solver and the cut are then assumed, and unused).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    curve = try container.decode(String.self, forKey: .curve)
    duration = try container.decode(Double.self, forKey: .duration)
    method = try container.decode(PeakMethod.self, forKey: .method)
    framesPerSecond = try container.decode(Double.self, forKey: .framesPerSecond)
    solver =
      try container.decodeIfPresent(String.self, forKey: .solver)
      ?? UIKitSpringModel.Solver.iOS.rawValue
    cutsAtDuration = try container.decodeIfPresent(Bool.self, forKey: .cutsAtDuration) ?? true
  }

  /// Writes the easing with only the fields that decide its curve: UIKit's solver and cut for
  /// a UIKit spring form alone (`EasingParser.usesUIKitModel(_:)`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(curve, forKey: .curve)
    try container.encode(duration, forKey: .duration)
    try container.encode(method, forKey: .method)
    try container.encode(framesPerSecond, forKey: .framesPerSecond)
    if usesUIKitModel {
      try container.encode(solver, forKey: .solver)
      try container.encode(cutsAtDuration, forKey: .cutsAtDuration)
    }
  }

  /// Whether the curve is a UIKit spring form, the one UIKit's model applies to.
  public var usesUIKitModel: Bool { EasingParser.usesUIKitModel(curve) }

  /// The peaks of value(t) = curve(t / duration) for 0 < t ≤ duration.
  ///
  /// - Throws: ``GoldenError`` with ``GoldenError/Cause/easing(_:)`` for a curve the parser
  ///   cannot read, ``GoldenError/Cause/frameDiff(_:)`` for the duration or fps.
  public func peaks() throws(GoldenError) -> [Peak] {
    let easing = try GoldenError.wrapping(GoldenError.Cause.easing) { () throws(EasingParseError) in
      try EasingParser.parse(curve, uiKit: model)
    }
    return try GoldenError.wrapping(GoldenError.Cause.frameDiff) { () throws(FrameDiffError) in
      method == .sampled
        ? try PeakFinder.sampledPeaks(
          of: easing, duration: duration, framesPerSecond: framesPerSecond)
        : try PeakFinder.refinedPeaks(
          of: easing, duration: duration, framesPerSecond: framesPerSecond)
    }
  }
}
