import Foundation
import FuzzSupport
import JellyOutput

// Writes the fuzzed bytes to a temporary file and reads it with CSVReader, using a chunk size
// and line limit taken from the first two bytes so that lines straddle chunk boundaries.
// Checks: every row has one finite value per header column, the row count matches the rows
// seen, and the buffer never exceeds chunkSize + maximumLineLength.

/// The file every iteration writes (one per process).
let inputURL = URL(
  fileURLWithPath: NSTemporaryDirectory() + "jellylab-fuzz-csv-\(getpid()).csv")

/// One fuzz iteration.
func runCSV(_ bytes: UnsafeRawBufferPointer) {
  guard bytes.count >= 2 else { return }
  let chunkSize = Int(bytes[0] % 64) + 1
  let maximumLineLength = Int(bytes[1]) + 1
  let body = Data(UnsafeRawBufferPointer(rebasing: bytes[2...]))
  guard (try? body.write(to: inputURL)) != nil else { return }
  guard
    let reader = try? CSVReader(
      url: inputURL, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
  else { return }
  fuzzCheck(!reader.header.isEmpty, "empty header accepted")
  var rows = 0
  let summary = try? reader.forEachRow(increasingColumn: reader.header[0]) { row in
    fuzzCheck(row.count == reader.header.count, "row of \(row.count) for \(reader.header)")
    fuzzCheck(row.allSatisfy(\.isFinite), "non-finite value in \(row)")
    rows += 1
  }
  if let summary {
    fuzzCheck(summary.rowCount == rows, "summary says \(summary.rowCount) rows, saw \(rows)")
    fuzzCheck(
      summary.peakBufferedBytes <= chunkSize + maximumLineLength,
      "buffer peaked at \(summary.peakBufferedBytes) > \(chunkSize) + \(maximumLineLength)")
    let columns = try? reader.columns(named: reader.header)
    fuzzCheck(columns?.allSatisfy { $0.count == rows } ?? false, "columns disagree with rows")
  }
}

/// libFuzzer's entry point: one input of `size` bytes at `data`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  runCSV(UnsafeRawBufferPointer(start: data, count: size))
  return 0
}

/// Fuzzes under libFuzzer, or replays the files named on the command line.
@main
enum FuzzCSVMain {
  static func main() {
    exit(FuzzMain.run(fuzzCSV, replay: runCSV))
  }
}
