import Foundation
import JellyAnalysis
import JellyArguments
import JellyFrameDiff
import JellyIO
import JellySprings

/// `jellylab peaks`: the local extrema of a diff curve, a single spring or a CSV series as CSV
/// `index,t,value,kind`, with an optional summary, golden-file recording and checking.
///
/// Each source and each golden action is a subcommand (`scene`, `spring`, `series`, `write`,
/// `check`) with its own options; a command line that names none picks one from its options,
/// so `jellylab peaks --preset skype --check data/golden/skype.csv` is `peaks check`.
/// Scenes and springs are refined on the exact derivative to better than 1e-9 s (library
/// ``PeakFinder``); `--sampled` gives the frame-level extrema instead. A CSV series gives
/// frame-level extrema refined by parabolas (`--sampled`: unrefined).
struct PeaksCommand: Command {
  /// Default `--time-tolerance` of `check`, seconds (golden times carry 1e-10 s).
  static let defaultTimeTolerance = 1e-9
  /// Default `--value-tolerance` of `check` (golden values carry 1e-9).
  static let defaultValueTolerance = 1e-6

  /// `--sampled`: frame-level extrema, not refined.
  static let sampled = Option<Bool>.flag("sampled", help: "Frame-level extrema (no refinement)")
  /// `--summary FILE`: the count, decay ratios and settling time as a key,value CSV of its own.
  static let summary = Option<String?>.text(
    "summary", valueName: "FILE",
    help: "Write count, decay ratios and settling time as a key,value CSV to FILE ('-': stdout,"
      + " and then the peaks go only to --out FILE, if given)")
  /// `--threshold V` of `--summary`.
  static let threshold = Option<Double>.number(
    "threshold", .nonNegative, valueName: "V", help: "Smallest |value| counted by --summary",
    default: 0)
  /// `--write FILE`: the golden CSV to record (its settings go to FILE's `.meta.json`).
  static let write = Option<String?>.text(
    "write", valueName: "FILE", help: "Record a golden CSV and its .meta.json (required)")
  /// `--check FILE`: the golden CSV to compare with.
  static let check = Option<String?>.text(
    "check", valueName: "FILE", help: "Compare with a golden CSV (required)")
  /// `--time-tolerance S` of `check`.
  static let timeTolerance = Option<Double>.number(
    "time-tolerance", .nonNegative, unit: "s", valueName: "S", help: "Allowed |dt|",
    default: defaultTimeTolerance)
  /// `--value-tolerance V` of `check`.
  static let valueTolerance = Option<Double>.number(
    "value-tolerance", .nonNegative, valueName: "V", help: "Allowed |dvalue|",
    default: defaultValueTolerance)
  /// `--input FILE` of `series` (`-` is stdin).
  static let input = Option<String?>.text(
    "input", valueName: "FILE", help: "The CSV series to read ('-' is stdin; required)")
  /// `--time-column NAME` of `series`.
  static let timeColumn = Option<String?>.text(
    "time-column", valueName: "NAME", help: "The time column, seconds",
    defaultText: "t or time (any case)")
  /// `--value-column NAME` of `series`.
  static let valueColumn = Option<String?>.text(
    "value-column", valueName: "NAME", help: "The value column",
    defaultText: "diff, value, or the first other column")
  /// `--column NAME`: the earlier name of `--value-column`.
  static let column = Option<String?>.text(
    "column", valueName: "NAME", help: "Same as --value-column")

  /// `--column` is `--value-column`; `--threshold` is `--summary`'s.
  static let rules: [OptionRule] = [
    .exclusive([column.spec, valueColumn.spec]), .requires(threshold.spec, anyOf: [summary.spec]),
  ]

  /// `"peaks"`.
  var name: String { "peaks" }

  /// One line for the command list.
  var abstract: String {
    "Finds the peaks of a diff curve, spring or CSV series; records or checks golden files."
  }

  /// How a command line without a subcommand is read.
  var discussion: String {
    """
    Without a subcommand the options choose one: --check FILE is 'check', --write FILE is
    'write', --input FILE is 'series', a spring set without --preset or --side is 'spring',
    anything else is 'scene'. Output: CSV index,t,value,kind (kind max or min).

    """
  }

  /// No options of its own: each subcommand has its own.
  var options: [OptionSpec] { [] }

  /// The sources and the golden actions.
  var subcommands: [any Command] {
    [
      PeaksMode(source: .scene, action: .list), PeaksMode(source: .spring, action: .list),
      PeaksMode(source: .series, action: .list), PeaksMode(source: .scene, action: .write),
      PeaksMode(source: .scene, action: .check),
    ]
  }

  /// `check` for `--check`, `write` for `--write`, `series` for `--input`, `spring` for a
  /// spring option without a scene option, else `scene`.
  var defaultSubcommand: DefaultSubcommand? {
    DefaultSubcommand(
      cases: [
        .init(mode: "check", given: [Self.check.spec]),
        .init(mode: "write", given: [Self.write.spec]),
        .init(mode: "series", given: [Self.input.spec]),
        .init(
          mode: "spring", given: SpringOptions.parameterSpecs,
          unlessGiven: [SceneOptions.preset.spec, SceneOptions.side.spec, SceneOptions.center.spec]),
      ], fallback: "scene")
  }

  /// Not reached: a subcommand always runs.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    .usageError
  }
}

/// One mode of `jellylab peaks`: a source (scene, spring, CSV series) and what is done with its
/// peaks (list them, record a golden pair, check against one).
struct PeaksMode: Command {
  /// Where the curve comes from.
  enum Source {
    case scene, spring, series
  }

  /// What is done with the peaks.
  enum Action {
    case list, write, check
  }

  /// The curve's source.
  let source: Source
  /// The action.
  let action: Action

  /// `scene`, `spring`, `series`, `write` or `check`.
  var name: String {
    switch (source, action) {
    case (_, .write): "write"
    case (_, .check): "check"
    case (.scene, .list): "scene"
    case (.spring, .list): "spring"
    case (.series, .list): "series"
    }
  }

  /// One line for the subcommand list.
  var abstract: String {
    switch (source, action) {
    case (_, .write): "Records a scene's peaks as a golden CSV and its .meta.json."
    case (_, .check): "Checks a scene's peaks against a golden CSV (exit 1 on drift)."
    case (.scene, .list): "The peaks of a scene's diff(t), refined to 1e-9 s."
    case (.spring, .list): "The peaks of one spring's value(t) = to + x(t), refined to 1e-9 s."
    case (.series, .list): "The peaks of a CSV series, refined by parabolas."
    }
  }

  /// What the mode reads and writes.
  var discussion: String {
    switch (source, action) {
    case (.spring, _): SpringOptions.setsHelp
    case (.series, _):
      """
      --input FILE is a CSV series: a time column (t or time) and a value column (--column, or
      diff, value, or the first other column); lines starting with # are comments, and blank
      lines may end the file but not separate rows. Frame-level extrema are refined by the
      parabola through their neighbours (--sampled: unrefined); index = data-row number.

      """
    case (_, .check):
      SceneOptions.help + """
        Exit 0 when every peak matches the golden file within the tolerances, 1 with the table
        of differences on stdout, 2 on bad input.

        """
    case (_, .write): SceneOptions.help
    case (.scene, .list): SceneOptions.help
    }
  }

  /// The frame limit of scenes and springs, the settling search of a scene's summary, the line
  /// length of a series.
  var limits: [String] {
    switch (source, action) {
    case (.series, _):
      ["A line of --input may hold at most \(CSVReader.defaultMaximumLineLength) bytes."]
    case (.scene, .list):
      [SamplingOptions.frameLimit, SceneOptions.settlingSearchLimit("--summary's settling time")]
    case (.scene, _), (.spring, _): [SamplingOptions.frameLimit]
    }
  }

  /// The source's options, then the action's.
  var options: [OptionSpec] {
    var specs: [OptionSpec]
    switch source {
    case .scene:
      specs =
        SceneOptions.specs + [SamplingOptions.fps.spec, SamplingOptions.until.spec]
        + DropOptions.specs
    case .spring:
      specs =
        SpringOptions.parameterSpecs + UIKitOptions.specs + SpringOptions.endpointSpecs + [
          SamplingOptions.fps.spec, SamplingOptions.until.spec,
        ]
    case .series:
      specs = [
        PeaksCommand.input.spec, PeaksCommand.timeColumn.spec, PeaksCommand.valueColumn.spec,
        PeaksCommand.column.spec,
      ]
    }
    specs.append(PeaksCommand.sampled.spec)
    switch action {
    case .list:
      specs += [PeaksCommand.summary.spec, PeaksCommand.threshold.spec]
    case .write:
      specs.append(PeaksCommand.write.spec)
    case .check:
      specs += [
        PeaksCommand.check.spec, PeaksCommand.timeTolerance.spec,
        PeaksCommand.valueTolerance.spec,
      ]
    }
    return specs + [OutputOptions.file.spec]
  }

  /// The peaks found and, when asked, the settling time.
  struct Findings {
    let peaks: [Peak]
    let settlingTime: () throws -> Double?
    let golden: GoldenPeaks?
    var settingsDifference: String? = nil
    /// The studied motion's displacement just before UIKit ends it, as a signed fraction of its
    /// travel; `nil` when nothing is cut.
    var endJump: Double? = nil
  }

  /// Finds the peaks and lists, records or checks them.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let recorded =
      action == .check
      ? try options[PeaksCommand.check].flatMap(Self.recordedSettings(forGolden:)) : nil
    let findings: Findings
    // Seconds at high frame rates and long horizons: a line with the time elapsed (on a
    // terminal); a series read from a file has its bar in bytes instead.
    switch source {
    case .scene:
      findings = try context.whileWorking("finding the peaks") {
        try scenePeaks(options, context: context, recorded: recorded)
      }
    case .spring:
      findings = try context.whileWorking("finding the peaks") {
        try springPeaks(options, context: context)
      }
    case .series:
      guard let path = options[PeaksCommand.input] else {
        throw CLIError("--input is required: the CSV series to read ('-' is stdin)")
      }
      if InputFile.regularFileSize(path) == nil {
        findings = try context.whileWorking("reading the series and finding its peaks") {
          try seriesPeaks(path: path, options: options, context: context)
        }
      } else {
        findings = try seriesPeaks(path: path, options: options, context: context)
      }
    }
    let count = findings.peaks.count
    return try context.whileWorking(
      action == .check ? "checking \(count) peaks" : "writing \(count) peaks"
    ) {
      try deliver(findings, options, context: context)
    }
  }

  /// Lists, records or checks `findings` as the options say.
  private func deliver(
    _ findings: Findings, _ options: ParsedOptions, context: CommandContext
  ) throws -> ExitStatus {
    switch action {
    case .check:
      guard let path = options[PeaksCommand.check] else {
        throw CLIError("--check is required: the golden CSV to compare with")
      }
      let expected: [Peak]
      do {
        expected = try PeakTable.parse(try InputFile.text(path, option: "--check"))
      } catch let error as PeakTableError {
        throw InputFile.csvError(error, option: "--check", path: path)
      }
      let comparison = try GoldenComparison(
        expected: expected, actual: findings.peaks,
        timeTolerance: options[PeaksCommand.timeTolerance],
        valueTolerance: options[PeaksCommand.valueTolerance])
      let output = try context.openOutput(options[OutputOptions.file])
      try output.write(comparison.table)
      try output.commit()
      if let difference = findings.settingsDifference {
        context.warn("--check \(path) was recorded with \(difference)")
      }
      return comparison.passes ? .success : .checkFailed
    case .write:
      guard let path = options[PeaksCommand.write], let golden = findings.golden else {
        throw CLIError("--write is required: the golden CSV to record")
      }
      if DropOptions.hasDrops(options) {
        throw CLIError("--write records drop-free peaks; remove the drop options")
      }
      let csv = try context.openOutput(path, option: "--write")
      let meta = try context.openOutput(
        GoldenPeaks.metadataPath(forCSVPath: path), option: "--write")
      try OutputTarget.deliver([(csv, golden.csvText), (meta, golden.metadata.jsonText())])
    case .list:
      if let path = options[PeaksCommand.summary] {
        if path != "-", path == options[OutputOptions.file] {
          throw CLIError("--summary and --out name the same file; give two files")
        }
        if path == "-", options[OutputOptions.file] == "-" {
          throw CLIError(
            "--summary - and --out - both name stdout, and the peaks and the summary are separate"
              + " CSVs: give --out FILE for the peaks, or no --out for the summary alone")
        }
        // `--summary -` without --out asks for the summary alone: the peaks are not written.
        let summaryOnly = path == "-" && !options.has(OutputOptions.file)
        let output = summaryOnly ? nil : try context.openOutput(options[OutputOptions.file])
        let summaryOutput = try context.openOutput(path, option: "--summary")
        let summaryText =
          "key,value\n" + (try summary(findings, threshold: options[PeaksCommand.threshold]))
        try OutputTarget.deliver(
          (output.map { [($0, PeakTable.csv(findings.peaks))] } ?? [])
            + [(summaryOutput, summaryText)])
        return .success
      }
    }
    let output = try context.openOutput(options[OutputOptions.file])
    try output.write(PeakTable.csv(findings.peaks))
    try output.commit()
    return .success
  }

  func scenePeaks(
    _ options: ParsedOptions, context: CommandContext, recorded: GoldenMetadata? = nil
  ) throws -> Findings {
    let preset = try SceneOptions.resolve(options, context: context)
    let sampled = options[PeaksCommand.sampled]
    if !sampled && DropOptions.hasDrops(options) {
      throw CLIError("frame drops apply to --sampled peaks only")
    }
    let fps = options[SamplingOptions.fps]
    let scene = try SceneOptions.scene(preset, options)
    let horizon = options[SamplingOptions.until] ?? scene.animationEnd
    if let recorded, !DropOptions.hasDrops(options) {
      let run = recorded.checkSettings(
        preset: preset, method: sampled ? .sampled : nil,
        framesPerSecond: options.has(SamplingOptions.fps) ? fps : nil,
        horizon: options[SamplingOptions.until])
      try SamplingOptions.checkFrameCount(
        options, horizon: run.horizon, fps: run.framesPerSecond,
        defaultText: "the horizon recorded with the golden file is")
      return Findings(
        peaks: try run.computePeaks(), settlingTime: { nil }, golden: nil,
        settingsDifference: recorded.differences(from: run))
    }
    try SamplingOptions.checkFrameCount(
      options, horizon: horizon, fps: fps, defaultText: "the animation ends at",
      setBy: SceneOptions.animationEndSetters(options))
    let peaks: [Peak]
    if sampled {
      let link = try DropOptions.displayLink(options)
      peaks = PeakFinder.sampledPeaks(
        try DiffSequence(scene: scene, displayLink: link, horizon: horizon).samples)
    } else {
      peaks = try PeakFinder.refinedPeaks(of: scene, framesPerSecond: fps, through: horizon)
    }
    let golden =
      action == .write
      ? try GoldenPeaks(
        preset: preset, method: sampled ? .sampled : .refined, framesPerSecond: fps,
        horizon: horizon) : nil
    return Findings(
      peaks: peaks,
      settlingTime: {
        do {
          return try scene.settlingTime(framesPerSecond: fps)
        } catch let error as FrameDiffError where SceneOptions.isUnsettled(error) {
          throw SceneOptions.unsettledError(scene, options)
        }
      }, golden: golden, endJump: scene.side.relativeEndJump)
  }

  func springPeaks(_ options: ParsedOptions, context: CommandContext) throws -> Findings {
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
    var peaks =
      options[PeaksCommand.sampled]
      ? try PeakFinder.sampledPeaks(of: motion, framesPerSecond: fps, through: horizon)
      : try PeakFinder.refinedPeaks(of: motion, framesPerSecond: fps, through: horizon)
    peaks = peaks.map { Peak(index: $0.index, time: $0.time, value: to + $0.value, kind: $0.kind) }
    return Findings(
      peaks: peaks, settlingTime: { motion.settlingDuration() }, golden: nil,
      endJump: motion.endTime.isFinite && to != from ? motion.endJump / (to - from) : nil)
  }

  /// The peaks of the CSV series at `path` (`-` is stdin), read once as a stream: memory holds
  /// the peaks, not the samples, and the settling time comes from the same pass.
  func seriesPeaks(path: String, options: ParsedOptions, context: CommandContext) throws
    -> Findings
  {
    let scan: SeriesInput.Scan
    // Progress in bytes of a regular file; a pipe has no known size, so it shows none.
    var progress =
      InputFile.regularFileSize(path).map { context.progress(total: $0, unit: "bytes") }
      ?? .silent
    defer { progress.finish() }
    do {
      scan = try SeriesInput.scan(
        path, timeColumn: options[PeaksCommand.timeColumn],
        valueColumn: options[PeaksCommand.valueColumn] ?? options[PeaksCommand.column],
        refinesPeaks: !options[PeaksCommand.sampled], progress: { progress.advance(to: $0) })
    } catch {
      throw CLIError(
        "--input\(error.isUnreadableFile ? ":" : "") \(error)"
          + (error.isMissingTimeColumn ? "; name it with --time-column NAME" : ""),
        showsUsage: false)
    }
    let settling = scan.peaks.settlingTime
    return Findings(peaks: scan.peaks.peaks, settlingTime: { settling }, golden: nil)
  }

  /// The settings a golden file was recorded with (its `.meta.json`), if it has one.
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

  /// The `key,value` summary lines (written to stderr, so the CSV on stdout stays one table).
  func summary(_ findings: Findings, threshold: Double) throws -> String {
    try PeakSummary(
      peaks: findings.peaks, threshold: threshold, settlingTime: try findings.settlingTime()
    ).csvRows(peakCount: findings.peaks.count)
      + (findings.endJump.map { "end_jump,\($0)\n" } ?? "")
  }
}
