import Foundation
import Testing

/// Repository files and scratch directories for the command tests.
enum CLIFiles {
  /// The package root: two levels above Tests/JellyCLITests/CLIFiles.swift.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The absolute path of a repository file such as `data/golden/skype.csv`.
  static func path(_ relativePath: String) -> String {
    root.appendingPathComponent(relativePath).path
  }

  /// A fresh, empty scratch directory (removed by the caller with `FileManager.removeItem`).
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "jellylab-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// One bad command line and the text its single `error:` line must contain.
struct BadCommandLine: CustomTestStringConvertible, Sendable {
  let arguments: [String]
  let mentions: String
  var testDescription: String { arguments.joined(separator: " ") }

  init(_ arguments: [String], mentions: String) {
    self.arguments = arguments
    self.mentions = mentions
  }
}
