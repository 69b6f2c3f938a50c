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
    SpringOptions.setsHelp + "\n" + """
      KEYS: mass, stiffness, damping_coefficient, damping_ratio, natural_frequency (rad/s),
      damped_frequency (rad/s; 0 unless underdamped), period (s), response (s),
      swiftui_duration (s), bounce, uikit_duration (s, for V), settling_duration (s, from 0 to 1
      with V; |x| <= 0.001 after it),
      each engine's own "duration" of this spring and V (s; travel 1, V toward the target):
        ca_settling_duration       CASpringAnimation.settlingDuration (damping_ratio < 1)
        motion_duration            Motion's duration giving this spring, bounce 1 - damping_ratio
        motion_visual_duration     Motion's visualDuration = response / 1.2
        compose_duration           Compose's spring duration, visibility threshold 0.01
        wave_settling_duration     Wave's settlingDuration, ln(1e4)/decay rate; x1.25 if not bouncy
        animejs_duration           anime.js perceived duration = response, to 1 microsecond
        animejs_settling_duration  anime.js settlingDuration (20 ms samples, |x| < 0.0005)
      log_decrement, overshoot (fraction of the distance, with V),
      pop_bounciness, pop_speed, origami_tension, origami_friction.
      POP and Origami values are those of the equivalent mass-1 spring (k/m, c/m). Undefined
      values (uikit_duration when overdamped; POP when no bounciness and speed in [0, 20] give
      the spring; an engine duration that engine cannot give) are 'n/a' in the table, null in
      json and empty in csv. Infinite values (period, log_decrement when not underdamped;
      settling_duration, ca_settling_duration, compose_duration and wave_settling_duration when
      undamped) are 'inf' in the table and csv and null in json.

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
      let comparison = UIKitSolverComparison(
        duration: UIKitSpringModel.durationInEffect(options[SpringOptions.duration] ?? 1),
        dampingRatio: UIKitSpringModel.dampingRatioInEffect(options[SpringOptions.damping] ?? 1),
        initialVelocity: resolved.velocity)
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

  /// Notes on stderr where iOS's solver and the largest root differ by more than 1e-6, and
  /// where iOS's value is fragile.
  static func noteSolvers(_ comparison: UIKitSolverComparison, context: CommandContext) {
    let format = NumberRange.format
    if comparison.solversDiffer {
      let text = { (spring: Spring?) in spring.map { format($0.stiffness) } ?? "none" }
      context.warn(
        "iOS's 12 Newton steps and the envelope's largest root differ here: stiffness "
          + "\(text(comparison.iOS)) (ios) vs \(text(comparison.ideal)) (ideal)"
          + (comparison.relativeDifference.map { ", relative difference \(format($0))" } ?? ""))
    }
    if comparison.isFragile {
      context.warn(
        "iOS's value is fragile here: it moves by \(format(comparison.spread)) (relative) when the "
          + "routine's last bits change, so a device may land on another spring")
    }
  }
}
