import JellyMath
import Testing

@testable import JellyGeometry

@Suite struct FlatteningTests {
  /// The larger of the two one-sided distances between `curve` and `polyline`, by dense sampling
  /// of both (a lower estimate of the Hausdorff distance, accurate to the sampling step).
  static func sampledDeviation(
    polyline: [Vector2], curve: (Double) -> Vector2, nearestOnCurve: (Vector2) -> Double
  ) -> Double {
    var worst = 0.0
    for t in Oracle.parameters(1_000) {
      worst = max(worst, Oracle.distance(from: curve(t), toPolyline: polyline))
    }
    for index in 0..<(polyline.count - 1) {
      for s in [0.25, 0.5, 0.75] {
        let point = polyline[index].interpolated(to: polyline[index + 1], s)
        worst = max(worst, nearestOnCurve(point))
      }
    }
    return worst
  }

  @Test(arguments: [5.0, 0.5, 0.05])
  func randomCubicsStayWithinTolerance(tolerance: Double) throws {
    var generator = SplitMix64(seed: 2_024)
    var worst = 0.0
    for _ in 0..<25 {
      let curve = CubicBezierTests.random(&generator)
      let polyline = try curve.flattened(tolerance: tolerance)
      #expect(polyline.first == curve.start && polyline.last == curve.end)
      let deviation = Self.sampledDeviation(
        polyline: polyline, curve: { curve.point(at: $0) },
        nearestOnCurve: { curve.nearestPoint(to: $0).distance })
      #expect(deviation <= tolerance * (1 + 1e-9))
      worst = max(worst, deviation)
    }
    // The bound is not wasteful: on some curves the error uses most of the tolerance.
    #expect(worst >= 0.5 * tolerance)
  }

  @Test(arguments: [5.0, 0.5, 0.05])
  func randomQuadraticsStayWithinTolerance(tolerance: Double) throws {
    var generator = SplitMix64(seed: 99)
    var worst = 0.0
    for _ in 0..<25 {
      let curve = QuadraticBezier(
        start: Oracle.randomPoint(&generator), control: Oracle.randomPoint(&generator),
        end: Oracle.randomPoint(&generator))
      let polyline = try curve.flattened(tolerance: tolerance)
      let deviation = Self.sampledDeviation(
        polyline: polyline, curve: { curve.point(at: $0) },
        nearestOnCurve: { curve.nearestPoint(to: $0).distance })
      #expect(deviation <= tolerance * (1 + 1e-9))
      worst = max(worst, deviation)
    }
    #expect(worst >= 0.5 * tolerance)
  }

  @Test func segmentCountFollowsTheBound() throws {
    // |B''| = 2·|(0,0) − 2(50,40) + (100,0)| = 160, so n = ⌈√(160 / (8·0.1))⌉ = ⌈14.14⌉ = 15.
    #expect(try Oracle.referenceQuadratic.flatteningSegmentCount(tolerance: 0.1) == 15)
    let line = QuadraticBezier(start: Vector2(0, 0), control: Vector2(1, 1), end: Vector2(2, 2))
    #expect(try line.flatteningSegmentCount(tolerance: 0.1) == 1)
    var buffer: [Vector2] = []
    try Oracle.referenceQuadratic.appendFlattened(tolerance: 0.1, to: &buffer)
    #expect(buffer.count == 15 && buffer.last == Oracle.referenceQuadratic.end)
  }

  @Test func invalidTolerancesThrow() {
    let curve = Oracle.referenceCubic
    #expect(throws: GeometryError.invalidTolerance(0)) { try curve.flattened(tolerance: 0) }
    #expect(throws: GeometryError.invalidTolerance(-1)) { try curve.flattened(tolerance: -1) }
    #expect(throws: GeometryError.self) { try curve.flattened(tolerance: .nan) }
    #expect(throws: GeometryError.self) { try curve.flattened(tolerance: 1e-300) }
  }
}
