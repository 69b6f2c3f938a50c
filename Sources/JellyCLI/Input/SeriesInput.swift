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
      let reader = try open(path, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
      let columns = try reader.seriesColumns(time: timeColumn, value: valueColumn)
      let read = try reader.forEachPoint(columns, progress: progress) {
        scan.add(time: $0, value: $1)
      }
      return Scan(peaks: scan, read: read)
    } catch {
      throw ReadError(error)
    }
  }

  /// A series read in full: its times and values in file order, and the value column's name.
  package struct Samples: Sendable {
    /// The times, strictly increasing, in the file's time unit (seconds for jellylab's own).
    package let times: [Double]
    /// The values, finite.
    package let values: [Double]
    /// The value column's name as the header writes it.
    package let valueColumn: String
    /// The time column's name as the header writes it.
    package let timeColumn: String
    /// The source's size in bytes.
    package let byteCount: Int
    /// The SHA-256 of the source's bytes, when asked for.
    package let sha256: String?
  }

  /// Reads the series at `path` (`-` is standard input) into memory, with the same columns,
  /// checks and errors as ``scan(_:timeColumn:valueColumn:refinesPeaks:chunkSize:maximumLineLength:progress:)``.
  ///
  /// - Throws: ``ReadError``: `path:line: reason`.
  package static func read(
    _ path: String, timeColumn: String?, valueColumn: String?,
    chunkSize: Int = CSVReader.defaultChunkSize,
    maximumLineLength: Int = CSVReader.defaultMaximumLineLength, digests: Bool = false
  ) throws(ReadError) -> Samples {
    do {
      let reader = try open(
        path, chunkSize: chunkSize, maximumLineLength: maximumLineLength, digests: digests)
      let columns = try reader.seriesColumns(time: timeColumn, value: valueColumn)
      let name = reader.header[columns.value]
      let timeName = reader.header[columns.time]
      var times: [Double] = []
      var values: [Double] = []
      let summary = try reader.forEachPoint(columns) { time, value in
        times.append(time)
        values.append(value)
      }
      return Samples(
        times: times, values: values, valueColumn: name, timeColumn: timeName,
        byteCount: summary.byteCount, sha256: summary.sha256)
    } catch {
      throw ReadError(error)
    }
  }

  /// A reader of `path`, or of standard input for `-`.
  private static func open(
    _ path: String, chunkSize: Int, maximumLineLength: Int, digests: Bool = false
  ) throws(CSVReadError) -> CSVReader {
    path == "-"
      ? try CSVReader(
        handle: FileHandle.standardInput, chunkSize: chunkSize,
        maximumLineLength: maximumLineLength, digests: digests)
      : try CSVReader(
        path: path, chunkSize: chunkSize, maximumLineLength: maximumLineLength, digests: digests)
  }
}

extension SeriesInput.ReadError {
  /// The error of a failed read, noting a missing time column and a file that cannot be opened.
  init(_ error: CSVReadError) {
    var isMissingTime = false
    if case .missingSeriesColumn(role: "time", _) = error.kind { isMissingTime = true }
    var unreadable = false
    if case .unreadable = error.kind, error.line == nil { unreadable = true }
    self.init(
      description: "\(error)", isMissingTimeColumn: isMissingTime, isUnreadableFile: unreadable)
  }
}
