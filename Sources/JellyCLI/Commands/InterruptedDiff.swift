import JellyArguments
import JellyFigures
import JellyFrameDiff
import JellyInterruption

/// `jellylab diff --interrupt-at T [--then PRESET]`: the scene's helpers get another preset's
/// UIKit animations at T, added on top of the running ones (``InterruptedScene``).
enum InterruptedDiff: OptionGroup {
  /// `--then PRESET`: the preset whose animations start at the interruption.
  static let then = Option<String?>.text(
    "then", valueName: "PRESET",
    help: "With --interrupt-at: the preset whose animations start then (UIKit adds them)",
    defaultText: "the preset's -close counterpart (skype: skype-close)")

  /// `--plot DIR`: the diff with and without the interruption, as a figure.
  static let plot = Option<String?>.parsed(
    "plot", valueName: "DIR",
    help: "With --interrupt-at: draw the diff and its rate with and without the interruption into"
      + " DIR instead of the CSV",
    allowed: "a folder path ('-' cannot hold a figure's several files)"
  ) { $0.isEmpty || $0 == "-" ? nil : $0 }

  /// `--interrupt-at T`, `--then PRESET` and `--plot DIR`.
  static let specs = [InterruptCommand.interruptAt.spec, then.spec, plot.spec]

  /// `--then` and `--plot` need `--interrupt-at`.
  static let rules: [OptionRule] = [
    .requires(then.spec, anyOf: [InterruptCommand.interruptAt.spec]),
    .requires(plot.spec, anyOf: [InterruptCommand.interruptAt.spec]),
  ]

  /// Draws the diff of `scene` and of `interrupted`, and their rates, into `path`.
  static func writeFigure(
    _ interrupted: InterruptedScene, scene: FrameDiffScene, preset: FrameDiffPreset,
    horizon: Double, folder path: String, _ options: ParsedOptions, context: CommandContext
  ) throws -> ExitStatus {
    let times = (0..<1200).map { horizon * Double($0) / 1199 }
    let rate = { (t: Double) in
      interrupted.side.velocity(at: t) - (interrupted.center?.velocity(at: t) ?? 0)
    }
    let curves = [
      InterruptionFigure.Curve(
        label: "\(preset.name) undisturbed", values: times.map(scene.diff(at:)),
        velocities: times.map(scene.diffDerivative(at:))),
      InterruptionFigure.Curve(
        label: "\(preset.name), then \(options[then] ?? preset.name + "-close") at"
          + " \(FigureNumber.plain(interrupted.time)) s (UIKit adds)",
        values: times.map(interrupted.diff(at:)), velocities: times.map(rate)),
    ]
    let figure = InterruptionFigure(
      times: times, curves: curves, interruptionTimes: [interrupted.time], unit: "pt",
      title:
        "jellylab diff: \(preset.name) interrupted at \(FigureNumber.plain(interrupted.time)) s",
      valueName: "diff", name: "diff-interrupted")
    return try context.drawFigure(
      figure, in: FigureFolder(path: path, format: .png, width: 1400, height: 800),
      activity: "writing the diff figure", command: options.commandLine("jellylab diff"),
      option: plot.flag)
  }

  /// The interrupted scene the options name, or `nil` without `--interrupt-at`.
  static func scene(
    _ scene: FrameDiffScene, preset: FrameDiffPreset, _ options: ParsedOptions
  ) throws(CLIError) -> InterruptedScene? {
    guard let times = options[InterruptCommand.interruptAt] else { return nil }
    guard times.count == 1 else {
      throw CLIError(
        "\(InterruptCommand.interruptAt.flag) takes one time in diff (got \(times.count))")
    }
    let name = options[then] ?? preset.name + "-close"
    let next: FrameDiffScene
    do {
      next = try FrameDiffPreset.named(name).scene()
    } catch {
      throw CLIError("\(then.flag): \(error)")
    }
    do {
      return try InterruptedScene(scene, then: next, at: times[0])
    } catch {
      throw CLIError("\(InterruptCommand.interruptAt.flag): \(error)")
    }
  }
}
