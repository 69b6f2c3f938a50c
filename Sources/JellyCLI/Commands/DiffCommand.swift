import JellyFrameDiff

/// `jellylab diff`: the frame-by-frame diff sequence of two helper views as CSV
/// `frame,t,side,center,diff`.
///
/// Frame n is read at t = n/fps from 0 through `--until` (default: the end of the animations);
/// dropped frames are left out. Values come from the library's ``DiffSequence`` and are written
/// as shortest round-trip numbers (t in seconds, positions in points), like every other CSV.
public struct DiffCommand: Command {
  /// The CSV columns: frame number, t in seconds, side and center (the reference) in points,
  /// diff = side − center in points.
  static let header = ["frame", "t", "side", "center", "diff"]

  /// A diff command.
  public init() {}

  /// `"diff"`.
  public var name: String { "diff" }

  /// One line for the command list.
  public var abstract: String {
    "Writes the frame-by-frame diff of two helper views as CSV: frame,t,side,center,diff."
  }

  /// The scene sources and the output.
  public var discussion: String {
    """
    SCENE: --preset NAME (see --list-presets), or explicit helpers --side LIST [--center LIST]
    moving from --from to --to, LIST = duration=D,damping=Z[,velocity=V][,delay=S] (UIKit
    spring arguments). Without --center the reference is the side's target.
    OVERRIDES: --screen WxH, --distance, --side-*, --center-*; --duration, --damping and
    --velocity set the side helper (the jelly's only spring).
    Output: CSV frame,t,side,center,diff (center = the reference), t in seconds, values in
    points; dropped frames are left out.

    """
  }

  /// Scene, display-link and output options.
  public var options: [OptionSpec] {
    SceneOptions.sourceSpecs + SceneOptions.endpointSpecs + SceneOptions.overrideSpecs
      + SceneOptions.springAliasSpecs + DropOptions.specs + [
        OptionSpec(
          "out", .text, valueName: "FILE", help: "Write the CSV to FILE atomically ('-' is stdout)",
          default: "stdout")
      ]
  }

  /// Samples the scene and writes the CSV.
  public func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options.contains("list-presets") {
      try context.console.writeOutput(SceneOptions.presetList)
      return .success
    }
    guard let preset = try SceneOptions.preset(options, aliases: true) else {
      throw CLIError("no scene given; give --preset NAME or --side LIST [--center LIST]")
    }
    let link = try DropOptions.displayLink(options)
    let sequence: DiffSequence
    do {
      sequence = try DiffSequence(
        scene: try preset.scene(), displayLink: link, horizon: options.number("until"))
    } catch {
      throw CLIError("--until: \(error)")
    }
    try context.writeCSV(options.text("out"), header: Self.header) { csv in
      for frame in sequence.frames {
        try csv.append(frame.frame)
        try csv.append(frame.time)
        try csv.append(frame.side)
        try csv.append(frame.reference)
        try csv.append(frame.diff)
        try csv.endRow()
      }
    }
    return .success
  }
}
