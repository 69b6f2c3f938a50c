import JellyAnalysis
import JellyArguments
import JellyIO
import JellyText

/// A sampled series read by `peaks --input` and `fit`: ``CSVSeries`` with the command line's
/// errors and notes, and the streaming pass that finds peaks and the settling time at once.
package enum SeriesInput {
  /// What one pass over the series found.
  package struct Scan: Sendable {
    /// The peaks and settling time.
    package let peaks: SeriesPeakScan
    /// How the series was read: rows, gaps, unit and column names.
    package let pass: CSVSeries.Pass
  }

  /// Reads the series at `path` (`-` is standard input) once into a ``SeriesPeakScan``, with the
  /// columns, checks and errors of ``CSVSeries/forEachPoint(_:timeColumn:valueColumn:timeUnit:chunkSize:maximumLineLength:digests:progress:_:)``.
  ///
  /// - Parameter refinesPeaks: Parabolic peaks (`true`) or frame-level ones (`false`).
  /// - Throws: ``CSVSeries/ReadError``: `path:line: reason`.
  package static func scan(
    _ path: String, timeColumn: String?, valueColumn: String?, timeUnit: CSVTimeUnit? = nil,
    refinesPeaks: Bool,
    chunkSize: Int = CSVReader.defaultChunkSize,
    maximumLineLength: Int = CSVReader.defaultMaximumLineLength,
    progress: ((_ bytesRead: Int) -> Void)? = nil
  ) throws(CSVSeries.ReadError) -> Scan {
    var scan: SeriesPeakScan
    do {
      scan = try SeriesPeakScan(refinesPeaks: refinesPeaks)
    } catch {
      throw CSVSeries.ReadError(description: "\(error)", isMissingTimeColumn: false)
    }
    let pass = try CSVSeries.forEachPoint(
      path, timeColumn: timeColumn, valueColumn: valueColumn, timeUnit: timeUnit,
      chunkSize: chunkSize, maximumLineLength: maximumLineLength, progress: progress
    ) { scan.add(time: $0, value: $1) }
    return Scan(peaks: scan, pass: pass)
  }

  /// The command line's error for a series that cannot be read: `--input FILE: reason`, with a
  /// hint where an option fixes it.
  static func cliError(_ error: CSVSeries.ReadError) -> CLIError {
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
    let warning = CSVSeries.gapWarning(count: gaps, rows: rows, lines: gapLines, columns: columns)
    if let warning {
      context.warn("--input \(name): \(warning)")
    }
  }
}

extension CSVSeries.Samples {
  /// Tells on stderr how the series at `path` was read (``SeriesInput/report(path:unit:given:rows:gaps:gapLines:columns:context:)``).
  func report(path: String, givenUnit: Bool, context: CommandContext) {
    SeriesInput.report(
      path: path, unit: timeUnit, given: givenUnit, rows: rowCount, gaps: gapCount,
      gapLines: gapLines, columns: (timeColumn, valueColumn), context: context)
  }
}
