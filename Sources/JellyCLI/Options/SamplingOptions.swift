import JellyArguments
import JellyMath
import JellyOutput

/// The shared time-grid options: `--fps`, `--samples` and `--until`, declared once for every
/// command that samples over time (spring, diff, peaks, shape, plot, sweep).
enum SamplingOptions {
  /// The most rows a command writes; larger requests are refused with their estimated size.
  static let maximumRows = 100_000_000
  /// The highest display rate, frames per second (ProMotion is 120; 1000 leaves room).
  static let maximumFramesPerSecond = 1_000.0

  /// `--fps F`: the display-link rate, frame n at t = n/F, in (0, 1000] frames per second.
  static let fps = Option<Double>.number(
    "fps", NumberRange(lower: (0, false), upper: (maximumFramesPerSecond, true)),
    unit: "frames/s", valueName: "F", help: "Display-link rate: frame n at t = n/F", default: 60)
  /// `--samples N`: N evenly spaced points over the interval instead of display frames.
  static let samples = Option<Int?>.integer(
    "samples", 2, maximumRows, valueName: "N",
    help: "N evenly spaced points over the interval (for a time series: instead of --fps)")
  /// `--until T`: the last time, in seconds.
  static let until = Option<Double?>.number(
    "until", .nonNegative, unit: "s", valueName: "T", help: "Last time",
    defaultText: "when the motion settles (the end of the animations for scenes)")

  /// `--fps`, `--samples` and `--until`.
  static let specs = [fps.spec, samples.spec, until.spec]

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
  static func grid(
    from options: ParsedOptions, defaultUntil: () -> Double, defaultUntilName: String,
    bytesPerRow: Int
  ) throws(CLIError) -> SampleGrid {
    let givenUntil = options[Self.until]
    let until = givenUntil ?? defaultUntil()
    guard until.isFinite, until >= 0 else {
      throw CLIError(
        "--until is required here: \(defaultUntilName) is \(until) s, not a finite time")
    }
    let untilText =
      givenUntil != nil
      ? "--until \(until) s" : "\(defaultUntilName) (\(until) s; set --until to change it)"
    if let samples = options[Self.samples] {
      if options.has(Self.fps) {
        throw CLIError("--samples cannot be combined with --fps; give one of them")
      }
      guard samples <= maximumRows else {
        throw tooManyRows(
          Double(samples), request: "--samples \(samples)", bytesPerRow: bytesPerRow)
      }
      return SampleGrid(count: samples, spacing: .uniform(until: until))
    }
    let fps = options[Self.fps]
    let fpsText = options.has(Self.fps) ? "--fps \(fps)" : "--fps 60 (default)"
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
      "\(request) asks for \(rowText) rows (about \(ByteCount.words(rows * Double(bytesPerRow)))"
        + " of CSV); at most \(maximumRows) rows are allowed")
  }
}
