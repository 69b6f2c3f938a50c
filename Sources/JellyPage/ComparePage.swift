import Foundation
import JellyFigures

/// The page of `jellylab compare plot --format html`: the normalized diff, the easing and both
/// fits overlaid on one shared scale above their residuals, the gnuplot figure's colours and
/// key entries, and one cursor over the CSV rows (frame k = row k, at u_k and
/// t_k = timeOrigin + u_k·timeSpan) showing every curve's value as the CSV writes it.
public struct ComparePage: Sendable {
  /// The page's data.
  public let data: ComparePageData

  /// The page of `data`.
  public init(data: ComparePageData) {
    self.data = data
  }

  /// The payload: the title, the CSV text, the curves and the normalization.
  public var payload: PageData {
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
  public var text: String {
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
  static let script = #"""
    "use strict";
    (() => {
      const D = JL.data();
      const { header, rows } = JL.csv(D.csv);
      const column = (name) => rows.map((row) => parseFloat(row[header.indexOf(name)]));
      const u = column("u");
      const times = u.map((v) => D.timeOrigin + v * D.timeSpan);
      const clock = new JL.Clock(times);
      const root = document.getElementById("page");
      JL.mountControls(document.getElementById("controls"), clock, [1, 0.25, 0.1]);
      const charts = document.getElementById("charts");
      const series = (list) => list.map((c) => ({ label: c.label, color: c.color, x: u, y: column(c.column),
        width: c.width, dash: c.dash }));
      const top = new JL.LineChart(charts, { width: 860, height: 360, xRange: [0, 1], yRange: D.curvesRange,
        yLabel: "normalized value (1 = main excursion)", series: series(D.curves) });
      const bottom = new JL.LineChart(charts, { width: 860, height: 250, xRange: [0, 1], yRange: D.residualsRange,
        xLabel: D.uLabel, yLabel: "residual", series: series(D.residuals) });
      const table = document.getElementById("cursor-values");
      const cells = {};
      const add = (name, label, color) => {
        const tr = JL.html("tr", {}, table);
        const th = JL.html("th", { scope: "row" }, tr);
        if (color) JL.html("span", { class: "swatch", style: "background:" + JL.colour(color) }, th);
        JL.html("span", {}, th, label);
        cells[name] = JL.html("td", { "data-column": name }, tr);
      };
      add("frame", "frame");
      add("t", "t [s]");
      for (const name of header) {
        const curve = D.curves.concat(D.residuals).find((c) => c.column === name);
        add(name, name === "u" ? "u" : name, curve ? curve.color : null);
      }
      clock.onFrame((k, t) => {
        top.setCursor(u[k]);
        bottom.setCursor(u[k]);
        cells.frame.textContent = k + " (CSV row " + (k + 1) + " of " + clock.count + ")";
        cells.t.textContent = String(t);
        header.forEach((name, i) => { cells[name].textContent = rows[k][i]; });
        root.setAttribute("data-u", rows[k][0]);
      });
      JL.publish(root, clock);
      clock.seek(0);
    })();
    """#
}

/// The html page of `jellylab compare plot --format html`: ``ComparePage`` over the CSV file
/// ``JellyFigures/CompareFigure`` writes, with its manifest; no gnuplot.
public struct ComparePageFigure: Figure, Sendable {
  /// The comparison drawn.
  public let figure: CompareFigure

  /// The page of `figure`.
  public init(_ figure: CompareFigure) { self.figure = figure }

  /// The figure's name, `compare-PRESET` or `compare`.
  public var name: String { figure.name }

  /// Writes `figure`'s curves CSV into `folder` and builds the page holding the CSV's text.
  ///
  /// - Throws: `FigureError` when the fit cannot be drawn or a file cannot be written.
  public func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
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
