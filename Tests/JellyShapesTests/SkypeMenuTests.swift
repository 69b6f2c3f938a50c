import JellyGeometry
import JellyMath
import Testing

@testable import JellyShapes

@Suite struct SkypeMenuTests {
  let menu: SkypeMenu

  init() throws { menu = try SkypeMenu(width: 375, keyWindowHeight: 667) }

  @Test("the view is K/2 + 80 high and its rest edge lies at y = menuBlankWidth = 80")
  func layout() {
    #expect(menu.height == 413.5)
    #expect(menu.edgeY == 80)
  }

  @Test("diff = 0 gives a flat edge at y = 80 and area W·(H − 80)")
  func flatAtRest() throws {
    let outline = try menu.outline(diff: 0)
    #expect(outline.metrics.area == 375 * (413.5 - 80))
    #expect(outline.metrics.bulge == 0)
    #expect(abs(outline.metrics.edgeLength - 375) <= 1e-12 * 375)
    #expect(outline.metrics.boundingBox == BoundingBox(minX: 0, minY: 80, maxX: 375, maxY: 413.5))
    for t in Oracle.grid(0, 1, count: 100) {
      #expect(abs(outline.curvedEdges[0].point(at: t).y - 80) <= 1e-12 * 80)
    }
  }

  @Test(
    "area W·(H − 80) − W·diff/3, bulge |diff|/2, bend −diff (by hand; shoelace check)",
    arguments: [-148.6, -20.0, 0.5, 16.7, 100.0])
  func closedForms(diff: Double) throws {
    let outline = try menu.outline(diff: diff)
    let area = 375 * (413.5 - 80) - 375 * diff / 3
    #expect(abs(outline.metrics.area - area) <= 1e-10 * area)
    // The inscribed polygon misses (2/3)·W·bulge/n² of the parabolic cap (n = 4000 pieces).
    let capError = 2.0 / 3 * 375 * abs(diff) / 2 / 16e6
    #expect(
      abs(Oracle.shoelace(Oracle.densePolygon(outline.path)) - area) <= 1.01 * capError + 1e-6)
    #expect(abs(outline.metrics.bulge - abs(diff) / 2) <= 1e-12 * abs(diff))
    #expect(abs(outline.bend + diff) <= 1e-12 * 400)
    #expect(outline.isInverted == (diff > 0))
    // The edge's top (or bottom) is its midpoint, 80 + diff/2.
    let extreme = diff < 0 ? outline.metrics.boundingBox.minY : 80 + diff / 2
    #expect(abs(extreme - (80 + diff / 2)) <= 1e-12 * 100)
  }

  @Test("bad sizes and diffs throw, naming the parameter")
  func validation() {
    #expect(
      throws: ShapeError.invalidParameter(
        ParameterError(.screenHeight, value: -1, allowed: "> 0 and finite"))
    ) {
      try SkypeMenu(width: 1, keyWindowHeight: -1)
    }
    #expect(throws: ShapeError.self) { try SkypeMenu(width: 1, keyWindowHeight: 1, blankWidth: -1) }
    #expect(throws: ShapeError.self) { try menu.outline(diff: .nan) }
  }
}
