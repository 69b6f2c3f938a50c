import Foundation
import JellyAnalysis
import JellyArguments
import JellyIO
import JellyText

/// A sampled series read from a CSV file or standard input (`-`) in one streaming pass through
/// `JellyIO.CSVReader`, feeding a ``SeriesPeakScan`` (peaks and settling time at once).
package enum SeriesInput {
  /// What one pass over the series found.
  package struct Scan: Sendable {
    /// The peaks and settling time.
    package let peaks: SeriesPeakScan
    /// Rows read, the gaps skipped and the reader's peak buffer, in bytes.
    package let read: CSVReadSummary
    /// The time column's unit, converted to seconds.
    package let timeUnit: CSVTimeUnit
    /// The time and value columns' names as the header writes them.
    package let timeColumn: String
    package let valueColumn: String
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
    /// Whether the time column's name carries a unit that is not read (the command line then
    /// suggests `--time-unit`).
    package var isUnknownTimeUnit = false
  }

  /// Reads the series at `path` (`-` is standard input) once.
  ///
  /// - Parameters:
  ///   - path: A file path, or `-` for standard input.
  ///   - timeColumn: The time column's name, or `nil` for `t`, `time`, `time_s`, ….
  ///   - valueColumn: The value column's name, or `nil` for `diff`, `value`, or the first other.
  ///   - timeUnit: The time column's unit, or `nil` for the unit its name ends with
  ///     (``CSVTimeUnit/reading(columnName:)``; seconds without one).
  ///   - refinesPeaks: Parabolic peaks (`true`) or frame-level ones (`false`).
  ///   - chunkSize: Bytes per read (> 0; the fuzz target uses small ones).
  ///   - maximumLineLength: Longest accepted line in bytes (> 0).
  ///   - progress: Receives the bytes read so far, once per chunk (for progress bars).
  /// - Throws: ``ReadError``: `path:line: reason`.
  package static func scan(
    _ path: String, timeColumn: String?, valueColumn: String?, timeUnit: CSVTimeUnit? = nil,
    refinesPeaks: Bool,
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
      let names = (reader.header[columns.time], reader.header[columns.value])
      let file = reader.file
      let headerLine = reader.headerLine
      let unit = try resolvedUnit(timeUnit, column: names.0, file: file, line: headerLine)
      let read = try reader.forEachPoint(columns, timeScale: unit.seconds, progress: progress) {
        scan.add(time: $0, value: $1)
      }
      try checkRows(read, file: file, headerLine: headerLine, columns: names)
      return Scan(
        peaks: scan, read: read, timeUnit: unit, timeColumn: names.0, valueColumn: names.1)
    } catch let error as CSVReadError {
      throw ReadError(error)
    } catch let error as ReadError {
      throw error
    } catch {
      throw ReadError(description: "\(error)", isMissingTimeColumn: false)
    }
  }

  /// A series read in full: its times and values in file order, and the value column's name.
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

    /// Tells on stderr how the series at `path` was read (``SeriesInput/report(path:unit:given:rows:gaps:gapLines:columns:context:)``).
    func report(path: String, givenUnit: Bool, context: CommandContext) {
      SeriesInput.report(
        path: path, unit: timeUnit, given: givenUnit, rows: rowCount, gaps: gapCount,
        gapLines: gapLines, columns: (timeColumn, valueColumn), context: context)
    }
  }

  /// Reads the series at `path` (`-` is standard input) into memory, with the same columns,
  /// checks and errors as ``scan(_:timeColumn:valueColumn:refinesPeaks:chunkSize:maximumLineLength:progress:)``.
  ///
  /// - Throws: ``ReadError``: `path:line: reason`.
  package static func read(
    _ path: String, timeColumn: String?, valueColumn: String?, timeUnit: CSVTimeUnit? = nil,
    chunkSize: Int = CSVReader.defaultChunkSize,
    maximumLineLength: Int = CSVReader.defaultMaximumLineLength, digests: Bool = false
  ) throws(ReadError) -> Samples {
    do {
      let reader = try open(
        path, chunkSize: chunkSize, maximumLineLength: maximumLineLength, digests: digests)
      let columns = try reader.seriesColumns(time: timeColumn, value: valueColumn)
      let name = reader.header[columns.value]
      let timeName = reader.header[columns.time]
      let file = reader.file
      let headerLine = reader.headerLine
      let unit = try resolvedUnit(timeUnit, column: timeName, file: file, line: headerLine)
      var times: [Double] = []
      var values: [Double] = []
      let summary = try reader.forEachPoint(columns, timeScale: unit.seconds) { time, value in
        times.append(time)
        values.append(value)
      }
      try checkRows(summary, file: file, headerLine: headerLine, columns: (timeName, name))
      return Samples(
        times: times, values: values, valueColumn: name, timeColumn: timeName,
        byteCount: summary.byteCount, sha256: summary.sha256, timeUnit: unit,
        rowCount: summary.rowCount, gapCount: summary.gapCount, gapLines: summary.gapLines)
    } catch let error as CSVReadError {
      throw ReadError(error)
    } catch let error as ReadError {
      throw error
    } catch {
      throw ReadError(description: "\(error)", isMissingTimeColumn: false)
    }
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
    _ summary: CSVReadSummary, file: String, headerLine: Int, columns: (String, String)
  ) throws(ReadError) {
    if summary.rowCount == 0 {
      throw ReadError(
        description: "\(file): no data rows after the header (line \(headerLine))",
        isMissingTimeColumn: false)
    }
    if summary.gapCount == summary.rowCount {
      throw ReadError(
        description: "\(file): every one of the \(summary.rowCount) data rows has an empty"
          + " '\(columns.0)' or '\(columns.1)'",
        isMissingTimeColumn: false)
    }
  }

  /// The warning of the gaps `summary` skipped in `path`, or `nil` without gaps: `N of M rows
  /// have an empty 'x' or 't' (lines 2-13, 40): skipped`.
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

extension SeriesInput {
  /// The command line's error for a series that cannot be read: `--input FILE: reason`, with a
  /// hint where an option fixes it.
  static func cliError(_ error: ReadError) -> CLIError {
    var hint = ""
    if error.isMissingTimeColumn { hint = "; name it with --time-column NAME" }
    if error.isUnknownTimeUnit { hint = "; give its unit with --time-unit s, ms or us" }
    return CLIError(
      "--input\(error.isUnreadableFile ? ":" : "") \(error)\(hint)", showsUsage: false)
  }

  /// Tells on stderr how the series at `path` was read: a time unit converted from its column's
  /// name, and the rows skipped as gaps.
  static func report(
    path: String, unit: CSVTimeUnit, given: Bool, rows: Int, gaps: Int,
    gapLines: [ClosedRange<Int>], columns: (time: String, value: String),
    context: CommandContext
  ) {
    let name = path == "-" ? CSVReader.standardInputName : path
    if unit != .seconds, !given {
      context.note(
        "--input \(name): the time column '\(columns.time)' is read in \(unit.name)"
          + " (converted to seconds; --time-unit overrides it)")
    }
    if let warning = gapWarning(count: gaps, rows: rows, lines: gapLines, columns: columns) {
      context.warn("--input \(name): \(warning)")
    }
  }
}
