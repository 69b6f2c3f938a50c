import Foundation
import JellyFigures
import JellyFrameDiff
import JellyOutput
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
    METRICS per cell (CSV columns after damping,velocity,duration; nan = none):
      overshoot          largest excursion of the studied helper past its target / travel
      peak_count         extrema of diff(t) up to the end of the animation that lie at least
                         epsilon x travel from the resting diff (refined to 1e-9 s)
      first_peak_time    time of the first of them, s
      settling_duration  when diff(t) last leaves epsilon x its largest deviation, s
      largest_bulge      largest distance of a curved edge from its chord over the frames, pt
      inverted           1 when the shape bends against its main direction at any time
      largest_bulge_continuous  (one axis only) largest_bulge over continuous time, pt
    FIGURE: two ranges give a heatmap of --metric; one range gives every metric against it.
    Writes into DIR: NAME.csv, NAME.gp (run it from DIR with: gnuplot NAME.gp), NAME.json and
    the image; NAME is PRESET-sweep. Without gnuplot the data, script and manifest are still
    written. --format dumb prints --metric against the x axis as text.
    """
  }

  /// Preset, axes, metric and figure options.
  var options: [OptionSpec] {
    SceneOptions.presetSpecs.filter { spec in
      !Self.axes.contains { $0.option.spec.name == spec.name }
    }
      + Self.axes.map(\.option.spec) + [
        Self.metric.spec, Self.epsilon.spec, SamplingOptions.fps.spec,
      ] + FigureOptions.stillSpecs
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
    default: .overshoot)
  /// `--epsilon E`: the band of peak_count and settling_duration, a fraction of the travel.
  static let epsilon = Option<Double>.number(
    "epsilon", NumberRange(lower: (0, false), upper: (1, false)), valueName: "E",
    help: "Band of peak_count and settling_duration, a fraction", default: 0.001)

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
    if options[SceneOptions.listPresets] {
      try context.console.writeOutput(SceneOptions.presetList)
      return .success
    }
    let request = try SweepRequest(options, context: context, gnuplotSearchPath: gnuplotSearchPath)
    let output = request.figure
    let folder = try output.makeFolder()
    let name = request.name
    let csvName = "\(name).csv"
    let (ranges, continuousBulge) = try writeTable(
      request, to: folder.appendingPathComponent(csvName), context)
    let builder = SweepFigureScript(
      sweep: request.sweep, fileName: csvName, metric: request.metric, ranges: ranges,
      title: pageTitle(request), continuousBulgeRange: continuousBulge,
      pageWidth: request.figure.width, pageHeight: request.figure.height)
    let script: GnuplotScript
    do {
      script = try builder.script(terminal: output.terminal, outputFileName: output.imageName(name))
    } catch {
      throw CLIError("cannot build the figure: \(error)")
    }
    return try output.finish(
      script: script, name: name, written: [csvName],
      command: FigureOutput.commandLine("jellylab \(self.name)", options),
      parameters: manifestParameters(request), context: context)
  }

  /// Computes the cells block by block and streams them into the CSV file at `url`, drawing a
  /// progress bar on a terminal.
  ///
  /// - Returns: Each metric's smallest and largest value, and those of the continuous largest
  ///   bulge (one-axis sweeps).
  private func writeTable(_ request: SweepRequest, to url: URL, _ context: CommandContext)
    throws -> ([SweepMetric: (low: Double, high: Double)], (low: Double, high: Double)?)
  {
    let sweep = request.sweep
    let shapes = Sweep(shapesOf: sweep)
    let total = sweep.cellCount
    var progress = context.progressBar(total: total)
    defer { progress?.finish() }
    var table = SweepTable(continuousBulge: sweep.columns == nil)
    do {
      let writer = try AtomicFileWriter(path: url.path)
      var csv = try CSVWriter(header: table.header) { bytes in try writer.write(bytes) }
      // Blocks of about 1 % of the grid keep memory bounded and the bar moving.
      let blockSize = max(256, total / 100)
      var lower = 0
      while lower < total {
        let upper = min(lower + blockSize, total)
        let cells = shapes.cells(in: lower..<upper)
        for (offset, cell) in cells.enumerated() {
          try SweepTable.write(table.row(cell, index: lower + offset, sweep: sweep), to: &csv)
        }
        lower = upper
        progress?.update(done: lower)
      }
      try csv.finish()
      try writer.commit()
    } catch {
      throw CLIError("--out: \(error)", showsUsage: false)
    }
    progress?.finish()
    progress = nil
    if table.missingCount > 0 {
      context.warn(
        "\(table.missingCount) of \(total) cells have no UIKit spring (the damping ratio is too"
          + " small for the velocity: no stiffness brings the envelope to 0.001 at the"
          + " duration); their metrics are nan")
    }
    return (table.ranges, table.continuousBulgeRange)
  }

  /// The page title: the `--title` text (or the command and preset) and the grid.
  func pageTitle(_ request: SweepRequest) -> String {
    let number = FigureOutput.titleNumber
    let sweep = request.sweep
    var text = (request.title ?? "jellylab sweep: \(sweep.preset.name)") + " | "
    let axes = [sweep.rows] + (sweep.columns.map { [$0] } ?? [])
    text += axes.map { "\($0.parameter.name) \($0.values)" }.joined(separator: " x ")
    let side = sweep.preset.side
    let swept = Set(axes.map(\.parameter))
    var fixed: [String] = []
    if !swept.contains(.dampingRatio) { fixed.append("damping \(number(side.dampingRatio))") }
    if !swept.contains(.velocity) { fixed.append("velocity \(number(side.initialVelocity))") }
    if !swept.contains(.duration) { fixed.append("duration \(number(side.duration)) s") }
    let label = sweep.preset.center == nil ? "block" : "side"
    if !fixed.isEmpty { text += "; \(label): " + fixed.joined(separator: ", ") }
    if let center = sweep.preset.center {
      text +=
        "; center: damping \(number(center.dampingRatio)), velocity"
        + " \(number(center.initialVelocity)), duration \(number(center.duration)) s"
    }
    text += "; epsilon \(number(sweep.epsilon)), \(number(sweep.framesPerSecond)) fps"
    return text
  }

  /// The manifest's parameters: the grid, the fixed springs and the page.
  func manifestParameters(_ request: SweepRequest) -> [String: ManifestValue] {
    let sweep = request.sweep
    let figure = request.figure
    var parameters: [String: ManifestValue] = [
      "preset": .string(sweep.preset.name),
      "shape": .string(ShapeKind.drawing(sweep.preset).rawValue),
      "metric": .string(request.metric.name), "epsilon": .number(sweep.epsilon),
      "fps": .number(sweep.framesPerSecond), "format": .string(figure.format.rawValue),
      "width": .number(Double(figure.width)), "height": .number(Double(figure.height)),
      "cells": .number(Double(sweep.cellCount)),
      "x_axis": .string("\(sweep.rows.parameter.name) \(sweep.rows.values)"),
      "side_duration": .number(sweep.preset.side.duration),
      "side_damping_ratio": .number(sweep.preset.side.dampingRatio),
      "side_initial_velocity": .number(sweep.preset.side.initialVelocity),
    ]
    if let columns = sweep.columns {
      parameters["y_axis"] = .string("\(columns.parameter.name) \(columns.values)")
    }
    if let title = request.title { parameters["title"] = .string(title) }
    return parameters
  }
}
