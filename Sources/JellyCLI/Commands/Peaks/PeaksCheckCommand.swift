import Foundation
import JellyAnalysis
import JellyArguments
import JellyFrameDiff

/// `jellylab peaks check`: compares a scene's peaks with a golden CSV (`--check FILE`), run with
/// the settings its `.meta.json` records unless given; the table of differences goes to `--out`,
/// and the exit status is 1 when a peak drifts beyond the tolerances.
struct PeaksCheckCommand: Command {
  /// `--check FILE`: the golden CSV to compare with.
  static let check = Option<String?>.text(
    "check", valueName: "FILE", help: "Compare with a golden CSV (required)")
  /// `--time-tolerance S`.
  static let timeTolerance = Option<Double>.number(
    "time-tolerance", .nonNegative, unit: "s", valueName: "S", help: "Allowed |dt|",
    default: GoldenComparison.defaultTimeTolerance)
  /// `--value-tolerance V`.
  static let valueTolerance = Option<Double>.number(
    "value-tolerance", .nonNegative, valueName: "V", help: "Allowed |dvalue|",
    default: GoldenComparison.defaultValueTolerance)

  /// `"check"`.
  var name: String { "check" }

  /// One line for the subcommand list.
  var abstract: String { "Checks a scene's peaks against a golden CSV (exit 1 on drift)." }

  /// The scene options and the exit statuses.
  var discussion: String {
    SceneOptions.help + """
      Exit 0 when every peak matches the golden file within the tolerances, 1 with the table
      of differences on stdout, 2 on bad input.

      """
  }

  /// The frame limit.
  var limits: [String] { [SamplingOptions.frameLimit] }

  /// The scene search's options, `--check`, the tolerances and `--out`.
  var options: [OptionSpec] {
    ScenePeakSearch.specs + [
      Self.check.spec, Self.timeTolerance.spec, Self.valueTolerance.spec,
      OutputOptions.file.spec,
    ]
  }

  /// Finds the scene's peaks (with the recorded settings, unless given) and compares them with
  /// the golden file.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let recorded = try options[Self.check].flatMap(Self.recordedSettings(forGolden:))
    let (findings, settingsDifference) = try PeakFindings.searching(context: context) {
      try Self.peaks(options, context: context, recorded: recorded)
    }
    return try findings.delivering("checking", context: context) {
      guard let path = options[Self.check] else {
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
        timeTolerance: options[Self.timeTolerance], valueTolerance: options[Self.valueTolerance])
      let output = try context.openOutput(options[OutputOptions.file])
      try output.write(comparison.table)
      try output.commit()
      if let settingsDifference {
        context.warn("--check \(path) was recorded with \(settingsDifference)")
      }
      return comparison.passes ? .success : .checkFailed
    }
  }

  /// The scene's peaks, run with the `recorded` settings of the golden file (method, fps,
  /// horizon) where the options give none, and how the run's settings differ from the recorded
  /// ones; with drop options, or without recorded settings, the peaks the options describe.
  static func peaks(
    _ options: ParsedOptions, context: CommandContext, recorded: GoldenMetadata?
  ) throws -> (PeakFindings, settingsDifference: String?) {
    let search = try ScenePeakSearch(options, context: context)
    guard let recorded, !DropOptions.hasDrops(options) else {
      return (try search.find(options), nil)
    }
    let run = recorded.checkSettings(
      preset: search.preset, method: search.sampled ? .sampled : nil,
      framesPerSecond: options.has(SamplingOptions.fps) ? search.fps : nil,
      horizon: options[SamplingOptions.until])
    try SamplingOptions.checkFrameCount(
      options, horizon: run.horizon, fps: run.framesPerSecond,
      defaultText: "the horizon recorded with the golden file is")
    return (
      PeakFindings(peaks: try run.computePeaks(), settlingTime: { nil }),
      recorded.differences(from: run)
    )
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
}
