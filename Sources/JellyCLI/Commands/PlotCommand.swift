import Foundation
import JellyArguments
import JellyFigures
import JellyFrameDiff
import JellyGeometry
import JellyOutput

/// `jellylab plot`: the headline figure. Left, a preset's diff over time with its peaks and
/// the snapshot times; right, the view's shape at those snapshots, to scale, y down as in UIKit.
///
/// Writes the CSV files, a standalone gnuplot script `NAME.gp`, a manifest `NAME.json` and the
/// image (NAME = the preset name) into `--out`, and prints the paths written, one per line.
struct PlotCommand: Command {
  /// The most snapshot panels `--frames` allows.
  static let maximumSnapshots = 24
  /// The gnuplot search path, or nil for the process's `PATH` (tests pass a folder without
  /// gnuplot).
  let gnuplotSearchPath: String?

  /// A plot command that finds gnuplot on `PATH`.
  init() {
    gnuplotSearchPath = nil
  }

  /// A plot command that looks for gnuplot in `searchPath` only.
  init(gnuplotSearchPath: String) {
    self.gnuplotSearchPath = gnuplotSearchPath
  }

  /// `"plot"`.
  var name: String { "plot" }

  /// One line for the command list.
  var abstract: String {
    "Draws a preset's diff over time beside its snapshot shapes, rendered by gnuplot."
  }

  /// What is drawn and written.
  var discussion: String {
    """
    Left, top: the motion over time (jelly: displacement from the target; menus: side, center
    and diff as displacements from their targets) with its peaks; below, on its own axis, the
    edge bend Δ with its exact peaks and the inverted intervals (Δ < 0) shaded. Snapshot times
    are numbered lines. Right: the view's shape at N snapshot frames, including the frame of
    largest bend, all at one scale with y pointing down as in UIKit. --damping, --duration and
    --velocity change the animation under study (jelly: the block; menus: the side helper);
    --center-* the menus' center helper; --screen, --distance and --side-* as in 'diff'.
    Writes into DIR: NAME-series.csv, NAME-peaks.csv, NAME-bend-peaks.csv, NAME-shape-K.csv,
    NAME.gp (run it from DIR with: gnuplot NAME.gp), NAME.json and the image; NAME is the preset
    name. GIF delays are whole 1/100 s, so the GIF shows every k-th frame, k/fps a whole number
    of 1/100 s (60 fps: every 3rd frame at 5 cs, real time); when no such k exists its title and
    manifest state the playback speed. Without gnuplot the data, script and manifest are still
    written. --format dumb prints the time series as text.
    """
  }

  /// Preset, scene overrides (the shared ``SceneOptions`` group), sampling and figure options.
  var options: [OptionSpec] {
    SceneOptions.presetSpecs + [
      SamplingOptions.fps.spec, Self.panels.spec, FigureOptions.folder.spec,
      FigureOptions.animatedFormat.spec, FigureOptions.size.spec, FigureOptions.title.spec,
    ]
  }

  /// `--panels N`: how many snapshot shapes are drawn, 1...24.
  static let panels = Option<Int>.integer(
    "panels", 1, maximumSnapshots, valueName: "N",
    help: "Snapshot panels (the frame of largest bend is always one)", default: 6)

  /// Computes the figure, writes its files and renders the image.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options[SceneOptions.listPresets] {
      try context.console.writeOutput(SceneOptions.presetList)
      return .success
    }
    let preset = try SceneOptions.resolve(options, context: context)
    let folder = FigureOptions.output(
      options, format: FigureOptions.animatedFormat, gnuplotSearchPath: gnuplotSearchPath)
    let outcome: FigureOutcome
    do {
      let figure = try PlotFigure(
        preset: preset, framesPerSecond: options[SamplingOptions.fps],
        snapshotCount: options[Self.panels], title: options[FigureOptions.title])
      outcome = try figure.write(
        to: folder, command: options.commandLine("jellylab \(name)"),
        jellylabVersion: JellyLab.version)
    } catch .scene(let detail) {
      throw CLIError("cannot build the \(preset.name) scene: \(detail)")
    } catch .panelsDoNotFit {
      throw CLIError(
        "--panels \(options[Self.panels]) does not fit --size \(folder.width)x\(folder.height):"
          + " each snapshot panel needs a plot area of at least"
          + " \(Int(DiffFigureScript.minimumPanelPixels)) px each way; give fewer --panels or a"
          + " larger --size")
    } catch {
      throw CLIError(figure: error)
    }
    return try context.report(outcome, name: preset.name, folder: folder)
  }
}
