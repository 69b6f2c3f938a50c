import JellyFrameDiff

/// The display-link options of `diff` and `peaks`: `--fps`, `--until` and the frame drops
/// `--drop-rate P --seed S` or `--drop-frames N1,N2,...`.
public enum DropOptions {
  /// `--fps`, `--until`, `--drop-rate`, `--seed`, `--drop-frames`.
  public static let specs: [OptionSpec] = [
    OptionSpec(
      "fps", .number(NumberRange(lower: (0, false), upper: (1_000, true))), valueName: "F",
      help: "Display-link frames per second: frame n at t = n/F", default: "60"),
    OptionSpec(
      "until", .number(.nonNegative), valueName: "T", help: "Last time, seconds",
      default: "the end of the animations"),
    OptionSpec(
      "drop-rate", .number(NumberRange(lower: (0, true), upper: (1, true))), valueName: "P",
      help: "Drop each frame with probability P (seeded, reproducible)"),
    OptionSpec(
      "seed", .integer(minimum: 0), valueName: "S", help: "Seed of --drop-rate", default: "0"),
    OptionSpec(
      "drop-frames", .text, valueName: "N1,N2,...", help: "Drop exactly these frame numbers"),
  ]

  /// The frames per second (default 60).
  public static func framesPerSecond(_ options: ParsedOptions) -> Double {
    options.number("fps") ?? DisplayLink.defaultFramesPerSecond
  }

  /// The display link the options describe.
  ///
  /// - Throws: ``CLIError`` naming the option for `--drop-rate` with `--drop-frames`, `--seed`
  ///   without `--drop-rate`, or a malformed or negative frame number.
  public static func displayLink(_ options: ParsedOptions) throws(CLIError) -> DisplayLink {
    let drops: FrameDropPolicy
    if options.contains("seed") && !options.contains("drop-rate") {
      throw CLIError("--seed needs --drop-rate")
    }
    if let rate = options.number("drop-rate") {
      if options.contains("drop-frames") {
        throw CLIError("--drop-rate cannot be combined with --drop-frames; give one of them")
      }
      drops = .random(rate: rate, seed: UInt64(options.integer("seed") ?? 0))
    } else if let list = options.text("drop-frames") {
      var frames = Set<Int>()
      for item in list.split(separator: ",", omittingEmptySubsequences: false) {
        guard let frame = Int(item), frame >= 0 else {
          throw CLIError.invalidValue(
            option: "--drop-frames", allowed: "comma-separated frame numbers >= 0",
            got: String(item))
        }
        frames.insert(frame)
      }
      drops = .explicit(frames)
    } else {
      drops = .none
    }
    do {
      return try DisplayLink(framesPerSecond: framesPerSecond(options), drops: drops)
    } catch {
      throw CLIError("--fps: \(error)")
    }
  }

  /// Whether any drop option was given.
  public static func hasDrops(_ options: ParsedOptions) -> Bool {
    ["drop-rate", "seed", "drop-frames"].contains(where: options.contains)
  }
}
