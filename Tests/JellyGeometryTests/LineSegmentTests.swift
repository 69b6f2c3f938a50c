import JellyGeometry
import Testing

@Suite struct LineSegmentTests {
  let line = LineSegment(from: Vector2(0, 0), to: Vector2(30, 40))

  @Test func evaluationLengthAndSplit() {
    #expect(line.point(at: 0.5) == Vector2(15, 20))
    #expect(line.length == 50)
    #expect(line.derivative == Vector2(30, 40))
    let (left, right) = line.split(at: 0.2)
    #expect(left.end == Vector2(6, 8) && right.start == Vector2(6, 8))
    #expect(left.length + right.length == 50)
    #expect(line.reversed().start == line.end)
    #expect(line.boundingBox == BoundingBox(minX: 0, minY: 0, maxX: 30, maxY: 40))
  }

  @Test func nearestPointProjectsAndClamps() {
    let inside = line.nearestPoint(to: Vector2(40, -30))  // projects to t = 0 exactly
    #expect(inside.parameter == 0 && inside.distance == 50)
    let middle = line.nearestPoint(to: Vector2(15 + 4, 20 - 3))
    #expect(abs(middle.parameter - 0.5) < 1e-15)
    #expect(abs(middle.distance - 5) < 1e-13)
    let beyond = line.nearestPoint(to: Vector2(60, 80))
    #expect(beyond.parameter == 1 && beyond.point == line.end)
    let degenerate = LineSegment(from: Vector2(1, 1), to: Vector2(1, 1))
    #expect(degenerate.nearestPoint(to: Vector2(4, 5)).distance == 5)
  }

  @Test func areaTermIsHalfTheCrossProduct() {
    #expect(LineSegment(from: Vector2(2, 0), to: Vector2(0, 3)).signedAreaTerm == 3)
  }
}
