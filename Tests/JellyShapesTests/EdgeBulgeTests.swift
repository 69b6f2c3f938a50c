import JellyGeometry
import Testing

@testable import JellyShapes

@Suite struct EdgeBulgeTests {
  @Test("a quadratic's bulge is half its control point's distance from the chord, by hand")
  func handValues() {
    // Chord along x at y = 10, control 30 above it: bulge 15.
    let flatChord = QuadraticBezier(
      start: Vector2(0, 10), control: Vector2(50, -20), end: Vector2(100, 10))
    #expect(flatChord.chordDistance == 15)
    // Chord along the diagonal (0,0)–(8,8): the control (0,8) is 8/√2 from it, bulge 4/√2.
    let diagonal = QuadraticBezier(start: .zero, control: Vector2(0, 8), end: Vector2(8, 8))
    #expect(abs(diagonal.chordDistance - 4 / 2.0.squareRoot()) <= 1e-14)
    // A control on the chord gives a straight curve.
    let straight = QuadraticBezier(start: .zero, control: Vector2(3, 0), end: Vector2(10, 0))
    #expect(straight.chordDistance == 0)
    // A closed loop (start = end) reaches half-way to its control.
    let loop = QuadraticBezier(start: Vector2(1, 1), control: Vector2(4, 5), end: Vector2(1, 1))
    #expect(loop.chordDistance == 2.5)
  }

  @Test("the bulge equals the largest distance of 100001 sampled points from the chord to 1e-9")
  func denseSampling() {
    let curves = [
      QuadraticBezier(start: Vector2(-3, 7), control: Vector2(40, 90), end: Vector2(120, -15)),
      QuadraticBezier(start: Vector2(0, 80), control: Vector2(187.5, -68.6), end: Vector2(375, 80)),
      QuadraticBezier(start: Vector2(5, 5), control: Vector2(-50, 2), end: Vector2(5, 300)),
    ]
    for curve in curves {
      let sampled = Oracle.sampledChordDistance(curve)
      // The maximum sits at t = 1/2, which the even grid hits exactly.
      #expect(abs(curve.chordDistance - sampled) <= 1e-9 * max(1, sampled))
    }
  }
}
