import Foundation
import JellyFigures

/// The page of `jellylab compare curves --format html`: every curve's value over progress on
/// one shared scale (the gnuplot figure's overlay) and, for two curves or more, each curve's
/// difference from the first curve on a scale of its own below it, in the figure's colours
/// (`JellyFigures.FigurePalette.curves`), with a legend naming each curve; one cursor over the
/// CSV rows (frame k = row k, at progress u_k = k/(N − 1), played as a 1 s animation) shows
/// every curve's value and difference as the CSV files write them.
package struct CurvesPage: Sendable {
  /// One curve: its name, its colour and its CSV file.
  package struct Curve: Sendable, Equatable {
    /// The curve's name, as the parser gives it (plain text).
    package let name: String
    /// The colour's name in `JellyFigures.FigurePalette.entries` (`curve-K`).
    package let colorName: String
    /// The CSV file's name, `curves-K.csv`.
    package let csvName: String
    /// The CSV file's whole text: `progress,value,velocity`, one row per sample.
    package let csvText: String
  }

  /// The page title (the gnuplot figure's).
  package let title: String
  /// The curves, in the order given.
  package let curves: [Curve]
  /// The name and whole text of `curves-minus-first.csv`, nil for one curve.
  package let minusFirst: (name: String, text: String, columns: [String])?
  /// The y range of the value chart (the gnuplot overlay's), value units.
  package let valueRange: (low: Double, high: Double)
  /// The y range of the difference chart (the gnuplot difference panel's), value units.
  package let differenceRange: (low: Double, high: Double)
  /// The difference chart's title.
  package let differenceTitle: String

  /// The x axis label: progress is dimensionless, 0 at the start and 1 at the end.
  package static let xLabel = "progress (0 = start, 1 = end)"
  /// The value axis label: a value is a fraction of the travel.
  package static let valueLabel = "value (fraction of the travel)"
  /// The difference axis label.
  package static let differenceLabel = "value − curve 1 (fraction of the travel)"

  /// The page of `figure`, whose files (``CurvesFigure/write(name:in:)``) hold `texts`, keyed
  /// by file name.
  ///
  /// - Throws: `FigureError.cannotWrite` naming a file missing from `texts`.
  package init(figure: CurvesFigure, texts: [String: String]) throws(FigureError) {
    func text(_ name: String) throws(FigureError) -> String {
      guard let text = texts[name] else {
        throw .cannotWrite(detail: "'\(name)' was not written for the page")
      }
      return text
    }
    title = figure.pageTitle(figure.title)
    var curves: [Curve] = []
    for (offset, curve) in figure.curves.enumerated() {
      let name = CurvesFigure.fileName(figure.name, offset + 1)
      curves.append(
        Curve(
          name: curve.name, colorName: FigurePalette.curveName(offset), csvName: name,
          csvText: try text(name)))
    }
    self.curves = curves
    minusFirst =
      figure.showsDifferences
      ? (
        CurvesFigure.minusFirstFileName, try text(CurvesFigure.minusFirstFileName),
        Array(figure.minusFirstHeader.dropFirst())
      ) : nil
    let (low, high) = figure.overlayRange()
    valueRange = (low, high)
    let (differenceLow, differenceHigh) = figure.differenceRange()
    differenceRange = (differenceLow, differenceHigh)
    differenceTitle = "each curve − \(figure.curves[0].name) (curve 1)"
  }

  /// The payload: the title, each curve's CSV text, the differences' CSV text and the ranges.
  package var payload: PageData {
    .object([
      ("title", .string(title)),
      (
        "curves",
        .array(
          curves.map { curve in
            .object([
              ("name", .string(curve.name)), ("color", .string(curve.colorName)),
              ("csvName", .string(curve.csvName)), ("csv", .string(curve.csvText)),
            ])
          })
      ),
      (
        "minusFirst",
        minusFirst.map { file in
          .object([
            ("csvName", .string(file.name)), ("csv", .string(file.text)),
            ("columns", .array(file.columns.map(PageData.string))),
          ])
        } ?? .null
      ),
      ("valueRange", .numbers([valueRange.low, valueRange.high])),
      ("differenceRange", .numbers([differenceRange.low, differenceRange.high])),
      ("differenceTitle", .string(differenceTitle)), ("xLabel", .string(Self.xLabel)),
      ("valueLabel", .string(Self.valueLabel)), ("differenceLabel", .string(Self.differenceLabel)),
    ])
  }

  /// The whole HTML file.
  package var text: String {
    let (heading, subtitle) = PageHeading.split(title)
    let files = (curves.map(\.csvName) + [minusFirst?.name].compactMap { $0 }).map {
      HTMLDocument.escape($0)
    }
    let body = """
      <main id="\(PageHeading.rootID)">
      <h1>\(HTMLDocument.escape(heading))</h1>
      <p class="subtitle">\(HTMLDocument.escape(subtitle))</p>
      <div id="controls"></div>
      <div class="row"><div class="set" id="charts"></div>
      <div class="set"><h2>Under the cursor</h2><table id="cursor-values" class="values"></table>
      <p class="keys">Values as written in \(files.joined(separator: ", ")); progress plays as a 1 s animation. Keys: <kbd>space</kbd> play/pause, <kbd>←</kbd>/<kbd>→</kbd> one frame (<kbd>shift</kbd>: ten), <kbd>Home</kbd>/<kbd>End</kbd>.</p></div></div>
      </main>
      """
    return HTMLDocument(
      title: heading, style: PageStyle.css(extra: PageHeading.valuesStyle), body: body,
      data: payload, scripts: [PageScript.core, Self.script]
    ).text
  }

  /// The page's own script: the two charts, the cursor and the value table.
  static let script = PageAsset.text(PackageResources.curves_page_js)
}

/// The html page of `jellylab compare curves --format html`: ``CurvesPage`` over the CSV files
/// `JellyFigures.CurvesFigure` writes, with its manifest; no gnuplot.
package struct CurvesPageFigure: Figure {
  /// The curves drawn.
  package let figure: CurvesFigure

  /// The page of `figure`.
  package init(_ figure: CurvesFigure) { self.figure = figure }

  /// The figure's name, `curves`.
  package var name: String { figure.name }

  /// Writes `figure`'s CSV files into `folder` and builds the page holding their text.
  ///
  /// - Throws: `FigureError` when a file cannot be written or read back.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let url = try folder.makeFolder()
    let written = try figure.write(name: figure.name, in: url)
    var texts: [String: String] = [:]
    for name in written where name != CurvesFigure.differencesFileName {
      texts[name] = try PageFiles.read(name, in: url)
    }
    let page = try CurvesPage(figure: figure, texts: texts)
    return FigureDrawing(
      body: .page(page.text), dataFiles: written, parameters: figure.manifestParameters())
  }
}
