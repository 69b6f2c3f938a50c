import Foundation

/// The human-readable table the benchmark prints while it runs.
enum BenchmarkTable {
  /// Column titles.
  static let header =
    pad("benchmark", 30) + pad("size", 22) + pad("best s", 10) + pad("per second", 12) + "note"

  /// One measurement as a table row.
  static func row(_ m: Measurement) -> String {
    pad(m.name, 30) + pad("\(m.size) \(m.unit)", 22) + pad(String(format: "%.4f", m.seconds), 10)
      + pad(String(format: "%.3e", m.throughput), 12) + m.note
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
