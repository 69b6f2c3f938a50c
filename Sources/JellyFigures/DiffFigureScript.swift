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
  /// The page title (user text is quoted by `JellyGnuplot.GnuplotScript`).
  public let title: String
  /// Page width in pixels (or pixel-like units).
  public let pageWidth: Int
  /// Page height in pixels.
  public let pageHeight: Int
  /// Whether the motion panel shows the snapshot lines with their numbers in a strip along its
  /// bottom (the still page); the GIF and the text chart show neither.
  public var showsSnapshotNumbers = true
  /// Whether the script is the text chart (dumb), whose labels are placed by character rows.
  var isTextChart = false

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
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  public func staticScript(terminal: GnuplotTerminal, outputFileName: String)
    throws(GnuplotScriptError) -> GnuplotScript
  {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    try defineStyles(&script)
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
    let compact = isCompact(layout)
    let area = snapshotPlotArea()
    try setShapeAxes(&script, outlines: outlines, plotPixels: (area.width, area.height))
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
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  public func animationScript(
    terminal: GnuplotTerminal, outputFileName: String, frames: [Int], outlines: [[Vector2]]
  ) throws(GnuplotScriptError) -> GnuplotScript {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    try defineStyles(&script)
    var animation = self
    animation.showsSnapshotNumbers = false
    try animation.addAnimationPages(&script, frames: frames, outlines: outlines)
    return script
  }

  private func addAnimationPages(
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
      try script.setTitle("frame \(frame.frame), t = \(Self.seconds(frame.time)) s")
      try plotShape(
        &script, fileName: files.animationShapesFileName, block: block, color: .jellyBlue)
      script.endMultiplot()
    }
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
      let margins = motionMargins
      try script.setMargins(
        left: margins.left, right: margins.right, bottom: margins.bottom, top: margins.top)
      try pageTitle.addLabels(to: &script, pageHeight: pageHeight)
    } else {
      try script.setTitle(title)
      try script.setMargins(left: nil, right: nil, bottom: nil, top: nil)
      try script.setXLabel("t [s]")
    }
    let (low, high) = seriesRange()
    try script.setTickSteps(x: nil, y: showsAxisLabels ? nil : Self.niceStep((high - low) / 2))
    if layout == nil || showsAxisLabels { try script.setYLabel("displacement [pt]") }
    script.setGrid(true)
    if layout == nil || showsKeys {
      script.setKey(
        layout == nil ? .insideTopRight : motionLabelLayout().key, opaque: true)
    } else {
      script.setKey(false)
    }
    let (xLow, xHigh) = timeRange()
    try script.setXRange(xLow, xHigh)
    try script.setYRange(low, high)
    if snapshotLines {
      let strip = snapshotStripFraction()
      for label in snapshotLabels() {
        try script.addVerticalLine(
          x: label.lineX, color: label.color, lineWidth: 1.5, fromGraph: strip)
        if strip > 0 {
          try script.addLabel(
            label.text, x: label.x, y: label.y, coordinates: .first, alignment: label.alignment)
        }
      }
    }
    let labels = motionLabelLayout()
    for mark in labels.cuts {
      try script.addVerticalLine(
        x: mark.x, color: Self.cutColor, lineWidth: 2,
        fromGraph: snapshotLines ? snapshotStripFraction() : 0)
      if layout == nil {
        // The text chart: the whole label ending at the line, at a height in character rows
        // the curves keep clear of.
        try script.addLabel(
          mark.text + " ", x: mark.x, y: textChartCutHeight(mark), coordinates: .first,
          alignment: .right)
      } else if let label = mark.label {
        try script.addLabel(
          label.text, x: label.x, y: label.y, coordinates: .first, alignment: label.alignment)
      }
    }
    for label in layout == nil ? [] : labels.peaks {
      try script.addLabel(
        label.text, x: label.x, y: label.y, coordinates: .first, alignment: label.alignment)
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

  /// Whether the series panels are tall enough for their axis labels, the bend panel's title
  /// and the peaks' labels: the bend panel at least ``minimumKeyPanelPixels`` high.
  public var showsAxisLabels: Bool {
    panelAreaHeight * Double(pageHeight) * Self.bendPanelShare >= Self.minimumKeyPanelPixels
  }

  /// Whether the series panels show their keys: where they show their axis labels and the
  /// widest key takes at most ``maximumKeyShare`` of the plot's width (on smaller pages the
  /// keys would cover the curves or run off the panel).
  public var showsKeys: Bool {
    showsAxisLabels && ([shownBendTitle] + motionKeyTitles).allSatisfy(keyFits)
  }

  /// Whether a key whose longest entry is `title` takes at most ``maximumKeyShare`` of a series
  /// panel's plot width.
  func keyFits(_ title: String) -> Bool {
    let plotWidth = Self.seriesWidth * Double(pageWidth) - 12 * TextMetrics.characterWidth
    return Double(title.count + 9) * TextMetrics.characterWidth <= Self.maximumKeyShare * plotWidth
  }

  /// The key entry of the bend curve on the still page: ``bendTitle``, or `Δ edge bend` where
  /// that key would be too wide.
  public var shownBendTitle: String { keyFits(bendTitle) ? bendTitle : "Δ edge bend" }

  /// The largest share of a series panel's width a key may take.
  public static let maximumKeyShare = 0.75

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

  /// The bend panel's title as the still page draws it: ``bendPanelTitle``, or where that is
  /// wider than the panel a shorter form (the intervals alone, else only what the shading is).
  public var shownBendPanelTitle: String {
    let room = Self.seriesWidth * Double(pageWidth) - 2 * TextMetrics.characterWidth
    let title = bendPanelTitle
    guard TextMetrics.width(title) > room, !data.inversions.isEmpty else { return title }
    let spans =
      data.inversions.count <= 2
      ? data.inversions.map { "\(Self.seconds($0.start))–\(Self.seconds($0.end)) s" }
      : ["\(data.inversions.count) intervals"]
    let shorter = "Δ < 0 (shaded): " + spans.joined(separator: ", ")
    return TextMetrics.width(shorter) <= room ? shorter : "Δ < 0 shaded"
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
    let margins = bendMargins
    try script.setMargins(
      left: margins.left, right: margins.right, bottom: margins.bottom, top: margins.top)
    if showsAxisLabels {
      try script.setTitle(shownBendPanelTitle)
      try script.setXLabel("t [s]")
      try script.setYLabel("Δ [pt]")
    }
    script.setGrid(true)
    if showsKeys {
      script.setKey(bendLabelLayout().key, opaque: true)
    } else {
      script.setKey(false)
    }
    let (xLow, xHigh) = timeRange()
    try script.setXRange(xLow, xHigh)
    let (low, high) = bendRange()
    try script.setYRange(low, high)
    try script.setTickSteps(x: nil, y: Self.niceStep((high - low) / (showsAxisLabels ? 5 : 2)))
    for interval in data.inversions where interval.end > interval.start {
      try script.addShadedBand(
        fromX: interval.start, toX: interval.end, color: Self.inversionColor, opacity: 0.18)
    }
    if snapshotLines {
      for label in snapshotLabels() {
        try script.addVerticalLine(x: label.lineX, color: label.color, lineWidth: 1.5)
      }
    }
    var clauses = [
      GnuplotPlotClause(
        fileName: files.seriesFileName, xColumn: "t", yColumn: "bend", lineStyle: 6,
        title: shownBendTitle)
    ]
    if !data.bendExtrema.peaks.isEmpty {
      clauses.append(
        GnuplotPlotClause(
          fileName: files.bendPeaksFileName, xColumn: "t", yColumn: "bend", style: .points,
          lineStyle: 7, title: "peaks of Δ (continuous)"))
    }
    for label in bendPeakLabels() {
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

  // MARK: - Labels

  /// The margins of the motion panel (top left), in character units.
  public var motionMargins: (left: Double, right: Double, bottom: Double, top: Double) {
    showsAxisLabels ? (10, 2, 1.5, 1) : (7, 1.5, 1.2, 0.5)
  }

  /// The margins of the bend panel (bottom left), in character units.
  public var bendMargins: (left: Double, right: Double, bottom: Double, top: Double) {
    showsAxisLabels ? (10, 2, 3.5, 2) : (7, 1.5, 1.8, 0.5)
  }

  /// The motion panel's plot area on the still page, showing `y` (default ``seriesRange()``).
  public func motionPlotArea(y: (Double, Double)? = nil) -> PlotArea {
    PlotArea(
      pageWidth: pageWidth, pageHeight: pageHeight, originX: 0,
      originY: panelAreaHeight * Self.bendPanelShare, width: Self.seriesWidth,
      height: panelAreaHeight * (1 - Self.bendPanelShare), margins: motionMargins,
      x: timeRange(), y: y ?? seriesRange())
  }

  /// The bend panel's plot area on the still page, showing `y` (default ``bendRange()``).
  public func bendPlotArea(y: (Double, Double)? = nil) -> PlotArea {
    PlotArea(
      pageWidth: pageWidth, pageHeight: pageHeight, originX: 0, originY: 0,
      width: Self.seriesWidth, height: panelAreaHeight * Self.bendPanelShare,
      margins: bendMargins, x: timeRange(), y: y ?? bendRange())
  }

  /// The room kept below the lowest value of a series panel for the label of a minimum, in
  /// pixels, on pages with keys.
  public static let peakLabelRoom = 24.0

  /// The key's corner in a series panel: the top right, unless the key would cover a peak
  /// marker there, or more of the curves than at the top left.
  static func keyPlacement(
    area: PlotArea, titles: [String], markers: [BoundingBox], curves: [[Vector2]]
  ) -> GnuplotKeyPlacement {
    func cost(_ placement: GnuplotKeyPlacement) -> Int {
      let box = area.keyBox(titles: titles, placement: placement)
      let placer = LabelPlacer(area: area, obstacles: [], curves: curves)
      return 1_000 * markers.filter { $0.intersects(box) }.count + placer.crossings(box)
    }
    return cost(.insideTopLeft) < cost(.insideTopRight) ? .insideTopLeft : .insideTopRight
  }

  /// The bend panel's key corner and peak labels.
  public func bendLabelLayout() -> (key: GnuplotKeyPlacement, labels: [PlacedLabel]) {
    let area = bendPlotArea()
    let peaks = data.bendExtrema.peaks
    let markers = peaks.map {
      LabelPlacer.markerBox(area.pixel($0.time, $0.value), pointSize: Self.bendPeakPointSize)
    }
    let curves = [zip(data.sequence.frames, data.bends).map { area.pixel($0.0.time, $0.1) }]
    let titles = [shownBendTitle] + (peaks.isEmpty ? [] : ["peaks of Δ (continuous)"])
    let key = Self.keyPlacement(area: area, titles: titles, markers: markers, curves: curves)
    guard showsAxisLabels else { return (key, []) }
    var placer = LabelPlacer(
      area: area, obstacles: markers + [area.keyBox(titles: titles, placement: key)],
      curves: curves)
    return (key, Self.placePeakLabels(peaks, placer: &placer, pointSize: Self.bendPeakPointSize))
  }

  /// The point size of the motion panel's peak markers (line style 4).
  public static let motionPeakPointSize = 1.3
  /// The point size of the bend panel's peak markers (line style 7).
  public static let bendPeakPointSize = 1.5

  /// A peak value as its label says it: two decimals, a true minus sign, in points.
  public static func peakText(_ value: Double) -> String {
    let text = points(abs(value))
    return (value < 0 && text != "0.00" ? "−" : "") + text + " pt"
  }

  /// The texts a peak's label may take, longest first: a peak just before UIKit's cut says so.
  public static func peakTexts(_ peak: Peak) -> [String] {
    let value = peakText(peak.value)
    return peak.isBeforeJump ? [value + " before the cut", value] : [value]
  }

  /// The labels of the bend panel's continuous peaks (none on pages too small for keys): each
  /// beside its marker (beyond the peak where there is room), clear of the other markers, the
  /// key and the other labels, inside the plot area; larger peaks are placed first and a peak
  /// with no free place left is not labelled.
  public func bendPeakLabels() -> [PlacedLabel] { bendLabelLayout().labels }

  /// Places a label for each of `peaks`, the largest |value| first.
  static func placePeakLabels(_ peaks: [Peak], placer: inout LabelPlacer, pointSize: Double)
    -> [PlacedLabel]
  {
    var labels: [PlacedLabel] = []
    let order = peaks.indices.sorted { abs(peaks[$0].value) > abs(peaks[$1].value) }
    for index in order {
      let peak = peaks[index]
      let point = placer.area.pixel(peak.time, peak.value)
      let candidates = LabelPlacer.peakCandidates(
        at: point, pointSize: pointSize, isMaximum: peak.kind == .maximum)
      if let label = placer.place(Self.peakTexts(peak), candidates: candidates) {
        labels.append(label)
      }
    }
    return labels
  }

  /// The colour of the line where UIKit ends an animation.
  public static let cutColor = FigurePalette.cut

  /// Where UIKit ends an animation (its cut at the duration) inside the time range.
  public struct CutMark: Sendable, Equatable {
    /// The end time, seconds (the line's x).
    public let x: Double
    /// A label height in the motion panel's data units that the curves keep clear of (the
    /// still page's label, or where it would go on a page with room for the whole text).
    public let y: Double
    /// The whole label, e.g. `UIKit ends at 1.000 s: diff jumps +0.58 pt`.
    public let text: String
    /// The label the still page draws (a shorter text where the whole one does not fit), or
    /// nil where none fits.
    public let label: PlacedLabel?
  }

  /// The labels of the motion panel: UIKit's cuts, then the peaks.
  public struct MotionLabels: Sendable {
    /// The key's corner.
    public let key: GnuplotKeyPlacement
    /// A mark for every cut, with its label.
    public let cuts: [CutMark]
    /// The labels of the peaks (none on pages too small for keys).
    public let peaks: [PlacedLabel]
  }

  /// A mark for every time a helper's animation is cut (delay + duration) within the plotted
  /// range, labelled with the jump of the diff (or the jelly's displacement) to its resting
  /// value there; none when the model lets the springs run on.
  public func cutMarks() -> [CutMark] { motionLabelLayout().cuts }

  /// The labels of the motion panel's peaks: each beside its marker, clear of the other
  /// markers, the key, the snapshot numbers, UIKit's cut labels and the other labels.
  public func motionPeakLabels() -> [PlacedLabel] { motionLabelLayout().peaks }

  /// The key entries of the motion panel, in order.
  public var motionKeyTitles: [String] {
    (data.isOneSpring
      ? ["displacement y − target"]
      : ["side − its target", "center − its target", "diff = side − center"])
      + (data.peaks.isEmpty ? [] : [motionPeaksTitle])
  }

  /// Lays out the motion panel's labels: first UIKit's cut labels, right of their line where
  /// the line is in the left half, else left of it, at a height the curves keep clear of; then
  /// the peaks' labels.
  public func motionLabelLayout() -> MotionLabels {
    let area = motionPlotArea()
    let scene = data.sequence.scene
    let markers = data.peaks.map {
      LabelPlacer.markerBox(area.pixel($0.time, $0.value), pointSize: Self.motionPeakPointSize)
    }
    var obstacles = markers
    let frames = data.sequence.frames
    let curves = (0..<plottedValues(frames[0]).count).map { series in
      frames.map { area.pixel($0.time, plottedValues($0)[series]) }
    }
    let key = Self.keyPlacement(
      area: area, titles: motionKeyTitles, markers: markers, curves: curves)
    if showsKeys { obstacles.append(area.keyBox(titles: motionKeyTitles, placement: key)) }
    if showsSnapshotNumbers {
      obstacles.append(
        BoundingBox(minX: area.left, minY: area.bottom, maxX: area.right, maxY: snapshotStripTop))
    }
    var placer = LabelPlacer(area: area, obstacles: obstacles, curves: curves)
    // A peak just before a cut is labelled first, then the three largest other peaks, then
    // the cuts (whose labels can move up and down), then the other peaks.
    let byMagnitude = data.peaks.filter { !$0.isBeforeJump }.sorted {
      abs($0.value) > abs($1.value)
    }
    var peaks =
      showsAxisLabels
      ? Self.placePeakLabels(
        data.peaks.filter(\.isBeforeJump) + byMagnitude.prefix(3), placer: &placer,
        pointSize: Self.motionPeakPointSize)
      : []
    let times = Set([scene.side.cutTime, scene.center?.cutTime].compactMap { $0 })
    let what = data.isOneSpring ? "displacement" : "diff"
    var cuts: [CutMark] = []
    for t in times.sorted() where t <= area.xHigh {
      let jump = scene.restingDiff - scene.diff(at: t.nextDown)
      let amount = (jump < 0 ? "−" : "+") + Self.points(abs(jump)) + " pt"
      let text = "UIKit ends at \(Self.seconds(t)) s: \(what) jumps \(amount)"
      let texts = [text, "UIKit ends: \(what) jumps \(amount)", "UIKit ends: \(amount)"]
      let x = area.pixelX(t)
      let onRight = x < (area.left + area.right) / 2
      let anchorX = onRight ? x + 4 : x - 4
      let alignment: GnuplotLabelAlignment = onRight ? .left : .right
      let low = max(showsSnapshotNumbers ? snapshotStripTop : area.bottom, area.bottom)
      // Preferred heights first (low in the panel, under the key), then every 4 pixels.
      var heights = [0.13, 0.25, 0.38, 0.5, 0.62].map {
        area.bottom + $0 * (area.top - area.bottom)
      }
      heights += stride(from: low + TextMetrics.descent + 3, through: area.top, by: 4).map { $0 }
      let label = placer.place(
        texts, candidates: heights.filter { $0 >= low }.map { (Vector2(anchorX, $0), alignment) })
      let y = label?.y ?? area.dataY(heights[0])
      cuts.append(CutMark(x: t, y: y, text: text, label: label))
    }
    if showsAxisLabels {
      peaks += Self.placePeakLabels(
        Array(byMagnitude.dropFirst(3)), placer: &placer, pointSize: Self.motionPeakPointSize)
    }
    return MotionLabels(key: key, cuts: cuts, peaks: peaks)
  }

  /// The height of a cut's label on the text chart, in data units: the first of a few candidate
  /// heights below the key whose distance to the curves, over the label's width (about 7
  /// pixels a character), is 6 % of the panel, else the one with the most distance.
  func textChartCutHeight(_ mark: CutMark) -> Double {
    let (low, high) = seriesRange()
    let (xLow, xHigh) = timeRange()
    let plotPixels = max(Self.seriesWidth * Double(pageWidth) - 12 * 7, 1)
    let width = Double(mark.text.count + 1) * 7 / plotPixels * (xHigh - xLow)
    let values = data.sequence.frames.filter { $0.time >= mark.x - width && $0.time < mark.x }
      .flatMap(plottedValues)
    let candidates = [0.13, 0.25, 0.5, 0.38, 0.62].map { low + $0 * (high - low) }
    let clearance = { (y: Double) in
      values.map { abs($0 - y) }.min().map { $0 / (high - low) } ?? 1
    }
    return candidates.first { clearance($0) >= 0.06 }
      ?? candidates.max { clearance($0) < clearance($1) } ?? candidates[0]
  }

  /// One snapshot line and its number.
  public struct SnapshotLabel: Sendable {
    /// The snapshot time, seconds (the line's x).
    public let lineX: Double
    /// The number's anchor x in seconds: its centre, under its line unless that would put it
    /// past the plot's edge.
    public let x: Double
    /// The number's anchor y, in the motion panel's data units (in the strip at its bottom).
    public let y: Double
    /// The number's row in the strip, 0 at the bottom.
    public let row: Int
    /// The snapshot number.
    public let text: String
    /// Always centred on `x`.
    public let alignment: GnuplotLabelAlignment
    /// The line colour.
    public let color: GnuplotColor
    /// The pixels the number covers.
    public let box: BoundingBox
  }

  /// The height of a row of snapshot numbers, in pixels.
  public static let snapshotRowHeight = 12.0
  /// The room below the first row of snapshot numbers, in pixels.
  static let snapshotStripPadding = 3.0

  /// The numbers' centres (pixels) and rows: every number centred under its line (moved in
  /// where that would cross the plot's edge), in the lowest row where it keeps 3 pixels from
  /// every number already there; no number is left out.
  func snapshotNumberPlaces() -> [(center: Double, row: Int, width: Double)] {
    let area = motionPlotArea(y: (0, 1))
    var rows: [[(Double, Double)]] = []
    return data.snapshots.enumerated().map { offset, snapshot in
      let width = TextMetrics.width("\(offset + 1)")
      let half = width / 2 + LabelPlacer.gap
      let center = min(
        max(area.pixelX(snapshot.frame.time), area.left + half), max(area.right - half, area.left))
      let low = center - width / 2
      let high = center + width / 2
      var row = 0
      while row < rows.count, rows[row].contains(where: { low < $0.1 + 3 && high > $0.0 - 3 }) {
        row += 1
      }
      if row == rows.count { rows.append([]) }
      rows[row].append((low, high))
      return (center, row, width)
    }
  }

  /// The number of rows the snapshot numbers take: 0 when they are not shown, or when their
  /// strip would take more than a third of the motion panel (a page far too small for them).
  public var snapshotRowCount: Int {
    guard showsSnapshotNumbers else { return 0 }
    let rows = (snapshotNumberPlaces().map(\.row).max() ?? -1) + 1
    let area = motionPlotArea(y: (0, 1))
    let strip = 2 * Self.snapshotStripPadding + Double(rows) * Self.snapshotRowHeight
    return strip > (area.top - area.bottom) / 3 ? 0 : rows
  }

  /// The height of the strip of snapshot numbers at the bottom of the motion panel, in pixels.
  public var snapshotStripHeight: Double {
    let rows = snapshotRowCount
    return rows == 0 ? 0 : 2 * Self.snapshotStripPadding + Double(rows) * Self.snapshotRowHeight
  }

  /// The top of the strip, in pixels from the page's bottom.
  var snapshotStripTop: Double { motionPlotArea(y: (0, 1)).bottom + snapshotStripHeight }

  /// The strip's height as a fraction of the motion panel's plot area: where the snapshot
  /// lines start.
  public func snapshotStripFraction() -> Double {
    let area = motionPlotArea(y: (0, 1))
    return min(max(snapshotStripHeight / (area.top - area.bottom), 0), 1)
  }

  /// The snapshot lines and their numbers: the lines start above the strip at the bottom of the
  /// motion panel, where the numbers sit under them, stacked in rows where they would touch.
  public func snapshotLabels() -> [SnapshotLabel] {
    let colors =
      (try? GnuplotColor.ramp(from: Self.rampStart, to: Self.rampEnd, count: data.snapshots.count))
      ?? Array(repeating: Self.rampEnd, count: data.snapshots.count)
    let area = motionPlotArea()
    return zip(data.snapshots, snapshotNumberPlaces()).enumerated().map { offset, pair in
      let (snapshot, place) = pair
      let y =
        area.bottom + Self.snapshotStripPadding + 4.5
        + Double(place.row) * Self.snapshotRowHeight
      // Digits have no descenders: their ink is 4.5 pixels below the anchor to 5.5 above.
      let box = BoundingBox(
        minX: place.center - place.width / 2, minY: y - 4.5, maxX: place.center + place.width / 2,
        maxY: y + 5.5)
      let line = snapshot.frame.time
      let x = place.center == area.pixelX(line) ? line : area.dataX(place.center)
      return SnapshotLabel(
        lineX: line, x: x, y: area.dataY(y), row: place.row,
        text: "\(offset + 1)", alignment: .center, color: colors[offset], box: box)
    }
  }
  /// Equal-scale axes in view points, y down, wide enough for every outline.
  private func setShapeAxes(
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

  /// The tic step of the shape panels: about four steps across the larger side of `box`, and
  /// never so small that the tic labels (up to four characters) touch on a plot of
  /// `plotPixels` (width, height) drawn at one scale.
  public static func shapeTickStep(
    box: (minX: Double, maxX: Double, minY: Double, maxY: Double), plotPixels: (Double, Double)
  ) -> Double {
    let width = max(box.maxX - box.minX, 1e-9)
    let height = max(box.maxY - box.minY, 1e-9)
    let scale = max(min(plotPixels.0 / width, plotPixels.1 / height), 1e-9)
    let labelPixels = TextMetrics.width("−000") + 8
    return niceStep(max(max(width, height) / 4, labelPixels / scale))
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
    // Room at the top for the key, and below for the label of a minimum.
    let top = high + 3 * pad
    var bottom = low - pad
    if showsAxisLabels {
      let area = bendPlotArea(y: (0, 1))
      let height = area.top - area.bottom
      let room = min(Self.peakLabelRoom, 0.3 * height)
      bottom = (bottom * height - room * top) / (height - room)
    }
    return (Self.outward(bottom, .down), Self.outward(top, .up))
  }

  /// The y range of the motion panel's series, padded by 8 % on each side (more on top, where
  /// the key is), and below that by the strip of snapshot numbers (when shown), so that the
  /// curves stay above it.
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
    var bottom = low - pad
    let top = high + 2.5 * pad
    let room = snapshotStripHeight + (showsAxisLabels && !isTextChart ? Self.peakLabelRoom : 0)
    if room > 0 {
      // The pixel height of the plot area does not depend on the range: solve for the bottom
      // that puts `low - pad` `room` pixels above the plot's bottom (above the strip of
      // snapshot numbers, with room for the label of a minimum).
      let area = motionPlotArea(y: (0, 1))
      let height = area.top - area.bottom
      let room = min(room + 2, 0.5 * height)
      bottom = (bottom * height - room * top) / (height - room)
    }
    return (Self.outward(bottom, .down), Self.outward(top, .up))
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
