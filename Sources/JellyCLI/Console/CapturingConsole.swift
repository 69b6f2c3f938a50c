import JellyArguments

/// A console that keeps everything in memory, for running commands in-process in tests.
final class CapturingConsole: Console {
  /// Every output byte written so far.
  private(set) var outputBytes: [UInt8] = []
  /// Every message written so far.
  private(set) var errorText = ""

  /// An empty console.
  init() {}

  /// The output decoded as UTF-8.
  var outputText: String { String(decoding: outputBytes, as: UTF8.self) }

  /// The message lines (stderr split at line feeds, without the final empty piece).
  var errorLines: [String] {
    errorText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// Appends `bytes` to ``outputBytes``.
  func writeOutput(_ bytes: UnsafeRawBufferPointer) throws {
    outputBytes.append(contentsOf: bytes)
  }

  /// Appends `text` to ``errorText``.
  func writeError(_ text: String) {
    errorText += text
  }

  /// Does nothing (nothing is buffered).
  func flush() throws {}
}
