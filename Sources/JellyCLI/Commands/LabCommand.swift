import JellyArguments
import JellyFigures
import JellyFrameDiff
import JellyIO
import JellyPages

/// `jellylab lab`: one self-contained HTML page where the scene's settings are controls and every
/// change recomputes the motion, the diff and its peaks, the shape, the metrics and the export
/// in the browser (no server, no network).
struct LabCommand: Command {
  /// A lab command.
  init() {}

  /// `"lab"`.
  var name: String { "lab" }

  /// One line for the command list.
  var abstract: String {
    "Writes a self-contained HTML lab page where every setting recomputes in the browser."
  }

  /// The page and its controls.
  var discussion: String {
    """
    PAGE: one HTML file (no network, opens from disk) that starts from the preset and options
    given. Controls: the preset; each helper's UIKit duration, damping, velocity and delay
    (slider and number field, UIKit's clamps shown as used); --fps; the solver (--uikit-solver);
    the cut (--free-spring); the linear() bound (--max-error). Every change redraws the helpers'
    motion and the diff with their refined peaks and inverted intervals, the animated shape,
    the metrics (overshoot, settling, end_jump, first peak; as 'sweep' computes them) and the
    export panel (CSS linear() within the bound, SwiftUI, UIKit, Core Animation and Android
    code as 'export' writes it). The settings live in the URL's fragment; the page shows the
    equivalent command lines. Layout options (--screen, --element-height, --distance) apply to
    every preset the page offers; the other options set the starting values.

    """ + SceneOptions.help
  }

  /// The frame limit of the page.
  var limits: [String] {
    [
      "At most \(LabPageData.maximumFrames) frames from t = 0 to the end of the animation: its"
        + " end × --fps at most \(LabPageData.maximumFrames - 1) (3333.31 s at 60 fps); a later"
        + " end is refused before any work, and the page refuses it too."
    ]
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] {
    [SceneOptions.self, SamplingOptions.self, ExportOptions.self]
  }

  /// Preset, overrides, rate, bound and output.
  var options: [OptionSpec] {
    SceneOptions.presetSpecs + [
      SamplingOptions.fps.spec, ExportOptions.maxError.spec, OutputOptions.file.spec,
    ]
  }

  /// The bound of the page's `linear()` when `--max-error` is not given (as `export`'s).
  static let defaultMaxError = 0.001

  /// Resolves the scene, builds every preset with the layout given and writes the page.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let chosen = try SceneOptions.resolve(options, context: context)
    try SceneOptions.checkTravel(chosen, options)
    let fps = options[SamplingOptions.fps]
    let end = try SceneOptions.scene(chosen, options).animationEnd
    let frames = (end * fps + 1e-9).rounded(.down) + 1
    if !(frames <= Double(LabPageData.maximumFrames)) {
      let setters = SceneOptions.animationEndSetters(options) ?? SamplingOptions.fps.flag
      throw CLIError(
        "\(setters): the animation ends at \(end) s, \(frames.isFinite ? "\(Int(frames))" : "inf")"
          + " frames at \(NumberRange.format(fps)) frames/s; the lab page draws at most"
          + " \(LabPageData.maximumFrames) (lower --fps, a duration or a delay)")
    }
    var layout = try SceneOptions.overrides(options)
    (layout.side, layout.center) = (HelperOverrides(), HelperOverrides())
    var presets: [LabPageData.Preset] = []
    for preset in [chosen] + FrameDiffPreset.all.filter({ $0.name != chosen.name }) {
      do {
        // Every outline is fitted on the preset's own springs (the shape does not depend on
        // them), so a setting whose motion overflows still gives a page that says so.
        let defaults = try FrameDiffPreset.named(preset.name).applying(layout)
        presets.append(
          try LabPageData.Preset(
            preset.name == chosen.name ? chosen : defaults, outlineFrom: defaults,
            framesPerSecond: fps))
      } catch {
        throw CLIError("--preset \(preset.name) gives no usable lab page: \(error)")
      }
    }
    let data = LabPageData(
      presets: presets, framesPerSecond: fps, model: chosen.animationModel,
      maxError: options[ExportOptions.maxError] ?? Self.defaultMaxError,
      layoutArguments: Self.layoutArguments(options), version: JellyLab.version)
    let output = try context.openOutput(options[OutputOptions.file])
    try OutputTarget.deliver([(output, LabPage(data: data).text)])
    return .success
  }

  /// The layout options given, as command-line words (`--screen 390x844`, `--distance 300`).
  static func layoutArguments(_ options: ParsedOptions) -> [String] {
    var words: [String] = []
    if let size = options[SceneOptions.screen] {
      words += [
        SceneOptions.screen.flag,
        "\(NumberRange.format(size.width))x\(NumberRange.format(size.height))",
      ]
    }
    for option in [
      SceneOptions.screenWidth, SceneOptions.screenHeight, SceneOptions.elementHeight,
      SceneOptions.distance,
    ] {
      if let value = options[option] { words += [option.flag, NumberRange.format(value)] }
    }
    return words
  }
}
