import JellyEasing
import JellyFigures
import JellyFrameDiff
import JellyOutput

/// `jellylab compare`: lays a normalized diff over an easing's oscillation, reports how far
/// apart they are and fits a Penner elastic and a single damped oscillation to the diff.
public struct CompareCommand: Command {
  /// The distance explicit helpers travel, in points (the normalized diff does not depend on
  /// it: both helpers scale with it).
  static let explicitDistance = 100.0

  /// A compare command.
  public init() {}

  /// `"compare"`.
  public var name: String { "compare" }

  /// One line for the command list.
  public var abstract: String {
    "Compares a normalized diff with an easing (e.g. easeOutElastic) and fits both models."
  }

  /// The normalization, the fits and where each output goes.
  public var discussion: String {
    """
    SCENE: the scene options of 'diff': --preset NAME (see --list-presets) or --side LIST
    [--center LIST] with --from/--to, and the overrides --screen, --distance, --side-*,
    --center-*, --duration, --damping, --velocity. Without --preset or --side, explicit
    helpers: --side-duration D --side-damping Z [--side-velocity V --side-delay S] and
    optionally the same four --center-* (no center: the side helper against its own target);
    these travel from --from (0) to --to (100) points.
    NORMALIZATION: u runs from 0 (see ALIGNMENT) to 1 at T, the diff's settling time (|diff| <=
    0.001 of its largest value after it); n(u) = ±diff/A with A the largest |diff|, the sign
    making the main excursion match the easing's (-1 for out-easings: e(0) - 1 = -1). The
    easing enters as e(u) - 1. Grid: N points u = i/(N - 1). Peaks are paired by rank from
    each curve's main excursion.
    ALIGNMENT (--align): peak (default) puts u = 0 at the diff's main excursion t* (its largest
    |diff|, refined), u = (t - t*)/(T - t*), so n(0) = -1 like easeOutElastic's e(0) - 1;
    start keeps u = t/T (a diff that starts at 0 then meets e - 1 = -1 at u = 0).
    FITS (least squares on the grid): Penner easeOutElastic a >= 1, period p in (0, 2] (s from
    a and p); damped oscillation A e^(-zeta w u) cos(w sqrt(1 - zeta^2) u + phi).
    OUTPUT: the report (--format) goes to stdout. --out FILE writes the curve CSV
    u,diff,easing,residual to FILE; --out - writes it to stdout and moves the report to stderr.
    Without --out no curve CSV is written.
    FIGURES: --plot draws, instead of the report, the normalized diff, e - 1 and both fitted
    models (top) and the three residuals (bottom); --curves LIST draws the listed easings (as
    the parser reads them, commas inside parentheses kept) as small multiples: value over
    progress above its velocity d(value)/d(progress). Both write CSVs, a gnuplot script NAME.gp,
    a manifest NAME.json and the image (--format png|svg|pdf|dumb|none, --size WxH, --title T)
    into --out DIR (default out) and print the paths. NAME: compare-PRESET (compare for explicit
    helpers) or curves. --curves takes no scene, --against, --align or --plot.

    """
  }

  /// Scene, curve, grid and output options.
  public var options: [OptionSpec] {
    [
      OptionSpec(
        "against", .text, valueName: "CURVE", help: "Easing name accepted by the parser",
        default: "easeOutElastic")
    ] + SceneOptions.sourceSpecs + SceneOptions.endpointSpecs + SceneOptions.overrideSpecs
      + SceneOptions.springAliasSpecs + [
        OptionSpec(
          "align", .choice(DiffAlignment.allCases.map(\.rawValue)), valueName: "WHERE",
          help: "u = 0 at the diff's main excursion (peak) or at t = 0 (start)", default: "peak"),
        OptionSpec(
          "samples", .integer(minimum: 3), valueName: "N",
          help: "Grid points over u in [0, 1] (at most \(CurveComparison.maximumSamples))",
          default: "201"),
        OptionSpec(
          "format", .choice(Self.reportFormats + FigureOutput.formats.map(\.rawValue)),
          valueName: "FORMAT",
          help: "Report format (table, json, csv); with --plot/--curves the image format",
          default: "table; png for a figure"),
        OptionSpec(
          "out", .text, valueName: "FILE",
          help: "Curve CSV to FILE atomically ('-': stdout, report to stderr); with --plot or"
            + " --curves the folder for the figure's files",
          default: "none; out for a figure"),
        OptionSpec(
          "plot", .flag, valueName: "",
          help: "Draw the overlay, both fits and the residuals (see FIGURES)"),
        OptionSpec(
          "curves", .text, valueName: "LIST",
          help: "Draw these easings as small multiples, value and velocity (comma-separated)"),
        OptionSpec(
          "size", .text, valueName: "WxH", help: "Figure page size in pixels, W >= 320, H >= 160",
          default: "1200x600"),
        OptionSpec(
          "title", .text, valueName: "TEXT", help: "Figure title (the parameters are appended)",
          default: "what is compared"),
      ]
  }

  /// The formats of the text report.
  static let reportFormats = ["table", "json", "csv"]

  /// Builds the scene, compares, fits and writes the CSV and the report (or the figure).
  public func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options.contains("list-presets") {
      try context.console.writeOutput(SceneOptions.presetList)
      return .success
    }
    if options.contains("curves") { return try runCurvesFigure(options, context: context) }
    let drawsFigure = options.contains("plot")
    try Self.checkFigureOptions(options, drawsFigure: drawsFigure)
    let scene = try Self.scene(options)
    let curve: any EasingCurve
    do {
      curve = try EasingParser.parse(options.text("against") ?? "easeOutElastic")
    } catch {
      throw CLIError("--against: \(error)")
    }
    let samples = options.integer("samples") ?? 201
    guard samples <= CurveComparison.maximumSamples else {
      throw CLIError.invalidValue(
        option: "--samples", allowed: "an integer in [3, \(CurveComparison.maximumSamples)]",
        got: "\(samples)")
    }
    let normalization: DiffNormalization
    let comparison: CurveComparison
    do {
      normalization = try DiffNormalization(
        scene: scene,
        mainExcursionSign: CurveComparison.mainExcursionSign(of: curve, samples: samples),
        alignment: DiffAlignment(rawValue: options.text("align") ?? "peak") ?? .peak)
      comparison = try CurveComparison(
        normalization: normalization, curve: curve, samples: samples)
    } catch {
      throw CLIError("cannot compare: \(error)")
    }
    let elastic = try ElasticFit(times: comparison.times, values: comparison.diff)
    let damped = try DampedOscillationFit(times: comparison.times, values: comparison.diff)
    if drawsFigure {
      return try runCompareFigure(
        options, context: context, normalization: normalization, comparison: comparison,
        elastic: elastic, damped: damped, curveName: curve.name)
    }
    let report = CompareReport(
      normalization: normalization, comparison: comparison, elastic: elastic, damped: damped)
    let reportText = try Self.render(report, format: options.text("format") ?? "table")
    guard let path = options.text("out") else {
      try context.console.writeOutput(reportText)
      return .success
    }
    try context.writeCSV(path, header: ["u", "diff", "easing", "residual"]) { csv in
      for i in comparison.times.indices {
        try csv.append(comparison.times[i])
        try csv.append(comparison.diff[i])
        try csv.append(comparison.easing[i])
        try csv.append(comparison.diff[i] - comparison.easing[i])
        try csv.endRow()
      }
    }
    if path == "-" {
      context.console.writeError(reportText)
    } else {
      try context.console.writeOutput(reportText)
    }
    return .success
  }

  static func render(_ report: CompareReport, format: String) throws -> String {
    switch format {
    case "json":
      return report.json()
    case "csv":
      var text = ""
      var csv = try CSVWriter(header: ["key", "value"]) { bytes in
        text += String(decoding: bytes, as: UTF8.self)
      }
      for (key, value) in report.csvRows() {
        try csv.append(key)
        if let value { try csv.append(value) } else { try csv.append("") }
        try csv.endRow()
      }
      try csv.finish()
      return text
    default:
      return report.table()
    }
  }

  /// The scene of the shared ``SceneOptions`` group (`--preset NAME` or `--side LIST`, with
  /// overrides), or else explicit helpers spelled out as `--side-*` and `--center-*` options.
  static func scene(_ options: ParsedOptions) throws(CLIError) -> FrameDiffScene {
    let preset: FrameDiffPreset
    if let given = try SceneOptions.preset(options, aliases: true) {
      preset = given
    } else {
      preset = try explicitPreset(options)
    }
    do {
      return try preset.scene()
    } catch {
      throw CLIError("\(SceneOptions.option(for: error)): no usable scene: \(error)")
    }
  }

  /// Helpers given only by `--side-duration D --side-damping Z` (and optionally the same
  /// `--center-*` options), moving from `--from` (default 0) to `--to` (default
  /// ``explicitDistance``).
  ///
  /// - Throws: ``CLIError`` naming the missing duration or damping, or for no scene at all.
  static func explicitPreset(_ options: ParsedOptions) throws(CLIError) -> FrameDiffPreset {
    let scoped = try SceneOptions.overrides(options, aliases: true)
    let from = options.number("from") ?? 0
    let to = options.number("to") ?? explicitDistance
    let side = try helper("side", scoped.side, options, from: from, to: to)
    var center: HelperSpec?
    if options.names.contains(where: { $0.hasPrefix("center-") }) {
      center = try helper("center", scoped.center, options, from: from, to: to)
    }
    let base = FrameDiffPreset(
      name: "custom", source: "command line", coordinate: "x", layout: .standard, side: side,
      center: center)
    return try SceneOptions.applyingOverrides(options, to: base, aliases: true)
  }

  /// An explicit helper from `from` to `to`: duration and damping are required.
  static func helper(
    _ role: String, _ values: HelperOverrides, _ options: ParsedOptions, from: Double, to: Double
  ) throws(CLIError) -> HelperSpec {
    guard let duration = values.duration, let damping = values.dampingRatio else {
      let missing = values.duration == nil ? "--\(role)-duration" : "--\(role)-damping"
      let needs = "--\(role)-duration and --\(role)-damping"
      // The side helper also takes the aliases --duration, --damping and --velocity.
      let aliases = role == "side" ? SceneOptions.springAliasSpecs.map(\.name) : []
      let started = options.names.contains { $0.hasPrefix(role + "-") || aliases.contains($0) }
      throw CLIError(
        started
          ? "\(missing) is required: an explicit \(role) helper needs \(needs)"
          : "no scene given; give --preset NAME or \(needs)")
    }
    return HelperSpec(
      from: ScreenExpression(constant: from), to: ScreenExpression(constant: to),
      delay: values.delay ?? 0, duration: duration, dampingRatio: damping,
      initialVelocity: values.initialVelocity ?? 0)
  }
}
