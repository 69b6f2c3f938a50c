import JellyArguments
import JellyTrack
import JellyVideo

/// `jellylab track VIDEO`: an element of a recording in every frame, as CSV, decoded by ffmpeg
/// through a pipe: followed by its appearance (default), or found as what differs from a
/// background (`--background`, `--color`).
struct TrackCommand: Command {
  /// `VIDEO`.
  static let video = OperandSpec(
    "VIDEO", help: "The recording to track (any video ffmpeg reads; its first video stream)")
  /// `--background COLOR|first-frame|first-frame-color`.
  static let background = Option<String?>.parsed(
    "background", valueName: "COLOR",
    help: "Track what differs from this background instead of the element's appearance",
    allowed: "'#rrggbb', first-frame (pixel by pixel) or first-frame-color (its most common colour)"
  ) { text in
    ["first-frame", "first-frame-color"].contains(text) || RGBColor(hex: text) != nil ? text : nil
  }
  /// `--color COLOR`.
  static let color = Option<RGBColor?>.parsed(
    "color", valueName: "COLOR", help: "Track what shows this colour instead",
    allowed: "'#rrggbb'"
  ) { RGBColor(hex: $0) }
  /// `--tolerance N`.
  static let tolerance = Option<Int>.integer(
    "tolerance", 0, 765, valueName: "N",
    help: "How far (sum of the 3 channels' differences) a pixel may be from --color", default: 60)
  /// The groups' rules, then one way of finding the object; `--tolerance` belongs to `--color`.
  var rules: [OptionRule] {
    groupRules + [
      .exclusive([Self.color.spec, Self.background.spec]),
      .exclusive([TrackingOptions.object.spec, Self.background.spec]),
      .exclusive([TrackingOptions.object.spec, Self.color.spec]),
      .requires(Self.tolerance.spec, anyOf: [Self.color.spec]),
    ]
  }

  /// `"track"`.
  var name: String { "track" }

  /// One line for the command list.
  var abstract: String {
    "Tracks an element of a video, frame by frame: its box, scale and opacity, as CSV."
  }

  /// What is tracked and how.
  var discussion: String {
    """
    ffmpeg decodes VIDEO through a pipe, every frame as the container presents it (a
    variable frame rate keeps its own times). By default the element is followed by its
    appearance: the region that differs most between the first and the last frame (or the
    box --object names, in the frame it names), matched in every frame to a fraction of a
    pixel, moved, scaled and blended over what lies behind it; it may enter from outside the
    frame, sit over content of its own colour, carry a shadow, and share the screen with
    things that change in place (a clock, a spinner).
    Output: CSV frame,t,x,y,left,right,top,bottom,scale,opacity,score: frame from 0, t the
    presentation time in seconds from the stream's start (usually 0 at the first frame), x,y
    the centre of the box, all in pixels of the video, pixel (i, j) covering [i, i+1) x
    [j, j+1), y down; scale the element's size over its reference size, opacity its blend
    with the first frame behind it (empty when the first frame shows the element), score the
    correlation of the frame with the element as placed (-1 to 1).
    --background and --color track instead what differs from a background colour, from the
    first frame (first-frame), or what matches a colour, placing the four edges from the area
    under the row and column sums of the differences (CSV frame,t,x,y,left,right,top,bottom);
    the background must cover more than half of the frame (or of --roi).
    A frame that shows no element has empty fields. Reported on stderr: the frames without
    the element, the frames the recording dropped (a gap in the time stamps, or a frame that
    repeats the one before while the motion around it moves more than 0.5 px a frame), and a
    video that ends while the element still moves. A recording where nothing moves is
    refused (exit 2).

    """
  }

  /// The video's operand.
  var operands: [OperandSpec] { [Self.video] }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [TrackingOptions.self] }

  /// The element, the criteria, the region and the output.
  var options: [OptionSpec] {
    [
      TrackingOptions.object.spec, Self.background.spec, Self.color.spec, Self.tolerance.spec,
      TrackingOptions.region.spec, TrackingOptions.restTolerance.spec, OutputOptions.file.spec,
    ]
  }

  /// Decodes the video, tracks the element frame by frame and writes the CSV.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let path = options.operands[0]
    let source = try VideoSource.opening(path, region: options[TrackingOptions.region])
    // An unusable --out fails before the video is decoded.
    let output = try context.openOutput(options[OutputOptions.file])
    let track: TrackedVideo
    if options[Self.background] != nil || options[Self.color] != nil {
      track = try source.differenceTrack(criterion: Self.criterion(options), context: context)
    } else {
      track = try source.appearanceTrack(object: options[TrackingOptions.object], context: context)
    }
    let summary = TrackSummary(
      times: track.times, boxes: track.boxes, restTolerance: options[TrackingOptions.restTolerance])
    if let still = TrackRow.stillMessage(
      summary, path: path, element: track.element, appearance: track.appearance)
    {
      throw CLIError(still, showsUsage: false)
    }
    try output.writeCSV(header: track.header) { csv in
      for index in track.times.indices {
        try track.appendRow(index, to: &csv)
      }
    }
    for message in TrackRow.warnings(summary) {
      context.warn(message)
    }
    return .success
  }

  /// The criterion the difference options name.
  static func criterion(_ options: ParsedOptions) -> ObjectCriterion {
    if let color = options[color] { return .matchesColor(color, tolerance: options[tolerance]) }
    switch options[background] {
    case "first-frame": return .differsFromFirstFrame
    case let text?:
      return RGBColor(hex: text).map { .differsFromBackground($0) }
        ?? .differsFromFirstFrameBackground
    case nil: return .differsFromFirstFrameBackground
    }
  }
}
