import JellyArguments
import JellyMath
import JellySprings
import JellyText

/// `jellylab convert`: prints one spring in every parametrization, as a table, JSON or CSV.
struct ConvertCommand: Command {
  /// The report's formats: table, json, csv.
  typealias Format = KeyValueReport.Format

  /// `--format FORMAT` of the report.
  static let format = Option<Format>.choice(
    "format", valueName: "FORMAT", help: "Output format", default: .table)

  /// A convert command.
  init() {}

  /// `"convert"`.
  var name: String { "convert" }

  /// One line for the command list.
  var abstract: String {
    "Prints one spring in every parametrization (table, json or csv)."
  }

  /// The spring sets and the meaning of each output key.
  var discussion: String {
    SpringOptions.setsHelp + "\n" + Self.keysHelp
  }

  /// The KEYS section: every `SpringQuantity`, then the UIKit solver comparison's keys, each
  /// with its meaning and unit, then how undefined and infinite values are written.
  static var keysHelp: String {
    let keys =
      SpringQuantity.all.map { ($0.key, $0.unit, $0.meaning) }
      + UIKitSolverComparison.keys.map { ($0.key, $0.unit, $0.meaning) }
    let width = keys.map(\.0.count).max() ?? 0
    let indent = String(repeating: " ", count: width + 4)
    let lines = keys.map { key, unit, meaning in
      let text = unit.isEmpty ? meaning : "\(meaning) (\(unit))"
      let wrapped = HelpFormatter.wrap(text, width: HelpFormatter.lineWidth - indent.count)
      return "  \(HelpFormatter.pad(key, to: width))  "
        + wrapped.joined(separator: "\n" + indent)
    }
    let springCount = SpringQuantity.all.count
    return """
      KEYS (V: the initial velocity, travels/s toward the target; an engine's duration is for
      travel 1):
      \(lines[..<springCount].joined(separator: "\n"))
      with --duration and --damping (UIKit), the two solvers side by side (n/a otherwise):
      \(lines[springCount...].joined(separator: "\n"))
      Undefined values are 'n/a' in the table, null in json and empty in csv. Infinite values
      are 'inf' in the table and csv and null in json.

      """
  }

  /// Spring options, `--format` and `--out`.
  var options: [OptionSpec] {
    SpringOptions.parameterSpecs + [
      UIKitOptions.solver.spec, Self.format.spec, OutputOptions.file.spec,
    ]
  }

  /// Converts the spring and writes it in the chosen format.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let resolved = try SpringOptions.resolve(options, context: context)
    let report = SpringReport(spring: resolved.spring, initialVelocity: resolved.velocity)
    var uiKitEntries = UIKitSolverComparison.emptyEntries
    if resolved.parametrization == .uiKit {
      let comparison = Self.solverComparison(options, velocity: resolved.velocity)
      uiKitEntries = comparison.entries(solver: options[UIKitOptions.solver])
      Self.noteSolvers(comparison, context: context)
    }
    let full = KeyValueReport(report.report.entries + uiKitEntries)
    let text: String
    switch options[Self.format] {
    case .table: text = full.table()
    case .json: text = full.json()
    case .csv: text = try full.csv()
    }
    let output = try context.openOutput(options[OutputOptions.file])
    try output.write(text)
    try output.commit()
    return .success
  }

  /// iOS's solver beside the largest root for the UIKit spring the options give (as UIKit
  /// runs it, after its clamps), released with `velocity`.
  static func solverComparison(_ options: ParsedOptions, velocity: Double)
    -> UIKitSolverComparison
  {
    UIKitSolverComparison(
      duration: UIKitSpringModel.durationInEffect(options[SpringOptions.duration] ?? 1),
      dampingRatio: UIKitSpringModel.dampingRatioInEffect(options[SpringOptions.damping] ?? 1),
      initialVelocity: velocity)
  }

  /// Warns of what `comparison` says of the solvers (`UIKitSolverComparison.warnings`).
  static func noteSolvers(_ comparison: UIKitSolverComparison, context: CommandContext) {
    for warning in comparison.warnings { context.warn(warning) }
  }
}
