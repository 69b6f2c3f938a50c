import JellyAnalysis
import JellyArguments
import JellyEasing
import JellyFigures
import JellyFrameDiff

/// `jellylab compare`: lays a normalized diff over an easing's oscillation, reports how far
/// apart they are and fits a Penner elastic and a single damped oscillation to the diff
/// (`report`, `plot`), or draws easings side by side (`curves`).
struct CompareCommand: Command {
  /// `--against CURVE`: the easing the diff is laid over.
  static let against = Option<String?>.text(
    "against", valueName: "CURVE", help: "Easing name accepted by the parser",
    defaultText: "easeOutElastic")
  /// `--align WHERE`: where u = 0 falls.
  static let align = Option<DiffAlignment>.choice(
    "align", valueName: "WHERE",
    help: "u = 0 at the diff's main excursion (peak) or at t = 0 (start)", default: .peak)
  /// `--points N`: grid points over u in [0, 1], 3...``CurveComparison/maximumSamples`` (the
  /// range the comparison accepts, so that help and every message state the same one).
  /// `--samples` always means points in time; its former use here is accepted with a
  /// deprecation warning for one release.
  static let samples = Option<Int>.integer(
    "points", 3, CurveComparison.maximumSamples, valueName: "N",
    help: "Grid points over u in [0, 1]", default: 201
  ).deprecating("samples")
  /// `--format FORMAT` of the report.
  static let format = Option<ConvertCommand.Format>.choice(
    "format", valueName: "FORMAT", help: "Report format", default: .table)
  /// `--curves LIST`: the easings of `curves`.
  static let curves = Option<String?>.text(
    "curves", valueName: "LIST",
    help: "The easings to draw, comma-separated (commas inside parentheses kept; at most"
      + " \(CurvesFigure.maximumCurves); required)")
  /// `--plot`: accepted for the command line without a subcommand (`compare --plot`).
  static let plot = Option<Bool>.flag("plot", help: "Draw the comparison (what 'plot' does)")

  /// `"compare"`.
  var name: String { "compare" }

  /// One line for the command list.
  var abstract: String {
    "Compares a normalized diff with an easing (e.g. easeOutElastic) and fits both models."
  }

  /// How a command line without a subcommand is read.
  var discussion: String {
    """
    Without a subcommand the options choose one: --curves LIST is 'curves', --plot is 'plot',
    anything else is 'report'.

    """
  }

  /// No options of its own.
  var options: [OptionSpec] { [] }

  /// `report`, `plot`, `curves`.
  var subcommands: [any Command] {
    [CompareMode(kind: .report), CompareMode(kind: .plot), CompareMode(kind: .curves)]
  }

  /// `curves` for `--curves`, `plot` for `--plot`, else `report`.
  var defaultSubcommand: DefaultSubcommand? {
    DefaultSubcommand(
      cases: [
        .init(mode: "curves", given: [Self.curves.spec]),
        .init(mode: "plot", given: [Self.plot.spec]),
      ], fallback: "report")
  }

  /// Not reached: a subcommand always runs.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    .usageError
  }
}

/// One mode of `jellylab compare`.
struct CompareMode: Command {
  /// The modes.
  enum Kind: String {
    case report, plot, curves
  }

  /// This mode.
  let kind: Kind

  /// `report`, `plot` or `curves`.
  var name: String { kind.rawValue }

  /// One line for the subcommand list.
  var abstract: String {
    switch kind {
    case .report: "Reports the diff against the easing, with both fits (table, json or csv)."
    case .plot: "Draws the normalized diff, the easing, both fits and the residuals."
    case .curves: "Draws easings as small multiples (value and velocity) and one overlay."
    }
  }

  /// The normalization, the fits and where each output goes.
  var discussion: String {
    if kind == .curves {
      return """
        Draws the listed easings (as the parser reads them, commas inside parentheses kept) as
        small multiples, value over progress above its velocity d(value)/d(progress), beside
        one overlay of every curve on a shared scale. Writes CSVs, curves.gp, curves.json and
        the image into --out-dir DIR.

        """
    }
    return SceneOptions.help + """
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

      """
      + (kind == .report
        ? """
        OUTPUT: the report (--format) goes to stdout. --out FILE writes the curve CSV
        u,diff,easing,residual to FILE; --out - writes it to stdout and moves the report to
        stderr. Without --out no curve CSV is written.

        """
        : """
        Writes CSVs, a gnuplot script NAME.gp, a manifest NAME.json and the image into --out-dir
        DIR and prints the paths; NAME is compare-PRESET. --format html writes NAME.html
        instead of the script and image: one self-contained page (no gnuplot) with the curves
        and fits on one scale above the residuals, and a cursor over the CSV rows showing each
        curve's value as the CSV holds it (play, step with the arrow keys, scrub).

        """)
  }

  /// The peak grid's frame limit and the settling search (report, plot), the curve count
  /// (curves).
  var limits: [String] {
    if kind == .curves {
      return ["At most \(CurvesFigure.maximumCurves) curves."]
    }
    return [
      "The diff's peaks are found on a 60 Hz grid from t = 0 to the end of the animation, at most"
        + " \(SamplingOptions.maximumFrames) frames: the animation may last at most"
        + " \(NumberRange.format(DisplayLink.maximumHorizon(framesPerSecond: 60))) s.",
      SceneOptions.settlingSearchLimit("The settling time T"),
    ]
  }

  /// The mode's options.
  var options: [OptionSpec] {
    switch kind {
    case .report:
      [CompareCommand.against.spec] + SceneOptions.specs + [
        CompareCommand.align.spec, CompareCommand.samples.spec, CompareCommand.format.spec,
        Self.curveFile.spec,
      ]
    case .plot:
      [CompareCommand.against.spec] + SceneOptions.specs + [
        CompareCommand.align.spec, CompareCommand.samples.spec, CompareCommand.plot.spec,
      ] + FigureOptions.pageSpecs
    case .curves:
      [CompareCommand.curves.spec, CompareCommand.samples.spec] + FigureOptions.stillSpecs
    }
  }

  /// `--out FILE` of the report: the curve CSV (not written without it).
  static let curveFile = Option<String?>.text(
    "out", valueName: "FILE",
    help: "Write the curve CSV u,diff,easing,residual to FILE ('-': stdout, the report then"
      + " goes to stderr; missing folders are created)", defaultText: "no curve CSV")

  /// Builds the scene, compares, fits and writes the report (or the figure).
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if kind == .curves { return try runCurvesFigure(options, context: context) }
    let preset = try SceneOptions.resolve(options, context: context)
    try SceneOptions.checkTravel(preset, options)
    let scene = try SceneOptions.scene(preset, options)
    try SceneOptions.checkAnimationFrames(
      horizon: scene.animationEnd, fps: DisplayLink.defaultFramesPerSecond, options,
      fpsText: "60 frames/s (the grid on which the diff's peaks are found)", lowerRate: false)
    let curve: any EasingCurve
    do {
      curve = try EasingParser.parse(
        options[CompareCommand.against] ?? "easeOutElastic", uiKit: UIKitOptions.model(options))
    } catch {
      throw CLIError("--against: \(error)")
    }
    let samples = try Self.samples(options)
    let result: DiffComparison
    do {
      // The fits take seconds at 10^5 samples: a bar (on a terminal) until they are done.
      var progress = context.progress(total: DiffComparison.maximumFitRuns, unit: "fit runs")
      defer { progress.finish() }
      result = try DiffComparison(
        scene: scene, curve: curve, samples: samples, alignment: options[CompareCommand.align]
      ) { progress.advance(to: $0) }
    } catch .comparison(let error) {
      if let allowed = error.alignmentAllowed {
        let given = options.has(CompareCommand.align) ? "" : ", the default"
        throw CLIError("--align must be \(allowed) (got peak\(given))", showsUsage: false)
      }
      if SceneOptions.isUnsettled(error) { throw SceneOptions.unsettledError(scene, options) }
      throw CLIError("cannot compare: \(error)")
    } catch .fit(let error) {
      throw CLIError("\(error)", showsUsage: false)
    }
    if kind == .plot {
      return try runCompareFigure(options, preset: preset, context: context, result, curve.name)
    }
    let reportText = try result.report.text(options[CompareCommand.format])
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

  /// `--points`, at least 3 and at most ``CurveComparison/maximumSamples``.
  static func samples(_ options: ParsedOptions) throws(CLIError) -> Int {
    let samples = options[CompareCommand.samples]
    guard (3...CurveComparison.maximumSamples).contains(samples) else {
      throw CLIError.invalidValue(
        option: CompareCommand.samples.flag,
        allowed: "an integer in [3, \(CurveComparison.maximumSamples)]",
        got: "\(samples)")
    }
    return samples
  }
}
