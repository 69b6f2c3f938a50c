import JellyGeometry
import Testing

@testable import JellyPages

@Suite struct SVGPathDataTests {
  @Test("every segment kind with its exact points, in shortest round-trip form")
  func segments() throws {
    var builder = PathBuilder(start: Vector2(0, 0.1))
    builder.addLine(to: Vector2(10, 0))
    builder.addQuadCurve(to: Vector2(10, 1.0 / 3), controlPoint: Vector2(12.5, -0.0))
    builder.addCurve(
      to: Vector2(0, 20), controlPoint1: Vector2(8, 25), controlPoint2: Vector2(1e-5, 21))
    let text = SVGPathData.text(of: try builder.close())
    #expect(
      text
        == "M0 0.1L10 0Q12.5 0 10 0.3333333333333333C8 25 1e-05 21 0 20L0 0.1Z")
  }
}
