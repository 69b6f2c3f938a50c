import Foundation
import JellyFigures

/// The page of `jellylab compare plot --format html`: the normalized diff, the easing and both
/// fits overlaid on one shared scale above their residuals, the gnuplot figure's colours and
/// key entries, and one cursor over the CSV rows (frame k = row k, at u_k and
/// t_k = timeOrigin + u_k·timeSpan) showing every curve's value as the CSV writes it.
package struct ComparePage: Sendable {
  /// The page's data.
  package let data: ComparePageData

  /// The page of `data`.
  package init(data: ComparePageData) {
    self.data = data
  }

  /// The payload: the title, the CSV text, the curves and the normalization.
  package var payload: PageData {
    func curves(_ list: [ComparePageData.Curve]) -> PageData {
      .array(
        list.map { curve in
          .object([
            ("column", .string(curve.column)), ("label", .string(curve.title)),
            ("color", .string(curve.colorName)), ("width", .number(curve.width)),
            ("dash", curve.dashArray.map(PageData.string) ?? .null),
          ])
        })
    }
    return .object([
      ("title", .string(data.title)), ("csvName", .string(data.csvName)),
      ("csv", .string(data.csvText)), ("curves", curves(data.curves)),
      ("residuals", curves(data.residuals)),
      ("curvesRange", .numbers([data.curvesRange.low, data.curvesRange.high])),
      ("residualsRange", .numbers([data.residualsRange.low, data.residualsRange.high])),
      ("timeOrigin", .number(data.timeOrigin)), ("timeSpan", .number(data.timeSpan)),
      ("uLabel", .string(data.uLabel)),
    ])
  }

  /// The whole HTML file.
  package var text: String {
    let (title, subtitle) = PageHeading.split(data.title)
    let body = """
      <main id="\(PageHeading.rootID)">
      <h1>\(HTMLDocument.escape(title))</h1>
      <p class="subtitle">\(HTMLDocument.escape(subtitle))</p>
      <div id="controls"></div>
      <div class="row"><div class="set" id="charts"></div>
      <div class="set"><h2>Under the cursor</h2><table id="cursor-values" class="values"></table>
      <p class="keys">Values as written in \(HTMLDocument.escape(data.csvName)). Keys: <kbd>space</kbd> play/pause, <kbd>←</kbd>/<kbd>→</kbd> one frame (<kbd>shift</kbd>: ten), <kbd>Home</kbd>/<kbd>End</kbd>.</p></div></div>
      </main>
      """
    return HTMLDocument(
      title: title, style: PageStyle.css(extra: PageHeading.valuesStyle), body: body,
      data: payload, scripts: [PageScript.core, Self.script]
    ).text
  }

  /// The page's own script: the two charts, the cursor and the value table.
  static let script = PageAsset.text(PackageResources.compare_page_js)
}

/// The html page of `jellylab compare plot --format html`: ``ComparePage`` over the CSV file
/// `JellyFigures.CompareFigure` writes, with its manifest; no gnuplot.
package struct ComparePageFigure: Figure, Sendable {
  /// The comparison drawn.
  package let figure: CompareFigure

  /// The page of `figure`.
  package init(_ figure: CompareFigure) { self.figure = figure }

  /// The figure's name, `compare-PRESET` or `compare`.
  package var name: String { figure.name }

  /// Writes `figure`'s curves CSV into `folder` and builds the page holding the CSV's text.
  ///
  /// - Throws: `FigureError` when the fit cannot be drawn or a file cannot be written.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let result = figure.result
    let csv = try CompareFigureCSV(
      comparison: result.comparison, elastic: result.elastic, damped: result.damped)
    let url = try folder.makeFolder()
    let written = try csv.write(name: figure.name, in: url)
    let text = try PageFiles.read(written[0], in: url)
    let page = ComparePage(data: try ComparePageData(figure: figure, csvText: text))
    return FigureDrawing(
      body: .page(page.text), dataFiles: written, parameters: figure.manifestParameters())
  }
}
