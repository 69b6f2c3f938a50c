import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGeometry
import JellyGnuplot

/// Builds the gnuplot script of the `plot` figure from the CSV files of ``DiffFigureCSV``.
///
/// Static formats (PNG, SVG, PDF): a multiplot page with the diff over time on the left (peaks as
/// points, snapshot times as vertical lines in the colours of the shapes) and the snapshot shapes
/// on the right, one panel each, all at the same scale with y pointing down. GIF: one page per
/// animation frame, a marker moving along the diff beside the shape of that frame. dumb: the time
/// series alone, as text.
package struct DiffFigureScript {
  /// Fraction of the page width taken by the time series panel.
  package static let seriesWidth = 0.5

  /// Lightest and darkest colour of the snapshot ramp (early frames light, late frames dark).
  package static let rampStart = FigurePalette.rampStart

  /// The darkest colour of the snapshot ramp.
  package static let rampEnd = FigurePalette.rampEnd

  /// The data shown.
  package let data: DiffFigureData

  /// The file names.
  package let files: DiffFigureCSV

  /// The page title (user text is quoted by `JellyGnuplot.GnuplotScript`).
  package let title: String

  /// Page width in pixels (or pixel-like units).
  package let pageWidth: Int

  /// Page height in pixels.
  package let pageHeight: Int

  /// Whether the motion panel shows the snapshot lines with their numbers in a strip along its
  /// bottom (the still page); the GIF and the text chart show neither.
  package var showsSnapshotNumbers = true

  /// Whether the script is the text chart (dumb), whose labels are placed by character rows.
  var isTextChart = false

  /// The builder of `data`'s figure reading `files`, titled `title`, on a `pageWidth`×`pageHeight`
  /// pixel page.
  package init(
    data: DiffFigureData, files: DiffFigureCSV, title: String, pageWidth: Int, pageHeight: Int
  ) {
    self.data = data
    self.files = files
    self.title = title
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
  }

  /// The page title, wrapped to the page width.
  package var pageTitle: PageTitle { PageTitle(title, pageWidth: pageWidth) }

  /// Fraction of the page height below the page title.
  package var panelAreaHeight: Double { 1 - pageTitle.heightFraction(pageHeight: pageHeight) }

  /// Fraction of the left column's height taken by the bend panel (the motion panel is above).
  package static let bendPanelShare = 0.4

  /// The static figure (PNG, SVG, PDF) or the text chart (dumb).
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  package func staticScript(terminal: GnuplotTerminal, outputFileName: String)
    throws(GnuplotScriptError) -> GnuplotScript
  {
    var script = try GnuplotScript.figure(
      terminal: terminal, outputFileName: outputFileName, lineStyles: Self.lineStyles)
    if case .dumb = terminal {
      var chart = self
      chart.showsSnapshotNumbers = false
      chart.isTextChart = true
      try chart.addMotionPanel(&script, layout: nil, snapshotLines: false, markerBlock: nil)
      return script
    }
    try script.beginMultiplot()
    try addMotionPanel(&script, layout: .staticPage, snapshotLines: true, markerBlock: nil)
    try addBendPanel(&script, snapshotLines: true, markerBlock: nil)
    let colors = try GnuplotColor.ramp(
      from: Self.rampStart, to: Self.rampEnd, count: data.snapshots.count)
    let outlines = data.snapshots.map(\.shape.outline)
    let layout = gridLayout(count: data.snapshots.count)
    let grid = snapshotGrid(layout)
    let compact = isCompact(layout)
    let area = snapshotPlotArea()
    try setShapeAxes(&script, outlines: outlines, plotPixels: (area.width, area.height))
    for (offset, snapshot) in data.snapshots.enumerated() {
      let row = offset / layout.columns
      let column = offset % layout.columns
      let isBottom = row == layout.rows - 1 || offset + layout.columns >= data.snapshots.count
      let cell = grid.cell(row: row, column: column)
      try script.setPanel(
        originX: cell.originX, originY: cell.originY, width: cell.width, height: cell.height)
      // The same margins in every cell give every panel the same plot area, hence one scale.
      let margins = Self.snapshotMargins(compact: compact)
      try script.setMargins(
        left: margins.left, right: margins.right, bottom: margins.bottom, top: margins.top)
      script.clearLabelsAndTitle()
      if isBottom, !compact { try script.setXLabel("x [pt]") }
      if column == 0, !compact { try script.setYLabel("y [pt]") }
      try script.setTitle(snapshotTitle(number: offset + 1, snapshot: snapshot, compact: compact))
      try plotShape(
        &script, fileName: files.shapeFileName(offset + 1), block: nil, color: colors[offset])
    }
    script.endMultiplot()
    return script
  }

  /// The animated GIF: one page per entry of `frames` (positions in the diff sequence).
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  package func animationScript(
    terminal: GnuplotTerminal, outputFileName: String, frames: [Int], outlines: [[Vector2]]
  ) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript.figure(
      terminal: terminal, outputFileName: outputFileName, lineStyles: Self.lineStyles)
    var animation = self
    animation.showsSnapshotNumbers = false
    try animation.addAnimationPages(&script, frames: frames, outlines: outlines)
    return script
  }

  func addAnimationPages(
    _ script: inout GnuplotScript, frames: [Int], outlines: [[Vector2]]
  ) throws(GnuplotScriptError) {
    for (block, position) in frames.enumerated() {
      let frame = data.sequence.frames[position]
      try script.beginMultiplot()
      try addMotionPanel(&script, layout: .staticPage, snapshotLines: false, markerBlock: block)
      try addBendPanel(&script, snapshotLines: false, markerBlock: block)
      try script.setPanel(
        originX: Self.seriesWidth, originY: 0, width: 1 - Self.seriesWidth,
        height: panelAreaHeight)
      try script.setMargins(left: 8, right: 3, bottom: 3.5, top: 2.5)
      try setShapeAxes(
        &script, outlines: outlines,
        plotPixels: (
          (1 - Self.seriesWidth) * Double(pageWidth) - 11 * TextMetrics.characterWidth,
          panelAreaHeight * Double(pageHeight) - 6 * TextMetrics.lineHeight
        ))
      try script.setTitle("frame \(frame.frame), t = \(FigureNumber.seconds(frame.time)) s")
      try plotShape(
        &script, fileName: files.animationShapesFileName, block: block, color: .jellyBlue)
      script.endMultiplot()
    }
  }

  enum SeriesLayout { case staticPage }

  /// The seven line styles: the motion (1), the side (2) and centre (3) helpers, the motion's
  /// peaks (4), the "this frame" marker (5), the bend (6) and its peaks (7).
  package static let lineStyles: [GnuplotLineStyle] = [
    GnuplotLineStyle(index: 1, color: FigurePalette.motion, lineWidth: 2.5),
    GnuplotLineStyle(index: 2, color: FigurePalette.side),
    GnuplotLineStyle(index: 3, color: FigurePalette.center, dashType: 2),
    GnuplotLineStyle(
      index: 4, color: FigurePalette.peaks, lineWidth: 1, pointType: 7, pointSize: 1.3),
    GnuplotLineStyle(
      index: 5, color: inversionColor, lineWidth: 1, pointType: 7, pointSize: 2.5),
    GnuplotLineStyle(index: 6, color: FigurePalette.bend, lineWidth: 2),
    GnuplotLineStyle(
      index: 7, color: FigurePalette.bendPeaks, lineWidth: 1, pointType: 9, pointSize: 1.5),
  ]

  /// The shading of inverted intervals and the "this frame" marker.
  package static let inversionColor = FigurePalette.inversion

  /// The colour of the line where UIKit ends an animation.
  package static let cutColor = FigurePalette.cut

  /// Equal-scale axes in view points, y down, wide enough for every outline.
  func setShapeAxes(
    _ script: inout GnuplotScript, outlines: [[Vector2]], plotPixels: (Double, Double)
  ) throws(GnuplotScriptError) {
    let box = shapeBox(outlines)
    try script.setXLabel("x [pt]")
    try script.setYLabel("y [pt]")
    script.setGrid(false)
    script.setKey(false)
    try script.setXRange(box.minX, box.maxX)
    try script.setYRangePointingDown(box.minY, box.maxY)
    let step = Self.shapeTickStep(box: box, plotPixels: plotPixels)
    try script.setTickSteps(x: step, y: step)
    script.setEqualAxisScales()
  }

  func plotShape(
    _ script: inout GnuplotScript, fileName: String, block: Int?, color: GnuplotColor
  ) throws(GnuplotScriptError) {
    try script.plot([
      GnuplotPlotClause(
        fileName: fileName, blockIndex: block, xColumn: "x", yColumn: "y",
        style: .filledClosed(opacity: 0.55), color: color),
      GnuplotPlotClause(
        fileName: fileName, blockIndex: block, xColumn: "x", yColumn: "y",
        color: FigurePalette.outline,
        lineWidth: 1.5),
    ])
  }
}
