import JellyArguments
import JellyEasing
import JellyFigures
import JellyPages

/// `jellylab compare curves`: easings drawn as small multiples, value over progress above its
/// velocity, beside one overlay of every curve on a shared scale and each curve's difference
/// from the first; as a gnuplot figure or an html page.
struct CompareCurvesCommand: Command {
  /// `--curves LIST`: the easings to draw.
  static let curves = Option<String?>.text(
    "curves", valueName: "LIST",
    help: "The easings to draw, comma-separated (commas inside parentheses kept; at most"
      + " \(CurvesFigure.maximumCurves); required)")

  /// `"curves"`.
  var name: String { "curves" }

  /// One line for the subcommand list.
  var abstract: String {
    "Draws easings as small multiples (value and velocity), one overlay and their differences."
  }

  /// What is drawn and the files written.
  var discussion: String {
    """
    Draws the listed easings (as the parser reads them, commas inside parentheses kept) as
    small multiples, value over progress above its velocity d(value)/d(progress), beside
    one overlay of every curve on a shared scale and, for two curves or more, below it each
    curve's difference from the first, value_K - value_1, on a scale of its own (so that
    differences the overlay hides show). Writes CSVs (curves-K.csv; curves-differences.csv,
    every pair's largest difference; curves-minus-first.csv, progress and each curve's
    difference from the first), curves.gp, curves.json and the image into --out-dir DIR.
    --format html writes curves.html instead of the script and image: one self-contained
    page (no gnuplot) with the overlay and the difference chart, and a cursor over the CSV
    rows showing each curve's value and difference as the CSVs hold them (progress played
    as a 1 s animation; play, step with the arrow keys, scrub).

    """
  }

  /// The curve count.
  var limits: [String] { ["At most \(CurvesFigure.maximumCurves) curves."] }

  /// `--curves`, `--points` and the figure options (html pages included).
  var options: [OptionSpec] {
    [Self.curves.spec, CompareGrid.points.spec] + FigureOptions.pageSpecs
  }

  /// Parses the listed easings and writes their small multiples into `--out-dir`.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    guard let list = options[Self.curves] else {
      throw CLIError("--curves is required: the easings to draw, comma-separated")
    }
    let entries: [String]
    do {
      entries = try EasingList.entries(of: list)
    } catch {
      throw CLIError("--curves: \(error)", showsUsage: false)
    }
    guard entries.count <= CurvesFigure.maximumCurves else {
      throw CLIError(
        "--curves: \(entries.count) curves given, at most \(CurvesFigure.maximumCurves)",
        showsUsage: false)
    }
    var curves: [any EasingCurve] = []
    for given in entries {
      let entry = try LottieCurveName.resolve(given, option: "--curves")
      do {
        curves.append(try EasingParser.parse(entry, uiKit: UIKitOptions.model(options)))
      } catch {
        throw CLIError("--curves: \(error)", showsUsage: false)
      }
    }
    let samples = try CompareGrid.pointCount(options)
    var folder = try FigureOptions.output(
      options, format: FigureOptions.pageFormat, gnuplotSearchPath: nil)
    context.startFigureActivity("writing the curves figure", in: &folder)
    let outcome: FigureOutcome
    let figure = CurvesFigure(curves: curves, samples: samples, title: options[FigureOptions.title])
    do {
      outcome = try folder.write(
        figure, orPage: CurvesPageFigure(figure),
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
