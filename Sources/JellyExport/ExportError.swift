import Foundation
import JellyMath

/// Why a curve cannot be exported as straight pieces, or a spring as a snippet.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its allowed range: the error bound (`Parameter.errorBound`, a
  /// fraction of the travel, > 0 and finite), or a spring snippet's initial velocity or end
  /// time.
  case invalidParameter(ParameterError)
  /// No chord starting at `progress`, however short, stays within the bound: the curve jumps
  /// (or is not finite) there by more than the bound.
  case noPieceFits(progress: Double)
  /// Even the most decimals allowed cannot print the breakpoints within the bound.
  case roundingExceedsBound
  /// The free motion never settles (an undamped spring), so it has no finite duration.
  case neverSettles
  /// The diff is 0 throughout: there is nothing to normalise.
  case flatDiff
  /// The spring turns about this many times over the exported span, more than the certified
  /// fit's 2^17-step lattice resolves (``ExportSource/maximumTurns``).
  case tooManyTurns(Double)
  /// The fit needs more than this many points at the bound (a very fast spring, a tiny bound).
  case tooManyPoints(Int)
  /// The printed points miss the bound somewhere (found by the independent check of the
  /// printed polyline): `measured` exceeds the bound.
  case boundNotMet(measured: Double)

  // MARK: Spring snippets (SpringSnippet, UIKitSpringCall)

  /// No `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)` call
  /// gives this spring under iOS's conversion; `reason` says why (one sentence).
  case noUIKitCall(reason: String)
  /// `format` (an ``ExportFormat`` name) cannot express this spring at all;
  /// `reason` says why (one sentence).
  case springNotRepresentable(format: String, reason: String)
  /// The named format writes a spring's constants, not a curve (``CurveExport`` was asked for
  /// it).
  case notCurveFormat(String)
  /// The named format writes a curve's breakpoints, not a spring's constants (``SpringSnippet``
  /// was asked for it).
  case notSpringFormat(String)

  /// One line naming what is wrong and the allowed range.
  public var description: String {
    switch self {
    case .invalidParameter(let error):
      return error.description
    case .noPieceFits(let progress):
      return "no straight piece starting at progress \(progress) stays within the bound"
    case .roundingExceedsBound:
      return "the rounded breakpoints cannot stay within the bound"
    case .neverSettles:
      return "the motion does not settle within a finite time (damping 0, or values too large)"
    case .flatDiff:
      return "the diff is 0 throughout; there is no curve to export"
    case .tooManyTurns(let turns):
      let count = turns < 1e15 ? "\(Int(turns.rounded()))" : "\(turns)"
      return "the spring turns about \(count) times before it settles; export handles at most"
        + " \(Int(ExportSource.maximumTurns)) (give more damping)"
    case .tooManyPoints(let count):
      return "more than \(count) points would be needed; raise the bound"
    case .boundNotMet(let measured):
      return "the printed points miss the bound (error \(measured) found); raise the bound"
    case .noUIKitCall(let reason):
      return "no UIKit spring call gives this spring: \(reason)"
    case .springNotRepresentable(let format, let reason):
      return "\(format) cannot express this spring: \(reason)"
    case .notCurveFormat(let format):
      return "\(format) writes a spring's constants, not a curve's points"
    case .notSpringFormat(let format):
      return "\(format) writes a curve's points, not a spring's constants"
    }
  }
  /// The parameter this error rejects, or `nil` when it is not a rejected parameter.
  public var parameterError: ParameterError? {
    if case .invalidParameter(let error) = self { return error }
    return nil
  }

  /// Throws ``invalidParameter(_:)`` naming `Parameter.errorBound` unless `bound` is finite
  /// and > 0.
  static func check(bound: Double) throws(ExportError) {
    guard bound.isFinite, bound > 0 else { throw invalidBound(bound) }
  }

  /// ``invalidParameter(_:)`` for the error bound `bound`: "error bound must be > 0 and finite
  /// (got 0.0)".
  static func invalidBound(_ bound: Double) -> ExportError {
    .invalidParameter(ParameterError(.errorBound, value: bound, allowed: "> 0 and finite"))
  }
}

extension ExportError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
