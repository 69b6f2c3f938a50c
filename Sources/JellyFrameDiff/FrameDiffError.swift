/// Why JellyFrameDiff rejected an input: a parameter out of range, an unknown preset, or text
/// (CSV or JSON) that cannot be read. The description names the parameter and what is allowed.
public enum FrameDiffError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its allowed range: its name, the rejected value and the allowed range.
  case invalidParameter(name: String, value: String, allowed: String)
  /// A preset name that the library does not define; `known` lists the valid names.
  case unknownPreset(name: String, known: [String])
  /// CSV text that cannot be read; `line` is 1-based.
  case malformedCSV(line: Int, reason: String)
  /// JSON (a preset or golden metadata) that cannot be decoded.
  case malformedData(reason: String)

  /// A one-line message, e.g. "fps must be > 0 and <= 1000 (got 0.0)".
  public var description: String {
    switch self {
    case .invalidParameter(let name, let value, let allowed):
      return "\(name) must be \(allowed) (got \(value))"
    case .unknownPreset(let name, let known):
      return "unknown preset '\(name)' (known: \(known.joined(separator: ", ")))"
    case .malformedCSV(let line, let reason):
      return "CSV line \(line): \(reason)"
    case .malformedData(let reason):
      return "malformed data: \(reason)"
    }
  }

  /// Throws ``invalidParameter(name:value:allowed:)`` naming `name` (and the `allowed` range,
  /// e.g. "> 0") unless `value` is finite and satisfies `isAllowed`.
  public static func check(
    _ name: String, _ value: Double, allowed: String, _ isAllowed: (Double) -> Bool
  ) throws(FrameDiffError) {
    guard value.isFinite, isAllowed(value) else {
      throw FrameDiffError.invalidParameter(name: name, value: "\(value)", allowed: allowed)
    }
  }
}
