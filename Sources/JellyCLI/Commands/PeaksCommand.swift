import Foundation
import JellyFrameDiff
import JellySprings

/// `jellylab peaks`: the local extrema of a diff curve, a single spring or a CSV series as CSV
/// `index,t,value,kind`, with an optional summary, golden-file recording and checking.
///
/// Scenes and springs are refined on the exact derivative to better than 1e-9 s (library
/// ``PeakFinder``); `--sampled` gives the frame-level extrema instead. A CSV series gives
/// frame-level extrema refined by parabolas (`--sampled`: unrefined).
public struct PeaksCommand: Command {
  /// Default `--time-tolerance` of `--check`, seconds (golden times carry 1e-10 s).
  static let defaultTimeTolerance = 1e-9
  /// Default `--value-tolerance` of `--check` (golden values carry 1e-9).
  static let defaultValueTolerance = 1e-6

  /// A peaks command.
  public init() {}

  /// `"peaks"`.
  public var name: String { "peaks" }

  /// One line for the command list.
  public var abstract: String {
    "Finds the peaks of a diff curve, spring or CSV series; records or checks golden files."
  }

  /// Sources, outputs and the check.
  public var discussion: String {
    """
    SOURCE (one of):
      --preset NAME | --side LIST [--center LIST]   diff(t) of the helpers (as in 'diff')
      a spring set (as in 'spring', e.g. --duration 1 --damping 0.5)   value = to + x(t)
      --input FILE   a CSV series, read once ('-' is stdin; '#' lines are comments):
                     --time-column NAME (default t or time in any case, or e.g. time_s),
                     --value-column NAME (default diff, value, or the first other column);
                     names match ignoring case when only one column fits
    Scenes and springs: extrema refined on the exact derivative to < 1e-9 s (--sampled: the
    frame-level ones at t = n/fps, drops apply). CSV series: frame-level extrema refined by
    the parabola through their neighbours (--sampled: unrefined); index = data-row number.
    Output: CSV index,t,value,kind (kind max or min). --summary FILE writes a separate CSV
    key,value: peaks, threshold, count_above_threshold, decay_ratio_1..., settling_time
    (epsilon 0.001; 'none' when not settled within the data); '-' is stdout when --out is a
    file. --write FILE records a golden pair (FILE and its .meta.json; scenes only).
    --check FILE compares with a golden CSV: exit 0 when every peak matches, 1 with the table
    of differences on stdout, 2 on bad input. When FILE's .meta.json exists, the method, --fps
    and --until it records are used unless given, and a setting that differs is named on
    stderr.

    """
  }

  /// Source, peak, summary, golden and output options.
  public var options: [OptionSpec] {
    SceneOptions.sourceSpecs + SceneOptions.endpointSpecs + SceneOptions.overrideSpecs
      + SpringOptions.parameterSpecs + DropOptions.specs + [
        OptionSpec(
          "input", .text, valueName: "FILE", help: "Read a series from a CSV file ('-' is stdin)"),
        OptionSpec("time-column", .text, valueName: "NAME", help: "The time column of --input"),
        OptionSpec("value-column", .text, valueName: "NAME", help: "The value column of --input"),
        OptionSpec("column", .text, valueName: "NAME", help: "Same as --value-column"),
        OptionSpec("sampled", .flag, help: "Frame-level extrema (no refinement)"),
        OptionSpec(
          "summary", .text, valueName: "FILE",
          help: "Write count, decay ratios and settling time as CSV to FILE ('-' is stdout)"),
        OptionSpec(
          "threshold", .number(.nonNegative), valueName: "V",
          help: "Smallest |value| counted by --summary", default: "0"),
        OptionSpec(
          "write", .text, valueName: "FILE", help: "Record a golden CSV and its .meta.json"),
        OptionSpec("check", .text, valueName: "FILE", help: "Compare with a golden CSV"),
        OptionSpec(
          "time-tolerance", .number(.nonNegative), valueName: "S",
          help: "Allowed |dt| of --check, seconds", default: "1e-9"),
        OptionSpec(
          "value-tolerance", .number(.nonNegative), valueName: "V",
          help: "Allowed |dvalue| of --check", default: "1e-6"),
        OptionSpec(
          "out", .text, valueName: "FILE", help: "Write the CSV to FILE atomically ('-' is stdout)",
          default: "stdout"),
      ]
  }

  /// The peaks found and, when asked, the settling time.
  struct Findings {
    let peaks: [Peak]
    let settlingTime: () throws -> Double?
    let golden: GoldenPeaks?
    /// Settings in which a `--check` run differs from the golden file's `.meta.json`.
    var settingsDifference: String? = nil
  }

  /// Finds the peaks and writes, records or checks them.
  public func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options.contains("list-presets") {
      try context.console.writeOutput(SceneOptions.presetList)
      return .success
    }
    try validateCombinations(options)
    let recorded = try options.text("check").flatMap(Self.recordedSettings(forGolden:))
    let findings = try find(options, context: context, recorded: recorded)
    if let path = options.text("check") {
      let expected: [Peak]
      do {
        expected = try PeakTable.parse(try InputFile.text(path, option: "--check"))
      } catch let error as FrameDiffError {
        throw InputFile.csvError(error, option: "--check", path: path)
      }
      let comparison = try GoldenComparison(
        expected: expected, actual: findings.peaks,
        timeTolerance: options.number("time-tolerance") ?? Self.defaultTimeTolerance,
        valueTolerance: options.number("value-tolerance") ?? Self.defaultValueTolerance)
      let output = try context.openOutput(options.text("out"))
      try output.write(comparison.table)
      try output.commit()
      if let difference = findings.settingsDifference {
        context.warn("--check \(path) was recorded with \(difference)")
      }
      return comparison.passes ? .success : .checkFailed
    }
    if let path = options.text("write"), let golden = findings.golden {
      let csv = try context.openOutput(path, option: "--write")
      let meta = try context.openOutput(
        GoldenPeaks.metadataPath(forCSVPath: path), option: "--write")
      try csv.write(golden.csvText)
      try meta.write(golden.metadata.jsonText())
      try csv.commit()
      try meta.commit()
    }
    let output = try context.openOutput(options.text("out"))
    if let path = options.text("summary") {
      let summaryOutput = try context.openOutput(path, option: "--summary")
      try summaryOutput.write(
        "key,value\n" + (try summary(findings, threshold: options.number("threshold") ?? 0)))
      try output.write(PeakTable.csv(findings.peaks))
      try summaryOutput.commit()
    } else {
      try output.write(PeakTable.csv(findings.peaks))
    }
    try output.commit()
    return .success
  }

  /// Refuses options that do not go together.
  func validateCombinations(_ options: ParsedOptions) throws(CLIError) {
    if options.contains("check") {
      for other in ["write", "summary"] where options.contains(other) {
        throw CLIError("--check cannot be combined with --\(other)")
      }
    } else {
      for other in ["time-tolerance", "value-tolerance"] where options.contains(other) {
        throw CLIError("--\(other) needs --check")
      }
    }
    if options.contains("threshold") && !options.contains("summary") {
      throw CLIError("--threshold needs --summary")
    }
    if let summary = options.text("summary"), summary == "-",
      (options.text("out") ?? "-") == "-"
    {
      throw CLIError("--summary - needs --out FILE: the peaks and the summary are separate CSVs")
    }
    if options.contains("column") && options.contains("value-column") {
      throw CLIError("--column is another name for --value-column; give one")
    }
    if options.contains("input") {
      let springNames = Set(SpringOptions.parameterSpecs.map(\.name))
      let scene = SceneOptions.givenNames(options, includingAliases: false)
      if let other = (scene + options.names.filter(springNames.contains)).first {
        throw CLIError("--input cannot be combined with --\(other); give one source")
      }
      if DropOptions.hasDrops(options) || options.contains("fps") || options.contains("until") {
        throw CLIError("--input takes its times from the file; drop the display-link options")
      }
      if options.contains("write") { throw CLIError("--write needs a scene (--preset or --side)") }
    } else if let other = ["time-column", "value-column", "column"].first(where: options.contains) {
      throw CLIError("--\(other) needs --input")
    }
  }

  /// The peaks of whichever source the options name.
  func find(_ options: ParsedOptions, context: CommandContext, recorded: GoldenMetadata? = nil)
    throws -> Findings
  {
    if let path = options.text("input") {
      return try seriesPeaks(path: path, options: options)
    }
    if SceneOptions.hasSource(options) {
      let springOnly = ["mass", "stiffness", "damping-coefficient", "response", "bounce"]
      if let other = options.names.first(where: springOnly.contains) {
        throw CLIError("--\(other) belongs to a single spring, not to a --preset or --side scene")
      }
      return try scenePeaks(options, recorded: recorded)
    }
    if let other = SceneOptions.givenNames(options, includingAliases: false).first(where: {
      $0 != "from" && $0 != "to"
    }) {
      throw CLIError("--\(other) needs a scene (--preset or --side)")
    }
    if options.contains("write") { throw CLIError("--write needs a scene (--preset or --side)") }
    if DropOptions.hasDrops(options) {
      throw CLIError("frame drops apply to scenes only (--preset or --side)")
    }
    return try springPeaks(options, context: context)
  }

  /// The peaks of the scene; with `recorded` (the `.meta.json` of a `--check` file) and no
  /// drops, the method, fps and horizon the user did not give are the recorded ones.
  func scenePeaks(_ options: ParsedOptions, recorded: GoldenMetadata? = nil) throws -> Findings {
    guard let preset = try SceneOptions.preset(options, aliases: true) else {
      throw CLIError("no scene given; give --preset NAME or --side LIST [--center LIST]")
    }
    let sampled = options.contains("sampled")
    if !sampled && DropOptions.hasDrops(options) {
      throw CLIError("frame drops apply to --sampled peaks only")
    }
    let fps = DropOptions.framesPerSecond(options)
    let scene = try preset.scene()
    let horizon = options.number("until") ?? scene.animationEnd
    if let recorded, !DropOptions.hasDrops(options) {
      let run = recorded.checkSettings(
        preset: preset, method: sampled ? .sampled : nil,
        framesPerSecond: options.contains("fps") ? fps : nil, horizon: options.number("until"))
      return Findings(
        peaks: try run.computePeaks(), settlingTime: { nil }, golden: nil,
        settingsDifference: recorded.differences(from: run))
    }
    let peaks: [Peak]
    if sampled {
      let link = try DropOptions.displayLink(options)
      peaks = PeakFinder.sampledPeaks(
        try DiffSequence(scene: scene, displayLink: link, horizon: horizon).samples)
    } else {
      peaks = try PeakFinder.refinedPeaks(of: scene, framesPerSecond: fps, through: horizon)
    }
    let golden =
      options.contains("write")
      ? try GoldenPeaks(
        preset: preset, method: sampled ? .sampled : .refined, framesPerSecond: fps,
        horizon: horizon) : nil
    if options.contains("write") && DropOptions.hasDrops(options) {
      throw CLIError("--write records drop-free peaks; remove the drop options")
    }
    return Findings(
      peaks: peaks, settlingTime: { try scene.settlingTime(framesPerSecond: fps) }, golden: golden
    )
  }

  func springPeaks(_ options: ParsedOptions, context: CommandContext) throws -> Findings {
    let resolved = try SpringOptions.resolve(options, context: context)
    let (from, to) = SpringOptions.endpoints(options)
    let motion = try SpringOptions.motion(of: resolved, from: from, to: to)
    let horizon = options.number("until") ?? motion.settlingDuration()
    guard horizon.isFinite else {
      throw CLIError("--until is required here: the settling duration is \(horizon) s")
    }
    let fps = DropOptions.framesPerSecond(options)
    var peaks: [Peak]
    if options.contains("sampled") {
      let link = try DisplayLink(framesPerSecond: fps)
      let count = try link.frameCount(through: horizon)
      var samples: [SamplePoint] = []
      samples.reserveCapacity(count)
      for n in 0..<count {
        let t = link.time(ofFrame: n)
        samples.append(SamplePoint(index: n, time: t, value: motion.displacement(at: t)))
      }
      peaks = PeakFinder.sampledPeaks(samples)
    } else {
      peaks = try PeakFinder.refinedPeaks(of: motion, framesPerSecond: fps, through: horizon)
    }
    peaks = peaks.map { Peak(index: $0.index, time: $0.time, value: to + $0.value, kind: $0.kind) }
    return Findings(peaks: peaks, settlingTime: { motion.settlingDuration() }, golden: nil)
  }

  /// The peaks of the CSV series at `path` (`-` is standard input), read once as a stream:
  /// memory holds the peaks, not the samples; the settling time comes from the same pass.
  func seriesPeaks(path: String, options: ParsedOptions) throws -> Findings {
    let scan = try SeriesInput.scan(
      path, timeColumn: options.text("time-column"),
      valueColumn: options.text("value-column") ?? options.text("column"),
      refinesPeaks: !options.contains("sampled"))
    let settling = scan.peaks.settlingTime
    return Findings(peaks: scan.peaks.peaks, settlingTime: { settling }, golden: nil)
  }

  /// The metadata recorded beside the golden CSV at `path`, or `nil` when it has no
  /// `.meta.json`.
  ///
  /// - Throws: ``CLIError`` (exit 2) when the sidecar exists but cannot be read or decoded.
  static func recordedSettings(forGolden path: String) throws(CLIError) -> GoldenMetadata? {
    let metaPath = GoldenPeaks.metadataPath(forCSVPath: path)
    guard FileManager.default.fileExists(atPath: metaPath) else { return nil }
    let text = try InputFile.text(metaPath, option: "--check")
    do {
      return try GoldenMetadata.decode(jsonText: text)
    } catch {
      throw CLIError("--check \(metaPath): \(error)", showsUsage: false)
    }
  }

  /// The `key,value` summary lines.
  func summary(_ findings: Findings, threshold: Double) throws -> String {
    let summary = try PeakSummary(
      peaks: findings.peaks, threshold: threshold, settlingTime: try findings.settlingTime())
    var lines = [
      "peaks,\(findings.peaks.count)", "threshold,\(threshold)",
      "count_above_threshold,\(summary.countAboveThreshold)",
    ]
    for (i, ratio) in summary.decayRatios.enumerated() {
      lines.append("decay_ratio_\(i + 1),\(ratio)")
    }
    lines.append("settling_time,\(summary.settlingTime.map { "\($0)" } ?? "none")")
    return lines.joined(separator: "\n") + "\n"
  }
}
