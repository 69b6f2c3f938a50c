import Foundation
import JellyFigures
import JellyOutput

/// Where and how a figure of `plot`, `sweep` or `compare` is written: the `--out` folder, the
/// image format and page size, and the steps shared by every figure after its CSV files exist
/// (script, image via gnuplot, manifest, the paths printed one per line).
struct FigureOutput {
  /// The formats a figure accepts (no GIF: these figures do not move).
  static let formats = PlotFormat.staticFormats

  /// `value` as written in a page title: whole numbers without a decimal point (below 1e15),
  /// any other value in shortest round-trip form.
  static func titleNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
  }

  /// The `--out` folder as typed.
  let outPath: String
  /// The image format.
  let format: PlotFormat
  /// Page width in pixels, 320...20000.
  let width: Int
  /// Page height in pixels, 160...20000.
  let height: Int
  /// The gnuplot search path, or nil for the process's `PATH`.
  let gnuplotSearchPath: String?

  /// A figure written into `outPath` as `format` on a `width` x `height` pixel page (values
  /// already validated by the caller).
  init(
    outPath: String, format: PlotFormat, width: Int, height: Int, gnuplotSearchPath: String?
  ) {
    self.outPath = outPath
    self.format = format
    self.width = width
    self.height = height
    self.gnuplotSearchPath = gnuplotSearchPath
  }

  /// The folder, format and page as the figure library sees them.
  var folder: FigureFolder {
    FigureFolder(
      path: outPath, format: format, width: width, height: height,
      gnuplotSearchPath: gnuplotSearchPath)
  }

  /// The `--out` folder, created if missing.
  ///
  /// - Throws: ``CLIError`` when the path is a file or cannot be created.
  @discardableResult
  func makeFolder() throws(CLIError) -> URL {
    do {
      return try folder.makeFolder()
    } catch {
      throw CLIError(figure: error)
    }
  }

  /// `file` inside the `--out` folder, as the user would type it.
  func displayPath(_ file: String) -> String { folder.displayPath(file) }

  /// The gnuplot terminal of the page.
  var terminal: GnuplotTerminal { folder.terminal }

  /// The image file name for figure `name`.
  func imageName(_ name: String) -> String { folder.imageName(name) }

  /// Writes `NAME.gp`, renders it (unless the format is `none`), writes `NAME.json` listing
  /// `written` plus the script, image and manifest, prints a dumb chart, then every path.
  ///
  /// A missing gnuplot is a warning (the data, script and manifest are still written); a
  /// gnuplot error or warning is reported on one line and gives exit status 1.
  func finish(
    script: GnuplotScript, name: String, written: [String], command: [String],
    parameters: [String: ManifestValue], context: CommandContext
  ) throws -> ExitStatus {
    let outcome: FigureOutcome
    do {
      outcome = try folder.finish(
        script: script, name: name, written: written, command: command, parameters: parameters,
        jellylabVersion: JellyLab.version)
    } catch {
      throw CLIError(figure: error)
    }
    var status = ExitStatus.success
    switch outcome.renderError {
    case .gnuplotNotFound(let searchPath):
      context.warn(
        "gnuplot was not found on PATH (\(searchPath)); \(GnuplotRenderError.installHint),"
          + " then run: cd \(outPath) && gnuplot \(name).gp")
    case .some(let error):
      context.console.writeError("error: \(CLIError("\(error)").message)\n")
      status = .checkFailed
    case nil: break
    }
    if outcome.rendered, format == .dumb {
      try context.console.writeOutput(outcome.chart ?? "")
    }
    for file in outcome.files {
      try context.console.writeOutput(displayPath(file) + "\n")
    }
    return status
  }

  /// The command line as given, for a manifest: `jellylab NAME --option value …`.
  static func commandLine(_ path: String, _ options: ParsedOptions) -> [String] {
    path.split(separator: " ").map(String.init) + options.typedArguments
  }

}

extension CLIError {
  /// The `--out` error for a figure library failure: one line naming `--out`.
  init(figure error: FigureError) {
    switch error {
    case .folderIsFile(let path):
      self.init("--out: \(CLIError.quoted(path)) is a file, not a folder")
    case .cannotCreateFolder(let path):
      self.init("--out: cannot create folder \(CLIError.quoted(path))", showsUsage: false)
    case .cannotWrite:
      self.init("--out: \(error)", showsUsage: false)
    case .unusableFit, .manifest:
      self.init("\(error)", showsUsage: false)
    }
  }
}
