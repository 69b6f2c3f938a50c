import JellyFigures
import JellyFrameDiff
import JellyGeometry
import JellyGnuplot
import JellyShapes
import JellySweep

/// What the sweep page holds: the CSV text as written (so a hovered cell shows its row's exact
/// text), the heatmap's axes and colours (the gnuplot figure's palette and colour range), and
/// per cell the studied helper's spring (four numbers, shortest round-trip) from which the
/// page's script evaluates the cell's diff and outline at every frame.
///
/// Per-frame curves of every cell would not fit the page (a 2 000-cell sweep of 1 s at 60 fps
/// holds 122 000 frames); the spring of a cell is 4 numbers and gives its curve exactly.
package struct SweepPageData: Sendable {
  /// The most cells a page holds: about 190 bytes each (the CSV row and the spring), so the
  /// largest page stays under 1 MB.
  package static let maximumCells = 4_000

  /// One heatmap axis.
  package struct Axis: Sendable, Equatable {
    /// The CSV column, e.g. `damping`.
    package let name: String
    /// The label with its unit, e.g. `damping ratio ζ`.
    package let label: String
    /// The values, in increasing order.
    package let values: [Double]
  }

  /// The page title (the gnuplot figure's).
  package let title: String
  /// The CSV file's name, e.g. `skype-sweep.csv`.
  package let csvName: String
  /// The CSV file's whole text: header, then one row per cell in cell order.
  package let csvText: String
  /// The coloured metric's CSV column.
  package let metric: SweepMetric
  /// The colour range, as the gnuplot heatmap's.
  package let colorRange: (low: Double, high: Double)
  /// The palette, evenly spaced over ``colorRange`` (`JellyGnuplot.GnuplotScript`'s viridis,
  /// or its diverging map for a signed metric).
  package let palette: [GnuplotColor]
  /// The colour of a cell without a value (the gnuplot figure's grey for a signed metric,
  /// else nil: blank).
  package let noValueColor: GnuplotColor?
  /// The x axis (the sweep's rows).
  package let x: Axis
  /// The y axis (the sweep's columns), or nil for a one-axis sweep (one row of cells).
  package let y: Axis?
  /// The display-link rate, frames per second.
  package let framesPerSecond: Double
  /// The side helper of the sweep's preset (its from, to, delay and cut are every cell's).
  package let side: HelperMotionData
  /// The center helper (the same in every cell), or nil for a one-spring preset.
  package let center: HelperMotionData?
  /// Per cell, the side helper's ``HelperMotionData/cellNumbers``, or nil without a spring.
  package let cells: [[Double]?]
  /// The shape's outline as a function of its drive.
  package let outline: OutlineTemplate

  /// The data of `figure`'s page, whose table `table` was written as `csvText` into
  /// `csvName`.
  ///
  /// - Throws: `FigureError.pageTooLarge` beyond ``maximumCells``, `FigureError` when the
  ///   preset's shape cannot be built.
  package init(figure: SweepFigure, table: SweepTable, csvText: String) throws(FigureError) {
    let sweep = figure.sweep
    guard sweep.cellCount <= Self.maximumCells else {
      throw .script(
        detail: "a page holds at most \(Self.maximumCells) cells; this sweep has \(sweep.cellCount)"
      )
    }
    let scene: FrameDiffScene
    let shape: AnimatedShape
    do {
      scene = try sweep.preset.scene()
      shape = try AnimatedShape(kind: ShapeKind.drawing(sweep.preset), preset: sweep.preset)
      outline = try OutlineTemplate(shape: shape, framesPerSecond: sweep.framesPerSecond)
    } catch {
      throw .scene(detail: "\(error)")
    }
    title = figure.pageTitle()
    csvName = figure.tableName
    self.csvText = csvText
    metric = figure.metric
    colorRange = SweepFigureScript.colorRange(metric: metric, ranges: table.ranges)
    palette = metric.isSigned ? GnuplotScript.diverging : GnuplotScript.viridis
    noValueColor = metric.isSigned ? SweepFigureScript.noValueColor : nil
    x = Axis(
      name: sweep.rows.parameter.name, label: sweep.rows.parameter.label,
      values: sweep.rows.values.values)
    y = sweep.columns.map {
      Axis(name: $0.parameter.name, label: $0.parameter.label, values: $0.values.values)
    }
    framesPerSecond = sweep.framesPerSecond
    side = HelperMotionData(scene.side)
    center = scene.center.map(HelperMotionData.init)
    cells = (0..<sweep.cellCount).map { index in
      guard let preset = try? sweep.preset(at: index), let scene = try? preset.scene() else {
        return nil
      }
      return HelperMotionData(scene.side).cellNumbers
    }
  }
}
