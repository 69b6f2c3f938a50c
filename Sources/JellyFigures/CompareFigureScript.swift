import Foundation
import JellyGnuplot

/// Builds the gnuplot script of the `compare --plot` figure from ``CompareFigureCSV``'s file.
///
/// Static formats: a page with two panels sharing the u axis. Top: the normalized diff, the
/// easing's e − 1 and the two fitted models; bottom: the three residuals. Key entries carry the
/// fitted parameters and RMS values. dumb: the top panel alone, as text.
package struct CompareFigureScript {
  /// Fraction of the page height below the page title.
  package static let panelAreaHeight = 0.93
  /// Fraction of the page height taken by the bottom (residual) panel.
  package static let residualHeight = 0.36

  /// The data shown.
  package let data: CompareFigureCSV
  /// The CSV file name.
  package let fileName: String
  /// The page title.
  package let title: String
  /// The easing's name, for the key.
  package let easingName: String
  /// What the diff is (e.g. `skype diff`), for the key.
  package let diffLabel: String
  /// Page width in pixels, for wrapping the title.
  package let pageWidth: Int
  /// Page height in pixels.
  package let pageHeight: Int

  /// The builder of `data`'s figure reading `fileName`, titled `title`; `easingName` and
  /// `diffLabel` name the curves in the key.
  package init(
    data: CompareFigureCSV, fileName: String, title: String, easingName: String,
    diffLabel: String, pageWidth: Int = 1200, pageHeight: Int = 600
  ) {
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
    self.data = data
    self.fileName = fileName
    self.title = title
    self.easingName = easingName
    self.diffLabel = diffLabel
  }

  /// The script for `terminal`, writing `outputFileName`.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  package func script(terminal: GnuplotTerminal, outputFileName: String) throws(GnuplotScriptError)
    -> GnuplotScript
  {
    var script = try GnuplotScript.figure(
      terminal: terminal, outputFileName: outputFileName, lineStyles: Self.lineStyles)
    try script.addCurvesOverResiduals(
      title: title, pageWidth: pageWidth, pageHeight: pageHeight,
      residualHeight: Self.residualHeight, leftMargin: 10,
      curves: { (script, bottomAxis) throws(GnuplotScriptError) in
        try addCurvesPanel(&script, bottomAxis: bottomAxis)
      },
      residuals: { (script) throws(GnuplotScriptError) in try addResidualPanel(&script) })
    return script
  }

  /// The four line styles, numbered 1...4 in the key's order: the diff wide and light (so a fit
  /// lying on it stays visible on top), the first fit solid, the second dashed (gnuplot dash
  /// type 2), the third dash-dot (dash type 4). The HTML page draws the same.
  package static let lineStyles: [GnuplotLineStyle] = [
    GnuplotLineStyle(index: 1, color: FigurePalette.compareDiff, lineWidth: 6),
    GnuplotLineStyle(index: 2, color: FigurePalette.compareFirstFit, lineWidth: 2),
    GnuplotLineStyle(
      index: 3, color: FigurePalette.compareSecondFit, lineWidth: 2, dashType: 2),
    GnuplotLineStyle(
      index: 4, color: FigurePalette.compareThirdFit, lineWidth: 2, dashType: 4),
  ]

  private func addCurvesPanel(_ script: inout GnuplotScript, bottomAxis: Bool)
    throws(GnuplotScriptError)
  {
    script.setGrid(true)
    script.setKey(true)
    try script.setXRange(0, 1)
    try script.setYRange(yRanges.curves.low, yRanges.curves.high)
    if bottomAxis { try script.setXLabel(Self.timeLabel) }
    try script.setYLabel("normalized value (1 = main excursion)")
    try script.plot(
      curveKeys.enumerated().map { clause($1.column, style: $0 + 1, title: $1.title) })
  }

  private func addResidualPanel(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    script.setGrid(true)
    script.setKey(true)
    try script.setXRange(0, 1)
    // Extra room on top keeps the key (top right) clear of the curves.
    try script.setYRange(yRanges.residuals.low, yRanges.residuals.high)
    try script.setXLabel(Self.timeLabel)
    try script.setYLabel("residual")
    try script.plot(
      residualKeys.enumerated().map { clause($1.column, style: $0 + 2, title: $1.title) })
  }

  /// The top panel's curves in drawing order (line styles 1–4): the CSV column and the key
  /// entry, with the fitted parameters and RMS values.
  package var curveKeys: [(column: String, title: String)] {
    let elastic = data.elastic
    let damped = data.damped
    return [
      ("diff", "n(u): \(diffLabel), normalized"),
      ("easing", "\(easingName)(u) − 1"),
      (
        "elastic_fit",
        "Penner elastic fit: a = \(FigureNumber.significant(elastic.amplitude)), p = "
          + "\(FigureNumber.significant(elastic.period)), RMS \(FigureNumber.significant(elastic.rmsResidual))"
      ),
      (
        "damped_fit",
        "damped fit: ζ = \(FigureNumber.significant(damped.dampingRatio)), ω = "
          + "\(FigureNumber.significant(damped.angularFrequency)) rad/u, RMS "
          + "\(FigureNumber.significant(damped.rmsResidual))"
      ),
    ]
  }

  /// The residual panel's curves in drawing order (line styles 2–4): the CSV column and the
  /// key entry.
  package var residualKeys: [(column: String, title: String)] {
    let comparison = data.comparison
    return [
      (
        "residual_easing",
        "n − (\(easingName) − 1): RMS \(FigureNumber.significant(comparison.rmsDifference)), max "
          + "\(FigureNumber.significant(comparison.maximumDifference))"
      ),
      (
        "residual_elastic",
        "n − elastic fit: RMS \(FigureNumber.significant(data.elastic.rmsResidual))"
      ),
      (
        "residual_damped",
        "n − damped fit: RMS \(FigureNumber.significant(data.damped.rmsResidual))"
      ),
    ]
  }

  /// The y range of the top panel (the curves with 8 % padding, outward) and of the residual
  /// panel (10 % padding, six times that above for the key).
  package var yRanges: (curves: (low: Double, high: Double), residuals: (low: Double, high: Double))
  {
    let (low, high) = data.range(columns: [1, 2, 3, 4])
    let pad = 0.08 * (high - low)
    let (residualLow, residualHigh) = data.range(columns: [5, 6, 7])
    let residualPad = 0.1 * max(residualHigh - residualLow, 1e-3)
    return (
      AxisRange.outward(low - pad, high + pad),
      AxisRange.outward(residualLow - residualPad, residualHigh + 6 * residualPad)
    )
  }

  private func clause(_ column: String, style: Int, title: String) -> GnuplotPlotClause {
    GnuplotPlotClause(
      fileName: fileName, xColumn: "u", yColumn: column, lineStyle: style, title: title)
  }

  /// The x axis label.
  package static let timeLabel = "u, normalized time (0 = aligned start, 1 = diff settled)"
}
