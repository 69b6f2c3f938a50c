/// A console that keeps everything in memory, for running commands in-process in tests.
public final class CapturingConsole: Console {
  /// Every output byte written so far.
  public private(set) var outputBytes: [UInt8] = []
  /// Every message written so far.
  public private(set) var errorText = ""

  /// An empty console.
  public init() {}

  /// The output decoded as UTF-8.
  public var outputText: String { String(decoding: outputBytes, as: UTF8.self) }

  /// The message lines (stderr split at line feeds, without the final empty piece).
  public var errorLines: [String] {
    errorText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// Appends `bytes` to ``outputBytes``.
  public func writeOutput(_ bytes: UnsafeRawBufferPointer) throws {
    outputBytes.append(contentsOf: bytes)
  }

  /// Appends `text` to ``errorText``.
  public func writeError(_ text: String) {
    errorText += text
  }

  /// Does nothing (nothing is buffered).
  public func flush() throws {}
}
