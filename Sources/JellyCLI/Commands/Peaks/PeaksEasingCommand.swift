import JellyArguments
import JellyEasing
import JellyFrameDiff
import JellyGolden

/// `jellylab peaks easing`: the peaks of an easing curve played over `--duration` seconds
/// (default 1), refined to 1e-9 s on the curve's slope (`--sampled`: the frame-level extrema),
/// listed as CSV with an optional summary.
struct PeaksEasingCommand: Command {
  /// The play duration when `--duration` is not given, in seconds.
  static let defaultDuration = 1.0
  /// `--duration D`: the seconds the curve plays over (the name every command gives an
  /// animation's duration).
  static let duration = Option<Double?>.number(
    SpringOptions.duration.spec.name, .positive, unit: "s", valueName: "D",
    help: "Seconds the curve plays over", defaultText: "1")

  /// `"easing"`.
  var name: String { "easing" }

  /// One line for the subcommand list.
  var abstract: String { "The peaks of an easing curve over a duration, refined to 1e-9 s." }

  /// What the curve may be.
  var discussion: String {
    """
    --curve NAME is any curve 'ease' reads (easeOutElastic, cubic-bezier(...), linear(...),
    spring(...); see 'ease --list'), played over --duration D seconds (default 1): value(t) =
    curve(t/D) for 0 < t <= D. Peaks are bracketed on the --fps grid and refined on the curve's
    slope (a corner, as in easeOutBounce, where the slope changes sign). --uikit-solver and
    --free-spring apply to a UIKit spring curve, spring(duration=...,damping=...).

    """
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] {
    [CurveOptions.self, SamplingOptions.self, PeakListing.self]
  }

  /// The curve, its duration, the frame grid and `--sampled`, then the listing's options.
  var options: [OptionSpec] {
    [CurveOptions.curve.spec, Self.duration.spec, SamplingOptions.fps.spec]
      + UIKitOptions.specs + [PeakFindings.sampled.spec] + PeakListing.specs
      + GoldenOptions.recordingSpecs
  }

  /// Finds the curve's peaks and lists them.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options[GoldenOptions.write] != nil {
      return try PeaksWriteCommand.record(
        options, kind: .easing, command: "jellylab peaks easing", context: context)
    }
    let source = try Self.source(options, context: context)
    let findings = try PeakFindings.searching(context: context) {
      PeakFindings(peaks: try Self.peaks(of: source), settlingTime: { nil })
    }
    return try PeakListing.deliver(findings, options, context: context)
  }

  /// The curve the options name, checked by the parser (its error names `--curve`).
  static func source(_ options: ParsedOptions, context: CommandContext) throws
    -> EasingPeakSource
  {
    guard let curve = options[CurveOptions.curve] else {
      throw CLIError("--curve is required: the easing curve (see 'jellylab ease --list')")
    }
    let model = UIKitOptions.model(options)
    do {
      _ = try EasingParser.parse(curve, uiKit: model)
    } catch {
      throw CLIError("--curve: \(error)")
    }
    try EaseCommand.warnUIKitClamps(curve, solver: model.solver, context: context)
    let duration = options[Self.duration] ?? defaultDuration
    try SamplingOptions.checkFrameCount(
      horizon: duration, fps: options[SamplingOptions.fps], horizonText: "--duration \(duration) s",
      remedy: { "give --duration at most \($0) s or a lower --fps" })
    return EasingPeakSource(
      curve: curve, duration: duration, method: options[PeakFindings.sampled] ? .sampled : .refined,
      framesPerSecond: options[SamplingOptions.fps], model: model)
  }

  /// The source's peaks; an error names the option behind it.
  static func peaks(of source: EasingPeakSource) throws -> [Peak] {
    do {
      return try source.peaks()
    } catch {
      throw CLIError("--curve \(source.curve): \(error)")
    }
  }
}
