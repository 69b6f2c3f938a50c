import JellyCLI

/// A console that throws output away after counting it, and refuses to take more than a budget
/// so that a fuzzed request for 10^8 rows ends quickly with a write error instead of running for
/// minutes.
public final class DiscardingConsole: Console {
  /// Output bytes accepted so far.
  public private(set) var outputByteCount = 0
  /// Message bytes written so far.
  public private(set) var errorByteCount = 0
  /// The most output bytes accepted before ``writeOutput(_:)`` throws.
  public let outputBudget: Int

  /// An empty console accepting at most `outputBudget` bytes of output (default 1 MiB).
  public init(outputBudget: Int = 1 << 20) {
    self.outputBudget = outputBudget
  }

  /// Counts `bytes`; throws ``BudgetExceeded`` once the budget is used up.
  public func writeOutput(_ bytes: UnsafeRawBufferPointer) throws {
    outputByteCount += bytes.count
    if outputByteCount > outputBudget { throw BudgetExceeded() }
  }

  /// Counts the UTF-8 bytes of `text`.
  public func writeError(_ text: String) {
    errorByteCount += text.utf8.count
  }

  /// Does nothing.
  public func flush() throws {}

  /// The error thrown when the output budget is exceeded.
  public struct BudgetExceeded: Error, CustomStringConvertible {
    /// "output budget exceeded".
    public var description: String { "output budget exceeded" }
  }
}
