import Foundation
import JellyArguments
import JellyIO

/// The process's own streams: output buffered in 64 KiB chunks on file descriptor 1, messages
/// written unbuffered to file descriptor 2.
final class StandardConsole: Console {
  private let output = AtomicFileWriter.standardOutput()

  /// A console on the process's stdout and stderr.
  init() {}

  /// Buffers `bytes` for stdout.
  ///
  /// - Throws: ``AtomicFileWriterError`` when stdout cannot be written.
  func writeOutput(_ bytes: UnsafeRawBufferPointer) throws {
    try output.write(bytes)
  }

  /// Writes `text` to stderr at once. A closed or broken stderr is ignored (there is nowhere
  /// left to report it), never a crash.
  func writeError(_ text: String) {
    Self.writeStandardError(text)
  }

  /// ``writeError(_:)`` without a console, from any thread (a background progress line).
  static func writeStandardError(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      guard var next = utf8.baseAddress else { return }
      var remaining = utf8.count
      while remaining > 0 {
        let written = Foundation.write(STDERR_FILENO, next, remaining)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        remaining -= written
        next += written
      }
    }
  }

  /// Writes the buffered stdout bytes.
  ///
  /// - Throws: ``AtomicFileWriterError`` when stdout cannot be written.
  func flush() throws {
    try output.flush()
  }
}
