import Foundation
import JellyMath

/// Why JellyFrameDiff (or JellyAnalysis, which studies its scenes) rejected an input: a
/// parameter out of range, an unknown preset or a diff that cannot be studied. The description
/// names the parameter and what is allowed. (Text that is not a preset throws
/// ``DataDecodingError``.)
public enum FrameDiffError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its allowed range: which parameter, the rejected value and the allowed
  /// range.
  case invalidParameter(ParameterError)
  /// A preset name that the library does not define; `known` lists the valid names.
  case unknownPreset(name: String, known: [String])
  /// The diff never moves from its rest (the helpers' springs are alike): there is nothing to
  /// normalize.
  case diffNeverMoves
  /// The diff has not settled by `DiffExtrema.maximumSettlingSearch` seconds, where the search
  /// for its settling time stops: the springs' damping is too weak.
  case diffNeverSettles
  /// The diff cannot be aligned at its peak: its largest excursion, `deviation` points from
  /// rest, is the value just before a helper's animation ends at `settlingTime` seconds, where
  /// the diff settles, so nothing follows the peak.
  case nothingFollowsPeak(deviation: Double, settlingTime: Double)
  /// A series has `times` times but `values` values.
  case sampleCountMismatch(times: Int, values: Int)

  /// A one-line message, e.g. "fps must be > 0 and <= 1000 (got 0.0)".
  public var description: String {
    switch self {
    case .invalidParameter(let error):
      return error.description
    case .unknownPreset(let name, let known):
      return "unknown preset '\(name)' (known: \(known.joined(separator: ", ")))"
    case .diffNeverMoves:
      return "diff must be moving (the helpers' springs must differ) (got constant)"
    case .diffNeverSettles:
      return "spring damping must be strong enough that the diff settles within"
        + " \(Int(DiffExtrema.maximumSettlingSearch)) s (the longest settling search) (got too weak)"
    case .nothingFollowsPeak:
      return "alignment must be \(alignmentAllowed ?? "") (got peak)"
    case .sampleCountMismatch(let times, let values):
      return "sample counts must be equal for times and values (got \(times)/\(values))"
    }
  }

  /// Throws ``invalidParameter(_:)`` naming `parameter` (and the `allowed` range, e.g. "> 0")
  /// unless `value` is finite and satisfies `isAllowed`.
  ///
  /// - Parameters:
  ///   - parameter: The parameter checked.
  ///   - value: Its value.
  ///   - allowed: The allowed range, in words, for the message.
  ///   - name: The message's name for the parameter, when not `parameter.rawValue`.
  ///   - isAllowed: The range test; NaN and infinities are rejected before it runs.
  package static func check(
    _ parameter: Parameter, _ value: Double, allowed: String, name: String? = nil,
    _ isAllowed: (Double) -> Bool
  ) throws(FrameDiffError) {
    do {
      try ParameterError.check(parameter, value, allowed: allowed, name: name, isAllowed)
    } catch {
      throw .invalidParameter(error)
    }
  }

  /// For ``nothingFollowsPeak(deviation:settlingTime:)``, the alignment allowed instead and
  /// why: "start here (the largest |diff|, −41.2 pt, is just before a helper's animation ends at
  /// 0.5 s, where the diff settles: nothing follows the peak)"; `nil` for any other error.
  public var alignmentAllowed: String? {
    guard case .nothingFollowsPeak(let deviation, let settlingTime) = self else { return nil }
    return "start here (the largest |diff|, \(Self.fourDigits(deviation)) pt, is just before"
      + " a helper's animation ends at \(Self.fourDigits(settlingTime)) s, where the diff"
      + " settles: nothing follows the peak)"
  }

  /// `value` with four significant digits and a true minus sign, for messages.
  private static func fourDigits(_ value: Double) -> String {
    var text = String(format: "%.4g", value)
    if text.hasPrefix("-") { text = "−" + text.dropFirst() }
    return text
  }

  /// The parameter this error rejects, or `nil` when it is not a rejected parameter.
  public var parameterError: ParameterError? {
    if case .invalidParameter(let error) = self { return error }
    return nil
  }
}

extension FrameDiffError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
