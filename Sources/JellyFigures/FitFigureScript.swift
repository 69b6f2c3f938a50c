import JellyGnuplot

/// The gnuplot script of ``FitFigure``: on a page of two panels sharing the time axis, the
/// samples (points; those left out hollow and grey) with the fitted curves over them, and below
/// each fit's residuals at the samples it used. dumb: the top panel alone.
package struct FitFigureScript {
  /// Fraction of the page height taken by the residual panel.
  package static let residualHeight = 0.34

  /// The figure drawn.
  package let figure: FitFigure
  /// Page width in pixels, for wrapping the title.
  package let pageWidth: Int
  /// Page height in pixels.
  package let pageHeight: Int

  /// The script of `figure` on a `pageWidth` × `pageHeight` pixel page.
  package init(figure: FitFigure, pageWidth: Int, pageHeight: Int) {
    self.figure = figure
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
  }

  /// The line styles: 1 the samples, 2 the samples left out, 3… the fits, best first.
  package static let lineStyles: [GnuplotLineStyle] = [
    GnuplotLineStyle(
      index: 1, color: FigurePalette.compareDiff, lineWidth: 1, pointType: 7, pointSize: 0.8),
    GnuplotLineStyle(
      index: 2, color: FigurePalette.cut, lineWidth: 1, pointType: 6, pointSize: 0.6),
    GnuplotLineStyle(index: 3, color: FigurePalette.compareFirstFit, lineWidth: 2.5),
    GnuplotLineStyle(
      index: 4, color: FigurePalette.compareSecondFit, lineWidth: 2, dashType: 2),
    GnuplotLineStyle(
      index: 5, color: FigurePalette.compareThirdFit, lineWidth: 2, dashType: 4),
    GnuplotLineStyle(index: 6, color: FigurePalette.motion, lineWidth: 2, dashType: 3),
  ]

  /// The x axis label.
  package static let timeLabel = "t, time of the recording (s)"

  /// The script for `terminal`, writing `outputFileName`.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  package func script(terminal: GnuplotTerminal, outputFileName: String)
    throws(GnuplotScriptError) -> GnuplotScript
  {
    var script = try GnuplotScript.figure(
      terminal: terminal, outputFileName: outputFileName, lineStyles: Self.lineStyles)
    try script.addCurvesOverResiduals(
      title: figure.title, pageWidth: pageWidth, pageHeight: pageHeight,
      residualHeight: Self.residualHeight, leftMargin: 12,
      curves: { (script, bottomAxis) throws(GnuplotScriptError) in
        try addCurvesPanel(&script, bottomAxis: bottomAxis)
      },
      residuals: { (script) throws(GnuplotScriptError) in try addResidualPanel(&script) })
    return script
  }

  /// The time range: the recording's, padded by 2 %.
  var timeRange: (Double, Double) {
    let times = figure.sampleTimes + figure.leftOutTimes + figure.gridTimes
    let low = times.min() ?? 0
    let high = times.max() ?? 1
    let pad = 0.02 * max(high - low, 1e-9)
    return (low - pad, high + pad)
  }

  private func addCurvesPanel(_ script: inout GnuplotScript, bottomAxis: Bool)
    throws(GnuplotScriptError)
  {
    script.setGrid(true)
    // The key in the corner the motion leaves empty: bottom right for a rise, top right else.
    let rises = (figure.sampleValues.last ?? 0) >= (figure.sampleValues.first ?? 0)
    script.setKey(rises ? .insideBottomRight : .insideTopRight, opaque: true)
    try script.setXRange(timeRange.0, timeRange.1)
    let values =
      figure.sampleValues + figure.leftOutValues + figure.curves.flatMap(\.gridValues)
    let low = values.min() ?? 0
    let high = values.max() ?? 1
    let pad = 0.08 * max(high - low, 1e-9)
    try script.setYRange(low - pad, high + pad)
    if bottomAxis { try script.setXLabel(Self.timeLabel) }
    try script.setYLabel(figure.valueLabel)
    var clauses = [
      GnuplotPlotClause(
        fileName: FitFigure.samplesFile, xColumn: "t", yColumn: "value", style: .points,
        lineStyle: 1, title: "samples used (\(figure.sampleTimes.count))")
    ]
    if !figure.leftOutTimes.isEmpty {
      clauses.append(
        GnuplotPlotClause(
          fileName: FitFigure.leftOutFile, xColumn: "t", yColumn: "value", style: .points,
          lineStyle: 2, title: "left out: trimmed holds, repeated frames"))
    }
    for (index, curve) in figure.curves.enumerated() {
      clauses.append(
        GnuplotPlotClause(
          fileName: FitFigure.curvesFile, xColumn: "t", yColumn: "fit_\(index + 1)",
          lineStyle: index + 3, title: curve.label))
    }
    try script.plot(clauses)
  }

  private func addResidualPanel(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    script.setGrid(true)
    script.setKey(.insideTopRight, opaque: true)
    try script.setXRange(timeRange.0, timeRange.1)
    let residuals = figure.curves.flatMap(\.residuals)
    let largest = max(residuals.map { Swift.abs($0) }.max() ?? 1, 1e-9)
    // Room above for the key.
    try script.setYRange(-1.1 * largest, 2.2 * largest)
    try script.setXLabel(Self.timeLabel)
    try script.setYLabel("residual, sample − fit")
    try script.plot(
      figure.curves.indices.map { index in
        GnuplotPlotClause(
          fileName: FitFigure.samplesFile, xColumn: "t", yColumn: "residual_\(index + 1)",
          style: .linesPoints, lineStyle: index + 3,
          title: "residuals of \(figure.curves[index].label.prefix { $0 != ":" })")
      })
  }
}
