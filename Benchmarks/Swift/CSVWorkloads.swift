import Foundation
import JellyText

/// CSV output through ``CSVWriter``.
enum CSVWorkloads {
  /// Three columns of typical doubles (a time and two spring-like values with full 17-digit
  /// mantissas), `distinct` distinct rows that repeat.
  static func columns(distinct: Int) -> [[Double]] {
    (0..<distinct).map { index in
      let t = Double(index) / 60
      return [t, 100 + 393.5 * exp(-3 * t) * cos(11 * t), -4_328.5 * exp(-3 * t) * sin(11 * t)]
    }
  }

  /// Writes `rows` rows of three columns to /dev/null through ``CSVWriter`` (its 64 KiB
  /// chunks go to `write(2)`), then checks on a separate 10^6-row file that every value parses
  /// back to the identical double.
  static func writeRows(_ rows: Int, checks: CheckFiles) throws -> Measurement {
    let table = columns(distinct: 1_000_000)
    guard let sink = FileHandle(forWritingAtPath: "/dev/null") else {
      throw BenchmarkError("cannot open /dev/null")
    }
    var failure: (any Error)?
    let result = measure("csv.write_rows", unit: "rows", size: rows, repetitions: 2, warmUp: false)
    {
      do {
        var csv = try CSVWriter(header: ["t", "value", "velocity"]) {
          try sink.write(contentsOf: Data($0))
        }
        for index in 0..<rows { try csv.writeRow(table[index % table.count]) }
        try csv.finish()
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    // Round trip: the first 10^6 rows to a real file, with the exact doubles beside them.
    try checks.writeCSV("csv_roundtrip.csv", header: ["t", "value", "velocity"], rows: table)
    var bits = Data(capacity: table.count * 24)
    for row in table {
      for value in row {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bits.append(contentsOf: $0) }
      }
    }
    try bits.write(to: checks.folder.appendingPathComponent("csv_roundtrip.f64"))
    let text = try String(
      contentsOf: checks.folder.appendingPathComponent("csv_roundtrip.csv"), encoding: .utf8)
    var mismatches = 0
    var lineIndex = 0
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",")
      for (column, field) in fields.enumerated() {
        // Bit-exact for every non-zero value; -0.0 is written as 0.0 on purpose (equal doubles).
        let exact = table[lineIndex][column]
        let parsed = Double(field)
        if parsed != exact || (exact != 0 && parsed?.bitPattern != exact.bitPattern) {
          mismatches += 1
        }
      }
      lineIndex += 1
    }
    return result.noting(
      "to /dev/null; round trip of \(lineIndex) rows: \(mismatches) mismatching values")
  }
}

extension CSVWorkloads {
  /// ``ShortestDouble`` alone against `Double.description` (the text CSV numbers had before)
  /// on the same `count` values of the ``columns(distinct:)`` table: values per second of
  /// each, the ratio in the note.
  static func formatter(count: Int) -> [Measurement] {
    let values = columns(distinct: count / 3 + 1).joined().prefix(count).map { $0 }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: ShortestDouble.maximumByteCount)
    defer { buffer.deallocate() }
    var bytes = 0
    let ours = measure("csv.shortest_double", unit: "values", size: values.count) {
      for value in values { bytes &+= ShortestDouble.write(value, to: buffer) }
    }
    var swiftBytes = 0
    let reference = measure("csv.double_description", unit: "values", size: values.count) {
      for value in values {
        var text = value.description
        swiftBytes &+= text.withUTF8 { $0.count }
      }
    }
    let ratio = ours.throughput / reference.throughput
    return [
      ours.noting(String(format: "%.1fx Double.description", ratio)),
      reference.noting(
        "Swift's own text (\(swiftBytes == bytes ? "same" : "DIFFERENT") byte count)"),
    ]
  }
}
