/// The shared `--fps`, `--samples` and `--until` options of commands that write time series.
public enum SamplingOptions {
  /// The most rows a command writes; larger requests are refused with their estimated size.
  public static let maximumRows = 100_000_000

  /// `--fps F` (default 60), `--samples N` and `--until T`.
  public static let specs: [OptionSpec] = [
    OptionSpec(
      "fps", .number(.positive), valueName: "F", help: "Display frames per second: rows at t = i/F",
      default: "60"),
    OptionSpec(
      "samples", .integer(minimum: 2), valueName: "N",
      help: "Instead of --fps: N evenly spaced rows over [0, T]"),
    OptionSpec(
      "until", .number(.nonNegative), valueName: "T", help: "Last time, seconds",
      default: "the settling duration"),
  ]

  /// The sample grid the options ask for.
  ///
  /// - Parameters:
  ///   - options: The parsed options (containing ``specs``).
  ///   - defaultUntil: Computes the end time when `--until` is absent, seconds (may return
  ///     infinity or NaN, which asks the user for `--until`); not called when it is given.
  ///   - defaultUntilName: What `defaultUntil` is, for messages ("the settling duration").
  ///   - bytesPerRow: An estimate of one row's size, for the "too many rows" message.
  /// - Throws: ``CLIError`` when `--fps` and `--samples` are combined, when the default end is
  ///   not finite and `--until` is missing, or when more than ``maximumRows`` rows would result.
  public static func grid(
    from options: ParsedOptions, defaultUntil: () -> Double, defaultUntilName: String,
    bytesPerRow: Int
  ) throws(CLIError) -> SampleGrid {
    let givenUntil = options.number("until")
    let until = givenUntil ?? defaultUntil()
    guard until.isFinite, until >= 0 else {
      throw CLIError(
        "--until is required here: \(defaultUntilName) is \(until) s, not a finite time")
    }
    let untilText =
      givenUntil != nil
      ? "--until \(until) s" : "\(defaultUntilName) (\(until) s; set --until to change it)"
    if let samples = options.integer("samples") {
      if options.contains("fps") {
        throw CLIError("--samples cannot be combined with --fps; give one of them")
      }
      guard samples <= maximumRows else {
        throw tooManyRows(
          Double(samples), request: "--samples \(samples)", bytesPerRow: bytesPerRow)
      }
      return SampleGrid(count: samples, spacing: .uniform(until: until))
    }
    let fps = options.number("fps") ?? 60
    let fpsText = options.contains("fps") ? "--fps \(fps)" : "--fps 60 (default)"
    guard
      let grid = SampleGrid.frames(
        framesPerSecond: fps, until: until, maximumCount: maximumRows)
    else {
      throw tooManyRows(
        (until * fps).rounded(.down) + 1, request: "\(fpsText) over \(untilText)",
        bytesPerRow: bytesPerRow)
    }
    return grid
  }

  static func tooManyRows(_ rows: Double, request: String, bytesPerRow: Int) -> CLIError {
    let rowText = rows < 1e15 ? String(Int64(rows)) : rows.description
    return CLIError(
      "\(request) asks for \(rowText) rows (about \(byteCount(rows * Double(bytesPerRow)))"
        + " of CSV); at most \(maximumRows) rows are allowed")
  }

  /// A byte count in words: "5.9 GB", "120 MB".
  static func byteCount(_ bytes: Double) -> String {
    guard bytes.isFinite else { return "unbounded" }
    let units = ["bytes", "kB", "MB", "GB", "TB", "PB", "EB"]
    var value = bytes
    var unit = 0
    while value >= 1000 && unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    if unit == units.count - 1 && value >= 1000 { return "\(value.rounded()) EB" }
    return unit == 0 ? "\(Int(value)) bytes" : "\((value * 10).rounded() / 10) \(units[unit])"
  }
}
