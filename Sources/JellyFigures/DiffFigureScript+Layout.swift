import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGeometry

// The page layout of the plot figure: which parts a page has room for, the panels' margins and
// plot areas, and the grid of snapshot panels.
extension DiffFigureScript {
  /// Whether the series panels are tall enough for their axis labels, the bend panel's title
  /// and the peaks' labels: the bend panel at least ``minimumKeyPanelPixels`` high.
  package var showsAxisLabels: Bool {
    panelAreaHeight * Double(pageHeight) * Self.bendPanelShare >= Self.minimumKeyPanelPixels
  }

  /// Whether the series panels show their keys: where they show their axis labels and the
  /// widest key takes at most ``maximumKeyShare`` of the plot's width (on smaller pages the
  /// keys would cover the curves or run off the panel).
  package var showsKeys: Bool {
    showsAxisLabels && ([shownBendTitle] + motionKeyTitles).allSatisfy(keyFits)
  }

  /// Whether a key whose longest entry is `title` takes at most ``maximumKeyShare`` of a series
  /// panel's plot width.
  func keyFits(_ title: String) -> Bool {
    let plotWidth = Self.seriesWidth * Double(pageWidth) - 12 * TextMetrics.characterWidth
    return Double(title.count + 9) * TextMetrics.characterWidth <= Self.maximumKeyShare * plotWidth
  }

  /// The largest share of a series panel's width a key may take.
  package static let maximumKeyShare = 0.75

  /// The smallest bend panel, in pixels, that shows a key.
  package static let minimumKeyPanelPixels = 150.0

  /// The margins of the motion panel (top left), in character units.
  package var motionMargins: (left: Double, right: Double, bottom: Double, top: Double) {
    showsAxisLabels ? (10, 2, 1.5, 1) : (7, 1.5, 1.2, 0.5)
  }

  /// The margins of the bend panel (bottom left), in character units.
  package var bendMargins: (left: Double, right: Double, bottom: Double, top: Double) {
    showsAxisLabels ? (10, 2, 3.5, 2) : (7, 1.5, 1.8, 0.5)
  }

  /// The motion panel's plot area on the still page, showing `y` (default ``seriesRange()``).
  package func motionPlotArea(y: (Double, Double)? = nil) -> PlotArea {
    PlotArea(
      pageWidth: pageWidth, pageHeight: pageHeight, originX: 0,
      originY: panelAreaHeight * Self.bendPanelShare, width: Self.seriesWidth,
      height: panelAreaHeight * (1 - Self.bendPanelShare), margins: motionMargins,
      x: timeRange(), y: y ?? seriesRange())
  }

  /// The bend panel's plot area on the still page, showing `y` (default ``bendRange()``).
  package func bendPlotArea(y: (Double, Double)? = nil) -> PlotArea {
    PlotArea(
      pageWidth: pageWidth, pageHeight: pageHeight, originX: 0, originY: 0,
      width: Self.seriesWidth, height: panelAreaHeight * Self.bendPanelShare,
      margins: bendMargins, x: timeRange(), y: y ?? bendRange())
  }

  /// The room kept below the lowest value of a series panel for the label of a minimum, in
  /// pixels, on pages with keys.
  package static let peakLabelRoom = 24.0

  /// The grid of snapshot panels that draws the shapes largest: for each column count, the
  /// scale is the smaller of cell width / box width and cell height / box height.
  package func gridLayout(count: Int) -> (rows: Int, columns: Int) {
    let box = shapeBox(data.snapshots.map(\.shape.outline))
    // Room for tic labels, axis labels and panel titles, in pixels (10-point font).
    let (marginWidth, marginHeight) = Self.panelMargins
    let best = PanelGrid.best(count: count, columns: 1...max(count, 1)) { columns, rows in
      let cell = snapshotGrid((rows, columns)).cellPixels(
        pageWidth: pageWidth, pageHeight: pageHeight)
      return min(
        (cell.width - marginWidth) / (box.maxX - box.minX),
        (cell.height - marginHeight) / (box.maxY - box.minY))
    }
    return (best.rows, best.columns)
  }

  /// The snapshot panels of `layout` in the right part of the page, below the title.
  package func snapshotGrid(_ layout: (rows: Int, columns: Int)) -> PanelGrid {
    PanelGrid(
      columns: layout.columns, rows: layout.rows, left: Self.seriesWidth,
      width: 1 - Self.seriesWidth, height: panelAreaHeight)
  }

  /// Room for tic labels, axis labels and the title around a snapshot panel, in pixels at the
  /// 10-point font: (width, height).
  package static let panelMargins = (90.0, 95.0)

  /// The same room in compact panels (no axis labels, short titles).
  package static let compactPanelMargins = (70.0, 62.0)

  /// Panels whose plot area would be smaller than this each way, in pixels, are drawn compact.
  package static let compactBelowPixels = 110.0

  /// The margins of a snapshot panel in character widths and heights.
  package static func snapshotMargins(compact: Bool)
    -> (left: Double, right: Double, bottom: Double, top: Double)
  {
    compact
      ? (left: 5.5, right: 2.5, bottom: 1.8, top: 2) : (left: 7, right: 3, bottom: 3, top: 2.5)
  }

  /// Whether the panels of `layout` are drawn compact: their plot area with full margins would
  /// be below ``compactBelowPixels`` one way.
  package func isCompact(_ layout: (rows: Int, columns: Int)) -> Bool {
    let cell = snapshotGrid(layout).cellPixels(pageWidth: pageWidth, pageHeight: pageHeight)
    return min(cell.width - Self.panelMargins.0, cell.height - Self.panelMargins.1)
      < Self.compactBelowPixels
  }

  /// The smallest plot area of one snapshot panel, in pixels each way; smaller panels make
  /// gnuplot warn that the canvas is too small.
  package static let minimumPanelPixels = 16.0

  /// The plot area of one snapshot panel in the best grid, in pixels (width, height).
  package func snapshotPlotArea() -> (width: Double, height: Double) {
    let layout = gridLayout(count: data.snapshots.count)
    let margins = isCompact(layout) ? Self.compactPanelMargins : Self.panelMargins
    let cell = snapshotGrid(layout).cellPixels(pageWidth: pageWidth, pageHeight: pageHeight)
    return (cell.width - margins.0, cell.height - margins.1)
  }
}
