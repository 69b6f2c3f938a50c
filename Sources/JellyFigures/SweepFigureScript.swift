import JellyFrameDiff
import JellyOutput
import JellyShapes
import JellySweep

/// Builds the gnuplot script of the `sweep` figure from its CSV file.
///
/// Two axes: a heatmap of one metric (x = first axis, y = second, colour through the viridis
/// palette with a labelled colour box; cells without a value stay blank). One axis: small
/// multiples, one panel per metric against the axis, 3 columns × 2 rows. The dumb terminal
/// draws the chosen metric against the first axis (every cell one point when there are two).
public struct SweepFigureScript {

  /// The sweep drawn.
  public let sweep: PresetSweep
  /// The CSV file, relative to the script's folder.
  public let fileName: String
  /// The metric of the heatmap and of the text chart.
  public let metric: SweepMetric
  /// The smallest and largest value of each metric (absent when it has no value).
  public let ranges: [SweepMetric: (low: Double, high: Double)]
  /// The page title (user text is quoted by `JellyOutput.GnuplotScript`).
  public let title: String
  /// The extremes of the CSV's continuous largest-bulge column, in points, or nil when the CSV
  /// has none (``SweepTable/continuousBulgeColumn``).
  public let continuousBulgeRange: (low: Double, high: Double)?
  /// Page width in pixels.
  public let pageWidth: Int
  /// Page height in pixels.
  public let pageHeight: Int

  /// The builder of `sweep`'s figure reading `fileName`: `metric` colours a heatmap, `ranges`
  /// holds each metric's extremes, `title` heads the page.
  public init(
    sweep: PresetSweep, fileName: String, metric: SweepMetric,
    ranges: [SweepMetric: (low: Double, high: Double)], title: String,
    continuousBulgeRange: (low: Double, high: Double)? = nil, pageWidth: Int = 1200,
    pageHeight: Int = 600
  ) {
    self.continuousBulgeRange = continuousBulgeRange
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
  /// - Throws: `JellyOutput.GnuplotScriptError` for unsafe text or out-of-range values.
  public func script(terminal: GnuplotTerminal, outputFileName: String) throws(GnuplotScriptError)
    -> GnuplotScript
  {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    try script.defineLineStyle(
      GnuplotLineStyle(index: 1, color: .jellyBlue, lineWidth: 2, pointType: 7, pointSize: 0.6))
    try script.defineLineStyle(
      GnuplotLineStyle(
        index: 2, color: .jellyOrange, lineWidth: 2, pointType: 7, pointSize: 0.6, dashType: 2))
    if case .dumb = terminal {
      try addMetricPlot(&script, metric: metric, keyTitle: metric.name, scatter: true)
    } else if let columns = sweep.columns {
      try addHeatmap(&script, columns: columns)
    } else {
      try addSmallMultiples(&script)
    }
    return script
  }

  /// The background of heatmap cells without a value when white means 0.
  public static let noValueColor = GnuplotColor(red: 0x9E, green: 0x9E, blue: 0x9E)

  /// The page title, wrapped to the page width.
  public var pageTitle: PageTitle { PageTitle(title, pageWidth: pageWidth) }

  /// The panels' share of the page height, below the title.
  public var panelAreaHeight: Double { 1 - pageTitle.heightFraction(pageHeight: pageHeight) }

  private func addHeatmap(_ script: inout GnuplotScript, columns: PresetSweepAxis)
    throws(GnuplotScriptError)
  {
    try pageTitle.addLabels(to: &script, pageHeight: pageHeight)
    let titleLines = (1 - panelAreaHeight) * Double(pageHeight) / PageTitle.lineHeight
    try script.setMargins(left: nil, right: nil, bottom: nil, top: titleLines + 0.5)
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
      try script.setColorBox(label: metric.label + "; grey = no value")
    } else {
      try script.setColorBox(label: metric.label + "; blank = no value")
    }
    let (low, high) = Self.colorRange(metric: metric, ranges: ranges)
    try script.setColorRange(low, high)
    script.setKey(false)
    try script.plotImage(
      fileName: fileName, xColumn: sweep.rows.parameter.name, yColumn: columns.parameter.name,
      colorColumn: metric.name)
  }

  private func addSmallMultiples(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    try script.beginMultiplot()
    let metrics = SweepMetric.allCases
    let columnCount = 3
    let rowCount = (metrics.count + columnCount - 1) / columnCount
    let width = 1 / Double(columnCount)
    let area = panelAreaHeight
    let height = area / Double(rowCount)
    for (offset, metric) in metrics.enumerated() {
      let row = offset / columnCount
      let column = offset % columnCount
      try script.setPanel(
        originX: Double(column) * width, originY: area - Double(row + 1) * height,
        width: width, height: height)
      try script.setMargins(left: 10, right: 2, bottom: 3.5, top: 2)
      script.clearAnnotations()
      if offset == 0 { try pageTitle.addLabels(to: &script, pageHeight: pageHeight) }
      try addMetricPlot(&script, metric: metric, keyTitle: metric.name, scatter: false)
    }
    script.endMultiplot()
  }

  /// One metric against the first axis: its labels, ranges, key and `plot` command.
  private func addMetricPlot(
    _ script: inout GnuplotScript, metric: SweepMetric, keyTitle: String, scatter: Bool
  ) throws(GnuplotScriptError) {
    script.clearLabelsAndTitle()
    if scatter { try script.setTitle(title) }
    try script.setXLabel(sweep.rows.parameter.label)
    try script.setYLabel(metric.label)
    script.setGrid(true)
    // The y label names the metric, so the panels need no key on their data; two curves are
    // named in the panel title.
    script.setKey(scatter)
    let both = !scatter && metric == .largestBulge && continuousBulgeRange != nil
    if both { try script.setTitle(Self.bulgeTitle(framesPerSecond: sweep.framesPerSecond)) }
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
  }

  /// The title of the largest-bulge panel, naming its two curves by colour.
  public static func bulgeTitle(framesPerSecond: Double) -> String {
    let fps =
      framesPerSecond == framesPerSecond.rounded()
      ? "\(Int(framesPerSecond))" : "\(framesPerSecond)"
    return "blue: \(fps) fps frames; orange: continuous"
  }

  /// The colour range of a heatmap of `metric`: exactly the values present (a constant is
  /// padded, no value gives 0...1); a signed metric's span is symmetric about 0, so white is 0.
  public static func colorRange(
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
  public static func pixelRange(_ axis: SweepAxis) -> (Double, Double) {
    let last = axis.value(at: axis.count - 1)
    let half = axis.count > 1 ? (last - axis.start) / Double(axis.count - 1) / 2 : 0.5
    return (axis.start - half, last + half)
  }

  /// `range` widened by 5 % of its span on each side (a constant by 5 % of its size, at least
  /// 0.5), or 0...1 without values, so gnuplot never meets an empty range.
  public static func padded(_ range: (low: Double, high: Double)?) -> (Double, Double) {
    guard let (low, high) = range else { return (0, 1) }
    let pad = high > low ? 0.05 * (high - low) : max(0.05 * abs(low), 0.5)
    return (low - pad, high + pad)
  }
}
