import Foundation
import JellyAnalysis
import JellyArguments
import JellyIO
import JellyText

/// Reading a UTF-8 text file named by an option, with one-line errors naming option and file.
enum InputFile {
  /// The text of the file at `path`.
  ///
  /// - Throws: ``CLIError`` (exit 2, no usage lines) when the file cannot be read or is not
  ///   UTF-8, naming `option` (when there is one: an operand has none), `path` as given and the
  ///   plain reason (no such file, is a folder, permission denied).
  static func text(_ path: String, option: String?) throws(CLIError) -> String {
    let prefix = option.map { "\($0): " } ?? ""
    let bytes: [UInt8]
    do {
      bytes = try FileProblem.contents(ofFile: path)
    } catch {
      throw CLIError("\(prefix)\(error)", showsUsage: false)
    }
    guard let text = UTF8Validation.string(bytes) else {
      throw CLIError("\(prefix)'\(path)' is not UTF-8 text", showsUsage: false)
    }
    return text
  }

  /// The size in bytes of the regular file at `path`, or `nil` for `-` (standard input), pipes,
  /// devices and paths that cannot be examined.
  static func regularFileSize(_ path: String) -> Int? {
    guard path != "-" else { return nil }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  /// A peak table's CSV error as `option path:line: reason`.
  static func csvError(_ error: PeakTableError, option: String, path: String) -> CLIError {
    CLIError("\(option) \(path):\(error.line): \(error.reason)", showsUsage: false)
  }
}
