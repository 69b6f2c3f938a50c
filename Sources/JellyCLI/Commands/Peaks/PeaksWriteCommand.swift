import JellyAnalysis
import JellyArguments
import JellyIO

/// `jellylab peaks write`: records a scene's drop-free peaks as a golden CSV (`--write FILE`)
/// and the settings that reproduce them as FILE's `.meta.json`; the peaks also go to `--out`.
struct PeaksWriteCommand: Command {
  /// `--write FILE`: the golden CSV to record (its settings go to FILE's `.meta.json`).
  static let write = Option<String?>.text(
    "write", valueName: "FILE", help: "Record a golden CSV and its .meta.json (required)")

  /// `"write"`.
  var name: String { "write" }

  /// One line for the subcommand list.
  var abstract: String { "Records a scene's peaks as a golden CSV and its .meta.json." }

  /// The scene options.
  var discussion: String { SceneOptions.help }

  /// The frame limit.
  var limits: [String] { [SamplingOptions.frameLimit] }

  /// The scene search's options, `--write` and `--out`.
  var options: [OptionSpec] {
    ScenePeakSearch.specs + [Self.write.spec, OutputOptions.file.spec]
  }

  /// Finds the scene's peaks, records the golden pair and writes the peaks to `--out`.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    let (findings, golden) = try PeakFindings.searching(context: context) {
      let search = try ScenePeakSearch(options, context: context)
      return (try search.find(options), try search.golden())
    }
    return try findings.delivering("writing", context: context) {
      guard let path = options[Self.write] else {
        throw CLIError("--write is required: the golden CSV to record")
      }
      if DropOptions.hasDrops(options) {
        throw CLIError("--write records drop-free peaks; remove the drop options")
      }
      let csv = try context.openOutput(path, option: "--write")
      let meta = try context.openOutput(
        GoldenPeaks.metadataPath(forCSVPath: path), option: "--write")
      try OutputTarget.deliver([(csv, golden.csvText), (meta, golden.metadata.jsonText())])
      try findings.writeTable(options, context: context)
      return .success
    }
  }
}
