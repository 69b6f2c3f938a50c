import Foundation
import JellyFigures
import JellyFrameDiff
import JellyOutput

/// The validated options of `jellylab plot`.
struct PlotRequest {
  /// The preset with the layout and spring overrides applied.
  let preset: FrameDiffPreset
  /// The display-link rate, in frames per second (0, 1000].
  let framesPerSecond: Double
  /// The number of snapshot panels, 1...24.
  let snapshotCount: Int
  /// The `--out` folder, image format and page size, and where gnuplot is looked for.
  let figure: FigureOutput
  /// The `--title` text, if given (checked safe for gnuplot).
  let title: String?

  /// Validates `options`.
  ///
  /// - Throws: ``CLIError`` naming the option at fault.
  init(_ options: ParsedOptions, context: CommandContext, gnuplotSearchPath: String? = nil)
    throws(CLIError)
  {
    preset = try SceneOptions.resolve(options, context: context)
    framesPerSecond = options[SamplingOptions.fps]
    snapshotCount = options[PlotCommand.panels]
    figure = FigureOptions.output(
      options, format: FigureOptions.animatedFormat, gnuplotSearchPath: gnuplotSearchPath)
    title = options[FigureOptions.title]
  }

  /// The page title: the `--title` text (or the preset name) and the spring parameters.
  func pageTitle(_ data: DiffFigureData) -> String {
    let number = FigureOutput.titleNumber
    let side = preset.side
    var text = (title ?? "jellylab plot: \(preset.name)") + " | "
    let sideLabel = preset.center == nil ? "block" : "side"
    text +=
      "\(sideLabel): duration \(number(side.duration)) s, damping "
      + "\(number(side.dampingRatio)), velocity \(number(side.initialVelocity))"
    if let center = preset.center {
      text +=
        "; center: duration \(number(center.duration)) s, damping "
        + "\(number(center.dampingRatio)), velocity \(number(center.initialVelocity))"
    }
    text += "; \(number(framesPerSecond)) fps"
    return text
  }

  /// The manifest's parameters: the resolved springs, the sampling and the page.
  func manifestParameters(_ data: DiffFigureData) -> [String: ManifestValue] {
    var parameters: [String: ManifestValue] = [
      "preset": .string(preset.name), "fps": .number(framesPerSecond),
      "panels": .number(Double(snapshotCount)), "format": .string(figure.format.rawValue),
      "width": .number(Double(figure.width)), "height": .number(Double(figure.height)),
      "side_duration": .number(preset.side.duration),
      "side_damping_ratio": .number(preset.side.dampingRatio),
      "side_initial_velocity": .number(preset.side.initialVelocity),
      "horizon": .number(data.sequence.horizon),
      "snapshot_times": .numbers(data.snapshots.map(\.frame.time)),
    ]
    if let center = preset.center {
      parameters["center_duration"] = .number(center.duration)
      parameters["center_damping_ratio"] = .number(center.dampingRatio)
      parameters["center_initial_velocity"] = .number(center.initialVelocity)
    }
    if let title { parameters["title"] = .string(title) }
    return parameters
  }
}
