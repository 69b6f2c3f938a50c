import JellyAnalysis
import JellyArguments

/// `jellylab compare report`: the report of a scene's normalized diff against an easing, with
/// both fits, as a table, JSON or CSV; `--out FILE` also writes the curve CSV.
struct CompareReportCommand: Command {
  /// `--format FORMAT` of the report.
  static let format = Option<ConvertCommand.Format>.choice(
    "format", valueName: "FORMAT", help: "Report format", default: .table)
  /// `--out FILE`: the curve CSV (not written without it).
  static let curveFile = Option<String?>.text(
    "out", valueName: "FILE",
    help: "Write the curve CSV u,diff,easing,residual to FILE ('-': stdout, the report then"
      + " goes to stderr; missing folders are created)", defaultText: "no curve CSV")

  /// `"report"`.
  var name: String { "report" }

  /// One line for the subcommand list.
  var abstract: String {
    "Reports the diff against the easing, with both fits (table, json or csv)."
  }

  /// The comparison, then where each output goes.
  var discussion: String {
    DiffEasingComparison.help + """
      OUTPUT: the report (--format) goes to stdout. --out FILE writes the curve CSV
      u,diff,easing,residual to FILE; --out - writes it to stdout and moves the report to
      stderr. Without --out no curve CSV is written.

      """
  }

  /// The comparison's limits.
  var limits: [String] { DiffEasingComparison.limits }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SceneOptions.self] }

  /// The comparison's options, `--format` and `--out`.
  var options: [OptionSpec] {
    DiffEasingComparison.specs + [Self.format.spec, Self.curveFile.spec]
  }

  /// Compares, fits and writes the report (and the curve CSV when asked).
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let result = try DiffEasingComparison(options, context: context).result
    let reportText = try result.report.text(options[Self.format])
    guard let path = options[Self.curveFile] else {
      try context.console.writeOutput(reportText)
      return .success
    }
    try context.writeCSV(path, header: DiffComparison.curveHeader) { try result.writeCurves(&$0) }
    if path == "-" {
      context.console.writeError(reportText)
    } else {
      try context.console.writeOutput(reportText)
    }
    return .success
  }
}
