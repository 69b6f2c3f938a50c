import JellyEasing
import JellyOutput

/// `jellylab ease`: samples one easing curve as CSV `t,value` on N uniform points of [0, 1]
/// (t = i/(N − 1)), or lists the curve names with `--list`.
public struct EaseCommand: Command {
  /// The default number of samples: t = 0, 0.01, …, 1.
  static let defaultSamples = 101
  /// The most samples one run may ask for.
  static let maximumSamples = SamplingOptions.maximumRows

  /// An ease command.
  public init() {}

  /// `"ease"`.
  public var name: String { "ease" }

  /// One line for the command list.
  public var abstract: String { "Samples an easing curve as CSV: t,value over [0, 1]." }

  /// The accepted curve names.
  public var discussion: String {
    """
    CURVES: a name (easeOutElastic, ease-in-out, step-end, ...; --list shows them all,
    case-insensitive) or a function form: \(EasingCatalog.functionNames.joined(separator: ", ")).
    Output: CSV t,value with t = i/(N-1), numbers in shortest round-trip form.

    """
  }

  /// Curve, samples, list and output options.
  public var options: [OptionSpec] {
    [
      OptionSpec("curve", .text, valueName: "NAME", help: "The easing curve (required)"),
      OptionSpec(
        "samples", .integer(minimum: 2), valueName: "N", help: "Points on [0, 1]",
        default: "\(Self.defaultSamples)"),
      OptionSpec("list", .flag, help: "List every curve name and function form, then exit"),
      OptionSpec(
        "out", .text, valueName: "FILE", help: "Write the CSV to FILE atomically ('-' is stdout)",
        default: "stdout"),
    ]
  }

  /// Samples the curve and writes the CSV, or lists the names.
  public func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options.contains("list") {
      for other in ["curve", "samples", "out"] where options.contains(other) {
        throw CLIError("--list cannot be combined with --\(other)")
      }
      let lines = EasingCatalog.names + EasingCatalog.functionForms
      try context.console.writeOutput(lines.map { $0 + "\n" }.joined())
      return .success
    }
    guard let name = options.text("curve") else {
      throw CLIError("--curve is required (see --list)")
    }
    let curve: any EasingCurve
    do {
      curve = try EasingParser.parse(name)
    } catch {
      throw CLIError("--curve: \(error)")
    }
    let count = options.integer("samples") ?? Self.defaultSamples
    guard count <= Self.maximumSamples else {
      throw CLIError("--samples must be at most \(Self.maximumSamples) (got \(count))")
    }
    let last = Double(count - 1)
    try context.writeCSV(options.text("out"), header: ["t", "value"]) { csv in
      for i in 0..<count {
        let t = Double(i) / last
        try csv.append(t)
        try csv.append(curve.value(at: t))
        try csv.endRow()
      }
    }
    return .success
  }
}
