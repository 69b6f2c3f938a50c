import JellyAnalysis
import JellyFigures

/// What the compare page holds: the CSV text as written (`NAME-curves.csv`, so the cursor
/// shows each row's exact text), the key entries and y ranges of the gnuplot figure, and the
/// normalization that turns the grid u_i into seconds.
///
/// The page's frames are the CSV rows: frame k is u_k = k/(N − 1), at
/// t_k = timeOrigin + u_k·timeSpan seconds of the diff.
package struct ComparePageData: Sendable {
  /// One drawn curve: its CSV column, its key entry and its colour.
  package struct Curve: Sendable, Equatable {
    /// The CSV column.
    package let column: String
    /// The key entry, as in the gnuplot figure.
    package let title: String
    /// The colour's name in `JellyFigures.FigurePalette.entries` (the gnuplot figure's colour).
    package let colorName: String
    /// The line width in CSS pixels.
    package let width: Double
    /// The gnuplot dash type of the figure's line (2 dashed, 4 dash-dot, …), nil when solid.
    package let dashType: Int?

    /// The SVG `stroke-dasharray` of ``dashType`` in CSS pixels (dashes of 10, gaps of 5,
    /// dots of 2, as gnuplot's cairo terminals draw dash types 2...5), nil when solid.
    package var dashArray: String? {
      switch dashType {
      case 2: "10 5"
      case 3: "2 5"
      case 4: "10 5 2 5"
      case 5: "10 5 2 5 2 5"
      default: nil
      }
    }
  }

  /// The page title (the gnuplot figure's).
  package let title: String
  /// The CSV file's name, e.g. `compare-skype-curves.csv`.
  package let csvName: String
  /// The CSV file's whole text: header, then one row per grid point.
  package let csvText: String
  /// The top panel: normalized diff, easing − 1 and both fits.
  package let curves: [Curve]
  /// The residual panel.
  package let residuals: [Curve]
  /// The y range of the top panel.
  package let curvesRange: (low: Double, high: Double)
  /// The y range of the residual panel.
  package let residualsRange: (low: Double, high: Double)
  /// The diff time at u = 0, in seconds.
  package let timeOrigin: Double
  /// The diff time from u = 0 to u = 1, in seconds (> 0).
  package let timeSpan: Double
  /// The x axis label.
  package let uLabel = CompareFigureScript.timeLabel

  /// The palette entries, widths and dash types of the four line styles, in the gnuplot
  /// figure's order, read from `JellyFigures.CompareFigureScript.lineStyles` (the diff wide and
  /// light, the first fit solid, the second dashed, the third dash-dot).
  package static let styles: [(colorName: String, width: Double, dashType: Int?)] = zip(
    ["compare-diff", "compare-fit-1", "compare-fit-2", "compare-fit-3"],
    CompareFigureScript.lineStyles
  ).map { ($0, $1.lineWidth, $1.dashType) }

  /// The data of `figure`'s page, whose curves CSV `csvName` holds `csvText`.
  ///
  /// - Throws: `FigureError` when the fit cannot be drawn.
  package init(figure: CompareFigure, csvText: String) throws(FigureError) {
    let result = figure.result
    let data = try CompareFigureCSV(
      comparison: result.comparison, elastic: result.elastic, damped: result.damped)
    let script = CompareFigureScript(
      data: data, fileName: CompareFigureCSV.fileName(figure.name), title: figure.pageTitle(),
      easingName: figure.curveName, diffLabel: figure.diffLabel)
    title = figure.pageTitle()
    csvName = CompareFigureCSV.fileName(figure.name)
    self.csvText = csvText
    let styles = Self.styles
    curves = script.curveKeys.enumerated().map { index, key in
      Curve(
        column: key.column, title: key.title, colorName: styles[index].colorName,
        width: styles[index].width, dashType: styles[index].dashType)
    }
    residuals = script.residualKeys.enumerated().map { index, key in
      Curve(
        column: key.column, title: key.title, colorName: styles[index + 1].colorName,
        width: styles[index + 1].width, dashType: styles[index + 1].dashType)
    }
    (curvesRange, residualsRange) = script.yRanges
    timeOrigin = result.normalization.timeOrigin
    timeSpan = result.normalization.timeSpan
  }
}
