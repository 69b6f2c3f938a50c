import JellyArguments
import JellyEasing
import JellySprings

/// `jellylab ease`: samples one easing curve as CSV `t,value` on N uniform points of [0, 1]
/// (t = i/(N − 1)) or `x,value` at the points `--at` or `--input` give, prints its canonical
/// text with `--canonical`, or lists the curve names with `--list`.
struct EaseCommand: Command {
  /// The default number of samples: t = 0, 0.01, …, 1.
  static let defaultSamples = 101
  /// The most samples one run may ask for.
  static let maximumSamples = SamplingOptions.maximumRows

  /// `--samples N`: points on [0, 1].
  static let samples = SamplingOptions.samples.defaulting(
    to: defaultSamples, text: "\(defaultSamples)")
  /// `--list`: print the curve names and forms.
  static let list = Option<Bool>.flag(
    "list",
    help: "List the curve names, the function forms and each platform's curves, then exit")
  /// `--platform NAME`: with `--list`, one platform's curves with their definitions.
  static let platform = Option<Set<String>?>.parsed(
    "platform", valueName: "NAME",
    help: "With --list: the curves of one namespace or platform, each with its definition",
    allowed: "a namespace (\(PlatformCatalog.namespaces.joined(separator: ", "))) or a platform"
      + " (\(PlatformCurveEntry.Platform.allCases.map(\.rawValue).joined(separator: ", ")))"
  ) { name in
    let namespaces = EasingCatalog.namespaces(named: name)
    return namespaces.isEmpty ? nil : namespaces
  }
  /// `--sources`: with `--list`, every platform curve with its definition and public source.
  static let sources = Option<Bool>.flag(
    "sources", help: "With --list: each platform curve's definition and its public source")
  /// `--canonical`: print the curve's canonical text.
  static let canonical = Option<Bool>.flag(
    "canonical",
    help: "Print the curve's canonical text (CSS's serialization for the CSS functions), then exit")
  /// `--before`: CSS's before flag.
  static let before = Option<Bool>.flag(
    "before",
    help: "Evaluate with CSS's before flag set: a steps() jump exactly at an input is not yet taken"
  )

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
    cubic-bezier(), steps() and linear() are read as CSS Easing Level 2 reads them (calc(),
    min(), max(), clamp() included) and take any input: outside [0, 1] cubic-bezier() follows
    its end tangents, linear() its end segments and steps() keeps stepping; the other curves
    hold their end values there.
    PLATFORM CURVES: namespace:name or namespace:name(args), args by position or name=value:
    android:overshoot(3), qt:OutElastic(period=0.45), swiftui:snappy, gnome:spring.
    Namespaces: \(PlatformCatalog.namespaces.prefix(6).joined(separator: ", ")),
    \(PlatformCatalog.namespaces.dropFirst(6).joined(separator: ", ")).
    Each is computed as its platform's code computes it (--list --platform NAME gives their
    definitions, --list --sources the public source of each); they hold their values at 0 and
    1 outside [0, 1].
    Output: CSV t,value with t = i/(N-1), numbers in shortest round-trip form; with --at or
    --input, CSV x,value at those inputs, in their order.

    """
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [CurveOptions.self, EvaluationOptions.self] }

  /// Curve, samples, list and output options.
  var options: [OptionSpec] {
    [CurveOptions.curve.spec, Self.samples.spec] + EvaluationOptions.specs + [
      Self.before.spec, Self.canonical.spec, Self.list.spec, Self.platform.spec, Self.sources.spec,
      OutputOptions.file.spec,
    ] + UIKitOptions.specs
  }

  /// Samples the curve and writes the CSV, or lists the names.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options[Self.list] {
      let listing = [Self.list, Self.sources].map(\.spec.name) + [Self.platform.spec.name]
      try Self.refuseOthers(than: listing, besides: Self.list, options)
      try context.console.writeOutput(Self.listing(options).map { $0 + "\n" }.joined())
      return .success
    }
    for flag in [Self.platform.spec, Self.sources.spec] where options.names.contains(flag.name) {
      throw CLIError("--\(flag.name) needs --list")
    }
    guard let given = options[CurveOptions.curve] else {
      throw CLIError("--curve is required (see --list)")
    }
    let name = try LottieCurveName.resolve(given, option: "--curve")
    let curve: any EasingCurve
    do {
      curve = try EasingParser.parse(name, uiKit: UIKitOptions.model(options))
    } catch {
      throw CLIError("--curve: \(error)")
    }
    try Self.warnUIKitClamps(name, solver: options[UIKitOptions.solver], context: context)
    if options[Self.canonical] {
      try Self.refuseOthers(
        than: [Self.canonical.spec.name, CurveOptions.curve.spec.name]
          + UIKitOptions.specs.map(\.name),
        besides: Self.canonical, options)
      try context.console.writeOutput(EasingParser.canonicalText(curve) + "\n")
      return .success
    }
    let before = options[Self.before]
    if before, !(curve is StepsEasing) {
      context.warn("--before changes only steps() curves; '\(curve.name)' has no jumps")
    }
    func value(_ x: Double) -> Double {
      if before, let steps = curve as? StepsEasing { return steps.value(at: x, before: true) }
      return curve.value(at: x)
    }
    // The inputs: those --at or --input give, in their order, or t = i/(N − 1) (computed row
    // by row: --samples may ask for 10^8).
    let header: [String]
    let count: Int
    let input: (Int) -> Double
    if let points = try EvaluationOptions.points(options) {
      if options.has(Self.samples) {
        throw CLIError("--samples cannot be combined with --at or --input")
      }
      (header, count, input) = (["x", "value"], points.count, { points[$0] })
    } else {
      let samples = options[Self.samples]
      let last = Double(samples - 1)
      (header, count, input) = (["t", "value"], samples, { Double($0) / last })
    }
    var progress = context.progress(total: count, unit: "rows")
    defer { progress.finish() }
    try context.writeCSV(options[OutputOptions.file], header: header) { csv in
      for i in 0..<count {
        progress.advance(to: i)
        let x = input(i)
        try csv.append(x)
        try csv.append(value(x))
        try csv.endRow()
      }
    }
    return .success
  }

  /// Refuses any option but `allowed` next to the flag `flag`, which prints and exits.
  /// The lines `--list` prints: the short listing; with `--platform`, that platform's curves
  /// with their definitions; with `--sources`, with their public sources too.
  static func listing(_ options: ParsedOptions) -> [String] {
    let sources = options[Self.sources]
    guard let namespaces = options[Self.platform] else {
      return sources ? EasingCatalog.platformLines(sources: true) : EasingCatalog.shortListing
    }
    return EasingCatalog.platformLines(in: namespaces, sources: sources)
  }

  private static func refuseOthers(
    than allowed: [String], besides flag: Option<Bool>, _ options: ParsedOptions
  ) throws(CLIError) {
    if let other = options.names.first(where: { !allowed.contains($0) }) {
      throw CLIError("--\(flag.spec.name) cannot be combined with --\(other)")
    }
  }

  /// Warns, as `spring` does for its options, when a `spring(duration=…,damping=…)` curve (the
  /// UIKit form) has a duration or damping ratio that UIKit clamps.
  static func warnUIKitClamps(
    _ text: String, solver: UIKitSpringModel.Solver, context: CommandContext
  ) throws(CLIError) {
    for (argument, value) in EasingParser.uiKitArguments(text) {
      switch argument {
      case .duration:
        _ = UIKitClamp.duration(value, option: "--curve duration", context: context)
      case .dampingRatio:
        _ = try UIKitClamp.dampingRatio(
          value, option: "--curve damping", solver: solver, context: context)
      }
    }
  }
}
