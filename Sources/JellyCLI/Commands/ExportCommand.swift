import Foundation
import JellyArguments
import JellyExport
import JellyFigures
import JellyIO
import JellySprings

/// `jellylab export`: hands a spring, an easing or a scene's diff back to a platform, as
/// breakpoints within a certified error bound or as the platform's spring constants.
struct ExportCommand: Command {
  /// An export command.
  init() {}

  /// `"export"`.
  var name: String { "export" }

  /// One line for the command list.
  var abstract: String {
    "Writes a curve or spring as platform code: CSS, WAAPI, SwiftUI, UIKit, Lottie, …"
  }

  /// The sources, the formats and the report.
  var discussion: String {
    """
    SOURCE (one): a spring (see SPRING below), --curve NAME (any easing of 'ease'; it spans
    --duration D seconds, default 1, except a spring(...) form, which has its own), or a scene's
    diff, --preset NAME or --side LIST (see 'diff'), normalised by its largest |diff| (the
    scale, in points, is printed).
    FORMATS with a bound E (--max-error E, default \(ExportOptions.defaultBound), a fraction of
    the travel; or --max-error-px P with --distance D, or P points of a diff):
    \(Self.curveFormatLines)
    Their points are the fewest found whose straight pieces stay within E of the exact curve
    everywhere: each piece's error is bounded from |f''| (finite differences on a 2^17-step
    lattice, doubled) and re-certified after rounding each number to the fewest digits. The
    curve starts and ends exactly on its values (0 and 1 for springs and easings); a free spring
    is cut where it stays within E/20 of the target, rounded up to a whole millisecond.
    lottie's keyframes are the fewest found whose cubics (through the curve's values and slopes,
    as handles o = (1/3, y), i = (2/3, y) draw them) stay within 0.9 E, certified the same way;
    the box (--box W,H px) moves --distance D px (a diff: 1 px per point) at --fps F.
    \(Self.springFormatLines)
    REPORT: format, source, bound, certified_error, points, rdp_points (Ramer-Douglas-Peucker on
    10001 samples at the same E), duration_s, scale, ... as key: value lines on stderr, or JSON
    with --report FILE. --plot draws the exact curve, the export, its points and the error.

    """ + SpringOptions.setsHelp
  }

  /// The options that set a spring's damping, one per parametrization: `--damping,
  /// --damping-coefficient or --bounce`.
  static var dampingOptions: String {
    var flags: [String] = []
    for parametrization in SpringParametrization.allCases {
      let flag = parametrization.dampingOption.flag
      if !flags.contains(flag) { flags.append(flag) }
    }
    guard let last = flags.last, flags.count > 1 else { return flags.first ?? "" }
    return flags.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The curve formats, one per line: the name in a column of 16, then its summary wrapped at
  /// 92 characters under that column.
  static var curveFormatLines: String {
    (ExportFormat.formats(.curve) + ExportFormat.formats(.keyframes)).map { format in
      HelpFormatter.wrap(format.summary, width: 92 - 18).enumerated().map { index, line in
        String(repeating: " ", count: 2)
          + HelpFormatter.pad(index == 0 ? format.name : "", to: 16) + line
      }.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// The spring formats as one paragraph wrapped at 92 characters: each name, with its
  /// ``ExportFormat/listingNote`` in parentheses.
  static var springFormatLines: String {
    let names = ExportFormat.formats(.springConstants).map { format in
      format.name + (format.listingNote.map { " (\($0))" } ?? "")
    }
    let text =
      "FORMATS of a spring's constants (spring sources only): "
      + names.joined(separator: ", ") + "."
    return HelpFormatter.wrap(text, width: 92).joined(separator: "\n")
  }

  /// The spring's turns, the points of a fit and the duration searched for a diff.
  var limits: [String] {
    [
      "A spring may turn at most \(Int(ExportSource.maximumTurns)) times before it settles (the"
        + " certified fit's 2^17-step lattice); more is refused naming \(Self.dampingOptions).",
      "A curve format uses at most \(PiecewiseLinearFit.defaultMaximumPoints) points at the bound;"
        + " more is refused: raise --max-error.",
      "A scene's diff not cut at the end of its animation is searched for its duration up to"
        + " \(NumberRange.format(ExportSource.maximumDiffDuration)) s; a diff that has not settled"
        + " within E/20 by then is refused.",
    ]
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] {
    [CurveOptions.self, SceneOptions.self, ExportOptions.self]
  }

  /// Source, format, bound, output, report and plot options.
  var options: [OptionSpec] {
    [ExportOptions.format.spec, CurveOptions.curve.spec] + SceneOptions.specs
      + ExportOptions.springOnlySpecs
      + [
        ExportOptions.maxError.spec, ExportOptions.maxErrorPixels.spec,
      ] + ExportOptions.lottieSpecs + [
        OutputOptions.file.spec,
        ExportOptions.report.spec, ExportOptions.plot.spec, ExportOptions.plotFolder.spec,
      ]
  }

  /// Exports the source and writes the code, the report and the figure.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if let out = options[OutputOptions.file], out != "-", out == options[ExportOptions.report] {
      throw CLIError("--out and --report name the same file '\(out)'; give two files")
    }
    if options[ExportOptions.plot] {
      do {
        try OutputLocation.checkFolderAncestors(options[ExportOptions.plotFolder] ?? "out")
      } catch {
        throw CLIError("--plot-out: \(error)", showsUsage: false)
      }
    }
    let format = options[ExportOptions.format]
    let isScene = options.has(SceneOptions.preset) || options.has(SceneOptions.side)
    let bound = try ExportOptions.bound(options, isScene: isScene) { () throws(CLIError) in
      let probe = try ExportOptions.source(
        options, bound: ExportOptions.defaultBound,
        context: CommandContext(console: CapturingConsole()))
      return probe.curve.scale
    }
    if format != .lottie,
      let other = ExportOptions.lottieSpecs.first(where: { options.names.contains($0.name) })
    {
      throw CLIError("--\(other.name) applies to --format lottie")
    }
    let (source, label) = try ExportOptions.source(options, bound: bound, context: context)
    if format == .lottie {
      return try runLottie(source: source, label: label, bound: bound, options, context: context)
    }
    guard format.kind == .curve else {
      return try runSpring(format, source: source, label: label, options, context: context)
    }
    let export: CurveExport
    do {
      // Seconds at the smallest bounds: a line with the time elapsed (on a terminal).
      export = try context.whileWorking(
        "fitting \(format.rawValue) within E = \(NumberRange.format(bound))"
      ) { () throws(ExportError) in
        try CurveExport(
          source, bound: bound, format: format, label: label,
          travelPoints: options[SceneOptions.distance] ?? 100)
      }
    } catch {
      throw CLIError(
        "cannot export \(label) within E = \(NumberRange.format(bound)): \(error)"
          + " (--max-error)")
    }
    try Self.emit(export.code, report: export.report(label: label), options, context)
    guard options[ExportOptions.plot] else { return .success }
    return try Self.plot(ExportFigure(export, label: label), options, context)
  }

  /// Writes a Lottie document of cubic keyframes within E.
  private func runLottie(
    source: ExportSource, label: String, bound: Double, _ options: ParsedOptions,
    context: CommandContext
  ) throws -> ExitStatus {
    let box =
      options[ExportOptions.box] ?? [
        LottieExport.defaultBox.width, LottieExport.defaultBox.height,
      ]
    let frameRate = options[SamplingOptions.fps]
    let distance = options[SceneOptions.distance] ?? LottieExport.defaultDistance
    let export: LottieExport
    do {
      export = try context.whileWorking(
        "fitting Lottie keyframes within E = \(NumberRange.format(bound))"
      ) { () throws(ExportError) in
        try LottieExport(
          source, bound: bound, label: label, frameRate: frameRate, distance: distance,
          box: (box[0], box[1]))
      }
    } catch {
      throw CLIError(
        "cannot export \(label) within E = \(NumberRange.format(bound)): \(error) (--max-error)")
    }
    try Self.emit(export.document, report: export.report(label: label), options, context)
    guard options[ExportOptions.plot] else { return .success }
    return try Self.plot(ExportFigure(export, label: label), options, context)
  }

  /// Writes a spring format: the platform's constants, read back through jellylab's parsers.
  private func runSpring(
    _ format: ExportFormat, source: ExportSource, label: String, _ options: ParsedOptions,
    context: CommandContext
  ) throws -> ExitStatus {
    guard let spring = source.spring else {
      let curveFormats = ExportFormat.formats(.curve).map(\.name)
      throw CLIError(
        "--format \(format.rawValue) needs a spring source (--preset and every --curve but spring(…) give curves:"
          + " use \(curveFormats.dropLast().joined(separator: ", ")) or \(curveFormats.last ?? ""))"
      )
    }
    if options[ExportOptions.plot] {
      throw CLIError(
        "--plot draws the curve formats; --format \(format.rawValue) prints the spring's constants")
    }
    for bound in [ExportOptions.maxError, ExportOptions.maxErrorPixels] where options.has(bound) {
      throw CLIError(
        "\(bound.flag) applies to the curve formats; --format \(format.rawValue) prints the"
          + " spring's constants")
    }
    let snippet: SpringSnippet
    do {
      // A pasted call runs through iOS's own conversion on every device, whatever model the
      // source was studied with.
      snippet = try SpringSnippet(
        format: format, spring: spring.spring, initialVelocity: spring.initialVelocity,
        endTime: spring.endTime, solver: .iOS)
    } catch {
      throw CLIError("--format \(format.rawValue): \(error)")
    }
    try Self.emit(snippet.code, report: snippet.report(label: label), options, context)
    return .success
  }

  /// Draws the exact curve, the export and its points, and the error (``ExportFigure``) into
  /// `--plot-out` (default `out`) as a 1200×600 PNG, listing the files on stderr.
  static func plot(_ figure: ExportFigure, _ options: ParsedOptions, _ context: CommandContext)
    throws -> ExitStatus
  {
    var folder = FigureFolder(
      path: options[ExportOptions.plotFolder] ?? "out", format: .png, width: 1200, height: 600,
      gnuplotSearchPath: nil)
    context.startFigureActivity("writing the export figure", in: &folder)
    let outcome: FigureOutcome
    do {
      outcome = try folder.write(
        figure, command: options.commandLine("jellylab export"),
        jellylabVersion: JellyLab.version)
    } catch {
      let message = CLIError(
        figure: error, folder: ExportOptions.plotFolder.flag, scriptShowsUsage: false
      ).message
      throw CLIError(message, showsUsage: false)
    }
    return try context.report(
      outcome, name: ExportFigure.name, folder: folder, filesOnStandardError: true)
  }

  /// Writes `code` to `--out` (or stdout), then the report: as JSON to `--report`, or as
  /// `key: value` lines on stderr (one line per note). Both destinations are opened before
  /// either is written, so a bad path leaves neither file behind.
  static func emit(
    _ code: String, report: ExportReport, _ options: ParsedOptions,
    _ context: CommandContext
  ) throws {
    let output = try context.openOutput(options[OutputOptions.file])
    let reportOutput = try options[ExportOptions.report].map { path throws(CLIError) in
      try context.openOutput(path, option: "--report")
    }
    if let reportOutput {
      try OutputTarget.deliver([(output, code), (reportOutput, report.json)])
      return
    }
    try OutputTarget.deliver([(output, code)])
    context.console.writeError(report.lines)
  }
}
