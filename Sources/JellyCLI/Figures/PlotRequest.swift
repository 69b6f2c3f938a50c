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
  init(_ options: ParsedOptions, gnuplotSearchPath: String? = nil) throws(CLIError) {
    let base = try SceneOptions.named(options.text("preset") ?? "jelly")
    preset = try SceneOptions.applyingOverrides(options, to: base, aliases: true)
    framesPerSecond = options.number("fps") ?? DisplayLink.defaultFramesPerSecond
    snapshotCount = options.integer("frames") ?? 6
    guard snapshotCount <= PlotCommand.maximumSnapshots else {
      throw CLIError.invalidValue(
        option: "--frames", allowed: "an integer in 1...\(PlotCommand.maximumSnapshots)",
        got: "\(snapshotCount)")
    }
    let (width, height) = try FigureOutput.size(options.text("size") ?? "1200x600")
    figure = FigureOutput(
      outPath: options.text("out") ?? "out",
      format: PlotFormat(rawValue: options.text("format") ?? "png") ?? .png, width: width,
      height: height, gnuplotSearchPath: gnuplotSearchPath)
    title = try FigureOutput.title(options)
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
      "frames": .number(Double(snapshotCount)), "format": .string(figure.format.rawValue),
      "width": .number(Double(figure.width)), "height": .number(Double(figure.height)),
      "sideDuration": .number(preset.side.duration),
      "sideDampingRatio": .number(preset.side.dampingRatio),
      "sideInitialVelocity": .number(preset.side.initialVelocity),
      "horizon": .number(data.sequence.horizon),
      "snapshotTimes": .string(data.snapshots.map { "\($0.frame.time)" }.joined(separator: " ")),
    ]
    if let center = preset.center {
      parameters["centerDuration"] = .number(center.duration)
      parameters["centerDampingRatio"] = .number(center.dampingRatio)
      parameters["centerInitialVelocity"] = .number(center.initialVelocity)
    }
    if let title { parameters["title"] = .string(title) }
    return parameters
  }
}
