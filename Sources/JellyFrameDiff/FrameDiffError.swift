import JellyMath

/// Why JellyFrameDiff rejected an input: a parameter out of range, an unknown preset, or text
/// (CSV or JSON) that cannot be read. The description names the parameter and what is allowed.
public enum FrameDiffError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its allowed range: which parameter, the rejected value and the allowed
  /// range.
  case invalidParameter(ParameterError)
  /// A preset name that the library does not define; `known` lists the valid names.
  case unknownPreset(name: String, known: [String])
  /// CSV text that cannot be read; `line` is 1-based.
  case malformedCSV(line: Int, reason: String)
  /// JSON (a preset or golden metadata) that cannot be decoded.
  case malformedData(reason: String)

  /// A one-line message, e.g. "fps must be > 0 and <= 1000 (got 0.0)".
  public var description: String {
    switch self {
    case .invalidParameter(let error):
      return error.description
    case .unknownPreset(let name, let known):
      return "unknown preset '\(name)' (known: \(known.joined(separator: ", ")))"
    case .malformedCSV(let line, let reason):
      return "CSV line \(line): \(reason)"
    case .malformedData(let reason):
      return "malformed data: \(reason)"
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
  public static func check(
    _ parameter: Parameter, _ value: Double, allowed: String, name: String? = nil,
    _ isAllowed: (Double) -> Bool
  ) throws(FrameDiffError) {
    do {
      try ParameterError.check(parameter, value, allowed: allowed, name: name, isAllowed)
    } catch {
      throw .invalidParameter(error)
    }
  }

  /// The parameter this error rejects, or `nil` when it is not a rejected parameter.
  public var parameterError: ParameterError? {
    if case .invalidParameter(let error) = self { return error }
    return nil
  }
}
