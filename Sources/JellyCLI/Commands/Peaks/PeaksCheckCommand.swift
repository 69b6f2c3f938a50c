import Foundation
import JellyAnalysis
import JellyArguments
import JellyFrameDiff
import JellyGolden
import JellyIO

/// `jellylab peaks check GOLDEN`: runs the source a golden file records (or the source the
/// options name, laid over it) and compares its peaks with the pinned ones; the table of
/// matched, drifted, missing and extra peaks goes to `--out`, a warning names each setting that
/// differs from the recorded one, and the exit status is 1 when a peak drifts beyond the
/// tolerance. GOLDEN may be a folder: every golden file in it is replayed, with one summary.
struct PeaksCheckCommand: Command {
  /// `--check GOLDEN`: the golden CSV, or a folder of them.
  static let check = Option<String?>.text(
    "check", valueName: "GOLDEN", help: "The golden CSV, or a folder of them, to check against")
  /// The golden CSV or folder, as an operand (`peaks check GOLDEN`).
  static let golden = OperandSpec(
    "GOLDEN", help: "The golden CSV, or a folder of them (same as --check)", optional: true)

  /// `"check"`.
  var name: String { "check" }

  /// One line for the subcommand list.
  var abstract: String {
    "Checks peaks against a golden file, or every golden file in a folder (exit 1 on drift)."
  }

  /// How the run is chosen, and the exit statuses.
  var discussion: String {
    """
    Without source options the source the golden file records is run again (a series' file is
    read again and must be unchanged since it was pinned). With source options, those name the
    run, laid over the recorded source: --damping-coefficient 5.05 checks the recorded spring
    with that value, and each setting that differs from the recorded one is warned about. The
    tolerances default to the golden file's. A folder checks every *.csv with a .meta.json in
    it, by replaying each. Exit 0 when every peak matches, 1 with the table of differences on
    stdout, 2 on bad input (a golden file that cannot be read or replayed).

    """
  }

  /// The frame limit.
  var limits: [String] { [SamplingOptions.frameLimit] }

  /// The golden file or folder.
  var operands: [OperandSpec] { [Self.golden] }

  /// Every source option, `--check`, the tolerances, `--junit` and `--out`.
  var options: [OptionSpec] {
    PeakSourceOptions.allSpecs + [Self.check.spec] + GoldenOptions.toleranceSpecs
      + [GoldenOptions.junit.spec, OutputOptions.file.spec]
  }

  /// The source's own rules apply once its kind is known.
  var rules: [OptionRule] { [] }

  /// Checks the golden file or folder.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options.has(Self.check), !options.operands.isEmpty {
      throw CLIError("give the golden file once: GOLDEN or --check GOLDEN")
    }
    guard let path = options.operands.first ?? options[Self.check] else {
      throw CLIError("GOLDEN is required: the golden CSV, or a folder of them, to check against")
    }
    for (option, target) in [
      ("--out", options[OutputOptions.file]), ("--junit", options[GoldenOptions.junit]),
    ] {
      guard let target, target != "-" else { continue }
      if Self.isGolden(target, in: path) {
        throw CLIError("\(option) \(target) is a golden file being checked; name another file")
      }
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return try Self.checkFolder(
        path, options, context: context, label: options.has(Self.check) ? "--check " : "")
    }
    let report = try Self.check(
      path, options, context: context, label: options.has(Self.check) ? "--check " : "")
    let output = try context.openOutput(options[OutputOptions.file])
    try output.write(report.comparison.table)
    try output.commit()
    try Self.writeJUnit([.checked(report)], options, context: context)
    return report.passed ? .success : .checkFailed
  }

  /// Checks one golden file: the run the options name, laid over the recorded source (the
  /// recorded source itself without source options), with each differing setting warned about.
  ///
  /// - Throws: ``CLIError`` for a golden file that cannot be read or replayed, or a bad run.
  /// - Parameter label: What errors name the file by (`--check `, or nothing for an operand).
  static func check(
    _ path: String, _ options: ParsedOptions, context: CommandContext, label: String = ""
  ) throws -> GoldenReport {
    let golden = try Self.load(path, option: label.isEmpty ? nil : "--check")
    let recorded = golden.metadata.source
    let folder = FilePaths.folder(of: path)
    let sourceNames = Set(PeakSourceOptions.allSpecs.map(\.name))
    let given = options.filtered(to: sourceNames)
    let kind =
      PeakSourceOptions.kind(given: Set(given.names), recorded: recorded.kind) ?? recorded.kind
    if given.names.isEmpty, case .series(let series) = recorded {
      try Self.checkReplayable(series, golden: path, folder: folder)
    }
    let arguments = PeakSourceOptions.overlay(
      recorded: PeakSourceOptions.options(recording: recorded, goldenFolder: folder),
      recordedKind: recorded.kind, given: given, kind: kind)
    let report = try PeakFindings.searching(context: context) { () throws -> GoldenReport in
      let run: PeakSource
      do {
        let parsed = try PeakSourceOptions.parse(
          arguments, kind: kind, command: "jellylab peaks check")
        run = try PeakSourceOptions.source(
          kind, parsed, context: context, recorded: recorded, goldenFolder: folder)
      } catch let error as CLIError where given.names.isEmpty {
        // Nothing but the golden file named this run: the file is at fault.
        throw CLIError(
          "\(label)\(path): the recorded \(recorded.kind.rawValue) cannot be run: \(error.message)",
          showsUsage: false)
      }
      if given.names.isEmpty { try Self.unchanged(recorded, run, golden: path, folder: folder) }
      let report: GoldenReport
      do {
        report = try golden.check(
          run, file: path,
          tolerance: GoldenOptions.tolerance(options, base: golden.metadata.tolerance))
      } catch let error as CLIError {
        throw error
      } catch {
        throw CLIError(
          "\(label)\(path): the \(run.kind.rawValue) gives no peaks: \(error)", showsUsage: false)
      }
      // A replay names every setting as recorded: a difference is an edited or inconsistent file.
      if given.names.isEmpty, let first = report.differences.first {
        throw CLIError(
          "\(label)\(GoldenPeaks.metadataPath(forCSVPath: path)) is inconsistent: replaying it"
            + " gives \(first)", showsUsage: false)
      }
      return report
    }
    for line in report.differences { context.warn("\(path): \(Self.optionNamed(line))") }
    return report
  }

  /// A recorded preset's fields by the option that sets each (`side.damping_ratio` is what
  /// `--side-damping` sets); fields no single option sets keep their key path.
  static let presetFieldOptions: [String: String] = {
    var names = [
      "layout.width": "screen-width", "layout.height": "screen-height",
      "layout.element_height": "element-height", "animation_model.solver": "uikit-solver",
    ]
    for role in ["side", "center"] {
      for (field, option) in [
        ("duration", "duration"), ("damping_ratio", "damping"), ("initial_velocity", "velocity"),
        ("delay", "delay"),
      ] {
        names["\(role).\(field)"] = "\(role)-\(option)"
      }
    }
    return names
  }()

  /// `line` (`side.damping_ratio: recorded 0.5, this run 0.51`) with a preset field named by
  /// its option (`side-damping: …`).
  static func optionNamed(_ line: String) -> String {
    guard let colon = line.firstIndex(of: ":"),
      let option = presetFieldOptions[String(line[..<colon])]
    else { return line }
    return option + line[colon...]
  }

  /// Whether `target` is the golden file `golden`, its `.meta.json`, or a file in the folder
  /// `golden`.
  static func isGolden(_ target: String, in golden: String) -> Bool {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: golden, isDirectory: &isFolder), isFolder.boolValue {
      return FilePaths.sameFile(FilePaths.folder(of: target), golden)
        && (target.hasSuffix(".csv") || target.hasSuffix(".meta.json"))
    }
    return FilePaths.sameFile(target, golden)
      || FilePaths.sameFile(target, GoldenPeaks.metadataPath(forCSVPath: golden))
  }

  /// The golden pair at `path`: a file that cannot be read is named as every input file is
  /// (`--check: cannot read 'g.csv': no such file`), a malformed one with its line; without an
  /// `option` (an operand, a file of a folder) the messages start with the file.
  static func load(_ path: String, option: String?) throws(CLIError) -> GoldenPeaks {
    let prefix = option.map { $0 + " " } ?? ""
    let csvText = try InputFile.text(path, option: option)
    let peaks: [Peak]
    do {
      peaks = try GoldenPeaks.peaks(csvText: csvText, path: path)
    } catch {
      throw CLIError("\(prefix)\(error)", showsUsage: false)
    }
    let metaPath = GoldenPeaks.metadataPath(forCSVPath: path)
    let metaText = try InputFile.text(metaPath, option: option)
    do {
      let metadata = try GoldenPeaks.metadata(jsonText: metaText, path: metaPath)
      return GoldenPeaks(metadata: metadata, peaks: peaks)
    } catch {
      throw CLIError("\(prefix)\(error)", showsUsage: false)
    }
  }

  /// Refuses to replay a series whose file is gone or that was read from standard input;
  /// whether the file changed is seen once it is read (``unchanged(_:_:golden:)``).
  static func checkReplayable(_ series: SeriesPeakSource, golden: String, folder: String) throws {
    guard let file = series.file else {
      throw CLIError("\(golden): the series was pinned from samples in memory; give --input FILE")
    }
    if file.isStandardInput {
      throw CLIError(
        "\(golden): the series was pinned from standard input, which cannot be read again;"
          + " give --input FILE (or --input - to pipe it in again)", showsUsage: false)
    }
    let path = FilePaths.resolve(file.path, from: folder)
    guard FileManager.default.fileExists(atPath: path) else {
      throw CLIError(
        "\(golden): its series \(path) cannot be read (moved or deleted?); give --input FILE",
        showsUsage: false)
    }
  }

  /// Refuses a replayed series whose file is not the one pinned: its size or SHA-256, as read
  /// for the run, differs from the recorded ones.
  static func unchanged(_ recorded: PeakSource, _ run: PeakSource, golden: String, folder: String)
    throws
  {
    guard case .series(let was) = recorded, case .series(let now) = run,
      let pinned = was.file, let read = now.file,
      pinned.size != read.size || pinned.sha256 != read.sha256
    else { return }
    let path = FilePaths.resolve(pinned.path, from: folder)
    throw CLIError(
      "\(golden): its series \(path) changed since it was pinned (size \(pinned.size) → "
        + "\(read.size) bytes, sha256 \(pinned.sha256) → \(read.sha256)); pin it again with"
        + " --write, or give --input \(path) to check it as it is now",
      showsUsage: false)
  }

  /// Checks every golden file in `folder` by replaying it: one line per file (the table too for
  /// a failing one), then a summary; exit 1 when one fails, and a final error (exit 2) when one
  /// cannot be checked.
  static func checkFolder(
    _ folder: String, _ options: ParsedOptions, context: CommandContext, label: String
  ) throws -> ExitStatus {
    let sourceNames = Set(PeakSourceOptions.allSpecs.map(\.name))
    if let given = options.names.first(where: sourceNames.contains) {
      throw CLIError("--\(given) names one source; \(folder) is a folder of golden files")
    }
    let files = goldenFiles(in: folder)
    guard !files.isEmpty else {
      throw CLIError(
        "\(label)\(folder) holds no golden file (a .csv with its .meta.json)", showsUsage: false)
    }
    var cases: [JUnitReport.Case] = []
    var errors = 0
    let tolerances = options.filtered(to: Set(GoldenOptions.toleranceSpecs.map(\.name)))
    for file in files {
      do {
        let meta = GoldenPeaks.metadataPath(forCSVPath: file)
        guard FileManager.default.fileExists(atPath: meta) else {
          throw CLIError(
            "\(file): no \(meta) beside it: pin it with 'peaks write' or move it out of the folder",
            showsUsage: false)
        }
        cases.append(.checked(try check(file, tolerances, context: context)))
      } catch {
        errors += 1
        let message = "\(error)"
        cases.append(.error(file: file, message: message))
        context.reportError(message)
      }
    }
    let report = JUnitReport(cases: cases)
    let plural = { (count: Int) in count == 1 ? "file" : "files" }
    let output = try context.openOutput(options[OutputOptions.file])
    try output.write(report.folderText(folder))
    try output.commit()
    try writeJUnit(cases, options, context: context)
    if errors > 0 {
      throw CLIError(
        "\(errors) of \(files.count) golden \(plural(files.count)) in \(folder) could not be checked",
        showsUsage: false)
    }
    return report.failedCount == 0 ? .success : .checkFailed
  }

  /// The CSVs in `folder`, sorted by name: each should be a golden file with its `.meta.json`.
  static func goldenFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".csv") }.sorted().map {
      folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0
    }
  }

  /// Writes `cases` as JUnit XML to `--junit`, when given.
  static func writeJUnit(
    _ cases: [JUnitReport.Case], _ options: ParsedOptions, context: CommandContext
  ) throws {
    guard let path = options[GoldenOptions.junit] else { return }
    let output = try context.openOutput(path, option: "--junit")
    try output.write(JUnitReport(cases: cases).xml)
    try output.commit()
  }
}
