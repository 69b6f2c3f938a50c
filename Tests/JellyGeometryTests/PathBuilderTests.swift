import JellyGeometry
import Testing

@Suite struct PathBuilderTests {
  @Test func buildsSegmentsInOrderAndClosesWithALine() throws {
    var builder = PathBuilder(start: Vector2(0, 0))
    builder.addLine(to: Vector2(10, 0))
    builder.addQuadCurve(to: Vector2(10, 10), controlPoint: Vector2(15, 5))
    builder.addCurve(
      to: Vector2(0, 10), controlPoint1: Vector2(7, 12), controlPoint2: Vector2(3, 12))
    #expect(builder.currentPoint == Vector2(0, 10))
    let path = try builder.close()
    #expect(path.segments.count == 4)
    #expect(
      path.segments[1]
        == .quadratic(
          QuadraticBezier(start: Vector2(10, 0), control: Vector2(15, 5), end: Vector2(10, 10))))
    #expect(path.segments[3] == .line(LineSegment(from: Vector2(0, 10), to: Vector2(0, 0))))
  }

  @Test func closingAtTheStartAddsNoLine() throws {
    var builder = PathBuilder(start: Vector2(0, 0))
    builder.addQuadCurve(to: Vector2(10, 0), controlPoint: Vector2(5, 10))
    builder.addQuadCurve(to: Vector2(0, 0), controlPoint: Vector2(5, -10))
    #expect(try builder.close().segments.count == 2)
  }

  @Test func moveStartsOver() throws {
    var builder = PathBuilder(start: Vector2(0, 0))
    builder.addLine(to: Vector2(5, 5))
    builder.move(to: Vector2(1, 1))
    #expect(builder.segments.isEmpty && builder.startPoint == Vector2(1, 1))
    builder.addLine(to: Vector2(2, 1))
    builder.addLine(to: Vector2(2, 2))
    let path = try builder.close()
    #expect(path.segments.first?.start == Vector2(1, 1))
    #expect(abs(path.signedArea - 0.5) < 1e-15)
  }

  @Test func invalidInputThrows() {
    #expect(throws: GeometryError.emptyPath) { try PathBuilder(start: Vector2(1, 1)).close() }
    var builder = PathBuilder(start: Vector2(0, 0))
    builder.addLine(to: Vector2(.infinity, 0))
    #expect(throws: GeometryError.nonFinitePoint(Vector2(.infinity, 0))) { try builder.close() }
  }
}
