import JellyAnalysis
import JellyArguments
import JellyFrameDiff
import JellyGolden

/// `jellylab peaks spring`: the peaks of one spring's value(t) = to + x(t), refined to 1e-9 s
/// (`--sampled`: the frame-level extrema), listed as CSV with an optional summary.
struct PeaksSpringCommand: Command {
  /// `"spring"`.
  var name: String { "spring" }

  /// One line for the subcommand list.
  var abstract: String { "The peaks of one spring's value(t) = to + x(t), refined to 1e-9 s." }

  /// The spring sets.
  var discussion: String { SpringOptions.setsHelp }

  /// The frame limit.
  var limits: [String] { [SamplingOptions.frameLimit] }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] { [SamplingOptions.self, PeakListing.self] }

  /// The spring, its endpoints, the frame grid and `--sampled`, then the listing's options.
  var options: [OptionSpec] {
    SpringOptions.parameterSpecs + UIKitOptions.specs + SpringOptions.endpointSpecs
      + [SamplingOptions.fps.spec, SamplingOptions.until.spec, PeakFindings.sampled.spec]
      + PeakListing.specs + GoldenOptions.recordingSpecs
  }

  /// Finds the spring's peaks and lists them.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options[GoldenOptions.write] != nil {
      return try PeaksWriteCommand.record(
        options, kind: .spring, command: "jellylab peaks spring", context: context)
    }
    let findings = try PeakFindings.searching(context: context) {
      try Self.peaks(options, context: context)
    }
    return try PeakListing.deliver(findings, options, context: context)
  }

  /// The peaks through `--until` (default: when the spring settles), refused beyond 10^7
  /// frames before any work, and the spring's settling duration.
  static func peaks(_ options: ParsedOptions, context: CommandContext) throws -> PeakFindings {
    let source = try Self.source(options, context: context)
    let motion = try source.motion()
    let (from, to) = (source.from, source.to)
    return PeakFindings(
      peaks: try source.peaks(), settlingTime: { motion.settlingDuration() },
      endJump: motion.endTime.isFinite && to != from ? motion.endJump / (to - from) : nil)
  }

  /// The spring the options name, with the frame grid, the method and `--until` (none: the
  /// settling duration), its horizon checked (finite, at most 10^7 frames).
  static func source(_ options: ParsedOptions, context: CommandContext) throws
    -> SpringPeakSource
  {
    let resolved = try SpringOptions.resolve(options, context: context)
    let (from, to) = SpringOptions.endpoints(options)
    let motion = try SpringOptions.motion(of: resolved, from: from, to: to)
    let horizon = options[SamplingOptions.until] ?? motion.settlingDuration()
    guard horizon.isFinite else {
      throw CLIError("--until is required here: the settling duration is \(horizon) s")
    }
    let fps = options[SamplingOptions.fps]
    try SamplingOptions.checkFrameCount(
      options, horizon: horizon, fps: fps, defaultText: "the spring settles after")
    return SpringPeakSource(
      resolved.parametrization, resolved.inputs, velocity: resolved.velocity, from: from, to: to,
      model: UIKitOptions.model(options),
      method: options[PeakFindings.sampled] ? .sampled : .refined,
      framesPerSecond: fps, horizon: options[SamplingOptions.until])
  }
}
