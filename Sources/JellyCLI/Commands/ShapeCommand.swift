import JellyFrameDiff
import JellyGeometry
import JellyOutput
import JellyShapes

/// `jellylab shape`: the animated shapes (Glow's jelly block, Desgard's Skype menu, KittenYang's
/// side menu) as CSV outlines at chosen times, or as per-frame metrics.
///
/// Outlines: CSV `shape,t,x,y`, one closed polyline per time within `--tolerance` points of the
/// exact outline, its first point repeated at the end. Metrics (`--metrics`): CSV
/// `frame,t,area,bbox_min_x,bbox_min_y,bbox_max_x,bbox_max_y,edge_length,bulge,inverted` at
/// every display-link frame through the end of the animation.
public struct ShapeCommand: Command {
  /// The outline times used when neither `--t` nor `--frames` is given.
  static let defaultFrameCount = 5
  /// The most outline times one run may ask for.
  static let maximumTimes = 100_000

  /// A shape command.
  public init() {}

  /// `"shape"`.
  public var name: String { "shape" }

  /// One line for the command list.
  public var abstract: String {
    "Draws the jelly block or a gooey menu as CSV outlines or per-frame metrics."
  }

  /// The shapes, the outputs and the override options.
  public var discussion: String {
    """
    SHAPES (each driven by the frame-diff preset of the same name):
      jelly   Glow's block (w = h = element height); progress = 1 - (y - to)/(from - to),
              deltaHeight = h/2·(0.5 - |progress - 0.5|), inverted when progress > 1
      skype   Desgard's bottom menu, W x (K/2 + 80), edge control (W/2, diff + 80)
      gooey   KittenYang's side menu, (W/2 + 50) x H, edge control (W/2 + diff, H/2)
    OUTLINES: CSV shape,t,x,y; one closed polyline per time (first point repeated), within
    --tolerance points of the exact Bezier outline. Times: --t list, or --frames N evenly
    spaced over [0, end of the animation] (default --frames 5).
    METRICS (--metrics): CSV frame,t,area,bbox_min_x,bbox_min_y,bbox_max_x,bbox_max_y,
    edge_length,bulge,inverted at t = frame/fps through the end of the animation. area in
    square points (exact), edge_length = length of the curved edges, bulge = largest distance of
    a curved edge from its chord, inverted = 1 when the shape bends against its main direction
    (jelly: deltaHeight < 0; menus: the edge sags into the menu).
    INVERSIONS (--inversions): CSV start,end,clipped,deepest_t,deepest_bend, one row per
    interval in [0, end of the animation] where the shape is inverted: start and end in seconds
    (to 1e-13 s), clipped = 1 when still inverted at the end, deepest_bend = the most negative
    bend in points (jelly: deltaHeight) at deepest_t. --fps sets the bracketing grid.
    OVERRIDES (shared with diff and peaks): --screen WxH or --screen-width/--screen-height,
    --element-height, --distance, --side-*, --center-*; --duration, --damping and --velocity
    set the side helper, the jelly's only spring.

    """
  }

  /// Preset, times, tolerance, metrics, overrides and output options.
  public var options: [OptionSpec] {
    [
      OptionSpec(
        "preset", .choice(ShapeKind.allCases.map(\.rawValue)), valueName: "NAME",
        help: "The shape and its preset (required)"),
      OptionSpec(
        "t", .text, valueName: "T1,T2,...", help: "Outline times in seconds (>= 0), comma-separated"
      ),
      OptionSpec(
        "frames", .integer(minimum: 2), valueName: "N",
        help: "Instead of --t: N outline times evenly spaced over the animation"),
      OptionSpec(
        "tolerance", .number(.positive), valueName: "PTS",
        help: "Largest distance of an outline polyline from the exact curve, points",
        default: "0.25"),
      OptionSpec("metrics", .flag, help: "Write per-frame metrics instead of outlines"),
      OptionSpec(
        "inversions", .flag, help: "Write the intervals where the shape is inverted instead"),
      OptionSpec(
        "fps", .number(NumberRange(lower: (0, false), upper: (1_000, true))), valueName: "F",
        help: "Display frames per second for --metrics and --inversions", default: "60"),
    ] + SceneOptions.overrideSpecs + SceneOptions.springAliasSpecs + [
      OptionSpec(
        "out", .text, valueName: "FILE", help: "Write the CSV to FILE atomically ('-' is stdout)",
        default: "stdout")
    ]
  }

  /// Builds the shape and writes outlines or metrics.
  public func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    guard let presetName = options.text("preset"), let kind = ShapeKind(rawValue: presetName)
    else {
      let names = ShapeKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw CLIError("--preset is required (one of \(names))")
    }
    let shape = try Self.shape(kind, options: options)
    if options.contains("metrics") && options.contains("inversions") {
      throw CLIError("--inversions cannot be combined with --metrics; give one of them")
    }
    if let mode = ["metrics", "inversions"].first(where: options.contains) {
      for name in ["t", "frames", "tolerance"] where options.contains(name) {
        throw CLIError("--\(name) cannot be combined with --\(mode) (outlines only)")
      }
      let fps = options.number("fps") ?? 60
      if mode == "metrics" {
        try writeMetrics(shape, fps: fps, options: options, context: context)
      } else {
        try writeInversions(shape, fps: fps, options: options, context: context)
      }
    } else {
      if options.contains("fps") {
        throw CLIError(
          "--fps applies to --metrics and --inversions only; outline times come from --t or"
            + " --frames")
      }
      let times = try Self.times(options, animationEnd: shape.animationEnd)
      try writeOutlines(
        shape, times: times, tolerance: options.number("tolerance") ?? 0.25, options: options,
        context: context)
    }
    return .success
  }

  /// The shape for `kind` with the override options applied.
  static func shape(_ kind: ShapeKind, options: ParsedOptions) throws(CLIError) -> AnimatedShape {
    let overrides = try SceneOptions.overrides(options, aliases: true)
    do {
      return try AnimatedShape(kind: kind, overrides: overrides)
    } catch {
      throw CLIError("\(option(for: error)) gives no usable \(kind.rawValue) shape: \(error)")
    }
  }

  /// The option a library error refers to.
  static func option(for error: ShapeError) -> String {
    let parameter: String
    switch error {
    case .invalidParameter(let name, _, _): parameter = name
    case .frameDiff(.invalidParameter(let name, _, _)): parameter = name
    default: parameter = ""
    }
    switch parameter {
    case "duration": return "--duration"
    case "damping ratio": return "--damping"
    case "velocity": return "--velocity"
    case "distance": return "--distance"
    case "screen width": return "--screen-width"
    case "screen height": return "--screen-height"
    case "element height", "block width", "block height": return "--element-height"
    default: return "--preset"
    }
  }

  /// The outline times: `--t`, `--frames N` over [0, animationEnd], or 5 such frames.
  static func times(_ options: ParsedOptions, animationEnd: Double) throws(CLIError) -> [Double] {
    if let list = options.text("t") {
      if options.contains("frames") {
        throw CLIError("--t cannot be combined with --frames; give one of them")
      }
      var times: [Double] = []
      for item in list.split(separator: ",", omittingEmptySubsequences: false) {
        let text = String(item)
        guard let t = Double(text), t.isFinite, t >= 0 else {
          throw CLIError(
            "--t must be comma-separated finite times >= 0 in seconds (got \(CLIError.quoted(text)))"
          )
        }
        times.append(t)
      }
      guard times.count <= maximumTimes else {
        throw CLIError("--t lists \(times.count) times; at most \(maximumTimes) are allowed")
      }
      return times
    }
    let count = options.integer("frames") ?? defaultFrameCount
    guard count <= maximumTimes else {
      throw CLIError("--frames must be at most \(maximumTimes) (got \(count))")
    }
    return (0..<count).map { Double($0) / Double(count - 1) * animationEnd }
  }

  private func writeOutlines(
    _ shape: AnimatedShape, times: [Double], tolerance: Double, options: ParsedOptions,
    context: CommandContext
  ) throws {
    // Flatten everything first so that a bad tolerance fails before any output is written.
    var polylines: [[Vector2]] = []
    polylines.reserveCapacity(times.count)
    for t in times {
      do {
        polylines.append(try shape.outline(at: t).polyline(tolerance: tolerance))
      } catch {
        throw CLIError("--tolerance \(tolerance) is unusable: \(error)")
      }
    }
    try context.writeCSV(options.text("out"), header: ["shape", "t", "x", "y"]) { csv in
      for (t, points) in zip(times, polylines) {
        for point in points {
          try csv.append(shape.kind.rawValue)
          try csv.append(t)
          try csv.append(point.x)
          try csv.append(point.y)
          try csv.endRow()
        }
      }
    }
  }

  private func writeInversions(
    _ shape: AnimatedShape, fps: Double, options: ParsedOptions, context: CommandContext
  ) throws {
    let intervals: [InversionInterval]
    do {
      intervals = try shape.inversions(framesPerSecond: fps)
    } catch {
      throw CLIError("--fps \(fps) is unusable: \(error)")
    }
    let header = ["start", "end", "clipped", "deepest_t", "deepest_bend"]
    try context.writeCSV(options.text("out"), header: header) { csv in
      for interval in intervals {
        try csv.append(interval.start)
        try csv.append(interval.end)
        try csv.append(interval.isClippedAtHorizon ? 1 : 0)
        try csv.append(interval.deepestTime)
        try csv.append(interval.deepestBend)
        try csv.endRow()
      }
    }
  }

  private func writeMetrics(
    _ shape: AnimatedShape, fps: Double, options: ParsedOptions, context: CommandContext
  ) throws {
    let timeline: ShapeTimeline
    do {
      timeline = try ShapeTimeline(shape: shape, displayLink: try DisplayLink(framesPerSecond: fps))
    } catch {
      throw CLIError("--fps \(fps) is unusable: \(error)")
    }
    let header = [
      "frame", "t", "area", "bbox_min_x", "bbox_min_y", "bbox_max_x", "bbox_max_y",
      "edge_length", "bulge", "inverted",
    ]
    try context.writeCSV(options.text("out"), header: header) { csv in
      for frame in timeline.frames {
        let metrics = frame.metrics
        let box = metrics.boundingBox
        try csv.append(frame.frame)
        for value in [
          frame.time, metrics.area, box.minX, box.minY, box.maxX, box.maxY, metrics.edgeLength,
          metrics.bulge,
        ] {
          try csv.append(value)
        }
        try csv.append(metrics.isInverted ? 1 : 0)
        try csv.endRow()
      }
    }
  }
}
