import JellyAnalysis
import JellyArguments
import JellyEasing
import JellyFigures
import JellyFrameDiff
import JellyPage

/// The figures of `jellylab compare`: `--plot` (the overlay, both fits and the residuals) and
/// `--curves` (easings as small multiples of value and velocity).
extension CompareMode {
  /// Writes the figure of `result` against the easing `curveName` into `--out`.
  func runCompareFigure(
    _ options: ParsedOptions, preset: FrameDiffPreset, context: CommandContext,
    _ result: DiffComparison, _ curveName: String
  ) throws -> ExitStatus {
    var folder = try FigureOptions.output(
      options, format: FigureOptions.pageFormat, gnuplotSearchPath: nil)
    context.startFigureActivity("writing the compare figure", in: &folder)
    let figure = CompareFigure(
      result: result, curveName: curveName, presetName: preset.name == "custom" ? nil : preset.name,
      title: options[FigureOptions.title], springs: preset.springParameters)
    let outcome: FigureOutcome
    let command = options.commandLine("jellylab compare \(name)")
    do {
      if folder.format == .html {
        outcome = try folder.write(
          ComparePageFigure(figure), command: command, jellylabVersion: JellyLab.version)
      } else {
        outcome = try folder.write(figure, command: command, jellylabVersion: JellyLab.version)
      }
    } catch {
      throw CLIError(figure: error, scriptShowsUsage: false)
    }
    return try context.report(outcome, name: figure.name, folder: folder)
  }

  /// `--curves LIST`: writes the small multiples of the listed easings into `--out`.
  func runCurvesFigure(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    guard let list = options[CompareCommand.curves] else {
      throw CLIError("--curves is required: the easings to draw, comma-separated")
    }
    let entries: [String]
    do {
      entries = try EasingList.entries(of: list)
    } catch .empty {
      throw CLIError(
        "--curves: empty list; give curve names separated by commas", showsUsage: false)
    } catch .emptyEntry(let position, let count) {
      throw CLIError("--curves: entry \(position) of \(count) is empty", showsUsage: false)
    }
    guard entries.count <= CurvesFigure.maximumCurves else {
      throw CLIError(
        "--curves: \(entries.count) curves given, at most \(CurvesFigure.maximumCurves)",
        showsUsage: false)
    }
    var curves: [any EasingCurve] = []
    for entry in entries {
      do {
        curves.append(try EasingParser.parse(entry, uiKit: UIKitOptions.model(options)))
      } catch {
        throw CLIError("--curves: \(error)", showsUsage: false)
      }
    }
    let samples = try Self.samples(options)
    var folder = try FigureOptions.output(options, gnuplotSearchPath: nil)
    context.startFigureActivity("writing the curves figure", in: &folder)
    let outcome: FigureOutcome
    do {
      outcome = try folder.write(
        CurvesFigure(curves: curves, samples: samples, title: options[FigureOptions.title]),
        command: options.commandLine("jellylab compare \(name)"), jellylabVersion: JellyLab.version)
    } catch .panelsDoNotFit {
      throw CLIError(
        "--curves: \(curves.count) curves do not fit --size \(folder.width)x\(folder.height):"
          + " each panel needs a plot area of at least"
          + " \(Int(DiffFigureScript.minimumPanelPixels)) px each way; give fewer curves or a"
          + " larger --size", showsUsage: false)
    } catch {
      throw CLIError(figure: error, scriptShowsUsage: false)
    }
    return try context.report(outcome, name: "curves", folder: folder)
  }
}
