import JellyGeometry
import Testing

@Suite struct Vector2Tests {
  @Test func arithmeticMatchesHandValues() {
    let a = Vector2(3, 4)
    let b = Vector2(-1, 2)
    #expect(a + b == Vector2(2, 6))
    #expect(a - b == Vector2(4, 2))
    #expect(2 * a == Vector2(6, 8))
    #expect(a / 2 == Vector2(1.5, 2))
    #expect(-a == Vector2(-3, -4))
    #expect(a.length == 5)
    #expect(a.lengthSquared == 25)
    #expect(a.dot(b) == 5)
    #expect(a.cross(b) == 10)
    #expect(a.distance(to: b) == 20.0.squareRoot())
    #expect(a.interpolated(to: b, 0.25) == Vector2(2, 3.5))
  }

  @Test func crossIsPositiveForCounterClockwiseTurnWithYUp() {
    #expect(Vector2(1, 0).cross(Vector2(0, 1)) == 1)
    #expect(Vector2(0, 1).cross(Vector2(1, 0)) == -1)
  }

  @Test func lengthAvoidsOverflow() {
    #expect(abs(Vector2(3e200, 4e200).length / 5e200 - 1) < 1e-15)
    #expect(!Vector2(.nan, 0).isFinite)
  }
}
