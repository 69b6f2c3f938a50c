import Foundation
import JellyArguments
import JellyFigures
import JellyFrameDiff
import JellyGeometry
import JellyPages
import JellyText

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
    --format html writes one self-contained page NAME.html instead of the script and image (no
    gnuplot needed; no network: its SVG, script and style are jellylab's own): the same curves,
    peaks, inverted intervals and UIKit's cut with a time cursor, beside the shape drawn from the
    exact outline of every frame; play at 1x, 0.25x or 0.1x, pause, step with the arrow keys
    (space plays and pauses, Home and End jump), scrub with the slider, and read t, the frame and
    the values under the cursor. Two sets side by side, in step, with --format html only:
    --damping A,B or --preset P,Q (or both); files are named NAME-1/NAME-2 when both sets draw
    the same preset, and the page NAME1-vs-NAME2.html.
    """
  }

  /// The frame limit.
  var limits: [String] { [SceneOptions.animationFrameLimit()] }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SceneOptions.self, SamplingOptions.self] }

  /// Preset, scene overrides (the shared ``SceneOptions`` group), sampling and figure options.
  var options: [OptionSpec] {
    Self.sceneSpecs.map { spec in
      spec.name == Self.presets.spec.name
        ? Self.presets.spec : spec.name == Self.dampings.spec.name ? Self.dampings.spec : spec
    } + Self.figureSpecs
  }

  /// The scene options of one set, as every scene command declares them.
  static let sceneSpecs = SceneOptions.presetSpecs

  /// The sampling and figure options.
  static let figureSpecs: [OptionSpec] = [
    SamplingOptions.fps.spec, Self.panels.spec, FigureOptions.folder.spec,
    FigureOptions.animatedFormat.spec, FigureOptions.size.spec, FigureOptions.title.spec,
  ]

  /// `--preset NAME[,NAME2]`: the preset, or two for two sets side by side (html only).
  static let presets = Option<[String]?>.texts(
    "preset", counts: 1...2, valueName: "NAME[,NAME2]",
    help: "The animation studied (see --list-presets); two, comma-separated, side by side"
      + " (--format html)",
    allowed: "a preset name, or two separated by a comma (see --list-presets)",
    defaultText: SceneOptions.defaultPreset)

  /// `--damping Z[,Z2]`: the damping ratio, or two for two sets side by side (html only).
  static let dampings = Option<[Double]?>.numbers(
    "damping", .nonNegative, counts: 1...2, valueName: "Z[,Z2]",
    help: "Damping ratio (UIKit clamps it to [2^-23, 1]); two, comma-separated, side by side"
      + " (--format html)",
    allowed: "a finite number >= 0, or two separated by a comma")

  /// `--panels N`: how many snapshot shapes are drawn, 1...24.
  static let panels = Option<Int>.integer(
    "panels", 1, maximumSnapshots, valueName: "N",
    help: "Snapshot panels (the frame of largest bend is always one)", default: 6)

  /// Computes the figure, writes its files and renders the image.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    var folder = try FigureOptions.output(
      options, format: FigureOptions.animatedFormat, gnuplotSearchPath: gnuplotSearchPath)
    let renderProgress = RenderProgress(context: context)
    defer { renderProgress.finish() }
    folder.renderProgress = { renderProgress.report(done: $0, total: $1) }
    context.startFigureActivity("writing the figure", in: &folder)
    let listed = [
      (Self.presets.flag, options[Self.presets]?.count ?? 1),
      (Self.dampings.flag, options[Self.dampings]?.count ?? 1),
    ]
    let setCount = listed.map(\.1).max() ?? 1
    if setCount == 2, folder.format != .html, let flag = listed.first(where: { $0.1 == 2 })?.0 {
      throw CLIError(
        "\(flag) takes two values only with --format html (the page draws two sets side by side);"
          + " give one value for --format \(folder.format.rawValue)")
    }
    var scenes: [FrameDiffPreset] = []
    for index in 0..<setCount {
      // The options of this set: each list option's value for it (one value serves both).
      let single = options.element(index)
      let preset = try SceneOptions.resolve(single, context: context)
      try SceneOptions.checkTravel(preset, single)
      if let scene = try? preset.scene() {
        try SceneOptions.checkAnimationFrames(
          horizon: scene.animationEnd, fps: options[SamplingOptions.fps], single)
      }
      scenes.append(preset)
    }
    if folder.format == .html {
      let ignored = [FigureOptions.size.spec, Self.panels.spec].filter {
        options.contains(name: $0.name)
      }.map(\.flagName)
      if !ignored.isEmpty {
        context.warn(
          ignored.joined(separator: " and ")
            + (ignored.count == 1 ? " shapes" : " shape")
            + " the gnuplot figure only; the html page fits its window and draws the shape of"
            + " every frame, so \(ignored.count == 1 ? "it is" : "they are") ignored")
      }
      return try writePage(scenes: scenes, options: options, folder: folder, context: context)
    }
    let preset = scenes[0]
    let outcome: FigureOutcome
    do {
      let figure = try PlotFigure(
        preset: preset, framesPerSecond: options[SamplingOptions.fps],
        snapshotCount: options[Self.panels], title: options[FigureOptions.title])
      outcome = try folder.write(
        figure, command: options.commandLine("jellylab \(name)"),
        jellylabVersion: JellyLab.version)
    } catch .scene(let detail) {
      throw SceneOptions.sceneError(preset, options.element(0), detail: detail)
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

  /// Writes the html page of one or two scenes.
  private func writePage(
    scenes: [FrameDiffPreset], options: ParsedOptions, folder: FigureFolder,
    context: CommandContext
  ) throws -> ExitStatus {
    var figures: [PlotFigure] = []
    for (index, preset) in scenes.enumerated() {
      do {
        figures.append(
          try PlotFigure(
            preset: preset, framesPerSecond: options[SamplingOptions.fps],
            snapshotCount: options[Self.panels], title: nil))
      } catch .scene(let detail) {
        throw SceneOptions.sceneError(preset, options.element(index), detail: detail)
      } catch {
        throw CLIError(figure: error)
      }
    }
    let page = PlotPage(figures: figures, title: options[FigureOptions.title])
    let outcome: FigureOutcome
    do {
      outcome = try folder.write(
        page, command: options.commandLine("jellylab \(name)"),
        jellylabVersion: JellyLab.version)
    } catch .scene(let detail) {
      throw CLIError("cannot build the \(page.name) page: \(detail)")
    } catch {
      throw CLIError(figure: error)
    }
    let pageName = "\(page.name).html"
    let bytes =
      (try? FileManager.default.attributesOfItem(
        atPath: folder.url.appendingPathComponent(pageName).path)[.size] as? Int) ?? 0
    if bytes > Self.pageSizeWarning {
      let frames = figures.map { $0.data.sequence.frames.count }.max() ?? 0
      context.warn(
        "\(pageName) is \(ByteCount.words(Double(bytes))) (more than 1 MB): it holds the exact"
          + " outline of each of its \(frames) frames; a lower --fps or a shorter animation makes"
          + " it smaller")
    }
    return try context.report(outcome, name: page.name, folder: folder)
  }

  /// Page size in bytes above which `plot --format html` warns (1 MB).
  static let pageSizeWarning = 1_000_000
}
