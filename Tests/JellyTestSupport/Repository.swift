import Foundation

/// Files of the repository (data/presets, data/golden, docs), found from this source file's path.
package enum RepositoryFiles {
  /// The package root: three levels above Tests/JellyTestSupport/Repository.swift; the one place
  /// the tests compute it.
  package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Whether the test run should rewrite the generated data files (JELLYLAB_UPDATE_DATA=1).
  package static var shouldUpdate: Bool {
    ProcessInfo.processInfo.environment["JELLYLAB_UPDATE_DATA"] == "1"
  }

  /// The absolute path of the file at `relativePath`, such as `data/golden/skype.csv`.
  package static func path(_ relativePath: String) -> String { url(relativePath).path }

  /// The file at `relativePath`.
  package static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  /// The UTF-8 text at `relativePath`.
  package static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }

  /// Writes `text` at `relativePath`, creating folders.
  package static func write(_ text: String, to relativePath: String) throws {
    let target = url(relativePath)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: target, atomically: true, encoding: .utf8)
  }

  /// The names in `directory` ending in `suffix`, without it.
  package static func names(in directory: String, suffix: String) throws -> Set<String> {
    let files = try FileManager.default.contentsOfDirectory(atPath: url(directory).path)
    return Set(files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) })
  }
}
