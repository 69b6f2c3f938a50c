import Foundation
import JellyAnalysis
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
  /// Lightest and darkest colour of the snapshot ramp (early frames light, late frames dark).
  public static let rampStart = FigurePalette.rampStart
  /// The darkest colour of the snapshot ramp.
  public static let rampEnd = FigurePalette.rampEnd

  /// The data shown.
  public let data: DiffFigureData
  /// The file names.
  public let files: DiffFigureCSV
  /// The page title (user text is quoted by `JellyOutput.GnuplotScript`).
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

  /// The page title, wrapped to the page width.
  public var pageTitle: PageTitle { PageTitle(title, pageWidth: pageWidth) }

  /// Fraction of the page height below the page title.
  public var panelAreaHeight: Double { 1 - pageTitle.heightFraction(pageHeight: pageHeight) }

  /// Fraction of the left column's height taken by the bend panel (the motion panel is above).
  public static let bendPanelShare = 0.4

  /// The static figure (PNG, SVG, PDF) or the text chart (dumb).
  ///
  /// - Throws: `JellyOutput.GnuplotScriptError` for unsafe text or out-of-range values.
  public func staticScript(terminal: GnuplotTerminal, outputFileName: String)
    throws(GnuplotScriptError) -> GnuplotScript
  {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    try defineStyles(&script)
    if case .dumb = terminal {
      try addMotionPanel(&script, layout: nil, snapshotLines: false, markerBlock: nil)
      return script
    }
    try script.beginMultiplot()
    try addMotionPanel(&script, layout: .staticPage, snapshotLines: true, markerBlock: nil)
    try addBendPanel(&script, snapshotLines: true, markerBlock: nil)
    let colors = try GnuplotColor.ramp(
      from: Self.rampStart, to: Self.rampEnd, count: data.snapshots.count)
    let outlines = data.snapshots.map(\.shape.outline)
    let layout = gridLayout(count: data.snapshots.count)
    let compact = isCompact(layout)
    try setShapeAxes(&script, outlines: outlines)
    for (offset, snapshot) in data.snapshots.enumerated() {
      let row = offset / layout.columns
      let column = offset % layout.columns
      let isBottom = row == layout.rows - 1 || offset + layout.columns >= data.snapshots.count
      let cellWidth = (1 - Self.seriesWidth) / Double(layout.columns)
      let cellHeight = panelAreaHeight / Double(layout.rows)
      try script.setPanel(
        originX: Self.seriesWidth + Double(column) * cellWidth,
        originY: panelAreaHeight - Double(row + 1) * cellHeight, width: cellWidth,
        height: cellHeight)
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
  /// - Throws: `JellyOutput.GnuplotScriptError` for unsafe text or out-of-range values.
  public func animationScript(
    terminal: GnuplotTerminal, outputFileName: String, frames: [Int], outlines: [[Vector2]]
  ) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    try defineStyles(&script)
    for (block, position) in frames.enumerated() {
      let frame = data.sequence.frames[position]
      try script.beginMultiplot()
      try addMotionPanel(&script, layout: .staticPage, snapshotLines: false, markerBlock: block)
      try addBendPanel(&script, snapshotLines: false, markerBlock: block)
      try script.setPanel(
        originX: Self.seriesWidth, originY: 0, width: 1 - Self.seriesWidth,
        height: panelAreaHeight)
      try script.setMargins(left: 8, right: 3, bottom: 3.5, top: 2.5)
      try setShapeAxes(&script, outlines: outlines)
      try script.setTitle("frame \(frame.frame), t = \(Self.seconds(frame.time)) s")
      try plotShape(
        &script, fileName: files.animationShapesFileName, block: block, color: .jellyBlue)
      script.endMultiplot()
    }
    return script
  }

  // MARK: - Panels

  private enum SeriesLayout { case staticPage }

  private func defineStyles(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    try script.defineLineStyle(
      GnuplotLineStyle(index: 1, color: FigurePalette.motion, lineWidth: 2.5))
    try script.defineLineStyle(GnuplotLineStyle(index: 2, color: FigurePalette.side))
    try script.defineLineStyle(
      GnuplotLineStyle(index: 3, color: FigurePalette.center, dashType: 2))
    try script.defineLineStyle(
      GnuplotLineStyle(
        index: 4, color: FigurePalette.peaks, lineWidth: 1, pointType: 7, pointSize: 1.3))
    try script.defineLineStyle(
      GnuplotLineStyle(
        index: 5, color: Self.inversionColor, lineWidth: 1, pointType: 7, pointSize: 2.5))
    try script.defineLineStyle(
      GnuplotLineStyle(
        index: 6, color: FigurePalette.bend, lineWidth: 2))
    try script.defineLineStyle(
      GnuplotLineStyle(
        index: 7, color: FigurePalette.bendPeaks, lineWidth: 1,
        pointType: 9, pointSize: 1.5))
  }

  /// The shading of inverted intervals and the "this frame" marker.
  public static let inversionColor = FigurePalette.inversion

  /// The x range of both series panels: the horizon padded by 2 % on each side, so the
  /// snapshot lines at t = 0 and at the horizon stand clear of the axes.
  public func timeRange() -> (Double, Double) {
    let end = max(data.sequence.horizon, 1e-3)
    return (-0.02 * end, 1.02 * end)
  }

  /// The top left panel: the motion (jelly: displacement; menus: side, center and diff), its
  /// peaks and the snapshot lines with their numbers.
  private func addMotionPanel(
    _ script: inout GnuplotScript, layout: SeriesLayout?, snapshotLines: Bool, markerBlock: Int?
  ) throws(GnuplotScriptError) {
    script.clearAnnotations()
    script.clearObjects()
    script.clearLabelsAndTitle()
    script.setFreeAxisScales()
    let area = panelAreaHeight
    if layout != nil {
      try script.setPanel(
        originX: 0, originY: area * Self.bendPanelShare, width: Self.seriesWidth,
        height: area * (1 - Self.bendPanelShare))
      if showsKeys {
        try script.setMargins(left: 10, right: 2, bottom: 1.5, top: 1)
      } else {
        try script.setMargins(left: 7, right: 1.5, bottom: 1.2, top: 0.5)
      }
      try pageTitle.addLabels(to: &script, pageHeight: pageHeight)
    } else {
      try script.setTitle(title)
      try script.setMargins(left: nil, right: nil, bottom: nil, top: nil)
      try script.setXLabel("t [s]")
    }
    let (low, high) = seriesRange()
    try script.setTickSteps(x: nil, y: showsKeys ? nil : Self.niceStep((high - low) / 2))
    if layout == nil || showsKeys { try script.setYLabel("displacement [pt]") }
    script.setGrid(true)
    if layout == nil || showsKeys {
      script.setKey(.insideTopRight, opaque: true)
    } else {
      script.setKey(false)
    }
    let (xLow, xHigh) = timeRange()
    try script.setXRange(xLow, xHigh)
    try script.setYRange(low, high)
    if snapshotLines {
      for label in snapshotLabels() {
        try script.addVerticalLine(x: label.x, color: label.color, lineWidth: 1.5)
        if label.text.isEmpty { continue }
        try script.addLabel(
          label.text, x: label.x, y: label.y, coordinates: .first, alignment: label.alignment)
      }
    }
    for mark in cutMarks() {
      try script.addVerticalLine(x: mark.x, color: Self.cutColor, lineWidth: 2)
      try script.addLabel(mark.text, x: mark.x, y: mark.y, coordinates: .first, alignment: .right)
    }
    var clauses: [GnuplotPlotClause] = []
    let series = files.seriesFileName
    if data.isOneSpring {
      clauses.append(
        GnuplotPlotClause(
          fileName: series, xColumn: "t", yColumn: "diff", lineStyle: 1,
          title: "displacement y − target"))
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
          lineStyle: 4, title: motionPeaksTitle))
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

  /// Whether the series panels are tall enough for their keys: the bend panel at least
  /// ``minimumKeyPanelPixels`` high (on smaller pages the keys would cover the curves).
  public var showsKeys: Bool {
    panelAreaHeight * Double(pageHeight) * Self.bendPanelShare >= Self.minimumKeyPanelPixels
  }

  /// The smallest bend panel, in pixels, that shows a key.
  public static let minimumKeyPanelPixels = 150.0

  /// The key entry of the motion's peaks: what the curve is for this preset.
  public var motionPeaksTitle: String {
    data.isOneSpring ? "peaks of displacement" : "peaks of diff"
  }

  /// The key entry of the bend curve.
  public var bendTitle: String {
    data.isOneSpring ? "Δ edge bend (Glow's deltaHeight)" : "Δ edge bend"
  }

  /// The bend panel's title: where the shape is inverted (shaded) and how deep.
  public var bendPanelTitle: String {
    guard !data.inversions.isEmpty else {
      return "Δ never < 0: the edge never bends against its motion"
    }
    let spans =
      data.inversions.count <= 2
      ? data.inversions.map { "\(Self.seconds($0.start))–\(Self.seconds($0.end)) s" }
      : ["\(data.inversions.count) intervals"]
    let deepest = data.inversions.min { $0.deepestBend < $1.deepestBend }
    let depth = deepest.map {
      ", deepest \(Self.points($0.deepestBend)) pt at \(Self.seconds($0.deepestTime)) s"
    }
    return "inverted (Δ < 0, shaded): " + spans.joined(separator: ", ") + (depth ?? "")
  }

  /// The bottom left panel: the edge bend Δ on its own axis, its continuous peaks and the
  /// inverted intervals shaded.
  private func addBendPanel(_ script: inout GnuplotScript, snapshotLines: Bool, markerBlock: Int?)
    throws(GnuplotScriptError)
  {
    script.clearAnnotations()
    script.clearObjects()
    script.clearLabelsAndTitle()
    try script.setPanel(
      originX: 0, originY: 0, width: Self.seriesWidth,
      height: panelAreaHeight * Self.bendPanelShare)
    if showsKeys {
      try script.setMargins(left: 10, right: 2, bottom: 3.5, top: 2)
      try script.setTitle(bendPanelTitle)
      try script.setXLabel("t [s]")
      try script.setYLabel("Δ [pt]")
    } else {
      try script.setMargins(left: 7, right: 1.5, bottom: 1.8, top: 0.5)
    }
    script.setGrid(true)
    if showsKeys { script.setKey(.insideTopRight, opaque: true) } else { script.setKey(false) }
    let (xLow, xHigh) = timeRange()
    try script.setXRange(xLow, xHigh)
    let (low, high) = bendRange()
    try script.setYRange(low, high)
    try script.setTickSteps(x: nil, y: Self.niceStep((high - low) / (showsKeys ? 4 : 2)))
    for interval in data.inversions where interval.end > interval.start {
      try script.addShadedBand(
        fromX: interval.start, toX: interval.end, color: Self.inversionColor, opacity: 0.18)
    }
    if snapshotLines {
      for label in snapshotLabels() {
        try script.addVerticalLine(x: label.x, color: label.color, lineWidth: 1.5)
      }
    }
    var clauses = [
      GnuplotPlotClause(
        fileName: files.seriesFileName, xColumn: "t", yColumn: "bend", lineStyle: 6,
        title: bendTitle)
    ]
    if !data.bendExtrema.peaks.isEmpty {
      clauses.append(
        GnuplotPlotClause(
          fileName: files.bendPeaksFileName, xColumn: "t", yColumn: "bend", style: .points,
          lineStyle: 7, title: "peaks of Δ (continuous)"))
    }
    for label in showsKeys ? bendPeakLabels() : [] {
      try script.addLabel(
        label.text, x: label.x, y: label.y, coordinates: .first, alignment: label.alignment)
    }
    if let markerBlock {
      clauses.append(
        GnuplotPlotClause(
          fileName: files.animationMarkerFileName, blockIndex: markerBlock, xColumn: "t",
          yColumn: "bend", style: .points, lineStyle: 5, title: nil))
    }
    try script.plot(clauses)
    script.clearAnnotations()
    script.clearObjects()
    script.clearLabelsAndTitle()
    try script.setTickSteps(x: nil, y: nil)
  }

  /// The value of each continuous peak of Δ, written beside it in points: above a maximum,
  /// below a minimum, kept inside the bend panel's ranges.
  public func bendPeakLabels() -> [SnapshotLabel] {
    let (low, high) = bendRange()
    let (xLow, xHigh) = timeRange()
    let span = high - low
    return data.bendExtrema.peaks.map { peak in
      let offset = peak.kind == .maximum ? 0.1 * span : -0.1 * span
      let y = min(max(peak.value + offset, low + 0.05 * span), high - 0.05 * span)
      let nearRight = peak.time > xHigh - 0.15 * (xHigh - xLow)
      let nearLeft = peak.time < xLow + 0.1 * (xHigh - xLow)
      return SnapshotLabel(
        x: peak.time, y: y, text: "\(Self.points(peak.value)) pt",
        alignment: nearRight ? .right : nearLeft ? .left : .center, color: .jellyNavy)
    }
  }

  /// The colour of the line where UIKit ends an animation.
  public static let cutColor = FigurePalette.cut

  /// Where UIKit ends an animation (its cut at the duration) inside the time range.
  public struct CutMark: Sendable, Equatable {
    /// The end time, seconds (the line's x).
    public let x: Double
    /// The label's y in the motion panel's data units: a height the curves keep clear of over
    /// the label's width.
    public let y: Double
    /// The label, e.g. `UIKit ends the animations at 1 s: diff jumps 0.58 pt `.
    public let text: String
  }

  /// A mark for every time a helper's animation is cut (delay + duration) within the plotted
  /// range, labelled with the jump of the diff (or the jelly's displacement) to its resting
  /// value there; none when the model lets the springs run on.
  public func cutMarks() -> [CutMark] {
    let scene = data.sequence.scene
    let times = Set([scene.side.cutTime, scene.center?.cutTime].compactMap { $0 })
    let (xLow, xHigh) = timeRange()
    let what = data.isOneSpring ? "displacement" : "diff"
    return times.sorted().filter { $0 <= xHigh }.map { t in
      let jump = scene.restingDiff - scene.diff(at: t.nextDown)
      let sign = jump < 0 ? "−" : "+"
      let text =
        "UIKit ends at \(Self.seconds(t)) s: \(what) jumps \(sign)\(Self.points(abs(jump))) pt "
      // The label's width in seconds: about 7 pixels per character of the 10-point font.
      let plotPixels = max(Self.seriesWidth * Double(pageWidth) - 12 * 7, 1)
      let width = Double(text.count) * 7 / plotPixels * (xHigh - xLow)
      return CutMark(x: t, y: cutLabelHeight(from: t - width, to: t), text: text)
    }
  }

  /// A label height in the motion panel, in data units, that the plotted curves keep clear of
  /// between `start` and `end` (seconds): the first of a few candidate heights below the key
  /// with a clearance of 6 % of the panel, else the one with the most clearance.
  func cutLabelHeight(from start: Double, to end: Double) -> Double {
    let (low, high) = seriesRange()
    let values = data.sequence.frames.filter { $0.time >= start && $0.time < end }
      .flatMap(plottedValues)
    let candidates = [0.13, 0.25, 0.5, 0.38, 0.62].map { low + $0 * (high - low) }
    let clearance = { (y: Double) in
      values.map { abs($0 - y) }.min().map { $0 / (high - low) } ?? 1
    }
    return candidates.first { clearance($0) >= 0.06 }
      ?? candidates.max { clearance($0) < clearance($1) } ?? candidates[0]
  }

  /// One snapshot line: its time, colour and numbered label.
  public struct SnapshotLabel: Sendable {
    /// The snapshot time, seconds (the line's x).
    public let x: Double
    /// The label's y, in the motion panel's data units (inside its y range).
    public let y: Double
    /// The label text: the snapshot number, spaced away from the line.
    public let text: String
    /// Left of the line near the right edge, right of it elsewhere.
    public let alignment: GnuplotLabelAlignment
    /// The line colour.
    public let color: GnuplotColor
  }

  /// The snapshot lines and their labels: each label sits just above the bottom of the motion
  /// panel, to the right of its line, or to its left when the line is in the last 8 % of the
  /// time range (so the text stays inside the plot area).
  public func snapshotLabels() -> [SnapshotLabel] {
    let colors =
      (try? GnuplotColor.ramp(from: Self.rampStart, to: Self.rampEnd, count: data.snapshots.count))
      ?? Array(repeating: Self.rampEnd, count: data.snapshots.count)
    let (low, high) = seriesRange()
    let (xLow, xHigh) = timeRange()
    // Numbers closer than ~3 characters to the previous shown one are left out (the line
    // stays): the plot is about half the page wide less 12 characters of margins.
    let plotPixels = max(Self.seriesWidth * Double(pageWidth) - 12 * 7, 1)
    let minimumGap = 24 / plotPixels * (xHigh - xLow)
    var lastShown = -Double.infinity
    return data.snapshots.enumerated().map { offset, snapshot in
      let t = snapshot.frame.time
      let nearRight = t > xHigh - 0.08 * (xHigh - xLow)
      let shown = t - lastShown >= minimumGap || offset == data.snapshots.count - 1
      if shown { lastShown = t }
      return SnapshotLabel(
        x: t, y: low + 0.04 * (high - low),
        text: shown ? (nearRight ? "\(offset + 1) " : " \(offset + 1)") : "",
        alignment: nearRight ? .right : .left, color: colors[offset])
    }
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
        fileName: fileName, blockIndex: block, xColumn: "x", yColumn: "y",
        color: FigurePalette.outline,
        lineWidth: 1.5),
    ])
  }

  // MARK: - Layout arithmetic

  /// The y range of the bend panel: every frame's bend and the continuous peaks, padded by
  /// 10 % (at least 0.5 pt) on each side, always holding 0.
  public func bendRange() -> (Double, Double) {
    let values = data.bends + data.bendExtrema.peaks.map(\.value) + [0]
    let low = values.min() ?? 0
    let high = values.max() ?? 0
    let pad = max(0.1 * (high - low), 0.5)
    // Room at the top for the key.
    return (Self.outward(low - pad, .down), Self.outward(high + 3 * pad, .up))
  }

  /// The y range of the motion panel's series, padded by 8 % on each side (more on top, where
  /// the key is).
  public func seriesRange() -> (Double, Double) {
    var low = 0.0
    var high = 0.0
    for frame in data.sequence.frames {
      for value in plottedValues(frame) {
        low = min(low, value)
        high = max(high, value)
      }
    }
    let pad = max(0.08 * (high - low), 0.5)
    return (Self.outward(low - pad, .down), Self.outward(high + 2.5 * pad, .up))
  }

  /// The motion panel's values at `frame`, in points: the diff, and for a menu each helper's
  /// displacement from its own target.
  func plottedValues(_ frame: DiffFrame) -> [Double] {
    guard !data.isOneSpring else { return [frame.diff] }
    let scene = data.sequence.scene
    return [
      frame.diff, frame.side - scene.side.to, frame.reference - (scene.center?.to ?? scene.side.to),
    ]
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
    let areaHeight = panelAreaHeight * Double(pageHeight)
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
  public static let panelMargins = (90.0, 95.0)
  /// The same room in compact panels (no axis labels, short titles).
  public static let compactPanelMargins = (70.0, 62.0)
  /// Panels whose plot area would be smaller than this each way, in pixels, are drawn compact.
  public static let compactBelowPixels = 110.0

  /// The margins of a snapshot panel in character widths and heights.
  public static func snapshotMargins(compact: Bool)
    -> (left: Double, right: Double, bottom: Double, top: Double)
  {
    compact
      ? (left: 5.5, right: 2.5, bottom: 1.8, top: 2) : (left: 7, right: 3, bottom: 3, top: 2.5)
  }

  /// Whether the panels of `layout` are drawn compact: their plot area with full margins would
  /// be below ``compactBelowPixels`` one way.
  public func isCompact(_ layout: (rows: Int, columns: Int)) -> Bool {
    let width = (1 - Self.seriesWidth) * Double(pageWidth) / Double(layout.columns)
    let height = panelAreaHeight * Double(pageHeight) / Double(layout.rows)
    return min(width - Self.panelMargins.0, height - Self.panelMargins.1) < Self.compactBelowPixels
  }

  /// The smallest plot area of one snapshot panel, in pixels each way; smaller panels make
  /// gnuplot warn that the canvas is too small.
  public static let minimumPanelPixels = 16.0

  /// The plot area of one snapshot panel in the best grid, in pixels (width, height).
  public func snapshotPlotArea() -> (width: Double, height: Double) {
    let layout = gridLayout(count: data.snapshots.count)
    let margins = isCompact(layout) ? Self.compactPanelMargins : Self.panelMargins
    return (
      (1 - Self.seriesWidth) * Double(pageWidth) / Double(layout.columns) - margins.0,
      panelAreaHeight * Double(pageHeight) / Double(layout.rows) - margins.1
    )
  }

  /// The step 1, 2 or 5 × 10^k nearest above `rough` (> 0), for tic spacing.
  public static func niceStep(_ rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let power = pow(10, (log10(rough)).rounded(.down))
    for factor in [1.0, 2, 5] where factor * power >= rough { return factor * power }
    return 10 * power
  }

  private func snapshotTitle(number: Int, snapshot: DiffFigureData.Snapshot, compact: Bool)
    -> String
  {
    if compact {
      let mark = snapshot.isLargestDeformation ? " max" : ""
      return "\(number): \(Self.seconds(snapshot.frame.time))\(mark)"
    }
    let mark = snapshot.isLargestDeformation ? " (max bend)" : ""
    return "\(number): t = \(Self.seconds(snapshot.frame.time)) s\(mark)"
  }

  /// `value` in points with two decimals, e.g. `-0.31`.
  public static func points(_ value: Double) -> String { String(format: "%.2f", value) }

  /// `t` in seconds with three decimals.
  public static func seconds(_ t: Double) -> String {
    let milliseconds = Int((t * 1_000).rounded())
    let fraction = String(milliseconds % 1_000)
    return "\(milliseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
