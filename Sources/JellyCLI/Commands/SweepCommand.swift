import Foundation
import JellyArguments
import JellyFigures
import JellyFrameDiff
import JellyPages
import JellyShapes
import JellySweep

/// `jellylab sweep`: a grid of one or two spring arguments of a preset's studied helper, the
/// metrics of every cell as CSV, and a heatmap (two axes) or small multiples (one axis) rendered
/// by gnuplot.
///
/// Writes `NAME.csv`, a standalone gnuplot script `NAME.gp`, a manifest `NAME.json` and the
/// image (NAME = PRESET-sweep) into `--out`, and prints the paths written, one per line.
struct SweepCommand: Command {
  /// The gnuplot search path, or nil for the process's `PATH` (tests pass a folder without
  /// gnuplot).
  let gnuplotSearchPath: String?

  /// A sweep command that finds gnuplot on `PATH`.
  init() {
    gnuplotSearchPath = nil
  }

  /// A sweep command that looks for gnuplot in `searchPath` only.
  init(gnuplotSearchPath: String) {
    self.gnuplotSearchPath = gnuplotSearchPath
  }

  /// `"sweep"`.
  var name: String { "sweep" }

  /// One line for the command list.
  var abstract: String {
    "Sweeps damping, velocity or duration over a grid: per-cell metrics as CSV and a figure."
  }

  /// The axes, the metrics and the files.
  var discussion: String {
    """
    AXES: --damping, --velocity and --duration each take start:stop:step (both ends included)
    or one number; at most two may be ranges. They set the UIKit spring of the animation under
    study (jelly: the block; menus: the side helper); the center helper keeps its preset values.
    The first range in the order damping, velocity, duration is the x axis.
    METRICS per cell (CSV columns after damping,velocity,duration; an empty field = none):
    \(Self.metricLines)
    FIGURE: two ranges give a heatmap of --metric; one range gives every metric against it.
    Writes into DIR: NAME.csv, NAME.gp (run it from DIR with: gnuplot NAME.gp), NAME.json and
    the image; NAME is PRESET-sweep. Without gnuplot the data, script and manifest are still
    written. --format dumb prints --metric against the x axis as text.
    PAGE (--format html): NAME.csv, NAME.html and NAME.json, no gnuplot. The page shows the
    heatmap of --metric (one row of cells for one range) with the gnuplot figure's colours;
    hover a cell for its CSV row, click it (or Enter on the focused map; arrow keys move) for
    its diff over time and its shape with a time cursor. The page holds every CSV row and each
    cell's spring (4 numbers), from which it evaluates the cell's diff and outline at
    t = n/fps exactly as 'jellylab diff' and 'jellylab shape' do; at most 4000 cells.
    """
  }

  /// The frame limit per cell and the page's cell limit.
  var limits: [String] {
    [
      SceneOptions.animationFrameLimit("Each cell"),
      "At most --max-cells cells (default \(Self.defaultMaximumCells), at most"
        + " \(PresetSweep.maximumCellCount)); a larger grid is refused with its size.",
      "--format html: at most \(SweepPageData.maximumCells) cells.",
    ]
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SceneOptions.self, SamplingOptions.self] }

  /// Preset, axes, metric and figure options.
  var options: [OptionSpec] {
    SceneOptions.presetSpecs.filter { spec in
      !Self.axes.contains { $0.option.spec.name == spec.name }
    }
      + Self.axes.map(\.option.spec) + [
        Self.metric.spec, Self.epsilon.spec, SamplingOptions.fps.spec, Self.maximumCells.spec,
        ThreadOptions.threads.spec,
      ] + FigureOptions.pageSpecs
  }

  /// `--damping`, `--velocity` and `--duration` as sweep axes: `start:stop:step` or one value.
  static let axes: [(parameter: SweepParameter, option: Option<String?>)] = [
    (.dampingRatio, axis("damping", SpringOptions.damping)),
    (.velocity, axis("velocity", SpringOptions.velocity.spec)),
    (.duration, axis("duration", SpringOptions.duration)),
  ]
  /// `--metric NAME`: the heatmap's colour.
  static let metric = Option<SweepMetric>.choice(
    "metric", valueName: "NAME", help: "The heatmap's colour (and the text chart's y)",
    default: .overshoot, among: SweepMetric.everySweep)

  /// The METRICS lines of the help: each metric's name in a column of 19, then its summary (with
  /// its cost) wrapped at 89 characters under that column; a longer name takes two spaces.
  static var metricLines: String {
    let column = 21
    return SweepMetric.allCases.map { metric in
      let name = "  " + metric.name
      var prefix = name.count + 2 <= column ? HelpFormatter.pad(name, to: column) : name + "  "
      var lines: [String] = []
      var line = ""
      for word in metric.summaryWithCost.split(separator: " ") {
        if !line.isEmpty, prefix.count + line.count + 1 + word.count > 89 {
          lines.append(prefix + line)
          prefix = String(repeating: " ", count: column)
          line = ""
        }
        line += line.isEmpty ? String(word) : " " + word
      }
      return (lines + [prefix + line]).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// `--epsilon E`: the band of peak_count and settling_duration, a fraction of the travel.
  static let epsilon = Option<Double>.number(
    "epsilon", NumberRange(lower: (0, false), upper: (1, false)), valueName: "E",
    help: "Band of peak_count and settling_duration, a fraction", default: 0.001)

  /// The default of ``maximumCells``: about 110 MB of CSV and a minute or two of work.
  static let defaultMaximumCells = 1_000_000
  /// `--max-cells N`: the largest grid computed; larger ones are refused with their size.
  static let maximumCells = Option<Int>.integer(
    "max-cells", 1, PresetSweep.maximumCellCount, valueName: "N",
    help: "Refuse grids of more cells (each writes a CSV row of about 110 bytes)",
    default: defaultMaximumCells)
  /// Bytes per CSV row assumed by the "too many cells" estimate: 106 measured over the skype
  /// grid of ten columns, plus about 20 for the continuous bulge of a one-axis sweep.
  static func estimatedBytesPerRow(axes: Int) -> Int { axes == 1 ? 130 : 110 }

  private static func axis(_ name: String, _ number: Option<Double?>) -> Option<String?> {
    axis(name, number.spec)
  }

  private static func axis(_ name: String, _ number: OptionSpec) -> Option<String?> {
    .text(
      name, valueName: "A:B:S",
      help: number.help + ", swept from A to B by S (both ends included), or one value"
        + (number.unit.map { " (\($0))" } ?? ""))
  }

  /// Computes the grid, writes its files and renders the figure.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let request = try SweepRequest(options, context: context)
    var folder = try FigureOptions.output(
      options, format: FigureOptions.pageFormat, gnuplotSearchPath: gnuplotSearchPath)
    var figure = SweepFigure(
      sweep: request.sweep, metric: request.metric, title: options[FigureOptions.title])
    let total = request.sweep.cellCount
    if folder.format == .html, total > SweepPageData.maximumCells {
      throw CLIError(
        "--format html: a page holds at most \(SweepPageData.maximumCells) cells (its CSV rows"
          + " and springs stay under 1 MB); this grid has \(total): use larger steps or another"
          + " --format")
    }
    var progress = context.progressBar(total: total)
    let table: SweepTable
    do {
      table = try figure.writeTable(in: folder, threadCount: options[ThreadOptions.threads]) {
        progress?.update(done: $0)
      }
      progress?.finish()
    } catch {
      progress?.finish()
      throw CLIError(figure: error)
    }
    figure.table = table
    if table.missingCount > 0 {
      context.warn(
        "\(table.missingCount) of \(total) cells have no UIKit spring"
          + " (\(figure.sweep.missingSpringReason)); their metrics are empty")
    }
    let outcome: FigureOutcome
    let command = options.commandLine("jellylab \(name)")
    context.startFigureActivity("writing the \(figure.name) figure", in: &folder)
    do {
      outcome = try folder.write(
        figure, orPage: SweepPageFigure(figure), command: command, jellylabVersion: JellyLab.version
      )
    } catch {
      throw CLIError(figure: error)
    }
    return try context.report(outcome, name: figure.name, folder: folder)
  }
}
