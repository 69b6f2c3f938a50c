import JellyGeometry
import JellyMath
import Testing

@testable import JellyShapes

@Suite struct GooeySideMenuTests {
  let menu: GooeySideMenu

  init() throws { menu = try GooeySideMenu(screenWidth: 375, screenHeight: 667) }

  @Test("the view is W/2 + 50 wide and its rest edge lies at x = W/2")
  func layout() {
    #expect(menu.width == 237.5)
    #expect(menu.edgeX == 187.5)
  }

  @Test("diff = 0 gives a straight edge at x = W/2 and area W·H/2")
  func straightAtRest() throws {
    let metrics = try menu.outline(diff: 0).metrics
    #expect(metrics.area == 187.5 * 667)
    #expect(metrics.bulge == 0)
    #expect(abs(metrics.edgeLength - 667) <= 1e-12 * 667)
    #expect(metrics.boundingBox == BoundingBox(minX: 0, minY: 0, maxX: 187.5, maxY: 667))
  }

  @Test(
    "area W·H/2 + H·diff/3, bulge |diff|/2, right edge at W/2 + diff/2 for diff > 0 (by hand)",
    arguments: [-8.7, 0.4, 40.0, 81.4])
  func closedForms(diff: Double) throws {
    let outline = try menu.outline(diff: diff)
    let area = 187.5 * 667 + 667 * diff / 3
    #expect(abs(outline.metrics.area - area) <= 1e-10 * area)
    // The inscribed polygon misses (2/3)·H·bulge/n² of the parabolic cap (n = 4000 pieces).
    let capError = 2.0 / 3 * 667 * abs(diff) / 2 / 16e6
    #expect(
      abs(Oracle.shoelace(Oracle.densePolygon(outline.path)) - area) <= 1.01 * capError + 1e-6)
    #expect(abs(outline.metrics.bulge - abs(diff) / 2) <= 1e-12 * 100)
    #expect(abs(outline.bend - diff) <= 1e-12 * 400)
    #expect(outline.isInverted == (diff < 0))
    let right = outline.metrics.boundingBox.maxX
    #expect(abs(right - (diff > 0 ? 187.5 + diff / 2 : 187.5)) <= 1e-12 * 200)
  }

  @Test("bad sizes and diffs throw, naming the parameter")
  func validation() {
    #expect(
      throws: ShapeError.invalidParameter(
        ParameterError(.screenWidth, value: 0, allowed: "> 0 and finite"))
    ) {
      try GooeySideMenu(screenWidth: 0, screenHeight: 1)
    }
    #expect(throws: ShapeError.self) { try menu.outline(diff: -.infinity) }
  }
}
