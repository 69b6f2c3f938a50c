import Foundation
import JellyArguments
import JellyFigures
import JellyFrameDiff
import JellyShapes
import JellySweep
import JellyText

/// The validated options of `jellylab sweep`.
struct SweepRequest {
  /// The sweep options in axis order: the first range given in this order is the x axis.
  static let axisOptions: [SweepParameter] = [.dampingRatio, .velocity, .duration]

  /// The grid (its shape metrics come from `Sweep(shapesOf:)`).
  let sweep: PresetSweep
  /// The metric coloured by a heatmap.
  let metric: SweepMetric

  /// Validates `options`.
  ///
  /// - Throws: ``CLIError`` naming the option at fault.
  init(_ options: ParsedOptions, context: CommandContext) throws(CLIError) {
    var base = try SceneOptions.resolve(options, context: context)
    var fixed = HelperOverrides()
    var axes: [PresetSweepAxis] = []
    for (parameter, option) in SweepCommand.axes {
      guard let text = options[option] else { continue }
      let axis = try Self.axis(parameter, text)
      if let warning = parameter.clampWarning(of: axis, naming: option.flag) {
        context.warn(warning)
      }
      if axis.count > 1 {
        axes.append(PresetSweepAxis(parameter, axis))
      } else {
        fixed = parameter.applying(axis.start, to: fixed)
      }
    }
    let names = Self.axisOptions.map { "--\($0.name)" }.joined(separator: ", ")
    guard SweepCommand.axes.contains(where: { options.has($0.option) }) else {
      throw CLIError("give at least one of \(names) as start:stop:step")
    }
    guard axes.count <= 2 else {
      throw CLIError(
        "at most two of \(names) may be ranges; give the third as a single value")
    }
    do {
      base = try base.applying(PresetOverrides(side: fixed))
    } catch {
      throw CLIError("--damping/--velocity/--duration give no usable scene: \(error)")
    }
    let rows: PresetSweepAxis
    if let first = axes.first {
      rows = first
    } else {
      // Every option was a single value: a one-cell sweep along the first of them.
      let (parameter, option) =
        SweepCommand.axes.first(where: { options.has($0.option) }) ?? SweepCommand.axes[0]
      rows = PresetSweepAxis(parameter, try Self.axis(parameter, options[option] ?? ""))
    }
    try SceneOptions.checkTravel(base, options)
    // The longest cell ends last: the largest duration of a --duration range.
    let longest = PresetSweepAxis.longestCell(of: base, axes: axes)
    if let end = try? longest.scene().animationEnd {
      try SceneOptions.checkAnimationFrames(
        horizon: end, fps: options[SamplingOptions.fps], options)
    }
    let columns = axes.count == 2 ? axes[1] : nil
    try Self.checkSize(
      rows: rows, columns: columns, limit: options[SweepCommand.maximumCells],
      given: options.has(SweepCommand.maximumCells))
    do {
      sweep = try PresetSweep(
        preset: base, rows: rows, columns: columns,
        epsilon: options[SweepCommand.epsilon], framesPerSecond: options[SamplingOptions.fps])
    } catch {
      throw CLIError("\(error)")
    }
    metric = options[SweepCommand.metric]
  }

  /// Refuses a grid of more than `limit` cells (the value of `--max-cells`, `given` or its
  /// default) with its size and the CSV it would write, naming the axes and `--max-cells`.
  ///
  /// - Throws: ``CLIError`` (exit 2) when the grid is too large.
  static func checkSize(
    rows: PresetSweepAxis, columns: PresetSweepAxis?, limit: Int, given: Bool
  ) throws(CLIError) {
    let counts = [rows.values.count] + (columns.map { [$0.values.count] } ?? [])
    let cells = counts.reduce(1.0) { $0 * Double($1) }
    guard cells > Double(limit) else { return }
    let axes = ([rows] + (columns.map { [$0] } ?? [])).map { "--\($0.parameter.name)" }
    let bytes = cells * Double(SweepCommand.estimatedBytesPerRow(axes: counts.count))
    let cellText = cells < 1e15 ? String(Int64(cells)) : cells.description
    let sizes = counts.map(String.init).joined(separator: " x ")
    let raise =
      limit < PresetSweep.maximumCellCount
      ? "raise --max-cells (up to \(PresetSweep.maximumCellCount)) or use larger steps"
      : "use larger steps"
    throw CLIError(
      "\(axes.joined(separator: " x ")) give \(sizes) = \(cellText) cells (about"
        + " \(ByteCount.words(bytes)) of CSV); at most \(limit) are allowed with --max-cells"
        + " \(limit)\(given ? "" : " (default)"): \(raise)")
  }

  /// Parses `text` as the axis of `parameter`, checking its range.
  ///
  /// - Throws: ``CLIError`` naming the option.
  static func axis(_ parameter: SweepParameter, _ text: String) throws(CLIError) -> SweepAxis {
    let option = "--\(parameter.name)"
    let axis: SweepAxis
    do {
      axis = try SweepAxis(parsing: text, name: option)
    } catch {
      throw CLIError("\(error)")
    }
    let last = axis.value(at: axis.count - 1)
    for value in [axis.start, last] where !parameter.allows(value) {
      throw CLIError.invalidValue(
        option: option, allowed: "values \(parameter.allowedRange)", got: text)
    }
    return axis
  }
}
