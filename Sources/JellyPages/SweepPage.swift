import JellyFigures

/// The page of `jellylab sweep --format html`: the heatmap of the metric (the gnuplot figure's
/// palette and colour range, a colour bar, axes with units; a one-axis sweep draws one row of
/// cells), the CSV row of the cell under the pointer (or the keyboard's cell), and for the
/// chosen cell (click, or Enter on the focused heatmap) its diff over time and its shape with
/// one time cursor on the page's clock.
///
/// A cell's curve is evaluated by the page's script from the cell's spring (see
/// ``HelperMotionData``) at t_n = n/fps through the end of its animation, the frames
/// `jellylab diff` prints; its outline is ``OutlineTemplate`` at the frame's drive.
package struct SweepPage: Sendable {
  /// The page's data.
  package let data: SweepPageData

  /// The page of `data`.
  package init(data: SweepPageData) {
    self.data = data
  }

  /// The payload: the CSV text, the axes and colours, the springs and the outline template.
  package var payload: PageData {
    func axis(_ axis: SweepPageData.Axis) -> PageData {
      .object([
        ("name", .string(axis.name)), ("label", .string(axis.label)),
        ("values", .numbers(axis.values)),
      ])
    }
    return .object([
      ("title", .string(data.title)), ("csvName", .string(data.csvName)),
      ("csv", .string(data.csvText)), ("metric", .string(data.metric.name)),
      ("metricLabel", .string(data.metric.label)),
      ("colorRange", .numbers([data.colorRange.low, data.colorRange.high])),
      ("palette", .array(data.palette.map { .string($0.hexText) })),
      ("noValue", data.noValueColor.map { .string($0.hexText) } ?? .null),
      ("x", axis(data.x)), ("y", data.y.map(axis) ?? .null),
      ("fps", .number(data.framesPerSecond)), ("side", .numbers(data.side.numbers)),
      ("center", data.center.map { .numbers($0.numbers) } ?? .null),
      ("cells", .array(data.cells.map { $0.map(PageData.numbers) ?? .null })),
      ("outline", data.outline.payload),
    ])
  }

  /// The whole HTML file.
  package var text: String {
    let (title, subtitle) = PageHeading.split(data.title)
    let body = """
      <main id="\(PageHeading.rootID)" data-cell="">
      <h1>\(HTMLDocument.escape(title))</h1>
      <p class="subtitle">\(HTMLDocument.escape(subtitle))</p>
      <div class="row"><div class="set" id="heatmap"></div>
      <div class="set"><h2 id="cell-heading">Cell</h2><table id="cell-values" class="values"></table>
      <p class="keys">Hover a cell for its row of \(HTMLDocument.escape(data.csvName)); click it, or focus the map (<kbd>Tab</kbd>), move with the arrow keys and press <kbd>Enter</kbd>, for its diff and shape.</p></div></div>
      <div id="controls"></div>
      <p class="readout" id="cell-readout" aria-live="off"></p>
      <div class="row" id="cell-views"><p class="keys" id="cell-hint">No cell chosen yet.</p></div>
      </main>
      """
    return HTMLDocument(
      title: title, style: PageStyle.css(extra: PageHeading.valuesStyle + Self.style), body: body,
      data: payload, scripts: [PageScript.core, PageScript.model, Self.script]
    ).text
  }

  static let style = PageAsset.text(PackageResources.sweep_page_css)

  /// The page's own script: the heatmap, the cell table, the cell's motion and its views.
  static let script = PageAsset.text(PackageResources.sweep_page_js)
}

/// The html page of `jellylab sweep --format html`: ``SweepPage`` over the table
/// `JellyFigures.SweepFigure` writes, with its manifest; no gnuplot.
package struct SweepPageFigure: Figure {
  /// The sweep drawn, with its table when already written.
  package let figure: SweepFigure

  /// The page of `figure`.
  package init(_ figure: SweepFigure) { self.figure = figure }

  /// The figure's name, `PRESET-sweep`.
  package var name: String { figure.name }

  /// Builds the page over the table (`SweepFigure.writtenTable(in:)`, so written first when
  /// `figure` has none).
  ///
  /// - Throws: `FigureError` beyond ``SweepPageData/maximumCells`` cells, or when a file
  ///   cannot be read or written.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let table = try figure.writtenTable(in: folder)
    let text = try PageFiles.read(figure.tableName, in: folder.url)
    let page = SweepPage(data: try SweepPageData(figure: figure, table: table, csvText: text))
    return FigureDrawing(
      body: .page(page.text), dataFiles: [figure.tableName],
      parameters: figure.manifestParameters())
  }
}
