import JellyArguments
import JellyFrameDiff
import JellyMath
import JellyText

/// The shared time-grid options: `--fps`, `--samples` and `--until`, declared once for every
/// command that samples over time (spring, diff, peaks, shape, plot, sweep).
enum SamplingOptions: OptionGroup {
  /// The most rows a command writes; larger requests are refused with their estimated size.
  static let maximumRows = 100_000_000
  /// The most rows a default time range (no `--until`, no `--samples`) may give; a larger one,
  /// e.g. the 83 million frames before a barely damped spring settles, is refused with its size
  /// and a hint to give `--until` or `--samples` (which may ask for up to ``maximumRows``).
  static let maximumDefaultRows = 10_000_000

  /// The row limits of a command with ``grid(from:defaultUntil:defaultUntilName:bytesPerRow:)``,
  /// for its `--help`.
  static let rowLimits = [
    "At most \(maximumRows) rows: --until × --fps + 1, or --samples.",
    "A default time range (no --until, no --samples) gives at most \(maximumDefaultRows) rows; a"
      + " longer one is refused with its size: give --until or --samples to ask for more.",
  ]
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

  /// `--samples` replaces `--fps`.
  static let rules: [OptionRule] = [.exclusive([samples.spec, fps.spec])]

  /// The most display-link frames one run samples: frames 0 through 9 999 999, so a horizon
  /// (`--until`, or the default one) may be at most 9 999 999 / fps seconds.
  static let maximumFrames = DisplayLink.maximumFrameCount

  /// The longest horizon at `fps` as `--help` shows it, e.g. `9999.999 s at 1000 fps`.
  static func longestHorizonText(fps: Double) -> String {
    "\(NumberRange.format(DisplayLink.maximumHorizon(framesPerSecond: fps))) s at"
      + " \(NumberRange.format(fps)) fps"
  }

  /// The frame limit of a command with `--until`, for its `--help`.
  static let frameLimit =
    "At most \(maximumFrames) frames, 0 to \(maximumFrames - 1): --until × --fps at most"
    + " \(maximumFrames - 1) (\(longestHorizonText(fps: 1000)), \(longestHorizonText(fps: 60)));"
    + " a longer --until, given or the default one, is refused before any work."

  /// Refuses a horizon of more than ``maximumFrames`` frames at `fps`, before any work, with
  /// the one message every command gives: where the horizon comes from, the rate, the frames
  /// asked for, the limit and what to change.
  ///
  /// - Parameters:
  ///   - horizon: The last time sampled, in seconds.
  ///   - fps: The display-link rate, frames per second.
  ///   - horizonText: The horizon as the user set it: `--until 20000 s`, or a default and
  ///     what set it followed by `, which` (`the animation ends at 200001 s (--side-delay
  ///     200000), which`).
  ///   - fpsText: The rate as named in the message (default `--fps F`).
  ///   - remedy: What to change, given the longest horizon allowed at `fps` as text (default
  ///     `give --until at most L s or a lower --fps`).
  /// - Throws: ``CLIError`` when the horizon is longer than
  ///   `DisplayLink.maximumHorizon(framesPerSecond:)`, the rule the frame grid itself applies.
  static func checkFrameCount(
    horizon: Double, fps: Double, horizonText: String, fpsText: String? = nil,
    remedy: ((_ longest: String) -> String)? = nil
  ) throws(CLIError) {
    do {
      try DisplayLink.checkHorizon(horizon, framesPerSecond: fps)
    } catch {
      throw frameCountError(
        error, horizonText: horizonText, fpsText: fpsText, remedy: remedy)
    }
  }

  /// The error for a horizon with too many frames: where the horizon comes from, the rate, the
  /// frames asked for, the limit and what to change.
  static func frameCountError(
    _ error: HorizonError, horizonText: String, fpsText: String?,
    remedy: ((_ longest: String) -> String)?
  ) -> CLIError {
    let (asked, fps) = (error.framesAsked, error.framesPerSecond)
    let askedText = asked < 1e15 ? String(Int64(asked)) : asked.description
    let format = NumberRange.format
    let advice =
      remedy?(format(error.longestHorizon))
      ?? "give --until at most \(format(error.longestHorizon)) s or a lower --fps"
    return CLIError(
      "\(horizonText) at \(fpsText ?? "--fps \(format(fps))") asks for \(askedText) frames;"
        + " at most \(maximumFrames) are allowed: \(advice)")
  }

  /// ``checkFrameCount(horizon:fps:horizonText:fpsText:remedy:)`` for a command with `--until`:
  /// the horizon is `--until` when given, else the default, which `defaultText` names (e.g.
  /// `the spring settles after`, `the animation ends at`), set by the options in `setBy` (e.g.
  /// `--side-delay 200000`), if any.
  static func checkFrameCount(
    _ options: ParsedOptions, horizon: Double, fps: Double, defaultText: String,
    setBy: String? = nil
  ) throws(CLIError) {
    let format = NumberRange.format
    let horizonText =
      options.has(until)
      ? "--until \(format(horizon)) s"
      : "\(defaultText) \(format(horizon)) s (the default --until"
        + (setBy.map { ", set by \($0)" } ?? "") + "), which"
    try checkFrameCount(horizon: horizon, fps: fps, horizonText: horizonText)
  }

  /// The sample grid the options ask for.
  ///
  /// - Parameters:
  ///   - options: The parsed options (containing ``specs``).
  ///   - defaultUntil: Computes the end time when `--until` is absent, seconds (may return
  ///     infinity or NaN, which asks the user for `--until`); not called when it is given. The
  ///     frame grid then ends on the first frame at or after it (the first one inside the
  ///     settling band), `--samples` on it.
  ///   - defaultUntilName: What `defaultUntil` is, for messages ("the settling duration").
  ///   - bytesPerRow: An estimate of one row's size, for the "too many rows" message.
  /// - Throws: ``CLIError`` when the default end is not finite and `--until` is missing, or when more than ``maximumRows`` rows would result.
  static func grid(
    from options: ParsedOptions, defaultUntil: () -> Double, defaultUntilName: String,
    bytesPerRow: Int
  ) throws(CLIError) -> SampleGrid {
    let format = NumberRange.format
    let givenUntil = options[Self.until]
    let until = givenUntil ?? defaultUntil()
    guard until.isFinite, until >= 0 else {
      throw CLIError(
        "--until is required here: \(defaultUntilName) is \(until) s, not a finite time")
    }
    let untilText =
      givenUntil != nil
      ? "--until \(format(until)) s"
      : "\(defaultUntilName), \(format(until)) s (the default --until)"
    if let samples = options[Self.samples] {
      guard samples <= maximumRows else {
        throw tooManyRows(
          Double(samples), request: "--samples \(samples)", bytesPerRow: bytesPerRow)
      }
      return SampleGrid(count: samples, spacing: .uniform(until: until))
    }
    let fps = options[Self.fps]
    let fpsText = options.has(Self.fps) ? "--fps \(format(fps))" : "--fps 60 (default)"
    // A default end is reached: the grid goes on to the first frame at or after it.
    let frames = givenUntil == nil ? (until * fps).rounded(.up) : (until * fps).rounded(.down)
    let rows = frames + 1
    if givenUntil == nil, rows > Double(maximumDefaultRows) {
      throw CLIError(
        "\(untilText) at \(fpsText) asks for \(rowText(rows)) rows (about"
          + " \(ByteCount.words(rows * Double(bytesPerRow))) of CSV); a default time range gives"
          + " at most \(maximumDefaultRows) rows: give --until T or --samples N (up to"
          + " \(maximumRows) rows)")
    }
    guard
      let grid = SampleGrid.frames(
        framesPerSecond: fps, until: givenUntil == nil ? frames / fps : until,
        maximumCount: maximumRows)
    else {
      throw tooManyRows(rows, request: "\(fpsText) over \(untilText)", bytesPerRow: bytesPerRow)
    }
    return grid
  }

  /// `12345` for a whole count below 10^15, else the Double's own form.
  private static func rowText(_ rows: Double) -> String {
    rows < 1e15 ? String(Int64(rows)) : rows.description
  }

  static func tooManyRows(_ rows: Double, request: String, bytesPerRow: Int) -> CLIError {
    return CLIError(
      "\(request) asks for \(rowText(rows)) rows (about \(ByteCount.words(rows * Double(bytesPerRow)))"
        + " of CSV); at most \(maximumRows) rows are allowed")
  }
}
