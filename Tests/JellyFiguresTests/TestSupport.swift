import Foundation
import JellyOutput
import Testing

/// The gnuplot on PATH, or nil; tests that render are enabled only when it is found.
let installedGnuplot = try? GnuplotRenderer.locate()

/// A fresh folder under the system temporary directory, removed by ``remove()``.
struct PlotTestFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellyfigures-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The UTF-8 text of `name`.
  func text(_ name: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
  }

  /// The bytes of `name`.
  func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url.appendingPathComponent(name)))
  }

  /// The names in the folder, sorted.
  func listing() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// Deletes the folder.
  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A CSV file of numbers with one header line, parsed for comparisons.
struct NumericCSV {
  let header: [String]
  let rows: [[Double]]

  /// Parses `text`; records a test issue for any field that is not a number.
  init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    header = lines.first.map { $0.split(separator: ",").map(String.init) } ?? []
    rows = lines.dropFirst().map { line in
      line.split(separator: ",", omittingEmptySubsequences: false).map { field in
        guard let value = Double(field) else {
          Issue.record("not a number: '\(field)'", sourceLocation: sourceLocation)
          return .nan
        }
        return value
      }
    }
  }
}
