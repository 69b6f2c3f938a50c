import JellyAnalysis
import JellyArguments
import JellyIO

/// How `peaks scene`, `peaks spring` and `peaks series` deliver their peaks: the CSV
/// `index,t,value,kind` on `--out`, and with `--summary FILE` a `key,value` CSV of its own (count,
/// count above `--threshold`, decay ratios, settling time, end jump).
enum PeakListing: OptionGroup {
  /// `--summary FILE`: the count, decay ratios and settling time as a key,value CSV of its own.
  static let summary = Option<String?>.text(
    "summary", valueName: "FILE",
    help: "Write count, decay ratios and settling time as a key,value CSV to FILE ('-': stdout,"
      + " and then the peaks go only to --out FILE, if given)")
  /// `--threshold V` of `--summary`.
  static let threshold = Option<Double>.number(
    "threshold", .nonNegative, valueName: "V", help: "Smallest |value| counted by --summary",
    default: 0)

  /// `--summary`, `--threshold`, `--out`.
  static let specs = [summary.spec, threshold.spec, OutputOptions.file.spec]

  /// `--threshold` is `--summary`'s; a golden file records peaks, not a summary; the
  /// tolerances and `--min-prominence` belong to a golden file written (a rule applies
  /// only where every option it names is declared: `peaks check` takes them without `--write`).
  static let rules: [OptionRule] =
    [
      .requires(threshold.spec, anyOf: [summary.spec]),
      .exclusive([summary.spec, GoldenOptions.write.spec]),
    ]
    + (GoldenOptions.toleranceSpecs + [GoldenOptions.minimumProminence.spec]).map {
      .requires($0, anyOf: [GoldenOptions.write.spec])
    }

  /// Writes the peaks to `--out` and, when asked, the summary to `--summary`.
  ///
  /// - Throws: ``CLIError`` when `--summary` and `--out` name the same file or both stdout, or
  ///   whatever the outputs or the settling search throw.
  static func deliver(
    _ findings: PeakFindings, _ options: ParsedOptions, context: CommandContext
  ) throws -> ExitStatus {
    try findings.delivering("writing", context: context) {
      guard let path = options[summary] else {
        try findings.writeTable(options, context: context)
        return .success
      }
      if path != "-", path == options[OutputOptions.file] {
        throw CLIError("--summary and --out name the same file; give two files")
      }
      if path == "-", options[OutputOptions.file] == "-" {
        throw CLIError(
          "--summary - and --out - both name stdout, and the peaks and the summary are separate"
            + " CSVs: give --out FILE for the peaks, or no --out for the summary alone")
      }
      // `--summary -` without --out asks for the summary alone: the peaks are not written.
      let summaryOnly = path == "-" && !options.has(OutputOptions.file)
      let output = summaryOnly ? nil : try context.openOutput(options[OutputOptions.file])
      let summaryOutput = try context.openOutput(path, option: "--summary")
      let summaryText = try summary(findings, threshold: options[threshold])
      try OutputTarget.deliver(
        (output.map { [($0, PeakTable.csv(findings.peaks))] } ?? [])
          + [(summaryOutput, summaryText)])
      return .success
    }
  }

  /// The summary CSV of `findings` (`PeakSummary.csv(peakCount:endJump:)`).
  static func summary(_ findings: PeakFindings, threshold: Double) throws -> String {
    try PeakSummary(
      peaks: findings.peaks, threshold: threshold, settlingTime: try findings.settlingTime()
    ).csv(peakCount: findings.peaks.count, endJump: findings.endJump)
  }
}
