import JellyGeometry
import JellyMath
import Testing

@testable import JellyShapes

@Suite struct JellyBlockTests {
  let block: JellyBlock

  init() throws { block = try JellyBlock(width: 100, height: 80) }

  @Test("Δ = h/2·(0.5 − |p − 0.5|): 0, h/8, h/4, 0 at p = 0, ¼, ½, 1 and negative past 1")
  func deltaHeight() {
    #expect(block.deltaHeight(progress: 0) == 0)
    #expect(block.deltaHeight(progress: 0.25) == 10)
    #expect(block.deltaHeight(progress: 0.5) == 20)
    #expect(block.deltaHeight(progress: 1) == 0)
    #expect(abs(block.deltaHeight(progress: 1.1) + 4) <= 1e-13)
    #expect(abs(block.deltaHeight(progress: -0.05) + 2) <= 1e-13)
  }

  @Test("at progress 0 and 1 the block is a w × h rectangle: area w·h exactly, flat edges")
  func restIsRectangle() throws {
    for progress in [0.0, 1.0] {
      let outline = try block.outline(progress: progress)
      let metrics = outline.metrics
      #expect(metrics.area == 8_000)
      #expect(metrics.boundingBox == BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 80))
      #expect(metrics.bulge == 0)
      #expect(abs(metrics.edgeLength - 200) <= 1e-12 * 200)
      #expect(!metrics.isInverted)
      for point in try outline.polyline(tolerance: 0.01) {
        #expect(point.y == 0 || point.y == 80)
      }
    }
  }

  @Test("at progress ½ the edges bend by Δ = h/4: top midpoint at Δ/2, bulge Δ/2 each")
  func halfway() throws {
    let outline = try block.outline(progress: 0.5)
    #expect(outline.bend == 20)
    #expect(outline.curvedEdges[0].point(at: 0.5) == Vector2(50, 10))
    #expect(outline.curvedEdges[1].point(at: 0.5) == Vector2(50, 70))
    #expect(outline.metrics.bulge == 10)
    #expect(outline.metrics.boundingBox == BoundingBox(minX: 0, minY: 10, maxX: 100, maxY: 80))
  }

  @Test(
    "area is w·(h − Δ) by hand (the two parabolic caps of w·Δ/3 cancel), also by shoelace",
    arguments: [0.0, 0.1, 0.3, 0.5, 0.8, 1.0, 1.006, 1.2, -0.1])
  func areaClosedForm(progress: Double) throws {
    let outline = try block.outline(progress: progress)
    let delta = block.deltaHeight(progress: progress)
    let byHand = 100 * (80 - delta)
    #expect(abs(outline.metrics.area - byHand) <= 1e-10 * byHand)
    // Shoelace on 4000 samples per segment: the chord error of a parabola with bulge b over
    // n pieces is below (2/3)·w·b/n² ≈ 1e-5 square points here.
    let polygon = Oracle.shoelace(Oracle.densePolygon(outline.path))
    #expect(abs(polygon - byHand) <= 1e-4)
    #expect(outline.isInverted == (delta < 0))
  }

  @Test("bad sizes and progress throw, naming the parameter")
  func validation() {
    #expect(
      throws: ShapeError.invalidParameter(
        ParameterError(.blockWidth, value: 0, allowed: "> 0 and finite"))
    ) {
      try JellyBlock(width: 0, height: 1)
    }
    #expect(throws: ShapeError.self) { try JellyBlock(width: 1, height: .nan) }
    #expect(throws: ShapeError.self) { try block.outline(progress: .infinity) }
  }
}
