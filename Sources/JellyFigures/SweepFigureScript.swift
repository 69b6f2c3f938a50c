import JellyFrameDiff
import JellyGnuplot
import JellyShapes
import JellySweep

/// Builds the gnuplot script of the `sweep` figure from its CSV file.
///
/// Two axes: a heatmap of one metric (x = first axis, y = second, colour through the viridis
/// palette with a labelled colour box; cells without a value stay blank). One axis: small
/// multiples, one panel per metric against the axis, 3 columns × 2 rows. The dumb terminal
/// draws the chosen metric against the first axis (every cell one point when there are two).
package struct SweepFigureScript {

  /// The sweep drawn.
  package let sweep: PresetSweep
  /// The CSV file, relative to the script's folder.
  package let fileName: String
  /// The metric of the heatmap and of the text chart.
  package let metric: SweepMetric
  /// The smallest and largest value of each metric (absent when it has no value).
  package let ranges: [SweepMetric: (low: Double, high: Double)]
  /// The page title (user text is quoted by `JellyGnuplot.GnuplotScript`).
  package let title: String
  /// The extremes of the CSV's continuous largest-bulge column, in points, or nil when the CSV
  /// has none (``SweepTable/continuousBulgeColumn``).
  package let continuousBulgeRange: (low: Double, high: Double)?
  /// The cells without a spring (their metrics are empty), explained under the heatmap.
  package let missingCount: Int
  /// Page width in pixels.
  package let pageWidth: Int
  /// Page height in pixels.
  package let pageHeight: Int

  /// The builder of `sweep`'s figure reading `fileName`: `metric` colours a heatmap, `ranges`
  /// holds each metric's extremes, `title` heads the page.
  package init(
    sweep: PresetSweep, fileName: String, metric: SweepMetric,
    ranges: [SweepMetric: (low: Double, high: Double)], title: String,
    continuousBulgeRange: (low: Double, high: Double)? = nil, missingCount: Int = 0,
    pageWidth: Int = 1200, pageHeight: Int = 600
  ) {
    self.continuousBulgeRange = continuousBulgeRange
    self.missingCount = missingCount
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
    self.sweep = sweep
    self.fileName = fileName
    self.metric = metric
    self.ranges = ranges
    self.title = title
  }

  /// The script for `terminal` writing `outputFileName`.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  package func script(terminal: GnuplotTerminal, outputFileName: String) throws(GnuplotScriptError)
    -> GnuplotScript
  {
    var script = try GnuplotScript.figure(
      terminal: terminal, outputFileName: outputFileName, lineStyles: Self.lineStyles)
    if case .dumb = terminal {
      try addMetricPlot(&script, metric: metric, keyTitle: metric.name, scatter: true)
    } else if let columns = sweep.columns {
      try addHeatmap(&script, columns: columns)
    } else {
      try addSmallMultiples(&script)
    }
    return script
  }

  /// The two line styles: a metric (blue) and, for the largest bulge, its continuous value
  /// (orange, dashed).
  package static let lineStyles: [GnuplotLineStyle] = [
    GnuplotLineStyle(index: 1, color: .jellyBlue, lineWidth: 2, pointType: 7, pointSize: 0.6),
    GnuplotLineStyle(
      index: 2, color: .jellyOrange, lineWidth: 2, pointType: 7, pointSize: 0.6, dashType: 2),
  ]

  /// The background of heatmap cells without a value when white means 0.
  package static let noValueColor = GnuplotColor(red: 0x9E, green: 0x9E, blue: 0x9E)

  /// The page title, wrapped to the page width.
  package var pageTitle: PageTitle { PageTitle(title, pageWidth: pageWidth) }

  /// The panels' share of the page height, below the title.
  package var panelAreaHeight: Double { 1 - pageTitle.heightFraction(pageHeight: pageHeight) }

  private func addHeatmap(_ script: inout GnuplotScript, columns: PresetSweepAxis)
    throws(GnuplotScriptError)
  {
    try pageTitle.addLabels(to: &script, pageHeight: pageHeight)
    let titleLines = (1 - panelAreaHeight) * Double(pageHeight) / PageTitle.lineHeight
    // Blank cells are explained on a line of their own under the axis label.
    let note = missingNote
    try script.setMargins(
      left: nil, right: nil, bottom: note == nil ? nil : 5, top: titleLines + 0.5)
    if let note {
      try script.addLabel(
        note, x: 0.5, y: 0.7 * TextMetrics.lineHeight / Double(pageHeight),
        coordinates: .screen, alignment: .center)
    }
    try script.setXLabel(sweep.rows.parameter.label)
    try script.setYLabel(columns.parameter.label)
    let (xLow, xHigh) = Self.pixelRange(sweep.rows.values)
    let (yLow, yHigh) = Self.pixelRange(columns.values)
    try script.setXRange(xLow, xHigh)
    try script.setYRange(yLow, yHigh)
    try script.setPalette(metric.isSigned ? GnuplotScript.diverging : GnuplotScript.viridis)
    if metric.isSigned {
      // White is 0 here: cells without a value show a grey background instead.
      try script.addShadedBand(fromX: xLow, toX: xHigh, color: Self.noValueColor, opacity: 1)
      try script.setColorBox(label: metric.label + "; grey = no spring")
    } else {
      try script.setColorBox(label: metric.label + "; blank = no spring")
    }
    let (low, high) = Self.colorRange(metric: metric, ranges: ranges)
    try script.setColorRange(low, high)
    script.setKey(false)
    try script.plotImage(
      fileName: fileName, xColumn: sweep.rows.parameter.name, yColumn: columns.parameter.name,
      colorColumn: metric.name)
  }

  /// The line under the heatmap that explains its blank cells, or nil when every cell has a
  /// spring: how many, and why (``JellySweep/PresetSweep/missingSpringReason``).
  package var missingNote: String? {
    guard missingCount > 0 else { return nil }
    let colour = metric.isSigned ? "Grey" : "Blank"
    return "\(colour) cells (\(missingCount) of \(sweep.cellCount)): no UIKit spring, as"
      + " \(sweep.missingSpringReason)"
  }

  /// The grid of the small multiples: of 2...4 columns, the one whose panels have the largest
  /// min(plot width, 1.6 × plot height), as (columns, rows).
  package var smallMultiplesLayout: (columns: Int, rows: Int) {
    PanelGrid.best(count: SweepMetric.everySweep.count, columns: 2...4) { columns, rows in
      let cell = smallMultiplesGrid(columns: columns, rows: rows).cellPixels(
        pageWidth: pageWidth, pageHeight: pageHeight)
      return min(
        cell.width - 12 * TextMetrics.characterWidth,
        1.6 * (cell.height - 5 * TextMetrics.lineHeight))
    }
  }

  /// The small multiples' grid of `columns` × `rows` panels below the title.
  package func smallMultiplesGrid(columns: Int, rows: Int) -> PanelGrid {
    PanelGrid(columns: columns, rows: rows, height: panelAreaHeight)
  }

  /// Each small multiple's title: its metric with its unit (the largest bulge also names its
  /// two curves), in at most two lines of its panel's width.
  package var smallMultiplesTitles: [PanelTitle] {
    let (columns, _) = smallMultiplesLayout
    // Centred on the plot area (margins of 10 and 2 characters), a title reaches the panel's
    // right edge at the plot's width plus twice the right margin.
    let room =
      (Double(pageWidth) / Double(columns) - 8 * TextMetrics.characterWidth - 4)
      / CurvesFigure.textSlack
    return SweepMetric.everySweep.map { metric in
      let both = metric == .largestBulge && continuousBulgeRange != nil
      let text =
        both
        ? metric.label + "; " + Self.bulgeTitle(framesPerSecond: sweep.framesPerSecond)
        : metric.label
      return PanelTitle(text, width: room)
    }
  }

  private func addSmallMultiples(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    try script.beginMultiplot()
    let metrics = SweepMetric.everySweep
    let (columnCount, rowCount) = smallMultiplesLayout
    let grid = smallMultiplesGrid(columns: columnCount, rows: rowCount)
    let (width, height) = (grid.cellWidth, grid.cellHeight)
    let titles = smallMultiplesTitles
    let titleLines = Double(titles.map(\.lines.count).max() ?? 1)
    for (offset, metric) in metrics.enumerated() {
      let row = offset / columnCount
      let column = offset % columnCount
      let cell = grid.cell(row: row, column: column)
      let originY = cell.originY
      try script.setPanel(
        originX: cell.originX, originY: originY, width: width, height: height)
      // The axis is named under the lowest panel of each column; its title names each panel.
      let isLowest = offset + columnCount >= metrics.count
      let top = titleLines + 0.8
      let bottom = isLowest ? 3.2 : 1.8
      try script.setMargins(left: 10, right: 2, bottom: bottom, top: top)
      script.clearAnnotations()
      if offset == 0 { try pageTitle.addLabels(to: &script, pageHeight: pageHeight) }
      let plotLeft = Double(column) * width + 10 * TextMetrics.characterWidth / Double(pageWidth)
      let plotRight =
        Double(column + 1) * width - 2 * TextMetrics.characterWidth / Double(pageWidth)
      try titles[offset].addLabels(
        to: &script, centerX: (plotLeft + plotRight) / 2,
        plotTop: originY + height - top * TextMetrics.lineHeight / Double(pageHeight),
        pageHeight: pageHeight)
      let plot = (
        width: width * Double(pageWidth) - 12 * TextMetrics.characterWidth,
        height: height * Double(pageHeight) - (top + bottom) * TextMetrics.lineHeight
      )
      try addMetricPlot(
        &script, metric: metric, keyTitle: metric.name, scatter: false,
        axisLabel: isLowest, plotPixels: plot)
    }
    script.endMultiplot()
  }

  /// One metric against the first axis: its labels, ranges, key and `plot` command. A small
  /// multiple (not `scatter`) is named by its title, has the axis label only when `axisLabel`
  /// and as many tics as its plot area of `plotPixels` (width, height) holds apart.
  private func addMetricPlot(
    _ script: inout GnuplotScript, metric: SweepMetric, keyTitle: String, scatter: Bool,
    axisLabel: Bool = true, plotPixels: (width: Double, height: Double)? = nil
  ) throws(GnuplotScriptError) {
    script.clearLabelsAndTitle()
    if scatter { try script.setTitle(title) }
    if axisLabel { try script.setXLabel(sweep.rows.parameter.label) }
    if scatter { try script.setYLabel(metric.label) }
    script.setGrid(true)
    // The title names the metric, so the panels need no key on their data; two curves are
    // named in the largest bulge's title.
    script.setKey(scatter)
    let both = !scatter && metric == .largestBulge && continuousBulgeRange != nil
    let axis = sweep.rows.values
    let (xLow, xHigh) =
      axis.count > 1
      ? (axis.start, axis.value(at: axis.count - 1)) : Self.padded((axis.start, axis.start))
    try script.setXRange(xLow, xHigh)
    var range = ranges[metric]
    if both, let continuous = continuousBulgeRange {
      let old = range ?? continuous
      range = (min(old.low, continuous.low), max(old.high, continuous.high))
    }
    let (low, high) = metric == .inverted ? (-0.1, 1.1) : Self.padded(range)
    try script.setYRange(low, high)
    if let plotPixels {
      let yStep = AxisRange.tickStep(span: high - low, pixels: plotPixels.height)
      // A tic label of the swept axis is up to 5 characters: one every 30 to 45 pixels.
      let xCount = min(max(Int(plotPixels.width / 45), 2), 10)
      try script.setTickSteps(
        x: AxisRange.niceStep((xHigh - xLow) / Double(xCount) / 1.5),
        y: metric.isWholeNumber ? max(yStep, 1) : yStep)
    }
    let style: GnuplotPlotClause.Style =
      scatter || axis.count <= 40 ? (sweep.columns == nil ? .linesPoints : .points) : .lines
    var clauses = [
      GnuplotPlotClause(
        fileName: fileName, xColumn: sweep.rows.parameter.name, yColumn: metric.name,
        style: style, lineStyle: 1, title: keyTitle, emptyIsUndefined: true)
    ]
    if both {
      clauses.append(
        GnuplotPlotClause(
          fileName: fileName, xColumn: sweep.rows.parameter.name,
          yColumn: SweepTable.continuousBulgeColumn, style: style, lineStyle: 2,
          title: "continuous", emptyIsUndefined: true))
    }
    try script.plot(clauses)
    script.clearAnnotations()
    try script.setTickSteps(x: nil, y: nil)
  }

  /// The title of the largest-bulge panel, naming its two curves by colour.
  package static func bulgeTitle(framesPerSecond: Double) -> String {
    "blue: \(FigureNumber.plain(framesPerSecond)) fps frames; orange: continuous"
  }

  /// The colour range of a heatmap of `metric`: exactly the values present (a constant is
  /// padded, no value gives 0...1); a signed metric's span is symmetric about 0, so white is 0.
  package static func colorRange(
    metric: SweepMetric, ranges: [SweepMetric: (low: Double, high: Double)]
  ) -> (low: Double, high: Double) {
    var range = ranges[metric]
    if metric.isSigned, let (rangeLow, rangeHigh) = range {
      let extent = max(abs(rangeLow), abs(rangeHigh))
      range = (-extent, extent)
    }
    if let range, range.high > range.low { return range }
    return padded(range)
  }

  /// The x or y range of a heatmap: half a step beyond the first and last values, so every
  /// pixel is whole.
  package static func pixelRange(_ axis: SweepAxis) -> (Double, Double) {
    let last = axis.value(at: axis.count - 1)
    let half = axis.count > 1 ? (last - axis.start) / Double(axis.count - 1) / 2 : 0.5
    return (axis.start - half, last + half)
  }

  /// `range` widened by 5 % of its span on each side (a constant by 5 % of its size, at least
  /// 0.5), or 0...1 without values, so gnuplot never meets an empty range.
  package static func padded(_ range: (low: Double, high: Double)?) -> (Double, Double) {
    guard let (low, high) = range else { return (0, 1) }
    let pad = high > low ? 0.05 * (high - low) : max(0.05 * abs(low), 0.5)
    return (low - pad, high + pad)
  }
}
