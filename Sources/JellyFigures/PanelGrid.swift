/// A grid of equal panels filling a region of the page row by row from the top left, the region
/// and the cells in fractions of the page (gnuplot's screen coordinates, origin bottom left).
package struct PanelGrid: Sendable, Equatable {
  /// The number of columns, ≥ 1.
  package let columns: Int
  /// The number of rows, ≥ 1.
  package let rows: Int
  /// The region's left edge.
  package let left: Double
  /// The region's bottom edge.
  package let bottom: Double
  /// The region's width.
  package let width: Double
  /// The region's height.
  package let height: Double

  /// `columns` × `rows` panels in the region of `width` × `height` whose bottom left corner is
  /// (`left`, `bottom`).
  package init(
    columns: Int, rows: Int, left: Double = 0, bottom: Double = 0, width: Double = 1,
    height: Double
  ) {
    self.columns = columns
    self.rows = rows
    self.left = left
    self.bottom = bottom
    self.width = width
    self.height = height
  }

  /// The rows `count` panels take in `columns` columns.
  package static func rows(count: Int, columns: Int) -> Int { (count + columns - 1) / columns }

  /// Of the grids of `count` panels in each column count of `columns`, the one `score` (given
  /// the columns and the rows) rates highest, the fewest columns on a tie.
  package static func best(
    count: Int, columns: ClosedRange<Int>, score: (_ columns: Int, _ rows: Int) -> Double
  ) -> (columns: Int, rows: Int) {
    var best = (columns: columns.lowerBound, rows: rows(count: count, columns: columns.lowerBound))
    var bestScore = -Double.infinity
    for candidate in columns {
      let rows = rows(count: count, columns: candidate)
      let value = score(candidate, rows)
      if value > bestScore {
        bestScore = value
        best = (candidate, rows)
      }
    }
    return best
  }

  /// A cell's width, a fraction of the page.
  package var cellWidth: Double { width / Double(columns) }
  /// A cell's height, a fraction of the page.
  package var cellHeight: Double { height / Double(rows) }

  /// The cell in `row` (0 at the top) and `column` (0 at the left): its bottom left corner and
  /// its size.
  package func cell(row: Int, column: Int) -> (
    originX: Double, originY: Double, width: Double, height: Double
  ) {
    (
      left + Double(column) * cellWidth, bottom + height - Double(row + 1) * cellHeight,
      cellWidth, cellHeight
    )
  }

  /// A cell's size in pixels on a `pageWidth`×`pageHeight` page.
  package func cellPixels(pageWidth: Int, pageHeight: Int) -> (width: Double, height: Double) {
    (width * Double(pageWidth) / Double(columns), height * Double(pageHeight) / Double(rows))
  }
}
