import Foundation
import JellyOutput

/// Where and how a figure of `plot`, `sweep` or `compare` is written: the `--out` folder, the
/// image format and page size, and the steps shared by every figure after its CSV files exist
/// (script, image via gnuplot, manifest, the paths printed one per line).
struct FigureOutput {
  /// The formats a figure accepts (no GIF: these figures do not move).
  static let formats: [PlotFormat] = [.png, .svg, .pdf, .dumb, .none]

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

  /// The `--out` folder, created with its missing parents by `OutputLocation.prepareFolder`
  /// (which refuses `-`).
  ///
  /// - Throws: ``CLIError`` (exit 2, one line naming `--out`) for `-`, a file, or a folder that
  ///   cannot be created.
  @discardableResult
  func makeFolder() throws(CLIError) -> URL {
    do {
      return try OutputLocation.prepareFolder(outPath)
    } catch {
      throw CLIError("--out: \(error)", showsUsage: false)
    }
  }

  /// `file` inside the `--out` folder, as the user would type it.
  func displayPath(_ file: String) -> String {
    outPath.hasSuffix("/") ? outPath + file : outPath + "/" + file
  }

  /// The gnuplot terminal of the page.
  var terminal: GnuplotTerminal {
    format.terminal(width: width, height: height) ?? .png(width: width, height: height)
  }

  /// The image file name for figure `name`.
  func imageName(_ name: String) -> String { "\(name).\(terminal.fileExtension)" }

  /// Writes `NAME.gp`, renders it (unless the format is `none`), writes `NAME.json` listing
  /// `written` plus the script, image and manifest, prints a dumb chart, then every path.
  ///
  /// A missing gnuplot is a warning (the data, script and manifest are still written); a
  /// gnuplot error or warning is reported on one line and gives exit status 1.
  func finish(
    script: GnuplotScript, name: String, written: [String], command: [String],
    parameters: [String: ManifestValue], context: CommandContext
  ) throws -> ExitStatus {
    let folder = URL(fileURLWithPath: outPath)
    let scriptName = "\(name).gp"
    var files = written
    var status = ExitStatus.success
    var rendered = false
    if format == .none {
      try Self.writeText(script.text, to: folder.appendingPathComponent(scriptName))
    } else {
      do {
        let renderer = try GnuplotRenderer.locate(
          searchPath: gnuplotSearchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "")
        try renderer.render(script, scriptFileName: scriptName, in: folder)
        rendered = true
      } catch .gnuplotNotFound(let searchPath) {
        try Self.writeText(script.text, to: folder.appendingPathComponent(scriptName))
        context.warn(
          "gnuplot was not found on PATH (\(searchPath)); \(GnuplotRenderError.installHint),"
            + " then run: cd \(outPath) && gnuplot \(scriptName)")
      } catch {
        try? Self.writeText(script.text, to: folder.appendingPathComponent(scriptName))
        context.console.writeError("error: \(CLIError("\(error)").message)\n")
        status = .checkFailed
      }
    }
    files.append(scriptName)
    if rendered { files.append(imageName(name)) }
    let manifestName = "\(name).json"
    files.append(manifestName)
    let manifest: Manifest
    do {
      manifest = try Manifest(
        command: command, parameters: parameters, jellylabVersion: JellyLab.version, files: files)
    } catch {
      throw CLIError("cannot write the manifest: \(error)", showsUsage: false)
    }
    do {
      try manifest.write(to: folder.appendingPathComponent(manifestName))
    } catch {
      throw CLIError("--out: \(error)", showsUsage: false)
    }
    if rendered, format == .dumb {
      let chart = try? String(
        contentsOf: folder.appendingPathComponent(imageName(name)), encoding: .utf8)
      try context.console.writeOutput(chart ?? "")
    }
    for file in files {
      try context.console.writeOutput(displayPath(file) + "\n")
    }
    return status
  }

  /// The command line as given, for a manifest: `jellylab NAME --option value …`.
  static func commandLine(_ path: String, _ options: ParsedOptions) -> [String] {
    path.split(separator: " ").map(String.init) + options.typedArguments
  }

  /// Writes a CSV file `fileName` in `folder` atomically: `header`, then `rows` rows produced by
  /// `row` (each as many numbers as the header has names).
  static func writeCSV(
    _ fileName: String, in folder: URL, header: [String], rows: Int, row: (Int) -> [Double]
  ) throws(CLIError) {
    do {
      let writer = try AtomicFileWriter(path: folder.appendingPathComponent(fileName).path)
      var csv = try CSVWriter(header: header) { bytes in try writer.write(bytes) }
      for index in 0..<rows { try csv.writeRow(row(index)) }
      try csv.finish()
      try writer.commit()
    } catch {
      throw CLIError("--out: \(error)", showsUsage: false)
    }
  }

  /// `value` rounded outward to a multiple of 0.01, for readable ranges.
  static func outward(_ value: Double, _ direction: FloatingPointRoundingRule) -> Double {
    DiffFigureScript.outward(value, direction)
  }

  static func writeText(_ text: String, to url: URL) throws(CLIError) {
    do {
      let writer = try AtomicFileWriter(path: url.path)
      try writer.write(text)
      try writer.commit()
    } catch {
      throw CLIError("--out: \(error)", showsUsage: false)
    }
  }
}
