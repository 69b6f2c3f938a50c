import JellyFrameDiff
import JellyOutput
import JellyShapes

/// Builds the gnuplot script of the `sweep` figure from its CSV file.
///
/// Two axes: a heatmap of one metric (x = first axis, y = second, colour through the viridis
/// palette with a labelled colour box; cells without a value stay blank). One axis: small
/// multiples, one panel per metric against the axis, 3 columns × 2 rows. The dumb terminal
/// draws the chosen metric against the first axis (every cell one point when there are two).
public struct SweepFigureScript {
  /// Fraction of the page height below the page title of the small multiples.
  public static let panelAreaHeight = 0.93

  /// The sweep drawn.
  public let sweep: PresetSweep
  /// The CSV file, relative to the script's folder.
  public let fileName: String
  /// The metric of the heatmap and of the text chart.
  public let metric: SweepMetric
  /// The smallest and largest value of each metric (absent when it has no value).
  public let ranges: [SweepMetric: (low: Double, high: Double)]
  /// The page title (user text is quoted by ``GnuplotScript``).
  public let title: String

  /// The builder of `sweep`'s figure reading `fileName`: `metric` colours a heatmap, `ranges`
  /// holds each metric's extremes, `title` heads the page.
  public init(
    sweep: PresetSweep, fileName: String, metric: SweepMetric,
    ranges: [SweepMetric: (low: Double, high: Double)], title: String
  ) {
    self.sweep = sweep
    self.fileName = fileName
    self.metric = metric
    self.ranges = ranges
    self.title = title
  }

  /// The script for `terminal` writing `outputFileName`.
  ///
  /// - Throws: ``GnuplotScriptError`` for unsafe text or out-of-range values.
  public func script(terminal: GnuplotTerminal, outputFileName: String) throws(GnuplotScriptError)
    -> GnuplotScript
  {
    var script = try GnuplotScript(terminal: terminal, outputFileName: outputFileName)
    script.readCommaSeparatedValuesWithHeaders()
    try script.defineLineStyle(
      GnuplotLineStyle(index: 1, color: .jellyBlue, lineWidth: 2, pointType: 7, pointSize: 0.6))
    if case .dumb = terminal {
      try addMetricPlot(&script, metric: metric, keyTitle: metric.name, scatter: true)
    } else if let columns = sweep.columns {
      try addHeatmap(&script, columns: columns)
    } else {
      try addSmallMultiples(&script)
    }
    return script
  }

  private func addHeatmap(_ script: inout GnuplotScript, columns: PresetSweepAxis)
    throws(GnuplotScriptError)
  {
    try script.setTitle(title)
    try script.setXLabel(sweep.rows.parameter.label)
    try script.setYLabel(columns.parameter.label)
    let (xLow, xHigh) = Self.pixelRange(sweep.rows.values)
    let (yLow, yHigh) = Self.pixelRange(columns.values)
    try script.setXRange(xLow, xHigh)
    try script.setYRange(yLow, yHigh)
    try script.setPalette(GnuplotScript.viridis)
    try script.setColorBox(label: metric.label + "; blank = no value")
    // The colours span exactly the values present (a constant is padded).
    let range = ranges[metric]
    let (low, high) =
      if let range, range.high > range.low { (range.low, range.high) } else { Self.padded(range) }
    try script.setColorRange(low, high)
    script.setKey(false)
    try script.plotImage(
      fileName: fileName, xColumn: sweep.rows.parameter.name, yColumn: columns.parameter.name,
      colorColumn: metric.name)
  }

  private func addSmallMultiples(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    try script.beginMultiplot(title: title)
    let metrics = SweepMetric.allCases
    let columnCount = 3
    let rowCount = (metrics.count + columnCount - 1) / columnCount
    let width = 1 / Double(columnCount)
    let height = Self.panelAreaHeight / Double(rowCount)
    for (offset, metric) in metrics.enumerated() {
      let row = offset / columnCount
      let column = offset % columnCount
      try script.setPanel(
        originX: Double(column) * width, originY: Self.panelAreaHeight - Double(row + 1) * height,
        width: width, height: height)
      try script.setMargins(left: 10, right: 2, bottom: 3.5, top: 1.5)
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
    script.setKey(true)
    let axis = sweep.rows.values
    let (xLow, xHigh) =
      axis.count > 1
      ? (axis.start, axis.value(at: axis.count - 1)) : Self.padded((axis.start, axis.start))
    try script.setXRange(xLow, xHigh)
    let (low, high) = metric == .inverted ? (-0.1, 1.1) : Self.padded(ranges[metric])
    try script.setYRange(low, high)
    let style: GnuplotPlotClause.Style =
      scatter || axis.count <= 40 ? (sweep.columns == nil ? .linesPoints : .points) : .lines
    try script.plot([
      GnuplotPlotClause(
        fileName: fileName, xColumn: sweep.rows.parameter.name, yColumn: metric.name,
        style: style, lineStyle: 1, title: keyTitle)
    ])
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
