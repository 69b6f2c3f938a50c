import Foundation
import JellyTestSupport
import Testing

@testable import JellyText

/// The bytes a writer hands to its sink, and how many times it was called.
private final class Sink: @unchecked Sendable {
  var bytes: [UInt8] = []
  var calls = 0
  var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A failure thrown by a row on purpose.
private struct RowFailure: Error, Equatable {
  let index: Int
}

/// Row `index` of the test table: a whole number, two numbers of full length, a text field that
/// needs quotes every seventh row.
@Sendable private func testRow(_ index: Int, _ csv: inout CSVWriter) throws {
  let x = Double(index)
  try csv.append(index)
  try csv.append(x / 7)
  try csv.append(Foundation.exp(-x / 1000) * Foundation.sin(x))
  try csv.append(index % 7 == 0 ? "a,\"\(index)\"" : "r\(index)")
  try csv.endRow()
}

/// The text written by `testRow` for `count` rows after `prefix` rows, one at a time.
private func serialText(count: Int, prefixRows: Int) throws -> String {
  let sink = Sink()
  var csv = try CSVWriter(header: ["i", "a", "b", "s"], bufferCapacity: 1_000) {
    sink.bytes += $0
  }
  for index in 0..<prefixRows { try testRow(-1 - index, &csv) }
  for index in 0..<count { try testRow(index, &csv) }
  try csv.finish()
  return sink.text
}

@Suite(.tags(.sanitizeMemory, .sanitizeThread)) struct CSVWriterParallelRowsTests {
  @Test(
    "rows formatted on several threads are byte for byte the rows written in turn",
    arguments: [0, 1, 6, 7, 8, 55, 56, 57, 1_000, 10_007])
  func sameText(count: Int) throws {
    for threads in [1, 2, 3] {
      for prefixRows in [0, 3] {
        let sink = Sink()
        var csv = try CSVWriter(header: ["i", "a", "b", "s"], bufferCapacity: 1_000) {
          sink.bytes += $0
        }
        // Rows already buffered must come out before the parallel ones.
        for index in 0..<prefixRows { try testRow(-1 - index, &csv) }
        try csv.appendRows(count: count, threadCount: threads, rowsPerBlock: 7, row: testRow)
        try csv.finish()
        #expect(
          sink.text == (try serialText(count: count, prefixRows: prefixRows)),
          "\(count) rows on \(threads) threads after \(prefixRows) rows")
      }
    }
  }

  @Test("progress rises to the row count on the calling thread")
  func progressReachesCount() throws {
    for threads in [1, 2] {
      var reports: [Int] = []
      var csv = CSVWriter(columnCount: 4) { _ in }
      try csv.appendRows(
        count: 10_000, threadCount: threads, rowsPerBlock: 64, progress: { reports.append($0) },
        row: testRow)
      #expect(reports.last == 10_000)
      #expect(reports == reports.sorted(), "\(reports)")
      // 10 000 rows in blocks of 64, batches of 8 blocks per thread: several reports, so a bar
      // can move.
      #expect(reports.count >= 4)
    }
  }

  @Test("a failing row stops the run: its error is thrown and no later row is written")
  func failingRow() throws {
    for threads in [1, 2] {
      let sink = Sink()
      var csv = CSVWriter(columnCount: 4, bufferCapacity: 1) { sink.bytes += $0 }
      #expect(throws: RowFailure(index: 500)) {
        try csv.appendRows(count: 10_000, threadCount: threads, rowsPerBlock: 16) {
          index, csv in
          if index == 500 { throw RowFailure(index: 500) }
          try testRow(index, &csv)
        }
      }
      let lines = sink.text.split(separator: "\n")
      // Rows before the failing block may be written; the failing row and every later one not.
      #expect(lines.count <= 500, "\(lines.count) rows written")
      #expect(!sink.text.contains("r501\n"))
    }
  }

  @Test("each block reaches the sink in one call, after the buffered bytes")
  func oneCallPerBlock() throws {
    let sink = Sink()
    var csv = CSVWriter(columnCount: 4, bufferCapacity: 1 << 20) { _ in sink.calls += 1 }
    try csv.appendRows(count: 10 * 512, threadCount: 2, rowsPerBlock: 512, row: testRow)
    try csv.finish()
    #expect(sink.calls == 10)
  }
}
