import Foundation
import JellyText

/// A sampled series in a CSV file or on standard input (`-`): its time and value columns found
/// by name, the time column's unit resolved, and its rows checked, in one streaming pass
/// through ``CSVReader``.
package enum CSVSeries {
  /// Why a series could not be read: one line naming the file (and line), and what an option
  /// could fix.
  package struct ReadError: Error, Sendable, CustomStringConvertible {
    /// `path:line: reason`.
    package let description: String
    /// Whether no time column was found.
    package let isMissingTimeColumn: Bool
    /// Whether the file could not be opened (the description is then `cannot read 'path':
    /// reason`, without a line).
    package var isUnreadableFile = false
    /// Whether the time column's name carries a unit that is not read.
    package var isUnknownTimeUnit = false

    /// A refusal reading `description`.
    package init(
      description: String, isMissingTimeColumn: Bool, isUnreadableFile: Bool = false,
      isUnknownTimeUnit: Bool = false
    ) {
      self.description = description
      self.isMissingTimeColumn = isMissingTimeColumn
      self.isUnreadableFile = isUnreadableFile
      self.isUnknownTimeUnit = isUnknownTimeUnit
    }
  }

  /// What one pass over a series read.
  package struct Pass: Sendable {
    /// Rows read, the gaps skipped, the byte count (and digest) and the reader's peak buffer.
    package let read: CSVReadSummary
    /// The time column's unit, converted to seconds.
    package let timeUnit: CSVTimeUnit
    /// The time and value columns' names as the header writes them.
    package let timeColumn: String
    package let valueColumn: String
  }

  /// Reads the series at `path` (`-` is standard input) once, passing each row's time (seconds)
  /// and value, both finite, to `body`; rows with an empty cell are skipped as gaps.
  ///
  /// - Parameters:
  ///   - path: A file path, or `-` for standard input.
  ///   - timeColumn: The time column's name, or `nil` for `t`, `time`, `time_s`, ….
  ///   - valueColumn: The value column's name, or `nil` for `diff`, `value`, or the first other.
  ///   - timeUnit: The time column's unit, or `nil` for the unit its name ends with
  ///     (``CSVTimeUnit/reading(columnName:)``; seconds without one).
  ///   - chunkSize: Bytes per read (> 0; the fuzz target uses small ones).
  ///   - maximumLineLength: Longest accepted line in bytes (> 0).
  ///   - digests: Whether to compute the SHA-256 of the bytes read.
  ///   - progress: Receives the bytes read so far, once per chunk (for progress bars).
  /// - Throws: ``ReadError``: `path:line: reason`, also for a series without data rows or whose
  ///   every row is a gap.
  package static func forEachPoint(
    _ path: String, timeColumn: String?, valueColumn: String?, timeUnit: CSVTimeUnit? = nil,
    chunkSize: Int = CSVReader.defaultChunkSize,
    maximumLineLength: Int = CSVReader.defaultMaximumLineLength, digests: Bool = false,
    progress: ((_ bytesRead: Int) -> Void)? = nil,
    _ body: (_ time: Double, _ value: Double) -> Void
  ) throws(ReadError) -> Pass {
    do {
      let reader = try open(
        path, chunkSize: chunkSize, maximumLineLength: maximumLineLength, digests: digests)
      let columns = try reader.seriesColumns(time: timeColumn, value: valueColumn)
      let names = (time: reader.header[columns.time], value: reader.header[columns.value])
      let file = reader.file
      let headerLine = reader.headerLine
      let unit = try resolvedUnit(timeUnit, column: names.time, file: file, line: headerLine)
      let read = try reader.forEachPoint(
        columns, timeScale: unit.seconds, progress: progress, body)
      try checkRows(read, file: file, headerLine: headerLine, columns: names)
      return Pass(read: read, timeUnit: unit, timeColumn: names.time, valueColumn: names.value)
    } catch let error as CSVReadError {
      throw ReadError(error)
    } catch let error as ReadError {
      throw error
    } catch {
      throw ReadError(description: "\(error)", isMissingTimeColumn: false)
    }
  }

  /// A series read in full: its times and values in file order, and how it was read.
  package struct Samples: Sendable {
    /// The times in seconds, strictly increasing (converted from ``timeUnit``).
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
    /// The time column's unit.
    package let timeUnit: CSVTimeUnit
    /// The data rows, gaps included.
    package let rowCount: Int
    /// The rows skipped because their time or value cell is empty, and their lines (runs).
    package let gapCount: Int
    package let gapLines: [ClosedRange<Int>]
  }

  /// Reads the series at `path` (`-` is standard input) into memory, with the same columns,
  /// checks and errors as ``forEachPoint(_:timeColumn:valueColumn:timeUnit:chunkSize:maximumLineLength:digests:progress:_:)``.
  ///
  /// - Throws: ``ReadError``: `path:line: reason`.
  package static func read(
    _ path: String, timeColumn: String?, valueColumn: String?, timeUnit: CSVTimeUnit? = nil,
    chunkSize: Int = CSVReader.defaultChunkSize,
    maximumLineLength: Int = CSVReader.defaultMaximumLineLength, digests: Bool = false
  ) throws(ReadError) -> Samples {
    var times: [Double] = []
    var values: [Double] = []
    let pass = try forEachPoint(
      path, timeColumn: timeColumn, valueColumn: valueColumn, timeUnit: timeUnit,
      chunkSize: chunkSize, maximumLineLength: maximumLineLength, digests: digests
    ) { time, value in
      times.append(time)
      values.append(value)
    }
    let read = pass.read
    return Samples(
      times: times, values: values, valueColumn: pass.valueColumn, timeColumn: pass.timeColumn,
      byteCount: read.byteCount, sha256: read.sha256, timeUnit: pass.timeUnit,
      rowCount: read.rowCount, gapCount: read.gapCount, gapLines: read.gapLines)
  }

  /// The unit of the time column `column`: `given`, else the one its name ends with, else
  /// seconds.
  ///
  /// - Throws: ``ReadError`` when the name ends with a unit that is not read (`time_ns`).
  static func resolvedUnit(_ given: CSVTimeUnit?, column: String, file: String, line: Int)
    throws(ReadError) -> CSVTimeUnit
  {
    if let given { return given }
    switch CSVTimeUnit.reading(columnName: column) {
    case .none: return .seconds
    case .unit(let unit): return unit
    case .unknown(let word):
      throw ReadError(
        description: "\(file):\(line): the time column '\(column)' is in '\(word)', which is"
          + " not read",
        isMissingTimeColumn: false, isUnknownTimeUnit: true)
    }
  }

  /// Refuses a series with no data rows, or whose every row is a gap.
  static func checkRows(
    _ summary: CSVReadSummary, file: String, headerLine: Int,
    columns: (time: String, value: String)
  ) throws(ReadError) {
    if summary.rowCount == 0 {
      throw ReadError(
        description: "\(file): no data rows after the header (line \(headerLine))",
        isMissingTimeColumn: false)
    }
    if summary.gapCount == summary.rowCount {
      throw ReadError(
        description: "\(file): every one of the \(summary.rowCount) data rows has an empty"
          + " '\(columns.time)' or '\(columns.value)'",
        isMissingTimeColumn: false)
    }
  }

  /// The warning of the gaps skipped, or `nil` without gaps: `N of M rows have an empty 'x' or
  /// 't' (lines 2-13, 40): skipped as gaps`.
  package static func gapWarning(
    count: Int, rows: Int, lines: [ClosedRange<Int>], columns: (time: String, value: String)
  ) -> String? {
    guard count > 0 else { return nil }
    let shown = lines.prefix(8).map { run in
      run.count == 1 ? "\(run.lowerBound)" : "\(run.lowerBound)-\(run.upperBound)"
    }
    let more = lines.count > 8 || lines.reduce(0) { $0 + $1.count } < count ? ", …" : ""
    return "\(count) of \(rows) rows have an empty '\(columns.value)' or '\(columns.time)'"
      + " (line\(count == 1 ? "" : "s") \(shown.joined(separator: ", "))\(more)): skipped as gaps"
  }

  /// A reader of `path`, or of standard input for `-`.
  private static func open(
    _ path: String, chunkSize: Int, maximumLineLength: Int, digests: Bool
  ) throws(CSVReadError) -> CSVReader {
    path == "-"
      ? try CSVReader(
        handle: FileHandle.standardInput, chunkSize: chunkSize,
        maximumLineLength: maximumLineLength, digests: digests)
      : try CSVReader(
        path: path, chunkSize: chunkSize, maximumLineLength: maximumLineLength, digests: digests)
  }
}

extension CSVSeries.ReadError {
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
