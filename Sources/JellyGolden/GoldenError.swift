import Foundation

/// A golden file or source that cannot be used: one line naming the file (when there is one)
/// and the problem, e.g. `golden/ca.meta.json: not golden metadata: …`.
public struct GoldenError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file concerned, as given, or `nil`.
  public let file: String?
  /// What is wrong, in words.
  public let problem: String

  /// The error `problem` about `file` (none by default).
  public init(_ problem: String, file: String? = nil) {
    self.file = file
    self.problem = problem
  }

  /// `file: problem`, or the problem alone.
  public var description: String { file.map { "\($0): \(problem)" } ?? problem }
}

extension GoldenError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
