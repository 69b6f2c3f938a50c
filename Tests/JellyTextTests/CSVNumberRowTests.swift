import Foundation
import JellyMath
import JellyTestSupport
import Testing

@testable import JellyText

/// The text a writer hands to its sinks, in order.
private final class TextSink {
  var bytes: [UInt8] = []
  var calls = 0
  var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The hardest doubles for the layout: extremes, subnormals, ±0, powers of ten, whole numbers
/// exact in binary, and random bit patterns (every sign and exponent).
private func sampleDoubles(count: Int) -> [Double] {
  var random = SplitMix64(seed: 2026)
  var values: [Double] = [
    0, -0.0, 1, -1, 0.1, 1e-5, 1e16, 1e22, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .leastNormalMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    9_007_199_254_740_992, 123_456_789_012_345_680, 0.000_1, 78_928.333_333_333_33,
  ]
  while values.count < count {
    values.append(Double(bitPattern: random.next()))
  }
  return values
}

@Suite(.tags(.sanitizeMemory)) struct CSVNumberRowTests {
  @Test("appendRow writes the text of append per field and endRow, across chunk boundaries")
  func sameTextAsAppend() throws {
    let values = sampleDoubles(count: 30_000)
    // Small buffers put the flush at every place of a row; 1 MiB keeps every row in one chunk.
    for capacity in [1, 7, 100, 1 << 20] {
      let fieldSink = TextSink()
      let rowSink = TextSink()
      var byField = try CSVWriter(header: ["i", "a", "b", "c"], bufferCapacity: capacity) {
        fieldSink.bytes += $0
      }
      var byRow = try CSVWriter(header: ["i", "a", "b", "c"], bufferCapacity: capacity) {
        rowSink.bytes += $0
      }
      for start in stride(from: 0, to: values.count, by: 3) {
        let index = start * (start.isMultiple(of: 2) ? 1 : -7919)
        try byField.append(index)
        for value in values[start..<start + 3] { try byField.append(value) }
        try byField.endRow()
        try byRow.appendRow { row in
          row.append(index)
          for value in values[start..<start + 3] { row.append(value) }
        }
      }
      try byField.finish()
      try byRow.finish()
      #expect(rowSink.text == fieldSink.text, "buffer capacity \(capacity)")
      #expect(rowSink.text.hasPrefix("i,a,b,c\n0,0.0,0.0,1.0\n"))
    }
  }

  @Test("the longest fields of a wide row fit: 40 columns of -2.2250738585072014e-308")
  func widestRow() throws {
    let sink = TextSink()
    var csv = CSVWriter(columnCount: 40, bufferCapacity: 1) {
      sink.bytes += $0
      sink.calls += 1
    }
    for _ in 0..<3 {
      try csv.appendRow { row in
        for _ in 0..<40 { row.append(-Double.leastNormalMagnitude) }
      }
    }
    try csv.finish()
    let line = Array(repeating: "-2.2250738585072014e-308", count: 40).joined(separator: ",")
    #expect(sink.text == String(repeating: line + "\n", count: 3))
    // Capacity 1: every row is handed over as soon as it is written, in one call.
    #expect(sink.calls == 3)
  }

  @Test("a row whose body throws leaves nothing behind; the next row follows the last one")
  func throwingBody() throws {
    struct Stop: Error {}
    let sink = TextSink()
    var csv = try CSVWriter(header: ["a", "b"]) { sink.bytes += $0 }
    try csv.appendRow { row in
      row.append(1)
      row.append(0.5)
    }
    #expect(throws: Stop.self) {
      try csv.appendRow { row in
        row.append(2)
        throw Stop()
      }
    }
    try csv.appendRow { row in
      row.append(3)
      row.append(-0.0)
    }
    try csv.finish()
    #expect(sink.text == "a,b\n1,0.5\n3,0.0\n")
  }
}
