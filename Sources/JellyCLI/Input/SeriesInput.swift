import Foundation
import JellyAnalysis
import JellyIO
import JellyText

/// A sampled series read from a CSV file or standard input (`-`) in one streaming pass through
/// `JellyIO.CSVReader`, feeding a ``SeriesPeakScan`` (peaks and settling time at once).
package enum SeriesInput {
  /// What one pass over the series found.
  package struct Scan: Sendable {
    /// The peaks and settling time.
    package let peaks: SeriesPeakScan
    /// Rows read and the reader's peak buffer, in bytes.
    package let read: CSVReadSummary
  }

  /// Why a series could not be read: one line naming the file (and line), and whether the
  /// time column was missing (the command line then suggests naming it).
  package struct ReadError: Error, Sendable, CustomStringConvertible {
    /// `path:line: reason`.
    package let description: String
    /// Whether no time column was found.
    package let isMissingTimeColumn: Bool
    /// Whether the file could not be opened (the description is then `cannot read 'path':
    /// reason`, without a line).
    package var isUnreadableFile = false
  }

  /// Reads the series at `path` (`-` is standard input) once.
  ///
  /// - Parameters:
  ///   - path: A file path, or `-` for standard input.
  ///   - timeColumn: The time column's name, or `nil` for `t`, `time`, `time_s`, ….
  ///   - valueColumn: The value column's name, or `nil` for `diff`, `value`, or the first other.
  ///   - refinesPeaks: Parabolic peaks (`true`) or frame-level ones (`false`).
  ///   - chunkSize: Bytes per read (> 0; the fuzz target uses small ones).
  ///   - maximumLineLength: Longest accepted line in bytes (> 0).
  ///   - progress: Receives the bytes read so far, once per chunk (for progress bars).
  /// - Throws: ``ReadError``: `path:line: reason`.
  package static func scan(
    _ path: String, timeColumn: String?, valueColumn: String?, refinesPeaks: Bool,
    chunkSize: Int = CSVReader.defaultChunkSize,
    maximumLineLength: Int = CSVReader.defaultMaximumLineLength,
    progress: ((_ bytesRead: Int) -> Void)? = nil
  ) throws(ReadError) -> Scan {
    var scan: SeriesPeakScan
    do {
      scan = try SeriesPeakScan(refinesPeaks: refinesPeaks)
    } catch {
      throw ReadError(description: "\(error)", isMissingTimeColumn: false)
    }
    do {
      let reader =
        path == "-"
        ? try CSVReader(
          handle: FileHandle.standardInput, chunkSize: chunkSize,
          maximumLineLength: maximumLineLength)
        : try CSVReader(
          path: path, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
      let columns = try reader.seriesColumns(time: timeColumn, value: valueColumn)
      let read = try reader.forEachPoint(columns, progress: progress) {
        scan.add(time: $0, value: $1)
      }
      return Scan(peaks: scan, read: read)
    } catch {
      var isMissingTime = false
      if case .missingSeriesColumn(role: "time", _) = error.kind { isMissingTime = true }
      var unreadable = false
      if case .unreadable = error.kind, error.line == nil { unreadable = true }
      throw ReadError(
        description: "\(error)", isMissingTimeColumn: isMissingTime, isUnreadableFile: unreadable)
    }
  }
}
