import Foundation
import JellyFrameDiff

/// Reading a UTF-8 text file named by an option, with one-line errors naming option and file.
enum InputFile {
  /// The text of the file at `path`.
  ///
  /// - Throws: ``CLIError`` (exit 2, no usage lines) when the file cannot be read or is not
  ///   UTF-8, naming `option` and `path`.
  static func text(_ path: String, option: String) throws(CLIError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError(
        "\(option): cannot read '\(path)' (missing, unreadable or a directory)",
        showsUsage: false)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CLIError("\(option): '\(path)' is not UTF-8 text", showsUsage: false)
    }
    return text
  }

  /// Bytes read from a file per call by ``forEachLine(_:option:_:)``, 64 KiB.
  static let chunkSize = 64 * 1024

  /// Calls `body` with each line of the UTF-8 text file at `path` and its 1-based number,
  /// reading the file in chunks so that memory is bounded by the longest line, not the file.
  ///
  /// Lines are what ``text(_:option:)`` followed by `split(separator: "\n")` gives: a leading
  /// byte-order mark is dropped, the text after the last `\n` is a last line (empty after a
  /// trailing newline), and `\r\n` ends a line just as `\n` does.
  /// Errors keep the precedence of reading the whole text first: an unreadable or non-UTF-8
  /// file wins over an error thrown by `body`. After `body` throws, it is not called again; the
  /// rest of the file is only checked for UTF-8 and then the error is rethrown.
  ///
  /// - Throws: ``CLIError`` (exit 2, no usage lines) as ``text(_:option:)`` does, or the first
  ///   error thrown by `body`.
  static func forEachLine(
    _ path: String, option: String, _ body: (_ line: String, _ number: Int) throws -> Void
  ) throws {
    let unreadable = CLIError(
      "\(option): cannot read '\(path)' (missing, unreadable or a directory)", showsUsage: false)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path)
    else { throw unreadable }
    defer { try? handle.close() }
    var splitter = LineSplitter()
    var deferred: (any Error)?
    func emit(_ bytes: [UInt8], _ number: Int) throws(CLIError) {
      guard let line = String(validating: bytes, as: UTF8.self) else {
        throw CLIError("\(option): '\(path)' is not UTF-8 text", showsUsage: false)
      }
      guard deferred == nil else { return }
      do { try body(line, number) } catch { deferred = error }
    }
    while true {
      let chunk: Data
      do {
        guard let data = try handle.read(upToCount: chunkSize), !data.isEmpty else { break }
        chunk = data
      } catch {
        throw unreadable
      }
      try splitter.feed(chunk, emit)
    }
    try splitter.finish(emit)
    if let deferred { throw deferred }
  }

  /// A library CSV error as `option path:line: reason`.
  static func csvError(_ error: FrameDiffError, option: String, path: String) -> CLIError {
    if case .malformedCSV(let line, let reason) = error {
      return CLIError("\(option) \(path):\(line): \(reason)", showsUsage: false)
    }
    return CLIError("\(option) \(path): \(error)", showsUsage: false)
  }
}
