import Foundation
import JellyGnuplot
import JellyIO

/// The contact sheet of `jellylab measure --plot DIR`: frames of the recording, each cut to the
/// part the element moves in, with the box the tracker measured (solid) and the box the fitted
/// motion puts there (dashed), so that what was measured can be seen.
///
/// Files: `contact-K.gray` (panel K's pixels: one unsigned byte each, row by row from the top,
/// ``imageWidth`` × ``imageHeight``), `contact-boxes.csv` (each panel's two boxes as closed
/// outlines: `panel,x_tracked,y_tracked,x_fitted,y_fitted`, five rows a panel), the script
/// `contact.gp`, the image and the manifest `contact.json`.
package struct ContactSheetFigure: Figure, Sendable {
  /// A box of a frame, in its pixels (y down).
  package struct Box: Sendable, Equatable {
    package var left: Double
    package var right: Double
    package var top: Double
    package var bottom: Double

    /// The box with these edges.
    package init(left: Double, right: Double, top: Double, bottom: Double) {
      self.left = left
      self.right = right
      self.top = top
      self.bottom = bottom
    }
  }

  /// One frame of the sheet.
  package struct Panel: Sendable {
    /// The crop's pixels, ``ContactSheetFigure/imageWidth`` × ``ContactSheetFigure/imageHeight``.
    package let pixels: [UInt8]
    /// The box measured in this frame, or `nil` when the frame shows no element.
    package let tracked: Box?
    /// The box of the fitted motion at this frame's time, or `nil`.
    package let fitted: Box?
    /// The panel's caption, e.g. `frame 19, t = 0.317 s`.
    package let caption: String

    /// A panel of `pixels` with its boxes and caption.
    package init(pixels: [UInt8], tracked: Box?, fitted: Box?, caption: String) {
      self.pixels = pixels
      self.tracked = tracked
      self.fitted = fitted
      self.caption = caption
    }
  }

  /// The crop's top-left pixel in the frame and its size, in the frame's pixels.
  package let cropX: Int
  package let cropY: Int
  package let cropWidth: Int
  package let cropHeight: Int
  /// How many frame pixels a pixel of the panels' images spans along each axis (≥ 1): the
  /// panels hold the crop reduced by this factor.
  package let pixelSize: Int
  /// The panels' image size, in their own pixels.
  package var imageWidth: Int { max(cropWidth / pixelSize, 1) }
  package var imageHeight: Int { max(cropHeight / pixelSize, 1) }
  /// The panels, in time order (at most ``maximumPanels``).
  package let panels: [Panel]
  /// The page title.
  package let title: String

  /// The most panels of a sheet.
  package static let maximumPanels = 12

  /// A sheet of `panels`, each the crop of `cropWidth` × `cropHeight` pixels from
  /// (`cropX`, `cropY`) of its frame, reduced by `pixelSize`.
  package init(
    cropX: Int, cropY: Int, cropWidth: Int, cropHeight: Int, pixelSize: Int = 1,
    panels: [Panel], title: String
  ) {
    self.cropX = cropX
    self.cropY = cropY
    self.cropWidth = cropWidth
    self.cropHeight = cropHeight
    self.pixelSize = max(pixelSize, 1)
    self.panels = Array(panels.prefix(Self.maximumPanels))
    self.title = title
  }

  /// `contact`.
  package var name: String { "contact" }

  /// The boxes' file.
  package static let boxesFile = "contact-boxes.csv"

  /// Panel `index`'s pixel file.
  package static func pixelFile(_ index: Int) -> String { "contact-\(index + 1).gray" }

  /// Columns and rows of the grid of panels: as many columns as make the panels largest on the
  /// page.
  package func grid(pageWidth: Int, pageHeight: Int) -> (columns: Int, rows: Int) {
    let count = max(panels.count, 1)
    var best = (columns: 1, rows: count, scale: 0.0)
    for columns in 1...count {
      let rows = (count + columns - 1) / columns
      let scale = min(
        Double(pageWidth) / Double(columns * cropWidth),
        Double(pageHeight) * 0.9 / Double(rows * cropHeight))
      if scale > best.scale { best = (columns, rows, scale) }
    }
    return (best.columns, best.rows)
  }

  /// Builds the script, then writes the pixel files and the boxes into `folder`.
  ///
  /// - Throws: ``FigureError``.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let script = try FigureFolder.script { () throws(GnuplotScriptError) in
      try self.script(folder: folder)
    }
    let url = try folder.makeFolder()
    var files: [String] = []
    for (index, panel) in panels.enumerated() {
      let name = Self.pixelFile(index)
      do {
        let writer = try AtomicFileWriter(path: url.appendingPathComponent(name).relativePath)
        let pixels = panel.pixels
        try pixels.withUnsafeBytes { bytes in try writer.write(bytes) }
        try writer.commit()
      } catch {
        throw .cannotWrite(detail: "\(error)")
      }
      files.append(name)
    }
    let outline: (Box?, Int) -> [Double] = { box, corner in
      guard let box else { return [.nan, .nan] }
      let xs = [box.left, box.right, box.right, box.left, box.left]
      let ys = [box.top, box.top, box.bottom, box.bottom, box.top]
      return [xs[corner], ys[corner]]
    }
    try FigureFolder.writeCSV(
      Self.boxesFile, in: url, header: ["panel", "x_tracked", "y_tracked", "x_fitted", "y_fitted"],
      rows: 5 * panels.count
    ) { row in
      let panel = panels[row / 5]
      return [Double(row / 5 + 1)] + outline(panel.tracked, row % 5)
        + outline(panel.fitted, row % 5)
    }
    files.append(Self.boxesFile)
    return FigureDrawing(
      body: .script(script), dataFiles: files,
      parameters: [
        "panels": .number(Double(panels.count)), "crop_x": .number(Double(cropX)),
        "crop_y": .number(Double(cropY)), "crop_width": .number(Double(cropWidth)),
        "crop_height": .number(Double(cropHeight)),
      ])
  }

  /// The script: a page title, then the panels in a grid, each the crop with its two boxes.
  private func script(folder: FigureFolder) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript.figure(
      terminal: folder.terminal, outputFileName: folder.imageName(name),
      lineStyles: [
        GnuplotLineStyle(index: 1, color: FigurePalette.side, lineWidth: 2),
        GnuplotLineStyle(index: 2, color: FigurePalette.inversion, lineWidth: 2, dashType: 2),
      ])
    let (columns, rows) = grid(pageWidth: folder.width, pageHeight: folder.height)
    try script.beginMultiplot(
      title: title + " | solid: the tracked box, dashed: the fitted motion's")
    let top = 0.93
    for (index, panel) in panels.enumerated() {
      let column = index % columns
      let row = index / columns
      let width = 1 / Double(columns)
      let height = top / Double(rows)
      try script.setPanel(
        originX: Double(column) * width, originY: top - Double(row + 1) * height, width: width,
        height: height)
      try script.setTitle(panel.caption)
      script.setKey(false)
      try script.setXLabel("")
      try script.setYLabel("")
      script.setEqualAxisScales()
      script.setXTickLabels(false)
      script.setYTickLabels(false)
      try script.setMargins(left: 1, right: 1, bottom: 1, top: 2)
      try script.setXRange(Double(cropX), Double(cropX + cropWidth))
      try script.setYRangePointingDown(Double(cropY), Double(cropY + cropHeight))
      var overlays: [GnuplotPlotClause] = []
      if panel.tracked != nil {
        overlays.append(
          GnuplotPlotClause(
            fileName: Self.boxesFile, xColumn: "x_tracked", yColumn: "y_tracked", lineStyle: 1,
            emptyIsUndefined: true))
      }
      if panel.fitted != nil {
        overlays.append(
          GnuplotPlotClause(
            fileName: Self.boxesFile, xColumn: "x_fitted", yColumn: "y_fitted", lineStyle: 2,
            emptyIsUndefined: true))
      }
      // Only this panel's rows: the other panels' outlines fall outside the crop or repeat.
      overlays = overlays.map { clause in
        var clause = clause
        clause.rowRange = (5 * index)...(5 * index + 4)
        return clause
      }
      try script.plotGrayImage(
        fileName: Self.pixelFile(index), width: imageWidth, height: imageHeight,
        x: Double(cropX), y: Double(cropY), pixelSize: Double(pixelSize), overlays: overlays)
    }
    script.endMultiplot()
    return script
  }
}
