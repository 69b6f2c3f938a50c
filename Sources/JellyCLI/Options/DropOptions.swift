import JellyArguments
import JellyFrameDiff

/// The frame-drop options of the display link: `--drop-rate P --seed S` or
/// `--drop-frames N1,N2,...` (with ``SamplingOptions/fps`` they make the ``DisplayLink``).
enum DropOptions: OptionGroup {
  /// `--drop-rate P`: each frame is dropped with probability P in [0, 1] (seeded).
  static let dropRate = Option<Double?>.number(
    "drop-rate", NumberRange(lower: (0, true), upper: (1, true)), valueName: "P",
    help: "Drop each frame with probability P (seeded, reproducible)")
  /// `--seed S` of `--drop-rate`.
  static let seed = Option<Int>.integer(
    "seed", 0, valueName: "S", help: "Seed of --drop-rate", default: 0)
  /// `--drop-frames N1,N2,...`: exactly these frame numbers are dropped.
  static let dropFrames = Option<Set<Int>?>.parsed(
    "drop-frames", valueName: "N1,N2,...", help: "Drop exactly these frame numbers",
    allowed: "comma-separated frame numbers >= 0"
  ) { text in
    var frames = Set<Int>()
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let frame = Int(item), frame >= 0 else { return nil }
      frames.insert(frame)
    }
    return frames
  }

  /// `--drop-rate`, `--seed`, `--drop-frames`.
  static let specs = [dropRate.spec, seed.spec, dropFrames.spec]

  /// `--seed` needs `--drop-rate`, which cannot be combined with `--drop-frames`.
  static let rules: [OptionRule] = [
    .requires(seed.spec, anyOf: [dropRate.spec]), .exclusive([dropRate.spec, dropFrames.spec]),
  ]

  /// The display link the options describe, at ``SamplingOptions/fps``.
  ///
  /// - Throws: ``CLIError`` naming `--fps` when the display link refuses the rate (``rules``
  ///   are the parser's).
  static func displayLink(_ options: ParsedOptions) throws(CLIError) -> DisplayLink {
    let drops: FrameDropPolicy
    if let rate = options[dropRate] {
      drops = .random(rate: rate, seed: UInt64(options[seed]))
    } else if let frames = options[dropFrames] {
      drops = .explicit(frames)
    } else {
      drops = .none
    }
    do {
      return try DisplayLink(framesPerSecond: options[SamplingOptions.fps], drops: drops)
    } catch {
      throw CLIError("--fps: \(error)")
    }
  }

  /// Whether any drop option was given.
  static func hasDrops(_ options: ParsedOptions) -> Bool {
    options.hasDeclared(dropRate) || options.hasDeclared(seed) || options.hasDeclared(dropFrames)
  }
}
