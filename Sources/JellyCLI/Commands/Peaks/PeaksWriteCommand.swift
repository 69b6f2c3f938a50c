import Foundation
import JellyAnalysis
import JellyArguments
import JellyFrameDiff
import JellyGolden
import JellyIO

/// `jellylab peaks write`: records the peaks of any source (a scene, a spring, an easing, a CSV
/// series) as a golden CSV (`--write FILE`) and, as FILE's `.meta.json`, the source completely,
/// the tolerance of its check and the prominence a peak needed; the peaks also go to `--out`.
struct PeaksWriteCommand: Command {
  /// `"write"`.
  var name: String { "write" }

  /// One line for the subcommand list.
  var abstract: String {
    "Records the peaks of a scene, spring, easing or series as a golden CSV and its .meta.json."
  }

  /// How the source is named.
  var discussion: String {
    """
    SOURCE: the options of 'peaks scene', 'spring', 'easing' or 'series', read as 'peaks' reads
    them: --input FILE is a series, --curve an easing (--duration: the seconds it plays over,
    default 1), a spring set without --preset or --side a spring, anything else a scene
    (default: the jelly preset). The .meta.json beside FILE (x.csv: x.meta.json) records the
    source completely (a series: its path relative to the golden file's folder, size, SHA-256
    and columns), the tolerances as the defaults of later checks, and --min-prominence.

    """
  }

  /// The frame limit.
  var limits: [String] { [SamplingOptions.frameLimit] }

  /// Every source option, `--write`, the tolerances, `--min-prominence` and `--out`.
  var options: [OptionSpec] {
    PeakSourceOptions.allSpecs + GoldenOptions.recordingSpecs + [OutputOptions.file.spec]
  }

  /// The source's own rules apply once its kind is known.
  var rules: [OptionRule] { [] }

  /// Finds the source's peaks, records the golden pair and writes the pinned peaks to `--out`.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    try Self.record(options, kind: nil, command: "jellylab peaks write", context: context)
  }

  /// Records the golden pair `--write` names of the source the options give: of `kind` when a
  /// source mode records, else of the kind the options imply; `command` names the mode in
  /// messages.
  static func record(
    _ options: ParsedOptions, kind: PeakSource.Kind?, command: String, context: CommandContext
  ) throws -> ExitStatus {
    guard let path = options[GoldenOptions.write] else {
      throw CLIError("--write is required: the golden CSV to record")
    }
    try Self.checkTarget(path, options)
    let golden = try PeakFindings.searching(context: context) {
      let source = try Self.source(
        options, kind: kind, command: command, context: context,
        goldenFolder: FilePaths.folder(of: path))
      let metadata = GoldenMetadata(
        source: source, tolerance: GoldenOptions.tolerance(options, base: .default),
        minimumProminence: options[GoldenOptions.minimumProminence])
      return GoldenPeaks(metadata: metadata, peaks: try Self.pinned(source, metadata))
    }
    let findings = PeakFindings(peaks: golden.peaks, settlingTime: { nil })
    return try findings.delivering("writing", context: context) {
      let csv = try context.openOutput(path, option: "--write")
      let meta = try context.openOutput(
        GoldenPeaks.metadataPath(forCSVPath: path), option: "--write")
      try OutputTarget.deliver([(csv, golden.csvText), (meta, golden.metadata.jsonText())])
      try findings.writeTable(options, context: context)
      return .success
    }
  }

  /// Refuses a `--write` path that cannot hold a golden pair or would destroy a file the run
  /// needs: standard input/output, the series being read, a CSV that is not a golden file (no
  /// `.meta.json` beside it), or an `--out` naming one of the pair.
  static func checkTarget(_ path: String, _ options: ParsedOptions) throws(CLIError) {
    let meta = GoldenPeaks.metadataPath(forCSVPath: path)
    if path == "-" || path.hasSuffix("/") {
      throw CLIError("--write needs a file name: a golden pair is FILE and its .meta.json")
    }
    if options.declares(SeriesOptions.input), let input = options[SeriesOptions.input],
      input != "-",
      FilePaths.sameFile(input, path) || FilePaths.sameFile(input, meta)
    {
      throw CLIError("--write \(path) would overwrite the series --input reads; name another file")
    }
    if let out = options[OutputOptions.file], out != "-",
      FilePaths.sameFile(out, path) || FilePaths.sameFile(out, meta)
    {
      throw CLIError("--out \(out) is part of the golden pair --write records; name another file")
    }
    if FileManager.default.fileExists(atPath: path), !FileManager.default.fileExists(atPath: meta) {
      throw CLIError(
        "--write \(path) exists and is not a golden file (no \(meta) beside it); remove it or"
          + " name another file", showsUsage: false)
    }
  }

  /// The source the options name (for `peaks check`, laid over a recorded one elsewhere).
  static func source(
    _ options: ParsedOptions, kind named: PeakSource.Kind? = nil, command: String,
    context: CommandContext, goldenFolder: String
  ) throws -> PeakSource {
    let sourceNames = Set(PeakSourceOptions.allSpecs.map(\.name))
    let given = Set(options.names).intersection(sourceNames)
    let kind = named ?? PeakSourceOptions.kind(given: given, recorded: nil) ?? .scene
    let arguments = options.typedArguments(named: sourceNames)
    let parsed = try PeakSourceOptions.parse(arguments, kind: kind, command: command)
    return try PeakSourceOptions.source(
      kind, parsed, context: context, recorded: nil, goldenFolder: goldenFolder)
  }

  /// The peaks `metadata` pins of `source`; an error names the source's options.
  static func pinned(_ source: PeakSource, _ metadata: GoldenMetadata) throws -> [Peak] {
    do {
      return try metadata.pinnedPeaks(of: source)
    } catch {
      throw CLIError("the \(source.kind.rawValue) gives no peaks: \(error)")
    }
  }
}
