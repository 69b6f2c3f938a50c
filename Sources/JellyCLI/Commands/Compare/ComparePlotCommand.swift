import JellyArguments
import JellyFigures
import JellyPages

/// `jellylab compare plot`: the figure of a scene's normalized diff against an easing: both
/// curves and both fits on one scale above the residuals, as a gnuplot figure or an html page.
struct ComparePlotCommand: Command {
  /// `--plot`: accepted for the command line without a subcommand (`compare --plot`).
  static let plot = Option<Bool>.flag("plot", help: "Draw the comparison (what 'plot' does)")

  /// `"plot"`.
  var name: String { "plot" }

  /// One line for the subcommand list.
  var abstract: String {
    "Draws the normalized diff, the easing, both fits and the residuals."
  }

  /// The comparison, then the files written.
  var discussion: String {
    DiffEasingComparison.help + """
      Writes CSVs, a gnuplot script NAME.gp, a manifest NAME.json and the image into --out-dir
      DIR and prints the paths; NAME is compare-PRESET. --format html writes NAME.html
      instead of the script and image: one self-contained page (no gnuplot) with the curves
      and fits on one scale above the residuals, and a cursor over the CSV rows showing each
      curve's value as the CSV holds it (play, step with the arrow keys, scrub).

      """
  }

  /// The comparison's limits.
  var limits: [String] { DiffEasingComparison.limits }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SceneOptions.self] }

  /// The comparison's options, `--plot` and the figure options (html pages included).
  var options: [OptionSpec] {
    DiffEasingComparison.specs + [Self.plot.spec] + FigureOptions.pageSpecs
  }

  /// Compares, fits and writes the figure into `--out-dir`.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let comparison = try DiffEasingComparison(options, context: context)
    var folder = try FigureOptions.output(
      options, format: FigureOptions.pageFormat, gnuplotSearchPath: nil)
    context.startFigureActivity("writing the compare figure", in: &folder)
    let preset = comparison.preset
    let figure = CompareFigure(
      result: comparison.result, curveName: comparison.curveName,
      presetName: preset.name == "custom" ? nil : preset.name,
      title: options[FigureOptions.title], springs: preset.springParameters)
    let outcome: FigureOutcome
    let command = options.commandLine("jellylab compare \(name)")
    do {
      outcome = try folder.write(
        figure, orPage: ComparePageFigure(figure), command: command,
        jellylabVersion: JellyLab.version)
    } catch {
      throw CLIError(figure: error, scriptShowsUsage: false)
    }
    return try context.report(outcome, name: figure.name, folder: folder)
  }
}
