import JellyArguments
import JellyIO
import JellyText

/// `jellylab peaks series`: the peaks of a CSV series (`--input FILE`, `-` is stdin), read once
/// as a stream: frame-level extrema refined by the parabola through their neighbours
/// (`--sampled`: unrefined), listed as CSV with an optional summary.
struct PeaksSeriesCommand: Command {
  /// `"series"`.
  var name: String { "series" }

  /// One line for the subcommand list.
  var abstract: String { "The peaks of a CSV series, refined by parabolas." }

  /// What the series may hold and how its peaks are found.
  var discussion: String {
    """
    --input FILE is a CSV series: a time column (t or time; in seconds, or in the unit its
    name ends with: time_ms, t (us); --time-unit) and a value column (--column, or diff,
    value, or the first other column). Only those two cells are read: other columns may hold
    text, and a row whose time or value is empty is a gap, skipped and counted on stderr.
    Lines starting with # are comments, and blank lines may end the file but not separate
    rows. Frame-level extrema are refined by the parabola through their neighbours
    (--sampled: unrefined); index = the sample's number among the rows with values, from 0.

    """
  }

  /// The line length of the series.
  var limits: [String] {
    ["A line of --input may hold at most \(CSVReader.defaultMaximumLineLength) bytes."]
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SeriesOptions.self, PeakListing.self] }

  /// The series and its columns, `--sampled`, then the listing's options.
  var options: [OptionSpec] {
    [
      SeriesOptions.input.spec, SeriesOptions.timeColumn.spec, SeriesOptions.timeUnit.spec,
      SeriesOptions.valueColumn.spec, SeriesOptions.column.spec, PeakFindings.sampled.spec,
    ] + PeakListing.specs + GoldenOptions.recordingSpecs
  }

  /// Reads the series, finds its peaks and lists them.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options[GoldenOptions.write] != nil {
      return try PeaksWriteCommand.record(
        options, kind: .series, command: "jellylab peaks series", context: context)
    }
    guard let path = options[SeriesOptions.input] else {
      throw CLIError("--input is required: the CSV series to read ('-' is stdin)")
    }
    // A regular file has a bar in bytes; a pipe, whose size is unknown, a line with the time
    // elapsed (on a terminal).
    let findings =
      InputFile.regularFileSize(path) == nil
      ? try context.whileWorking("reading the series and finding its peaks") {
        try Self.peaks(path: path, options: options, context: context)
      } : try Self.peaks(path: path, options: options, context: context)
    return try PeakListing.deliver(findings, options, context: context)
  }

  /// The peaks of the CSV series at `path` (`-` is stdin), read once as a stream: memory holds
  /// the peaks, not the samples, and the settling time comes from the same pass.
  static func peaks(path: String, options: ParsedOptions, context: CommandContext) throws
    -> PeakFindings
  {
    let scan: SeriesInput.Scan
    // Progress in bytes of a regular file; a pipe has no known size, so it shows none.
    var progress =
      InputFile.regularFileSize(path).map { context.progress(total: $0, unit: "bytes") }
      ?? .silent
    defer { progress.finish() }
    do {
      scan = try SeriesInput.scan(
        path, timeColumn: options[SeriesOptions.timeColumn],
        valueColumn: options[SeriesOptions.valueColumn] ?? options[SeriesOptions.column],
        timeUnit: options[SeriesOptions.timeUnit],
        refinesPeaks: !options[PeakFindings.sampled], progress: { progress.advance(to: $0) })
    } catch {
      throw SeriesInput.cliError(error)
    }
    let pass = scan.pass
    SeriesInput.report(
      path: path, unit: pass.timeUnit, given: options[SeriesOptions.timeUnit] != nil,
      rows: pass.read.rowCount, gaps: pass.read.gapCount, gapLines: pass.read.gapLines,
      columns: (pass.timeColumn, pass.valueColumn), context: context)
    let settling = scan.peaks.settlingTime
    return PeakFindings(peaks: scan.peaks.peaks, settlingTime: { settling })
  }
}
