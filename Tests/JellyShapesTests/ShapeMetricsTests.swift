import JellyGeometry
import Testing

@testable import JellyShapes

@Suite struct ShapeMetricsTests {
  @Test("edge length matches Simpson's rule on |B'(t)| and the box matches dense sampling")
  func againstQuadratureAndSampling() throws {
    let outline = try JellyBlock(width: 100, height: 60).outline(progress: 0.4)
    let metrics = outline.metrics
    let quadrature = outline.curvedEdges.map { edge in
      Oracle.simpson(from: 0, to: 1) { edge.derivative(at: $0).length }
    }.reduce(0, +)
    #expect(abs(metrics.edgeLength - quadrature) <= 1e-9 * quadrature)
    var box = BoundingBox(point: outline.path.segments[0].start)
    for point in Oracle.densePolygon(outline.path, perSegment: 10_000) { box.include(point) }
    #expect(abs(metrics.boundingBox.minY - box.minY) <= 1e-6)
    #expect(metrics.boundingBox.maxY == box.maxY)
    #expect(metrics.boundingBox.minX == 0 && metrics.boundingBox.maxX == 100)
  }

  @Test("value(of:) reads each metric; inverted is 1 or 0")
  func values() throws {
    let metrics = try SkypeMenu(width: 100, keyWindowHeight: 200).outline(diff: 30).metrics
    #expect(metrics.value(of: .area) == metrics.area)
    #expect(metrics.value(of: .width) == 100)
    #expect(metrics.value(of: .height) == metrics.boundingBox.height)
    #expect(metrics.value(of: .edgeLength) == metrics.edgeLength)
    #expect(metrics.value(of: .bulge) == 15)
    #expect(metrics.value(of: .inverted) == 1)
    #expect(ShapeMetric.edgeLength.rawValue == "edge_length")
  }
}
