import JellyMath
import JellySprings

/// A spring written as code for one platform's spring API (a spring format of ``ExportFormat``), with the
/// numbers read back through jellylab's own parsers and conversions to show how far the printed
/// spring is from the one asked for.
///
/// The source is a spring (m, k, c) released one travel short of its target with initial
/// velocity v (travels per second toward the target, UIKit's `initialSpringVelocity`
/// convention), stopping at the target at `endTime` (a UIKit spring's duration; `.infinity`
/// for a free spring). Every number printed is parsed as the platform parses it (Double
/// literals as Double, Kotlin `f` literals as Float) and converted back the way the platform
/// converts it; ``readBackError`` is the largest relative difference over (k/m, c/m, v) that
/// remains. Where a platform cannot keep something (velocity, mass, the cut at `endTime`,
/// precision), ``notes`` says so in one sentence each.
public struct SpringSnippet: Sendable {
  /// The platform.
  public let format: ExportFormat
  /// The code for stdout, ending in a newline. Its first lines are `//` comments naming the
  /// spring (m, k, c, v).
  public let code: String
  /// The largest relative difference over (k/m, c/m, v) between the spring asked for and the
  /// spring read back from the printed numbers (every API line; v only where the line carries a
  /// velocity). About 1e-16 where no conversion intervenes, about 1e-7 for Float APIs.
  public let readBackError: Double
  /// One sentence each: what the platform cannot keep of the source motion.
  public let notes: [String]
  /// Numbers for the report, by key (e.g. `uikit_duration`), in printing order.
  public let entries: [(key: String, value: Double)]

  /// The snippet of `spring` for `format`.
  ///
  /// - Parameters:
  ///   - format: The platform: a format of kind ``ExportFormat/Kind/springConstants``.
  ///   - spring: The spring (any mass).
  ///   - initialVelocity: v, travels per second toward the target (finite).
  ///   - endTime: When the source motion stops at its target, seconds (> 0; `.infinity` for a
  ///     free spring). The UIKit call prefers a duration equal to it; Core Animation uses it as
  ///     its duration.
  ///   - solver: The UIKit conversion modelled (``ExportFormat/uiKit`` only).
  /// - Throws: ``ExportError/notSpringFormat(_:)`` for a curve format;
  ///   ``ExportError/invalidParameter(_:)`` for a non-finite
  ///   velocity or an end time ≤ 0 or NaN; ``ExportError/noUIKitCall(reason:)`` when no UIKit
  ///   call gives the spring; ``ExportError/springNotRepresentable(format:reason:)`` when the
  ///   format cannot hold it (Float overflow, an undamped free spring for Core Animation).
  public init(
    format: ExportFormat, spring: Spring, initialVelocity: Double, endTime: Double,
    solver: UIKitSpringModel.Solver = .iOS
  ) throws(ExportError) {
    guard format.kind == .springConstants else { throw .notSpringFormat(format.name) }
    guard initialVelocity.isFinite else {
      throw .invalidParameter(
        ParameterError(
          .velocity, value: initialVelocity, allowed: "finite (travels/s)",
          name: "initial velocity"))
    }
    guard endTime > 0 else {
      throw .invalidParameter(
        ParameterError(
          .endTime, value: endTime, allowed: "> 0 seconds (infinity for a free spring)"))
    }
    var draft = SpringSnippetDraft(
      format: format, spring: spring, velocity: initialVelocity, endTime: endTime)
    _ = try format.writeSpring(&draft, solver: solver)
    self.format = format
    self.code = draft.code
    self.readBackError = draft.readBackError
    self.notes = draft.notes
    self.entries = draft.entries
  }
}
