import JellyArguments
import JellyFrameDiff
import JellyGeometry
import JellyShapes

/// `jellylab shape`: the animated shapes (Glow's jelly block, Desgard's Skype menu, KittenYang's
/// side menu) as CSV outlines at chosen times, or as per-frame metrics.
///
/// Outlines: CSV `shape,t,x,y`, one closed polyline per time within `--tolerance` points of the
/// exact outline, its first point repeated at the end. Metrics (`--metrics`): CSV
/// `frame,t,area,bbox_min_x,bbox_min_y,bbox_max_x,bbox_max_y,edge_length,bulge,inverted` at
/// every display-link frame through the end of the animation.
struct ShapeCommand: Command {
  /// The outline times used when neither `--t` nor `--frames` is given.
  static let defaultFrameCount = 5
  /// The most outline times one run may ask for.
  static let maximumTimes = 100_000

  /// A shape command.
  init() {}

  /// `"shape"`.
  var name: String { "shape" }

  /// One line for the command list.
  var abstract: String {
    "Draws the jelly block or a gooey menu as CSV outlines or per-frame metrics."
  }

  /// The shapes, the outputs and the override options.
  var discussion: String {
    """
    SHAPES (every preset draws one: one-spring presets the jelly, gooey* the side menu, the
    other two-helper presets the bottom menu):
      jelly   Glow's block (w = h = element height); progress = 1 - (y - to)/(from - to),
              deltaHeight = h/2·(0.5 - |progress - 0.5|), inverted when progress > 1
      skype   Desgard's bottom menu, W x (K/2 + 80), edge control (W/2, diff + 80)
      gooey   KittenYang's side menu, (W/2 + 50) x H, edge control (W/2 + diff, H/2)
    OUTLINES: CSV shape,t,x,y; one closed polyline per time (first point repeated), within
    --tolerance points of the exact Bezier outline. Times: --t list, or --snapshots N evenly
    spaced over [0, end of the animation] (default --snapshots 5).
    METRICS (--metrics): CSV frame,t,area,bbox_min_x,bbox_min_y,bbox_max_x,bbox_max_y,
    edge_length,bulge,inverted at t = frame/fps through the end of the animation. area in
    square points (exact), edge_length = length of the curved edges, bulge = largest distance of
    a curved edge from its chord, inverted = 1 when the shape bends against its main direction
    (jelly: deltaHeight < 0; menus: the edge sags into the menu).
    INVERSIONS (--inversions): CSV start,end,clipped,deepest_t,deepest_bend, one row per
    interval in [0, end of the animation] where the shape is inverted: start and end in seconds
    (to 1e-13 s), clipped = 1 when still inverted at the end, deepest_bend = the most negative
    bend in points (jelly: deltaHeight) at deepest_t. --fps sets the bracketing grid.

    """ + SceneOptions.help
  }

  /// The frame limit of --metrics and --inversions, the row limit of outlines.
  var limits: [String] {
    [
      SceneOptions.animationFrameLimit("--metrics and --inversions"),
      "Outlines: at most \(SamplingOptions.maximumRows) rows (the outlines' points, estimated"
        + " from the first outline; a larger --tolerance or fewer times give fewer).",
    ]
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SceneOptions.self, SamplingOptions.self] }

  /// Preset, times, tolerance, metrics, overrides and output options.
  var options: [OptionSpec] {
    SceneOptions.presetSpecs + [
      Self.times.spec, Self.snapshots.spec, Self.tolerance.spec, Self.metrics.spec,
      Self.inversions.spec, SamplingOptions.fps.spec, OutputOptions.file.spec,
      ThreadOptions.threads.spec,
    ]
  }

  /// `--t T1,T2,...`: outline times in seconds.
  static let times = Option<[Double]?>.parsed(
    "t", valueName: "T1,T2,...", help: "Outline times, comma-separated",
    allowed: "comma-separated finite times >= 0 in seconds, at most \(maximumTimes)"
  ) { text in
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
    guard items.count <= maximumTimes else { return nil }
    var times: [Double] = []
    for item in items {
      guard let t = NumberRange.decimal(String(item)), t.isFinite, t >= 0 else { return nil }
      times.append(t)
    }
    return times
  }
  /// `--snapshots N`: outline times evenly spaced over the animation.
  static let snapshots = Option<Int>.integer(
    "snapshots", 2, maximumTimes, valueName: "N",
    help: "Instead of --t: N outline times evenly spaced over the animation",
    default: defaultFrameCount)
  /// `--tolerance PTS` of the outline polylines.
  static let tolerance = Option<Double>.number(
    "tolerance", .positive, unit: "pt", valueName: "PTS",
    help: "Largest distance of an outline polyline from the exact curve", default: 0.25)
  /// The groups' rules, then one output (outlines, `--metrics` or `--inversions`) and one way
  /// to give outline times.
  var rules: [OptionRule] {
    groupRules + [
      .exclusive([Self.inversions.spec, Self.metrics.spec]),
      .exclusive([Self.times.spec, Self.snapshots.spec]),
    ]
  }
  /// `--metrics`: per-frame metrics instead of outlines.
  static let metrics = Option<Bool>.flag(
    "metrics", help: "Write per-frame metrics instead of outlines")
  /// `--inversions`: the inversion intervals instead of outlines.
  static let inversions = Option<Bool>.flag(
    "inversions", help: "Write the intervals where the shape is inverted instead")

  /// Builds the shape and writes outlines or metrics.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let shape = try Self.shape(options, context: context)
    let modes = [Self.metrics, Self.inversions].filter(options.has)
    if let mode = modes.first {
      for other in [Self.times.spec, Self.snapshots.spec, Self.tolerance.spec]
      where options.contains(name: other.name) {
        throw CLIError("\(other.flagName) cannot be combined with \(mode.flag) (outlines only)")
      }
      let fps = options[SamplingOptions.fps]
      try SceneOptions.checkAnimationFrames(horizon: shape.animationEnd, fps: fps, options)
      if options[Self.metrics] {
        try writeMetrics(shape, fps: fps, options: options, context: context)
      } else {
        try writeInversions(shape, fps: fps, options: options, context: context)
      }
    } else {
      if options.has(SamplingOptions.fps) {
        throw CLIError(
          "--fps applies to --metrics and --inversions only; outline times come from --t or"
            + " --snapshots")
      }
      let times = try Self.times(options, animationEnd: shape.animationEnd)
      try writeOutlines(
        shape, times: times, tolerance: options[Self.tolerance], options: options,
        context: context)
    }
    return .success
  }

  /// The shape the preset draws, with the scene options applied.
  static func shape(_ options: ParsedOptions, context: CommandContext) throws(CLIError)
    -> AnimatedShape
  {
    let preset = try SceneOptions.resolve(options, context: context)
    try SceneOptions.checkTravel(preset, options)
    let kind = ShapeKind.drawing(preset)
    do {
      return try AnimatedShape(kind: kind, preset: preset)
    } catch {
      throw CLIError("--preset \(preset.name) gives no usable \(kind.rawValue) shape: \(error)")
    }
  }

  /// The outline times: `--t`, or `--snapshots` evenly spaced over [0, animation end].
  static func times(_ options: ParsedOptions, animationEnd: Double) throws(CLIError) -> [Double] {
    if let list = options[times] {
      return list
    }
    let count = options[snapshots]
    return (0..<count).map { Double($0) / Double(count - 1) * animationEnd }
  }

  private func writeOutlines(
    _ shape: AnimatedShape, times: [Double], tolerance: Double, options: ParsedOptions,
    context: CommandContext
  ) throws {
    // Flatten everything first so that a bad tolerance fails before any output is written.
    // The row count is estimated from the outlines so far, so that a request far beyond
    // ``SamplingOptions/maximumRows`` is refused after one outline, not after filling memory.
    var polylines: [[Vector2]] = []
    polylines.reserveCapacity(times.count)
    var rows = 0
    var progress = context.progress(total: times.count, unit: "outlines flattened")
    defer { progress.finish() }
    for (index, t) in times.enumerated() {
      progress.advance(to: index)
      do {
        polylines.append(try shape.outline(at: t).polyline(tolerance: tolerance))
      } catch {
        throw CLIError("--tolerance \(tolerance) is unusable: \(error)")
      }
      rows += polylines[polylines.count - 1].count
      let estimate = Double(rows) / Double(polylines.count) * Double(times.count)
      if estimate > Double(SamplingOptions.maximumRows) {
        throw SamplingOptions.tooManyRows(
          estimate.rounded(), request: "\(times.count) outlines at --tolerance \(tolerance) pt",
          bytesPerRow: 50)
      }
    }
    progress.finish()
    var writing = context.progress(total: times.count, unit: "outlines written")
    defer { writing.finish() }
    try context.writeCSV(options[OutputOptions.file], header: ShapeCSV.outlineHeader) { csv in
      try ShapeCSV.writeOutlines(polylines, times: times, kind: shape.kind, to: &csv) {
        writing.advance(to: $0)
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
    try context.writeCSV(options[OutputOptions.file], header: ShapeCSV.inversionHeader) { csv in
      try ShapeCSV.writeInversions(intervals, to: &csv)
    }
  }

  private func writeMetrics(
    _ shape: AnimatedShape, fps: Double, options: ParsedOptions, context: CommandContext
  ) throws {
    let link: DisplayLink
    let frames: PresentedFrames
    do {
      link = try DisplayLink(framesPerSecond: fps)
      frames = try ShapeTimeline.presentedFrames(of: shape, displayLink: link)
    } catch {
      throw CLIError("--fps \(fps) is unusable: \(error)")
    }
    var progress = context.progress(total: frames.count, unit: "rows")
    defer { progress.finish() }
    try context.writeCSV(options[OutputOptions.file], header: ShapeCSV.metricsHeader) { csv in
      try ShapeCSV.writeMetrics(
        of: shape, frames: frames, displayLink: link, to: &csv,
        threadCount: options[ThreadOptions.threads], progress: { progress.advance(to: $0) })
    }
  }
}
