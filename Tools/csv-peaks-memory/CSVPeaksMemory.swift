import Foundation
import JellyAnalysis
import JellyCLI
import JellyFrameDiff
import JellyIO
import JellyText

// A harness for the long-input check: `generate FILE ROWS` writes a damped oscillation as CSV
// (t,value; t = i/60 s), `peaks FILE` reads it once through SeriesInput.scan, the very path of
// `jellylab peaks --input` (CSVReader.forEachPoint feeding SeriesPeakScan), and prints the row
// count, the peak count, the first and last peaks, the settling time and the reader's peak
// buffer. Run it under `/usr/bin/time -v` to see that the resident set does not grow with ROWS.

/// The series written by `generate`: exp(−t/40)·cos(2π·t/0.75), in arbitrary units.
func sampleValue(at t: Double) -> Double {
  exp(-t / 40) * cos(2 * Double.pi * t / 0.75)
}

/// Writes `rows` rows to `path` through the atomic CSV writer.
func generate(path: String, rows: Int) throws {
  let file = try AtomicFileWriter(path: path)
  var csv = try CSVWriter(header: ["t", "value"]) { try file.write($0) }
  for index in 0..<rows {
    let t = Double(index) / 60
    try csv.append(t)
    try csv.append(sampleValue(at: t))
    try csv.endRow()
  }
  try csv.finish()
  try file.commit()
}

/// Streams `path` (`-` is standard input) and prints what it found.
func findPeaks(path: String) throws {
  let scan = try SeriesInput.scan(path, timeColumn: nil, valueColumn: nil, refinesPeaks: true)
  let peaks = scan.peaks.peaks
  print("rows \(scan.pass.read.rowCount)")
  print("peaks \(peaks.count)")
  if let first = peaks.first {
    print("first \(first.kind.rawValue) t=\(first.time) value=\(first.value)")
  }
  if let last = peaks.last {
    print("last \(last.kind.rawValue) t=\(last.time) value=\(last.value)")
  }
  print("settling time \(scan.peaks.settlingTime.map { "\($0)" } ?? "none")")
  print("reader peak buffer \(scan.pass.read.peakBufferedBytes) bytes")
}

/// `generate FILE ROWS` or `peaks FILE`.
@main
enum CSVPeaksMemory {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      switch (arguments.first, arguments.count) {
      case ("generate", 3):
        guard let rows = Int(arguments[2]), rows >= 0 else {
          throw UsageError(text: "ROWS must be a whole number >= 0, got \(arguments[2])")
        }
        try generate(path: arguments[1], rows: rows)
      case ("peaks", 2):
        try findPeaks(path: arguments[1])
      default:
        throw UsageError(text: "usage: csv-peaks-memory generate FILE ROWS | peaks FILE")
      }
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(2)
    }
  }
}

/// A wrong command line.
struct UsageError: Error, CustomStringConvertible {
  /// The message.
  let text: String
  /// The message.
  var description: String { text }
}
