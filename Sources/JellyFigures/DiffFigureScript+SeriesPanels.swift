import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGeometry
import JellyGnuplot

// The two series panels of the plot figure as gnuplot commands: the motion (top left) and the
// edge bend Δ (bottom left).
extension DiffFigureScript {
  /// The top left panel: the motion (jelly: displacement; menus: side, center and diff), its
  /// peaks and the snapshot lines with their numbers.
  func addMotionPanel(
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
    try script.setTickSteps(x: nil, y: showsAxisLabels ? nil : AxisRange.niceStep((high - low) / 2))
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

  /// The bottom left panel: the edge bend Δ on its own axis, its continuous peaks and the
  /// inverted intervals shaded.
  func addBendPanel(_ script: inout GnuplotScript, snapshotLines: Bool, markerBlock: Int?)
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
    try script.setTickSteps(x: nil, y: AxisRange.niceStep((high - low) / (showsAxisLabels ? 5 : 2)))
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
}
