import JellyArguments
import JellyTrack
import JellyVideo

/// `jellylab track VIDEO`: the box of a moving object in every frame of a recording, as CSV
/// `frame,t,x,y,left,right,top,bottom`, decoded by ffmpeg through a pipe.
struct TrackCommand: Command {
  /// `VIDEO`.
  static let video = OperandSpec(
    "VIDEO", help: "The recording to track (any video ffmpeg reads; its first video stream)")
  /// `--background COLOR|first-frame`.
  static let background = Option<String?>.parsed(
    "background", valueName: "COLOR",
    help: "The background the object differs from: a colour, or first-frame (pixel by pixel)",
    allowed: "'#rrggbb' or first-frame", defaultText: "the first frame's most common colour"
  ) { text in text == "first-frame" || RGBColor(hex: text) != nil ? text : nil }
  /// `--color COLOR`.
  static let color = Option<RGBColor?>.parsed(
    "color", valueName: "COLOR", help: "Track what shows this colour instead",
    allowed: "'#rrggbb'"
  ) { RGBColor(hex: $0) }
  /// `--tolerance N`.
  static let tolerance = Option<Int>.integer(
    "tolerance", 0, 765, valueName: "N",
    help: "How far (sum of the 3 channels' differences) a pixel may be from --color", default: 60)
  /// `--roi X,Y,W,H`.
  static let region = Option<PixelRegion?>.parsed(
    "roi", valueName: "X,Y,W,H", help: "Look only inside this rectangle of the frame (pixels)",
    allowed: "x,y,w,h: four integers, x and y >= 0, w and h >= 1",
    defaultText: "the whole frame"
  ) { PixelRegion(parsing: $0) }
  /// `--rest-tolerance PX`.
  static let restTolerance = Option<Double>.number(
    "rest-tolerance", .nonNegative, unit: "px", valueName: "PX",
    help: "An edge moving at most this from one frame to the next is at rest",
    default: 0.1)

  /// `--color` replaces `--background`; `--tolerance` belongs to `--color`.
  static let rules: [OptionRule] = [
    .exclusive([color.spec, background.spec]), .requires(tolerance.spec, anyOf: [color.spec]),
  ]

  /// `"track"`.
  var name: String { "track" }

  /// One line for the command list.
  var abstract: String {
    "Tracks a moving object in a video: CSV frame,t,x,y,left,right,top,bottom."
  }

  /// What is tracked and how.
  var discussion: String {
    """
    ffmpeg decodes VIDEO through a pipe, every frame as the container presents it (a
    variable frame rate keeps its own times). The object is the region that differs from the
    first frame's most common colour (default), from --background '#rrggbb', from the first
    frame pixel by pixel (--background first-frame; the first frame must not show the
    object), or that matches --color '#rrggbb' within --tolerance N; the background must
    cover more than half of the frame (or of --roi). Its four edges are placed to a fraction
    of a pixel from the row and column sums of the differences (the area an anti-aliased or
    blurred edge covers), above a noise threshold estimated from each frame.
    Output: CSV frame,t,x,y,left,right,top,bottom: frame from 0, t the presentation time in
    seconds from the stream's start (usually 0 at the first frame), x,y the centre of the
    box, all in pixels of the video, pixel (i, j) covering [i, i+1) x [j, j+1), y down. A
    frame with no object has empty fields. Reported on stderr: how many frames show no
    object, the frames that repeat the one before in the middle of the motion (the box has
    not moved by more than --rest-tolerance, though it moved before and moves after: a
    dropped frame), and a
    video that ends while the object still moves.

    """
  }

  /// The video's operand.
  var operands: [OperandSpec] { [Self.video] }

  /// The criterion, the region and the output.
  var options: [OptionSpec] {
    [
      Self.background.spec, Self.color.spec, Self.tolerance.spec, Self.region.spec,
      Self.restTolerance.spec, OutputOptions.file.spec,
    ]
  }

  /// Decodes the video, tracks the object frame by frame and writes the CSV.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let path = options.operands[0]
    let tools: FFmpegTools
    let probe: VideoProbe
    do {
      tools = try FFmpegTools.locate()
      probe = try VideoProbe.probe(path, tools: tools)
    } catch {
      throw CLIError("\(error)", showsUsage: false)
    }
    let region = options[Self.region] ?? .frame(width: probe.width, height: probe.height)
    guard region.fits(width: probe.width, height: probe.height) else {
      throw CLIError(
        "--roi \(region) is outside the \(probe.width)x\(probe.height) frame of '\(path)'",
        showsUsage: false)
    }
    // The criteria that compare with the first frame read a 4:2:0 video (most H.264 and HEVC
    // recordings) as yuv420p, as it is stored: half the bytes of rgb24 and no colour
    // conversion; ffmpeg then cuts a region with an even corner. Other videos keep their full
    // chroma in rgb24.
    let criterion = Self.criterion(options)
    let format: PixelFormat =
      criterion.pixelFormat == .yuv420p && probe.storesQuarterChroma ? .yuv420p : .rgb24
    let decoded = format == .yuv420p ? region.evenAligned : region
    var tracker = try ObjectTracker(
      frameWidth: decoded.width, frameHeight: decoded.height, format: format,
      criterion: criterion, region: region.relative(to: decoded))
    var summary = TrackSummary(restTolerance: options[Self.restTolerance])
    let decoder = try decoderOrError(
      path: path, probe: probe, region: decoded, format: format, tools: tools)
    defer { try? decoder.finish() }
    // ffmpeg decodes the next frames while this thread tracks the object in this one.
    let frames = FrameReadAhead(decoder: decoder, width: decoded.width, height: decoded.height)
    try context.whileWorking("tracking the object in \(path)") {
      try context.writeCSV(options[OutputOptions.file], header: TrackRow.header) { csv in
        // A frame's time may come before or after the frame: each waits for the other here
        // (a few of them at most).
        var boxes: [ObjectBox?] = []
        var times: [Double] = []
        var written = 0
        func writeReady() throws {
          let ready = min(boxes.count, times.count)
          for index in 0..<ready {
            try TrackRow.append(frame: written, time: times[index], box: boxes[index], to: &csv)
            written += 1
          }
          boxes.removeFirst(ready)
          times.removeFirst(ready)
        }
        let lastTimes: [Double]
        do {
          lastTimes = try frames.forEachFrame { frame, newTimes in
            let observation = tracker.observe(frame)
            summary.add(observation)
            boxes.append(
              observation.box?.offsetBy(dx: Double(decoded.x), dy: Double(decoded.y)))
            times += newTimes
            try writeReady()
          }
        } catch let error as VideoError {
          throw CLIError("\(error)", showsUsage: false)
        }
        times += lastTimes
        try writeReady()
        guard summary.frameCount > 0 else {
          throw CLIError("'\(path)' has no frames to track", showsUsage: false)
        }
      }
    }
    for message in TrackRow.warnings(summary) {
      context.warn(message)
    }
    return .success
  }

  /// The criterion the options name.
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

  private func decoderOrError(
    path: String, probe: VideoProbe, region: PixelRegion, format: PixelFormat, tools: FFmpegTools
  ) throws -> VideoDecoder {
    do {
      return try VideoDecoder(
        path: path, probe: probe, region: region, format: format, tools: tools)
    } catch {
      throw CLIError("\(error)", showsUsage: false)
    }
  }
}
