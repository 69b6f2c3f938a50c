import Testing

@testable import JellyFigures

@Suite struct PanelGridTests {
  @Test("cells fill the region row by row from the top left, equal in size")
  func cells() {
    let grid = PanelGrid(columns: 2, rows: 3, left: 0.5, width: 0.5, height: 0.9)
    #expect(grid.cellWidth == 0.25 && abs(grid.cellHeight - 0.3) < 1e-15)
    let top = grid.cell(row: 0, column: 1)
    #expect(top.originX == 0.75 && abs(top.originY - 0.6) < 1e-15)
    let bottom = grid.cell(row: 2, column: 0)
    #expect(bottom.originX == 0.5 && abs(bottom.originY) < 1e-15)
    let pixels = grid.cellPixels(pageWidth: 1200, pageHeight: 600)
    #expect(pixels.width == 300 && abs(pixels.height - 180) < 1e-12)
  }

  @Test("the best grid is the one scored highest, the fewest columns on a tie")
  func best() {
    #expect(PanelGrid.rows(count: 7, columns: 3) == 3)
    let squarest = PanelGrid.best(count: 6, columns: 1...6) { columns, rows in
      -Double(abs(columns - rows))
    }
    #expect(squarest == (columns: 2, rows: 3))
    let flat = PanelGrid.best(count: 4, columns: 2...4) { _, _ in 0 }
    #expect(flat == (columns: 2, rows: 2))
  }
}
