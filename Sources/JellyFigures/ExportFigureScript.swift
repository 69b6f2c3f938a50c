import Foundation
import JellyGnuplot

/// Builds the gnuplot script of the `export --plot` figure from ``ExportFigure``'s two CSV files.
///
/// Static formats: two panels sharing the time axis (seconds), keys at their right. Top: the
/// exact curve (wide, light) under the exported polyline and its points; a jump is a vertical
/// step (two rows at one time). Bottom: exported − exact on the dense grid, the points on it, and
/// the ±E lines, labelled. dumb: the top panel alone, as text.
package struct ExportFigureScript {
  /// Fraction of the page height taken by the bottom (error) panel.
  package static let errorHeight = 0.4
  /// The left and right margins of both panels, in character widths; the keys sit in the
  /// right one, so both plot areas keep the same width and share their time axis.
  package static let sideMargins = (left: 11.0, right: 28.0)
  /// The error panel's y range is ±(this × max(E, largest error found)), leaving room for the
  /// ±E labels outside the band.
  package static let errorRangeFactor = 1.5
  /// The colour of the exact curve: a light blue, drawn wide so the export stays visible on it.
  package static let exactColor = GnuplotColor(red: 0x6B, green: 0xAE, blue: 0xD6)
  /// The colour of the ±E lines and labels.
  package static let boundColor = GnuplotColor(red: 0xCB, green: 0x18, blue: 0x1D)
  /// The colour of the error curve.
  package static let errorColor = GnuplotColor(red: 0x54, green: 0x27, blue: 0x8F)

  /// The four line styles: the exact curve (wide, light), the export, its points and the
  /// error curve.
  package static let lineStyles: [GnuplotLineStyle] = [
    GnuplotLineStyle(index: 1, color: exactColor, lineWidth: 6),
    GnuplotLineStyle(index: 2, color: .jellyOrange, lineWidth: 1.5),
    GnuplotLineStyle(index: 3, color: .jellyNavy, lineWidth: 1, pointType: 7, pointSize: 0.6),
    GnuplotLineStyle(index: 4, color: errorColor, lineWidth: 1.5),
  ]

  /// The export shown.
  package let figure: ExportFigure
  /// Its numbers.
  package let data: ExportFigureData
  /// The page title.
  package let title: String
  /// Page width in pixels, for wrapping the title.
  package let pageWidth: Int
  /// Page height in pixels.
  package let pageHeight: Int

  /// The builder of `figure`'s page (`data` its numbers) titled `title`, on a
  /// `pageWidth`×`pageHeight` pixel page.
  package init(
    figure: ExportFigure, data: ExportFigureData, title: String, pageWidth: Int = 1200,
    pageHeight: Int = 600
  ) {
    self.figure = figure
    self.data = data
    self.title = title
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
  }

  /// The top axis label: fractions of the travel, or diff / scale with the scale in points.
  package var valueLabel: String {
    figure.isDiff
      ? "diff / scale (scale = \(FigureNumber.significant(figure.scale)) pt)"
      : "value (fraction of the travel)"
  }

  /// The bottom axis label (the key names the curve `export − exact`), in the same unit as the
  /// top one.
  package var errorLabel: String {
    figure.isDiff ? "error (diff / scale)" : "error (fraction of the travel)"
  }

  /// The shared time axis label.
  package static let timeLabel = "time t = progress × duration (s)"

  /// The y range of the error panel: symmetric, ±``errorRangeFactor`` × max(E, largest error).
  package var errorRange: (low: Double, high: Double) {
    let half = Self.errorRangeFactor * max(figure.bound, data.maximumError)
    return (-half, half)
  }

  /// The script for `terminal`, writing `outputFileName`.
  ///
  /// - Throws: `JellyGnuplot.GnuplotScriptError` for unsafe text or out-of-range values.
  package func script(terminal: GnuplotTerminal, outputFileName: String) throws(GnuplotScriptError)
    -> GnuplotScript
  {
    var script = try GnuplotScript.figure(
      terminal: terminal, outputFileName: outputFileName, lineStyles: Self.lineStyles)
    if case .dumb = terminal {
      try script.setTitle(title)
      try script.setXLabel(Self.timeLabel)
      try addCurvesPanel(&script)
      return script
    }
    try script.beginMultiplot()
    let pageTitle = PageTitle(title, pageWidth: pageWidth)
    let area = 1 - pageTitle.heightFraction(pageHeight: pageHeight)
    try script.setPanel(
      originX: 0, originY: Self.errorHeight, width: 1, height: area - Self.errorHeight)
    try script.setMargins(
      left: Self.sideMargins.left, right: Self.sideMargins.right, bottom: 0.5, top: 1)
    try pageTitle.addLabels(to: &script, pageHeight: pageHeight)
    // The error panel below labels the shared time axis.
    script.setXTickLabels(false)
    try addCurvesPanel(&script)
    script.clearAnnotations()
    script.clearLabelsAndTitle()
    script.setXTickLabels(true)
    try script.setPanel(originX: 0, originY: 0, width: 1, height: Self.errorHeight)
    try script.setMargins(
      left: Self.sideMargins.left, right: Self.sideMargins.right, bottom: 3.5, top: 0.5)
    try addErrorPanel(&script)
    script.endMultiplot()
    return script
  }

  private func setTimeAxis(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    try script.setXRange(0, figure.durationSeconds)
  }

  private func addCurvesPanel(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    script.setGrid(true)
    script.setKey(.outsideRight, opaque: false)
    try setTimeAxis(&script)
    let (low, high) = data.valueRange
    let pad = 0.06 * max(high - low, 1e-3)
    let (bottom, top) = AxisRange.outward(low - pad, high + pad)
    try script.setYRange(bottom, top)
    try script.setTickSteps(
      x: AxisRange.niceStep(figure.durationSeconds / 10),
      y: AxisRange.niceStep((top - bottom) / 6))
    try script.setYLabel(valueLabel)
    let curve = ExportFigure.curveFileName
    let points = ExportFigure.pointsFileName
    try script.plot([
      GnuplotPlotClause(
        fileName: curve, xColumn: "t_s", yColumn: "exact", lineStyle: 1,
        title: figure.isDiff ? "exact diff / scale" : "exact curve"),
      figure.approximation == nil
        ? GnuplotPlotClause(
          fileName: points, xColumn: "t_s", yColumn: "value", lineStyle: 2,
          title: "export (\(figure.formatName))")
        : GnuplotPlotClause(
          fileName: curve, xColumn: "t_s", yColumn: "approx", lineStyle: 2,
          title: "export (\(figure.formatName))"),
      GnuplotPlotClause(
        fileName: points, xColumn: "t_s", yColumn: "value", style: .points, lineStyle: 3,
        title: "its \(figure.stops.count) \(figure.pointName)"),
    ])
  }

  private func addErrorPanel(_ script: inout GnuplotScript) throws(GnuplotScriptError) {
    script.setGrid(true)
    script.setKey(.outsideRight, opaque: false)
    try setTimeAxis(&script)
    let (low, high) = errorRange
    try script.setYRange(low, high)
    try script.setTickSteps(
      x: AxisRange.niceStep(figure.durationSeconds / 10),
      y: AxisRange.niceStep((high - low) / 6))
    try script.setXLabel(Self.timeLabel)
    try script.setYLabel(errorLabel)
    let bound = figure.bound
    let end = figure.durationSeconds
    let text = FigureNumber.plain(bound)
    for (level, label) in [(bound, "+E = \(text)"), (-bound, "−E = −\(text)")] {
      try script.addArrow(
        fromX: 0, fromY: level, toX: end, toY: level, head: false, color: Self.boundColor,
        lineWidth: 1.5)
      // Just outside the band, at the right end, where the error has settled.
      let y = level + (level > 0 ? 1 : -1) * 0.22 * (high - bound)
      try script.addLabel(label, x: 0.995 * end, y: y, coordinates: .first, alignment: .right)
    }
    try script.plot([
      GnuplotPlotClause(
        fileName: ExportFigure.curveFileName, xColumn: "t_s", yColumn: "error", lineStyle: 4,
        title: "export − exact"),
      GnuplotPlotClause(
        fileName: ExportFigure.pointsFileName, xColumn: "t_s", yColumn: "error", style: .points,
        lineStyle: 3, title: "at the \(figure.pointName)"),
    ])
  }
}
