/// Why a curve cannot be exported as straight pieces.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The error bound is not a finite number > 0 (fraction of the travel).
  case invalidBound(Double)
  /// No chord starting at `progress`, however short, stays within the bound: the curve jumps
  /// (or is not finite) there by more than the bound.
  case noPieceFits(progress: Double)
  /// Even the most decimals allowed cannot print the breakpoints within the bound.
  case roundingExceedsBound
  /// The free motion never settles (an undamped spring), so it has no finite duration.
  case neverSettles
  /// The diff is 0 throughout: there is nothing to normalise.
  case flatDiff

  // MARK: Spring snippets (SpringSnippet, UIKitSpringCall)

  /// A spring snippet input out of range: its `name` (e.g. `initial velocity`), the value and
  /// the allowed range.
  case invalidSnippetInput(name: String, value: Double, allowed: String)
  /// No `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)` call
  /// gives this spring under iOS's conversion; `reason` says why (one sentence).
  case noUIKitCall(reason: String)
  /// `format` (a ``SpringSnippetFormat`` raw value) cannot express this spring at all;
  /// `reason` says why (one sentence).
  case springNotRepresentable(format: String, reason: String)

  /// One line naming what is wrong and the allowed range.
  public var description: String {
    switch self {
    case .invalidBound(let bound):
      return "error bound must be > 0 and finite (got \(bound))"
    case .noPieceFits(let progress):
      return "no straight piece starting at progress \(progress) stays within the bound"
    case .roundingExceedsBound:
      return "the rounded breakpoints cannot stay within the bound"
    case .neverSettles:
      return "the motion never settles (damping 0), so it has no finite duration to export"
    case .flatDiff:
      return "the diff is 0 throughout; there is no curve to export"
    case .invalidSnippetInput(let name, let value, let allowed):
      return "\(name) must be \(allowed) (got \(value))"
    case .noUIKitCall(let reason):
      return "no UIKit spring call gives this spring: \(reason)"
    case .springNotRepresentable(let format, let reason):
      return "\(format) cannot express this spring: \(reason)"
    }
  }
}
