import JellyArguments
import JellyEasing
import JellySprings

/// `jellylab ease`: samples one easing curve as CSV `t,value` on N uniform points of [0, 1]
/// (t = i/(N − 1)), or lists the curve names with `--list`.
struct EaseCommand: Command {
  /// The default number of samples: t = 0, 0.01, …, 1.
  static let defaultSamples = 101
  /// The most samples one run may ask for.
  static let maximumSamples = SamplingOptions.maximumRows

  /// `--curve NAME`: the easing, as the parser reads it.
  static let curve = Option<String?>.text(
    "curve", valueName: "NAME", help: "The easing curve (see 'ease --list')")
  /// `--samples N`: points on [0, 1].
  static let samples = SamplingOptions.samples.defaulting(
    to: defaultSamples, text: "\(defaultSamples)")
  /// `--list`: print the curve names and forms.
  static let list = Option<Bool>.flag(
    "list", help: "List every curve name and function form, then exit")

  /// An ease command.
  init() {}

  /// `"ease"`.
  var name: String { "ease" }

  /// One line for the command list.
  var abstract: String { "Samples an easing curve as CSV: t,value over [0, 1]." }

  /// The accepted curve names.
  var discussion: String {
    """
    CURVES: a name (easeOutElastic, ease-in-out, step-end, ...; --list shows them all,
    case-insensitive) or a function form: \(EasingCatalog.functionNames.joined(separator: ", ")).
    Output: CSV t,value with t = i/(N-1), numbers in shortest round-trip form.

    """
  }

  /// Curve, samples, list and output options.
  var options: [OptionSpec] {
    [Self.curve.spec, Self.samples.spec, Self.list.spec, OutputOptions.file.spec]
      + UIKitOptions.specs
  }

  /// Samples the curve and writes the CSV, or lists the names.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options[Self.list] {
      if let other = options.names.first(where: { $0 != Self.list.spec.name }) {
        throw CLIError("--list cannot be combined with --\(other)")
      }
      let lines = EasingCatalog.names + EasingCatalog.functionForms
      try context.console.writeOutput(lines.map { $0 + "\n" }.joined())
      return .success
    }
    guard let name = options[Self.curve] else {
      throw CLIError("--curve is required (see --list)")
    }
    let curve: any EasingCurve
    do {
      curve = try EasingParser.parse(name, uiKit: UIKitOptions.model(options))
    } catch {
      throw CLIError("--curve: \(error)")
    }
    try Self.warnUIKitClamps(name, solver: options[UIKitOptions.solver], context: context)
    let count = options[Self.samples]
    let last = Double(count - 1)
    var progress = context.progress(total: count, unit: "rows")
    defer { progress.finish() }
    try context.writeCSV(options[OutputOptions.file], header: ["t", "value"]) { csv in
      for i in 0..<count {
        progress.advance(to: i)
        let t = Double(i) / last
        try csv.append(t)
        try csv.append(curve.value(at: t))
        try csv.endRow()
      }
    }
    return .success
  }

  /// Warns, as `spring` does for its options, when a `spring(duration=…,damping=…)` curve (the
  /// UIKit form) has a duration or damping ratio that UIKit clamps.
  static func warnUIKitClamps(
    _ text: String, solver: UIKitSpringModel.Solver, context: CommandContext
  ) throws(CLIError) {
    let form = text.lowercased().filter { !$0.isWhitespace }
    guard form.hasPrefix("spring("), form.hasSuffix(")"), !form.contains("bounce=") else { return }
    for pair in form.dropFirst("spring(".count).dropLast().split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = NumberRange.decimal(parts[1]) else { continue }
      if parts[0] == "duration" {
        _ = UIKitClamp.duration(value, option: "--curve duration", context: context)
      } else if parts[0] == "damping", form.contains("duration=") {
        _ = try UIKitClamp.dampingRatio(
          value, option: "--curve damping", solver: solver, context: context)
      }
    }
  }
}
