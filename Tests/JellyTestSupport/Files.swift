import Foundation
import Testing

/// A fresh, uniquely named folder under the system temporary directory for one test, removed by
/// ``remove()``.
package struct TemporaryFolder: Sendable {
  /// The folder.
  package let url: URL

  /// Creates the folder.
  package init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellylab-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  package func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The bytes of `name`.
  package func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url.appendingPathComponent(name)))
  }

  /// The UTF-8 text of `name`.
  package func text(_ name: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
  }

  /// Writes `bytes` to `name` inside the folder and returns its URL.
  @discardableResult
  package func write(_ bytes: [UInt8], to name: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file
  }

  /// Writes UTF-8 `text` to `name` inside the folder and returns its URL.
  @discardableResult
  package func write(_ text: String, to name: String) throws -> URL {
    try write(Array(text.utf8), to: name)
  }

  /// Whether `name` exists.
  package func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

  /// The names in `subfolder` (or the folder itself), sorted; none when it cannot be read.
  package func listing(_ subfolder: String? = nil) -> [String] {
    let folder = subfolder.map { path($0) } ?? url.path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// Deletes the folder.
  package func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A numeric CSV: the header and the rows parsed with `Double(_:)`; an empty field (a missing
/// value) reads as NaN.
package struct NumericCSV: Sendable {
  /// The header names.
  package let header: [String]
  /// The rows.
  package let rows: [[Double]]

  /// Parses `text`; records a test issue for any field that is not a number.
  package init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    header = lines.first.map { $0.split(separator: ",").map(String.init) } ?? []
    rows = lines.dropFirst().map { line in
      line.split(separator: ",", omittingEmptySubsequences: false).map { field in
        if field.isEmpty { return .nan }
        guard let value = Double(field) else {
          Issue.record("not a number: '\(field)'", sourceLocation: sourceLocation)
          return .nan
        }
        return value
      }
    }
  }

  /// Column `index` of every row.
  package func column(_ index: Int) -> [Double] { rows.map { $0[index] } }
}
