import Foundation
import JellyText

/// Where the benchmark leaves the values the numpy peer compares against.
struct CheckFiles {
  /// The output folder.
  let folder: URL

  /// Writes a CSV of numbers (shortest round-trip form) to `name` in the folder.
  func writeCSV(_ name: String, header: [String], rows: [[Double]]) throws {
    let url = folder.appendingPathComponent(name)
    var data = Data()
    var csv = try CSVWriter(header: header) { data.append(contentsOf: $0) }
    for row in rows { try csv.writeRow(row) }
    try csv.finish()
    try data.write(to: url)
  }

  /// Writes a JSON object of numbers and strings to `name` in the folder.
  func writeJSON(_ name: String, _ object: [String: Any]) throws {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    try data.write(to: folder.appendingPathComponent(name))
  }
}
