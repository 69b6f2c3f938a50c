import Foundation

/// CSV text that is not a ``PeakTable``: the line at fault and what is wrong there.
public struct PeakTableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  public let line: Int
  /// What is wrong on the line, e.g. `t 'x' not a number`.
  public let reason: String

  /// The error for 1-based `line`, wrong because of `reason`.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// "CSV line 2: t 'x' not a number".
  public var description: String { "CSV line \(line): \(reason)" }
}

extension PeakTableError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
