import JellyArguments
import JellyFrameDiff

/// `jellylab diff`: the frame-by-frame diff sequence of two helper views as CSV
/// `frame,t,side,center,diff`.
///
/// Frame n is read at t = n/fps from 0 through `--until` (default: the end of the animations);
/// dropped frames are left out. Values come from the library's ``DiffSequence`` and are written
/// as shortest round-trip numbers (t in seconds, positions in points), like every other CSV.
struct DiffCommand: Command {
  /// The CSV columns: frame number, t in seconds, side and center (the reference) in points,
  /// diff = side − center in points.
  static let header = ["frame", "t", "side", "center", "diff"]

  /// A diff command.
  init() {}

  /// `"diff"`.
  var name: String { "diff" }

  /// One line for the command list.
  var abstract: String {
    "Writes the frame-by-frame diff of two helper views as CSV: frame,t,side,center,diff."
  }

  /// The scene sources and the output.
  var discussion: String {
    SceneOptions.help + """
      Output: CSV frame,t,side,center,diff (center = the reference: the center helper, or the
      side's target for one-spring scenes), t in seconds, values in points; dropped frames are
      left out. --interrupt-at T gives each helper, at T, the animation of the same helper in
      --then PRESET (default the preset's -close one), added on top as UIKit does.

      """
  }

  /// The frame limit.
  var limits: [String] { [SamplingOptions.frameLimit] }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] {
    [SceneOptions.self, SamplingOptions.self, DropOptions.self, InterruptedDiff.self]
  }

  /// Scene, display-link and output options.
  var options: [OptionSpec] {
    SceneOptions.specs + [SamplingOptions.fps.spec, SamplingOptions.until.spec] + DropOptions.specs
      + InterruptedDiff.specs + [OutputOptions.file.spec, ThreadOptions.threads.spec]
  }

  /// Samples the scene and writes the CSV.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let preset = try SceneOptions.resolve(options, context: context)
    let link = try DropOptions.displayLink(options)
    // The frames are computed as they are written, on the row threads: no array of them.
    let scene = try SceneOptions.scene(preset, options)
    let interrupted = try InterruptedDiff.scene(scene, preset: preset, options)
    let horizon =
      options[SamplingOptions.until] ?? interrupted?.animationEnd ?? scene.animationEnd
    if let interrupted, let folder = options[InterruptedDiff.plot] {
      return try InterruptedDiff.writeFigure(
        interrupted, scene: scene, preset: preset, horizon: horizon, folder: folder, options,
        context: context)
    }
    try SamplingOptions.checkFrameCount(
      options, horizon: horizon, fps: link.framesPerSecond, defaultText: "the animation ends at",
      setBy: SceneOptions.animationEndSetters(options))
    let presented: PresentedFrames
    do {
      presented = try link.presentedFrames(through: horizon)
    } catch {
      throw CLIError("--until: \(error)")
    }
    var progress = context.progress(total: presented.count, unit: "rows")
    defer { progress.finish() }
    try context.writeCSV(options[OutputOptions.file], header: Self.header) { csv in
      try csv.appendRows(
        count: presented.count, threadCount: options[ThreadOptions.threads],
        progress: { progress.advance(to: $0) }
      ) { index, csv in
        let frame = DiffSequence.frame(presented[index], of: scene, displayLink: link)
        // An interrupted scene's helpers at the frame's time instead.
        let side = interrupted?.side.value(at: frame.time) ?? frame.side
        let reference = interrupted?.reference(at: frame.time) ?? frame.reference
        try csv.appendRow { row in
          row.append(frame.frame)
          row.append(frame.time)
          row.append(side)
          row.append(reference)
          row.append(interrupted == nil ? frame.diff : side - reference)
        }
      }
    }
    return .success
  }
}
