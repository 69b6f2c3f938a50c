import Foundation
import JellyGnuplot
import JellyIO
import JellyText

/// Where and how a figure is written: a folder, an image format and a page size, and the steps
/// every figure shares once its CSV files exist: the script, the image through gnuplot and the
/// manifest. Knows nothing of command-line options; the caller validates the values.
package struct FigureFolder: Sendable {
  /// The folder path as the caller gave it (relative to the working directory or absolute).
  package let path: String
  /// The image format.
  package let format: PlotFormat
  /// Page width in pixels, 320...20000.
  package let width: Int
  /// Page height in pixels, 160...20000.
  package let height: Int
  /// The gnuplot search path (colon-separated, like `PATH`), or nil for the process's `PATH`.
  package let gnuplotSearchPath: String?
  /// The font size of a PDF page, in points; the page is scaled with it (see
  /// ``PlotFormat/terminal(width:height:gifDelay:pdfFontPoints:)``).
  package var pdfFontPoints = PlotFormat.pixelPageFontPoints
  /// Called on the calling thread while gnuplot renders an animated GIF, with the pages
  /// (frames) finished so far and the pages in all, first with 0; nil for no report.
  package var renderProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
  /// Called on the calling thread as gnuplot starts any other render, with the image's file
  /// name; the closure it returns is called once the render has ended, however it ended. nil
  /// for no report.
  package var renderActivity: (@Sendable (_ imageName: String) -> @Sendable () -> Void)?

  /// A figure written into `path` as `format` on a `width`×`height` pixel page.
  package init(
    path: String, format: PlotFormat, width: Int, height: Int, gnuplotSearchPath: String? = nil
  ) {
    self.path = path
    self.format = format
    self.width = width
    self.height = height
    self.gnuplotSearchPath = gnuplotSearchPath
  }

  /// A PDF figure on the page for a paper: ``PlotFormat/paperWidthInches`` ×
  /// ``PlotFormat/paperHeightInches`` with its text at ``PlotFormat/paperFontPoints``, laid out
  /// on ``PlotFormat/paperLayout`` pixels.
  package static func paperPDF(path: String, gnuplotSearchPath: String? = nil) -> FigureFolder {
    let layout = PlotFormat.paperLayout
    var folder = FigureFolder(
      path: path, format: .pdf, width: layout.width, height: layout.height,
      gnuplotSearchPath: gnuplotSearchPath)
    folder.pdfFontPoints = PlotFormat.paperFontPoints
    return folder
  }

  /// The folder as a file URL.
  package var url: URL { URL(fileURLWithPath: path) }

  /// The folder, created (with its parents) if missing.
  ///
  /// - Throws: ``FigureError/folderIsFile(path:)`` (the folder or an ancestor is a file) or
  ///   ``FigureError/cannotCreateFolder(path:reason:)``.
  @discardableResult
  package func makeFolder() throws(FigureError) -> URL {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      throw .folderIsFile(path: path)
    }
    do {
      return try OutputLocation.prepareFolder(path)
    } catch .notAFolder(let file) {
      throw .folderIsFile(path: file)
    } catch .cannotCreateFolder(_, let reason) {
      throw .cannotCreateFolder(path: path, reason: reason)
    } catch {
      throw .cannotCreateFolder(path: path, reason: "\(error)")
    }
  }

  /// `file` inside the folder, written as the caller gave the folder.
  package func displayPath(_ file: String) -> String {
    path.hasSuffix("/") ? path + file : path + "/" + file
  }

  /// The gnuplot terminal of the page (PNG for ``PlotFormat/none``, whose script is not run).
  package var terminal: GnuplotTerminal {
    format.terminal(width: width, height: height, pdfFontPoints: pdfFontPoints)
      ?? .png(width: width, height: height)
  }

  /// The image file name for figure `name`, e.g. `jelly.png`.
  package func imageName(_ name: String) -> String { "\(name).\(terminal.fileExtension)" }

  /// The page's manifest parameters: `format`, `width` and `height` (pixels of the layout),
  /// and for a PDF its size in inches and its font size in points.
  package var pageParameters: [String: ManifestValue] {
    var parameters: [String: ManifestValue] = [
      "format": .string(format.rawValue), "width": .number(Double(width)),
      "height": .number(Double(height)),
    ]
    if format == .pdf {
      parameters["pdf_width_in"] = .number(
        PlotFormat.pdfInches(pixels: width, fontPoints: pdfFontPoints))
      parameters["pdf_height_in"] = .number(
        PlotFormat.pdfInches(pixels: height, fontPoints: pdfFontPoints))
      parameters["pdf_font_pt"] = .number(pdfFontPoints)
    }
    return parameters
  }

  /// Writes `figure`: its data files (``Figure/draw(in:)``), then its script (rendered unless
  /// the format is ``PlotFormat/none``) or its page, then the manifest `NAME.json` recording
  /// `command`, `jellylabVersion`, the figure's parameters with the page's
  /// (``pageParameters``), and every file written.
  ///
  /// A missing gnuplot, or a gnuplot error or warning, leaves no image and is returned in
  /// ``FigureOutcome/renderError``; the script and the manifest are written all the same.
  ///
  /// - Parameters:
  ///   - figure: The figure.
  ///   - command: The command line that made the figure, for the manifest (not empty).
  ///   - jellylabVersion: The version recorded in the manifest.
  /// - Throws: ``FigureError`` naming what could not be built or written.
  package func write(_ figure: some Figure, command: [String], jellylabVersion: String)
    throws(FigureError) -> FigureOutcome
  {
    let drawing = try figure.draw(in: self)
    let parameters = drawing.parameters.merging(pageParameters) { own, _ in own }
    switch drawing.body {
    case .script(let script):
      return try finish(
        script: script, name: figure.name, written: drawing.dataFiles, command: command,
        parameters: parameters, jellylabVersion: jellylabVersion)
    case .page(let text):
      return try finish(
        page: text, name: figure.name, written: drawing.dataFiles, command: command,
        parameters: parameters, jellylabVersion: jellylabVersion)
    }
  }

  /// The script `build` returns.
  ///
  /// - Throws: ``FigureError/script(detail:)`` with the builder's reason.
  package static func script(_ build: () throws(GnuplotScriptError) -> GnuplotScript)
    throws(FigureError) -> GnuplotScript
  {
    do {
      return try build()
    } catch {
      throw .script(detail: "\(error)")
    }
  }

  /// Writes `NAME.gp`, renders it (unless the format is ``PlotFormat/none``) and writes
  /// `NAME.json` listing `written` plus the script, the image and the manifest.
  ///
  /// A missing gnuplot, or a gnuplot error or warning, leaves no image and is returned in
  /// ``FigureOutcome/renderError``; the script and the manifest are written all the same.
  ///
  /// - Parameters:
  ///   - script: The figure's gnuplot script.
  ///   - name: The figure's name: `NAME.gp`, `NAME.json` and the image are written.
  ///   - written: The data files already in the folder, relative names.
  ///   - command: The command line that made the figure, for the manifest (not empty).
  ///   - parameters: The manifest's parameters (finite numbers).
  ///   - jellylabVersion: The version recorded in the manifest.
  /// - Throws: ``FigureError`` when the script or the manifest cannot be written.
  private func finish(
    script: GnuplotScript, name: String, written: [String], command: [String],
    parameters: [String: ManifestValue], jellylabVersion: String
  ) throws(FigureError) -> FigureOutcome {
    let scriptName = "\(name).gp"
    var files = written
    var rendered = false
    var renderError: GnuplotRenderError?
    if format == .none {
      try Self.writeText(script.text, to: url.appendingPathComponent(scriptName))
    } else {
      do {
        let renderer = try GnuplotRenderer.locate(
          searchPath: gnuplotSearchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "")
        let pages = script.multiplotPageCount
        if let renderProgress, format == .gif, pages > 1 {
          renderProgress(0, pages)
          try renderer.render(script, scriptFileName: scriptName, in: url) {
            renderProgress($0, pages)
          }
        } else {
          let ended = renderActivity?(imageName(name))
          defer { ended?() }
          try renderer.render(script, scriptFileName: scriptName, in: url)
        }
        rendered = true
      } catch {
        try Self.writeText(script.text, to: url.appendingPathComponent(scriptName))
        renderError = error
      }
    }
    files.append(scriptName)
    if rendered { files.append(imageName(name)) }
    files.append("\(name).json")
    try writeManifest(
      name: name, command: command, parameters: parameters, jellylabVersion: jellylabVersion,
      files: files)
    var chart: String?
    if rendered, format == .dumb {
      chart = try? String(contentsOf: url.appendingPathComponent(imageName(name)), encoding: .utf8)
    }
    return FigureOutcome(files: files, rendered: rendered, renderError: renderError, chart: chart)
  }

  /// Writes the page `NAME.html` (the ``PlotFormat/html`` format, no gnuplot) and `NAME.json`
  /// listing `written` plus the page and the manifest.
  ///
  /// - Parameters:
  ///   - page: The whole HTML text of the page.
  ///   - name: The figure's name: `NAME.html` and `NAME.json` are written.
  ///   - written: The data files already in the folder, relative names.
  ///   - command: The command line that made the figure, for the manifest (not empty).
  ///   - parameters: The manifest's parameters (finite numbers).
  ///   - jellylabVersion: The version recorded in the manifest.
  /// - Throws: ``FigureError`` when the page or the manifest cannot be written.
  private func finish(
    page: String, name: String, written: [String], command: [String],
    parameters: [String: ManifestValue], jellylabVersion: String
  ) throws(FigureError) -> FigureOutcome {
    let pageName = "\(name).html"
    try Self.writeText(page, to: url.appendingPathComponent(pageName))
    let files = written + [pageName, "\(name).json"]
    try writeManifest(
      name: name, command: command, parameters: parameters, jellylabVersion: jellylabVersion,
      files: files)
    return FigureOutcome(files: files, rendered: true, renderError: nil, chart: nil)
  }

  /// Writes `page` when the folder's format is html, else `figure`, as
  /// ``write(_:command:jellylabVersion:)`` does.
  ///
  /// - Throws: ``FigureError`` naming what could not be built or written.
  package func write(
    _ figure: some Figure, orPage page: some Figure, command: [String], jellylabVersion: String
  ) throws(FigureError) -> FigureOutcome {
    format == .html
      ? try write(page, command: command, jellylabVersion: jellylabVersion)
      : try write(figure, command: command, jellylabVersion: jellylabVersion)
  }

  /// Writes the manifest `NAME.json` listing `files` (which include it).
  ///
  /// - Throws: ``FigureError/manifest(detail:)`` for a parameter the manifest cannot hold,
  ///   ``FigureError/cannotWrite(detail:)`` when the file cannot be written.
  private func writeManifest(
    name: String, command: [String], parameters: [String: ManifestValue],
    jellylabVersion: String, files: [String]
  ) throws(FigureError) {
    let manifest: Manifest
    do {
      manifest = try Manifest(
        command: command, parameters: parameters, jellylabVersion: jellylabVersion, files: files)
    } catch {
      throw .manifest(detail: "\(error)")
    }
    do {
      try manifest.write(to: url.appendingPathComponent("\(name).json"))
    } catch {
      throw .cannotWrite(detail: "\(error)")
    }
  }

  /// Writes a CSV file `fileName` in `folder` atomically: `header`, then `rows` rows produced by
  /// `row` (each as many numbers as the header has names).
  ///
  /// - Throws: ``FigureError/cannotWrite(detail:)``.
  package static func writeCSV(
    _ fileName: String, in folder: URL, header: [String], rows: Int, row: (Int) -> [Double]
  ) throws(FigureError) {
    do {
      let writer = try AtomicFileWriter(path: folder.appendingPathComponent(fileName).relativePath)
      var csv = try CSVWriter(header: header) { bytes in try writer.write(bytes) }
      for index in 0..<rows { try csv.writeRow(row(index)) }
      try csv.finish()
      try writer.commit()
    } catch {
      throw .cannotWrite(detail: "\(error)")
    }
  }

  /// Writes `text` to `url` atomically.
  ///
  /// - Throws: ``FigureError/cannotWrite(detail:)``.
  package static func writeText(_ text: String, to url: URL) throws(FigureError) {
    do {
      let writer = try AtomicFileWriter(path: url.relativePath)
      try writer.write(text)
      try writer.commit()
    } catch {
      throw .cannotWrite(detail: "\(error)")
    }
  }
}
