import Foundation
import JellyFrameDiff
import JellyGeometry
import JellyOutput

/// Builds the gnuplot script of the `plot` figure from the CSV files of ``DiffFigureCSV``.
///
/// Static formats (PNG, SVG, PDF): a multiplot page with the diff over time on the left (peaks as
/// points, snapshot times as vertical lines in the colours of the shapes) and the snapshot shapes
/// on the right, one panel each, all at the same scale with y pointing down. GIF: one page per
/// animation frame, a marker moving along the diff beside the shape of that frame. dumb: the time
/// series alone, as text.
public struct DiffFigureScript {
  /// Fraction of the page width taken by the time series panel.
  public static let seriesWidth = 0.5
  /// Fraction of the page height below the page title.
  public static let panelAreaHeight = 0.93
  /// Lightest and darkest colour of the snapshot ramp (early frames light, late frames dark).
  public static let rampStart = GnuplotColor(red: 0x6B, green: 0xAE, blue: 0xD6)
  /// The darkest colour of the snapshot ramp.
  public static let rampEnd = GnuplotColor(red: 0x08, green: 0x30, blue: 0x6B)

  /// The data shown.
  public let data: DiffFigureData
  /// The file names.
  public let files: DiffFigureCSV
  /// The page title (user text is quoted by ``GnuplotScript``).
  public let title: String
  /// Page width in pixels (or pixel-like units).
  public let pageWidth: Int
  /// Page height in pixels.
  public let pageHeight: Int

  /// The builder of `data`'s figure reading `files`, titled `title`, on a `pageWidth`×`pageHeight`
  /// pixel page.
  public init(
    data: DiffFigureData, files: DiffFigureCSV, title: String, pageWidth: Int, pageHeight: Int
  ) {
    self.data = data
    self.files = files
    self.title = title
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
  }

  /// The static figure (PNG, SVG, PDF) or the text chart (dumb).
  ///
  /// - Throws: ``GnuplotScriptError`` for unsafe text or out-of-range values.
  public func staticScript(terminal: GnuplotTerminal, outputFileName: String)
    throws(GnuplotScriptError)
    -> GnuplotScript
  {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    try defineStyles(&script)
    if case .dumb = terminal {
      try addSeriesPanel(&script, inPanel: false, snapshotLines: false, markerBlock: nil)
      return script
    }
    try script.beginMultiplot(title: title)
    try addSeriesPanel(&script, inPanel: true, snapshotLines: true, markerBlock: nil)
    let colors = try GnuplotColor.ramp(
      from: Self.rampStart, to: Self.rampEnd, count: data.snapshots.count)
    let outlines = data.snapshots.map(\.shape.outline)
    let layout = gridLayout(count: data.snapshots.count)
    try setShapeAxes(&script, outlines: outlines)
    for (offset, snapshot) in data.snapshots.enumerated() {
      let row = offset / layout.columns
      let column = offset % layout.columns
      let isBottom = row == layout.rows - 1 || offset + layout.columns >= data.snapshots.count
      let cellWidth = (1 - Self.seriesWidth) / Double(layout.columns)
      let cellHeight = Self.panelAreaHeight / Double(layout.rows)
      try script.setPanel(
        originX: Self.seriesWidth + Double(column) * cellWidth,
        originY: Self.panelAreaHeight - Double(row + 1) * cellHeight, width: cellWidth,
        height: cellHeight)
      // The same margins in every cell give every panel the same plot area, hence one scale.
      try script.setMargins(left: 7, right: 1, bottom: 3, top: 2.5)
      script.clearLabelsAndTitle()
      if isBottom { try script.setXLabel("x [pt]") }
      if column == 0 { try script.setYLabel("y [pt]") }
      try script.setTitle(snapshotTitle(number: offset + 1, snapshot: snapshot))
      try plotShape(
        &script, fileName: files.shapeFileName(offset + 1), block: nil, color: colors[offset])
    }
    script.endMultiplot()
    return script
  }

  /// The animated GIF: one page per entry of `frames` (positions in the diff sequence).
  ///
  /// - Throws: ``GnuplotScriptError`` for unsafe text or out-of-range values.
  public func animationScript(
    terminal: GnuplotTerminal, outputFileName: String, frames: [Int], outlines: [[Vector2]]
  ) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    try defineStyles(&script)
    for (block, position) in frames.enumerated() {
      let frame = data.sequence.frames[position]
      try script.beginMultiplot(title: title)
      try addSeriesPanel(&script, inPanel: true, snapshotLines: false, markerBlock: block)
      try script.setPanel(
        originX: Self.seriesWidth, originY: 0, width: 1 - Self.seriesWidth,
        height: Self.panelAreaHeight)
      try setShapeAxes(&script, outlines: outlines)
      try script.setTitle("frame \(frame.frame), t = \(Self.seconds(frame.time)) s")
      try plotShape(
        &script, fileName: files.animationShapesFileName, block: block, color: .jellyBlue)
      script.endMultiplot()
    }
    return script
  }

  // MARK: - Panels

  private func defineStyles(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    try script.defineLineStyle(GnuplotLineStyle(index: 1, color: .jellyBlue, lineWidth: 2.5))
    try script.defineLineStyle(
      GnuplotLineStyle(index: 2, color: GnuplotColor(red: 0x31, green: 0xA3, blue: 0x54)))
    try script.defineLineStyle(
      GnuplotLineStyle(
        index: 3, color: GnuplotColor(red: 0x75, green: 0x6B, blue: 0xB1), dashType: 2))
    try script.defineLineStyle(
      GnuplotLineStyle(index: 4, color: .jellyOrange, lineWidth: 1, pointType: 7, pointSize: 1.3))
    try script.defineLineStyle(
      GnuplotLineStyle(
        index: 5, color: GnuplotColor(red: 0xCB, green: 0x18, blue: 0x1D), lineWidth: 1,
        pointType: 7, pointSize: 2.5))
  }

  /// The time series panel: its axes, key, snapshot lines and `plot` command.
  private func addSeriesPanel(
    _ script: inout GnuplotScript, inPanel: Bool, snapshotLines: Bool, markerBlock: Int?
  ) throws(GnuplotScriptError) {
    script.clearAnnotations()
    script.clearLabelsAndTitle()
    script.setFreeAxisScales()
    if inPanel {
      try script.setPanel(
        originX: 0, originY: 0, width: Self.seriesWidth, height: Self.panelAreaHeight)
    } else {
      try script.setTitle(title)
    }
    try script.setTickSteps(x: nil, y: nil)
    try script.setMargins(left: nil, right: nil, bottom: nil, top: nil)
    try script.setXLabel("t [s]")
    try script.setYLabel("displacement [pt]")
    script.setGrid(true)
    script.setKey(true)
    let end = max(data.sequence.horizon, 1e-3)
    try script.setXRange(0, end)
    let (low, high) = seriesRange()
    try script.setYRange(low, high)
    if snapshotLines {
      let colors = try GnuplotColor.ramp(
        from: Self.rampStart, to: Self.rampEnd, count: data.snapshots.count)
      for (offset, snapshot) in data.snapshots.enumerated() {
        let t = snapshot.frame.time
        try script.addArrow(
          fromX: t, fromY: low, toX: t, toY: high, head: false, color: colors[offset],
          lineWidth: 1.5)
        try script.addLabel(" \(offset + 1)", x: t, y: low + 0.03 * (high - low))
      }
    }
    var clauses: [GnuplotPlotClause] = []
    let series = files.seriesFileName
    if data.isOneSpring {
      clauses.append(
        GnuplotPlotClause(
          fileName: series, xColumn: "t", yColumn: "diff", lineStyle: 1,
          title: "displacement y − target"))
      clauses.append(
        GnuplotPlotClause(
          fileName: series, xColumn: "t", yColumn: "bend", lineStyle: 2,
          title: "Δ edge bend (deltaHeight)"))
    } else {
      clauses.append(
        GnuplotPlotClause(
          fileName: series, xColumn: "t", yColumn: "side", lineStyle: 2,
          title: "side − its target"))
      clauses.append(
        GnuplotPlotClause(
          fileName: series, xColumn: "t", yColumn: "center", lineStyle: 3,
          title: "center − its target"))
      clauses.append(
        GnuplotPlotClause(
          fileName: series, xColumn: "t", yColumn: "diff", lineStyle: 1,
          title: "diff = side − center"))
    }
    if !data.peaks.isEmpty {
      clauses.append(
        GnuplotPlotClause(
          fileName: files.peaksFileName, xColumn: "t", yColumn: "diff", style: .points,
          lineStyle: 4, title: "peaks of diff"))
    }
    if let markerBlock {
      clauses.append(
        GnuplotPlotClause(
          fileName: files.animationMarkerFileName, blockIndex: markerBlock, xColumn: "t",
          yColumn: "diff", style: .points, lineStyle: 5, title: "this frame"))
    }
    try script.plot(clauses)
    script.clearAnnotations()
    script.clearLabelsAndTitle()
  }

  /// Equal-scale axes in view points, y down, wide enough for every outline.
  private func setShapeAxes(_ script: inout GnuplotScript, outlines: [[Vector2]])
    throws(GnuplotScriptError)
  {
    let box = shapeBox(outlines)
    try script.setXLabel("x [pt]")
    try script.setYLabel("y [pt]")
    script.setGrid(false)
    script.setKey(false)
    try script.setXRange(box.minX, box.maxX)
    try script.setYRangePointingDown(box.minY, box.maxY)
    let step = Self.niceStep(max(box.maxX - box.minX, box.maxY - box.minY) / 4)
    try script.setTickSteps(x: step, y: step)
    script.setEqualAxisScales()
  }

  private func plotShape(
    _ script: inout GnuplotScript, fileName: String, block: Int?, color: GnuplotColor
  ) throws(GnuplotScriptError) {
    try script.plot([
      GnuplotPlotClause(
        fileName: fileName, blockIndex: block, xColumn: "x", yColumn: "y",
        style: .filledClosed(opacity: 0.55), color: color),
      GnuplotPlotClause(
        fileName: fileName, blockIndex: block, xColumn: "x", yColumn: "y", color: .jellyNavy,
        lineWidth: 1.5),
    ])
  }

  // MARK: - Layout arithmetic

  /// The y range of every plotted series, padded by 8 % on each side.
  public func seriesRange() -> (Double, Double) {
    var low = 0.0
    var high = 0.0
    let sideTarget = data.sequence.scene.side.to
    let centerTarget = data.sequence.scene.center?.to ?? sideTarget
    for (frame, bend) in zip(data.sequence.frames, data.bends) {
      var values = [frame.diff]
      if data.isOneSpring {
        values.append(bend)
      } else {
        values.append(frame.side - sideTarget)
        values.append(frame.reference - centerTarget)
      }
      for value in values {
        low = min(low, value)
        high = max(high, value)
      }
    }
    let pad = max(0.08 * (high - low), 0.5)
    return (Self.outward(low - pad, .down), Self.outward(high + pad, .up))
  }

  /// The bounding box of `outlines` (and of the origin, so the view's top left corner shows),
  /// padded by 6 % of its larger side.
  public func shapeBox(_ outlines: [[Vector2]]) -> (
    minX: Double, maxX: Double, minY: Double, maxY: Double
  ) {
    var minX = 0.0
    var maxX = 0.0
    var minY = 0.0
    var maxY = 0.0
    for outline in outlines {
      for point in outline {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
      }
    }
    let pad = 0.06 * max(maxX - minX, maxY - minY, 1)
    return (
      Self.outward(minX - pad, .down), Self.outward(maxX + pad, .up),
      Self.outward(minY - pad, .down), Self.outward(maxY + pad, .up)
    )
  }

  /// The grid of snapshot panels that draws the shapes largest: for each column count, the
  /// scale is the smaller of cell width / box width and cell height / box height.
  public func gridLayout(count: Int) -> (rows: Int, columns: Int) {
    let box = shapeBox(data.snapshots.map(\.shape.outline))
    // Room for tic labels, axis labels and panel titles, in pixels (10-point font).
    let (marginWidth, marginHeight) = Self.panelMargins
    let areaWidth = (1 - Self.seriesWidth) * Double(pageWidth)
    let areaHeight = Self.panelAreaHeight * Double(pageHeight)
    var best = (rows: 1, columns: max(count, 1))
    var bestScale = -Double.infinity
    for columns in 1...max(count, 1) {
      let rows = (count + columns - 1) / columns
      let scale = min(
        (areaWidth / Double(columns) - marginWidth) / (box.maxX - box.minX),
        (areaHeight / Double(rows) - marginHeight) / (box.maxY - box.minY))
      if scale > bestScale {
        bestScale = scale
        best = (rows, columns)
      }
    }
    return best
  }

  /// `value` rounded to a multiple of 0.01 in `direction`, so ranges read well in the script.
  public static func outward(_ value: Double, _ direction: FloatingPointRoundingRule) -> Double {
    FigureFolder.outward(value, direction)
  }

  /// Room for tic labels, axis labels and the title around a snapshot panel, in pixels at the
  /// 10-point font: (width, height).
  public static let panelMargins = (80.0, 95.0)

  /// The smallest plot area of one snapshot panel, in pixels each way; smaller panels make
  /// gnuplot warn that the canvas is too small.
  public static let minimumPanelPixels = 16.0

  /// The plot area of one snapshot panel in the best grid, in pixels (width, height).
  public func snapshotPlotArea() -> (width: Double, height: Double) {
    let layout = gridLayout(count: data.snapshots.count)
    return (
      (1 - Self.seriesWidth) * Double(pageWidth) / Double(layout.columns) - Self.panelMargins.0,
      Self.panelAreaHeight * Double(pageHeight) / Double(layout.rows) - Self.panelMargins.1
    )
  }

  /// The step 1, 2 or 5 × 10^k nearest above `rough` (> 0), for tic spacing.
  public static func niceStep(_ rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let power = pow(10, (log10(rough)).rounded(.down))
    for factor in [1.0, 2, 5] where factor * power >= rough { return factor * power }
    return 10 * power
  }

  private func snapshotTitle(number: Int, snapshot: DiffFigureData.Snapshot) -> String {
    let mark = snapshot.isLargestDeformation ? " (max bend)" : ""
    return "\(number): t = \(Self.seconds(snapshot.frame.time)) s\(mark)"
  }

  /// `t` in seconds with three decimals.
  public static func seconds(_ t: Double) -> String {
    let milliseconds = Int((t * 1_000).rounded())
    let fraction = String(milliseconds % 1_000)
    return "\(milliseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
