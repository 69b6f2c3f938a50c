import Foundation
import FuzzSupport
import JellyAnalysis
import JellyCLI
import JellyIO

// Writes the fuzzed bytes to a temporary file and reads it the way `jellylab peaks --input`
// does (SeriesInput.scan: CSVReader.forEachPoint feeding SeriesPeakScan), then once more
// with CSVReader.forEachRow, using a chunk size and line limit taken from the first two bytes
// so that lines straddle chunk boundaries.
// Checks: every row has one finite value per header column; the series pass and the row pass
// agree on the row count; peaks are finite and in increasing time; a settling time lies within
// the data; the buffer never exceeds chunkSize + maximumLineLength; errors are one line.

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
  let scan: SeriesInput.Scan?
  do {
    scan = try SeriesInput.scan(
      inputURL.path, timeColumn: nil, valueColumn: nil, refinesPeaks: bytes[0] >= 128,
      chunkSize: chunkSize, maximumLineLength: maximumLineLength)
  } catch {
    fuzzCheck(!error.description.contains("\n"), "multi-line error: \(error.description)")
    scan = nil
  }
  if let scan {
    let peaks = scan.peaks.peaks
    fuzzCheck(scan.pass.read.rowCount == scan.peaks.sampleCount, "rows and samples disagree")
    fuzzCheck(
      scan.pass.read.peakBufferedBytes <= chunkSize + maximumLineLength,
      "buffer peaked at \(scan.pass.read.peakBufferedBytes) > \(chunkSize) + \(maximumLineLength)")
    fuzzCheck(peaks.allSatisfy { $0.time.isFinite && $0.value.isFinite }, "non-finite peak")
    fuzzCheck(zip(peaks, peaks.dropFirst()).allSatisfy { $0.time < $1.time }, "peaks unsorted")
    if let settling = scan.peaks.settlingTime {
      fuzzCheck(settling.isFinite, "settling time \(settling)")
    }
  }
  guard
    let reader = try? CSVReader(
      url: inputURL, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
  else {
    fuzzCheck(scan == nil, "the series pass accepted a file without a header")
    return
  }
  let width = reader.header.count
  fuzzCheck(width > 0, "empty header accepted")
  var rows = 0
  let summary = try? reader.forEachRow { row in
    fuzzCheck(row.count == width, "row of \(row.count) for \(width) columns")
    fuzzCheck(row.allSatisfy(\.isFinite), "non-finite value in \(row)")
    rows += 1
  }
  if let summary {
    fuzzCheck(summary.rowCount == rows, "summary says \(summary.rowCount) rows, saw \(rows)")
    fuzzCheck(
      summary.peakBufferedBytes <= chunkSize + maximumLineLength,
      "buffer peaked at \(summary.peakBufferedBytes) > \(chunkSize) + \(maximumLineLength)")
    if let scan { fuzzCheck(scan.pass.read.rowCount == rows, "series pass and row pass disagree") }
  } else {
    fuzzCheck(scan == nil, "the series pass accepted a file the row pass refuses")
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
