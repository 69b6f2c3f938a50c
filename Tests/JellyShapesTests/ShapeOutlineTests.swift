import Testing

@testable import JellyGeometry
@testable import JellyShapes

@Suite struct ShapeOutlineTests {
  /// Distance from `point` to the exact outline (nearest point on any segment).
  func distanceToOutline(_ point: Vector2, _ path: ClosedPath) -> Double {
    path.segments.map { $0.nearestPoint(to: point).distance }.min() ?? .infinity
  }

  /// Distance from `point` to the polyline through `vertices`.
  func distanceToPolyline(_ point: Vector2, _ vertices: [Vector2]) -> Double {
    (0..<(vertices.count - 1)).map {
      LineSegment(from: vertices[$0], to: vertices[$0 + 1]).nearestPoint(to: point).distance
    }.min() ?? .infinity
  }

  @Test(
    "the polyline is closed, and within the tolerance of the exact curve both ways",
    arguments: [1.0, 0.25, 0.01])
  func withinTolerance(tolerance: Double) throws {
    let outlines = [
      try JellyBlock(width: 100, height: 100).outline(progress: 0.5),
      try SkypeMenu(width: 375, keyWindowHeight: 667).outline(diff: -148.6),
      try GooeySideMenu(screenWidth: 375, screenHeight: 667).outline(diff: 81.4),
    ]
    for outline in outlines {
      let points = try outline.polyline(tolerance: tolerance)
      #expect(points.first == points.last)
      #expect(points.first == outline.path.segments[0].start)
      for point in points { #expect(distanceToOutline(point, outline.path) <= tolerance) }
      for segment in outline.path.segments {
        for t in Oracle.grid(0, 1, count: 2_000) {
          #expect(distanceToPolyline(segment.point(at: t), points) <= tolerance * (1 + 1e-12))
        }
      }
    }
  }

  @Test("a tolerance that is not finite and > 0 throws the geometry error")
  func badTolerance() throws {
    let outline = try JellyBlock(width: 10, height: 10).outline(progress: 0.3)
    #expect(throws: ShapeError.geometry(.invalidTolerance(0))) {
      try outline.polyline(tolerance: 0)
    }
    #expect(throws: ShapeError.self) { try outline.polyline(tolerance: .nan) }
  }
}
