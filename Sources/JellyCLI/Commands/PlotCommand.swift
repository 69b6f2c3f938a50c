import Foundation
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
  /// The most pages an animated GIF gets (frames are skipped evenly beyond this).
  static let maximumAnimationFrames = 90
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
    let request = try PlotRequest(options, context: context, gnuplotSearchPath: gnuplotSearchPath)
    let data: DiffFigureData
    do {
      data = try DiffFigureData(
        preset: request.preset, framesPerSecond: request.framesPerSecond,
        snapshotCount: request.snapshotCount)
    } catch {
      throw CLIError("cannot build the \(request.preset.name) scene: \(error)")
    }
    let output = request.figure
    let folder = URL(fileURLWithPath: output.outPath)
    let name = request.preset.name
    let csv = DiffFigureCSV(folder: folder, name: name)
    let builder = DiffFigureScript(
      data: data, files: csv, title: request.pageTitle(data),
      pageWidth: output.width, pageHeight: output.height)
    let format = output.format
    let area = builder.snapshotPlotArea()
    if format != .dumb, format != .gif,
      min(area.width, area.height) < DiffFigureScript.minimumPanelPixels
    {
      throw CLIError(
        "--panels \(request.snapshotCount) does not fit --size \(output.width)x\(output.height):"
          + " each snapshot panel needs a plot area of at least"
          + " \(Int(DiffFigureScript.minimumPanelPixels)) px each way; give fewer --panels or a"
          + " larger --size")
    }
    try output.makeFolder()
    var written: [String]
    do {
      written = try csv.writeStatic(data)
    } catch {
      throw CLIError("--out: \(error)", showsUsage: false)
    }
    let imageName = output.imageName(name)
    var manifestParameters = request.manifestParameters(data)
    let script: GnuplotScript
    do {
      if format == .gif {
        let timing = GIFTiming(
          framesPerSecond: request.framesPerSecond, frameCount: data.sequence.frames.count,
          maximumPages: Self.maximumAnimationFrames)
        let frames = timing.pages(frameCount: data.sequence.frames.count)
        written += try csv.writeAnimation(data, frames: frames)
        var outlines: [[Vector2]] = []
        for position in frames {
          outlines.append(try data.shapes.shape(at: data.sequence.frames[position].time).outline)
        }
        let terminal = format.terminal(
          width: output.width, height: output.height, gifDelay: timing.delayCentiseconds)
        script = try DiffFigureScript(
          data: data, files: csv, title: request.pageTitle(data) + "; \(timing)",
          pageWidth: output.width, pageHeight: output.height
        ).animationScript(
          terminal: terminal ?? output.terminal, outputFileName: imageName, frames: frames,
          outlines: outlines)
        manifestParameters["gif_frame_step"] = .number(Double(timing.frameStep))
        manifestParameters["gif_delay_centiseconds"] = .number(Double(timing.delayCentiseconds))
        manifestParameters["gif_playback_speed"] = .number(timing.playbackSpeed)
      } else {
        script = try builder.staticScript(terminal: output.terminal, outputFileName: imageName)
      }
    } catch let error as GnuplotScriptError {
      throw CLIError("cannot build the figure: \(error)")
    } catch {
      throw CLIError("--out: \(error)", showsUsage: false)
    }
    return try output.finish(
      script: script, name: name, written: written,
      command: FigureOutput.commandLine("jellylab \(self.name)", options),
      parameters: manifestParameters, context: context)
  }

}
