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

  /// The peaks of value(t) = curve(t / duration) for 0 < t ≤ duration.
  ///
  /// - Throws: The parser's error for a curve it cannot read, `FrameDiffError` for the duration
  ///   or fps.
  public func peaks() throws -> [Peak] {
    let easing = try EasingParser.parse(curve, uiKit: model)
    return method == .sampled
      ? try PeakFinder.sampledPeaks(
        of: easing, duration: duration, framesPerSecond: framesPerSecond)
      : try PeakFinder.refinedPeaks(
        of: easing, duration: duration, framesPerSecond: framesPerSecond)
  }
}
