import JellyArguments

/// Where a run's output goes: data to ``writeOutput(_:)-(UnsafeRawBufferPointer)``, messages
/// to ``writeError(_:)``.
///
/// ``StandardConsole`` writes to the process's stdout and stderr; ``CapturingConsole`` keeps
/// both in memory so tests run commands in-process.
package protocol Console: AnyObject {
  /// Writes data bytes (CSV, JSON, help text) to the output stream.
  ///
  /// - Throws: When the stream cannot be written (closed pipe, full disk).
  func writeOutput(_ bytes: UnsafeRawBufferPointer) throws
  /// Writes a message (errors, warnings) to the error stream; failures are ignored.
  func writeError(_ text: String)
  /// Writes any buffered output bytes.
  ///
  /// - Throws: When the stream cannot be written.
  func flush() throws
}

extension Console {
  /// Writes the UTF-8 bytes of `text` to the output stream.
  ///
  /// - Throws: When the stream cannot be written.
  package func writeOutput(_ text: String) throws {
    var text = text
    try text.withUTF8 { try writeOutput(UnsafeRawBufferPointer($0)) }
  }
}
