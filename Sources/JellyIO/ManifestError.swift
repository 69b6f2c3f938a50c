/// A manifest field with an invalid value, or a manifest that cannot be encoded, read or written.
public struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The field (e.g. "files", "parameters.fps") or "manifest file".
  public let field: String
  /// What is wrong, in words.
  public let problem: String

  /// Creates the error for `field`.
  public init(field: String, problem: String) {
    self.field = field
    self.problem = problem
  }

  /// "files must be relative paths (got "/tmp/x")".
  public var description: String { "\(field) \(problem)" }
}
