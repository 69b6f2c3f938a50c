/// A manifest field with an invalid value, or a manifest that cannot be encoded, read or written.
package struct ManifestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The field (e.g. "files", "parameters.fps") or "manifest file".
  package let field: String
  /// What is wrong, in words.
  package let problem: String

  /// Creates the error for `field`.
  package init(field: String, problem: String) {
    self.field = field
    self.problem = problem
  }

  /// "files must be relative paths (got "/tmp/x")".
  package var description: String { "\(field) \(problem)" }
}
