import Foundation
import JellyOutput

/// The process's own streams: output buffered in 64 KiB chunks on file descriptor 1, messages
/// written unbuffered to file descriptor 2.
public final class StandardConsole: Console {
  private let output = AtomicFileWriter.standardOutput()

  /// A console on the process's stdout and stderr.
  public init() {}

  /// Buffers `bytes` for stdout.
  ///
  /// - Throws: ``AtomicFileWriterError`` when stdout cannot be written.
  public func writeOutput(_ bytes: UnsafeRawBufferPointer) throws {
    try output.write(bytes)
  }

  /// Writes `text` to stderr at once.
  public func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Writes the buffered stdout bytes.
  ///
  /// - Throws: ``AtomicFileWriterError`` when stdout cannot be written.
  public func flush() throws {
    try output.flush()
  }
}
