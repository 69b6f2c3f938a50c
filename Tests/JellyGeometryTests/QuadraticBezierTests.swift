import Foundation
import JellyMath
import Testing

@testable import JellyGeometry

@Suite struct QuadraticBezierTests {
  let curve = Oracle.referenceQuadratic
  /// y = x² for x in [0, 1]: x = t, y = t².
  let parabola = QuadraticBezier(start: Vector2(0, 0), control: Vector2(0.5, 0), end: Vector2(1, 1))

  @Test func pointAtReferenceParameter() {
    let point = curve.point(at: 0.3)
    #expect(abs(point.x - 30) < 1e-12 && abs(point.y - 16.8) < 1e-12)
    #expect(curve.point(at: 0) == curve.start && curve.point(at: 1) == curve.end)
  }

  @Test func derivativesMatchCentralDifferences() {
    let h = 1e-5
    for t in [0.1, 0.45, 0.9] {
      let difference = (curve.point(at: t + h) - curve.point(at: t - h)) / (2 * h)
      #expect((difference - curve.derivative(at: t)).length < 1e-7)
      let second =
        (curve.derivative(at: t + h) - curve.derivative(at: t - h)) / (2 * h)
      #expect((second - curve.secondDerivative).length < 1e-7)
    }
  }

  @Test func arcLengthMatchesPublishedAndClosedFormValues() {
    // Published by two independent libraries (geometry notes, table A3).
    #expect(abs(curve.arcLength - 109.823_008_377_166_66) <= 1e-13 * 109.82)
    // y = x²: ½√5 + ¼·ln(2 + √5), by hand.
    #expect(abs(parabola.arcLength - Oracle.parabolaLength) <= 1e-14)
  }

  @Test func arcLengthMatchesIndependentQuadratureOnRandomCurves() throws {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<200 {
      let random = QuadraticBezier(
        start: Oracle.randomPoint(&generator), control: Oracle.randomPoint(&generator),
        end: Oracle.randomPoint(&generator))
      let closedForm = random.arcLength
      let adaptive = try random.elevated().arcLength(accuracy: 1e-11)
      #expect(abs(closedForm - adaptive) <= 1e-11 + 1e-13 * closedForm)
      let simpson = Oracle.simpson(from: 0, to: 1) { random.derivative(at: $0).length }
      #expect(abs(closedForm - simpson) <= 1e-6 * closedForm)
    }
  }

  @Test func arcLengthOfNearlyStraightAndCuspedCurves() {
    // Nearly straight: control almost on the chord (Gauss branch).
    let straight = QuadraticBezier(
      start: Vector2(0, 0), control: Vector2(50, 1e-6), end: Vector2(100, 0))
    #expect(abs(straight.arcLength - 100) < 1e-12)
    // Collinear with the control beyond the end: x(t) = 2t(1−t)·150 + t²·100 = 300t − 200t²
    // runs out to x = 112.5 at t = 3/4 and back to 100, so the length is 112.5 + 12.5.
    let folded = QuadraticBezier(
      start: Vector2(0, 0), control: Vector2(150, 0), end: Vector2(100, 0))
    #expect(abs(folded.arcLength - (112.5 + 12.5)) < 1e-12)
    let point = QuadraticBezier(start: Vector2(1, 1), control: Vector2(1, 1), end: Vector2(1, 1))
    #expect(point.arcLength == 0)
  }

  @Test func partialArcLengthsAddUp() {
    let whole = curve.arcLength
    let parts = curve.arcLength(from: 0, to: 0.3) + curve.arcLength(from: 0.3, to: 1)
    #expect(abs(whole - parts) < 1e-12)
    let (left, _) = curve.split(at: 0.3)
    #expect(abs(left.arcLength - curve.arcLength(from: 0, to: 0.3)) < 1e-12)
  }

  @Test func inverseArcLengthRoundTrips() throws {
    let total = curve.arcLength
    for accuracy in [1e-3, 1e-6, 1e-9, 1e-12] {
      for fraction in Oracle.parameters(10) {
        let target = fraction * total
        let t = try curve.parameter(atArcLength: target, accuracy: accuracy)
        #expect(t >= 0 && t <= 1)
        #expect(abs(curve.arcLength(from: 0, to: t) - target) <= accuracy)
      }
    }
    #expect(throws: GeometryError.arcLengthOutOfRange(-1, total: total)) {
      try curve.parameter(atArcLength: -1)
    }
    #expect(throws: GeometryError.invalidAccuracy(0)) {
      try curve.parameter(atArcLength: 1, accuracy: 0)
    }
  }

  @Test func splitPiecesTraceTheOriginal() {
    let (left, right) = curve.split(at: 0.3)
    for s in Oracle.parameters(20) {
      #expect((left.point(at: s) - curve.point(at: 0.3 * s)).length < 1e-12)
      #expect((right.point(at: s) - curve.point(at: 0.3 + 0.7 * s)).length < 1e-12)
    }
    #expect(left.end == right.start)
    let reversed = curve.reversed()
    #expect((reversed.point(at: 0.2) - curve.point(at: 0.8)).length < 1e-12)
  }

  @Test func elevationKeepsEveryPoint() {
    let cubic = curve.elevated()
    #expect((cubic.control1 - Vector2(100.0 / 3, 80.0 / 3)).length < 1e-13)
    for t in Oracle.parameters(50) {
      #expect((cubic.point(at: t) - curve.point(at: t)).length < 1e-12)
    }
  }

  @Test func boundingBoxMatchesReferenceAndDenseSampling() {
    #expect(curve.boundingBox == BoundingBox(minX: 0, minY: 0, maxX: 100, maxY: 20))
    var generator = SplitMix64(seed: 11)
    for _ in 0..<100 {
      let random = QuadraticBezier(
        start: Oracle.randomPoint(&generator), control: Oracle.randomPoint(&generator),
        end: Oracle.randomPoint(&generator))
      let box = random.boundingBox
      let sampled = Oracle.sampledBox(20_000) { random.point(at: $0) }
      // The sampled box lies inside the tight box and misses at most the curvature error of
      // a 1/20 000 step: |B''|·(5e-5)²/8 < 1e-6 for these coordinates.
      #expect(box.minX <= sampled.minX + 1e-12 && box.maxX >= sampled.maxX - 1e-12)
      #expect(box.minY <= sampled.minY + 1e-12 && box.maxY >= sampled.maxY - 1e-12)
      #expect(abs(box.minX - sampled.minX) < 1e-6 && abs(box.maxX - sampled.maxX) < 1e-6)
      #expect(abs(box.minY - sampled.minY) < 1e-6 && abs(box.maxY - sampled.maxY) < 1e-6)
    }
  }

  @Test func curvatureMatchesPublishedValueAndParabolaVertex() {
    // Textbook sign, as the `bezier` package reports it (geometry notes, table A3).
    #expect(abs(curve.curvature(at: 0.3) - -0.013_823_282_252_530_1) < 1e-15)
    // y = a·x² over x in [−1, 1] has curvature 2a at its vertex (t = ½).
    for a in [0.25, 1, 3] {
      let vertexParabola = QuadraticBezier(
        start: Vector2(-1, a), control: Vector2(0, -a), end: Vector2(1, a))
      #expect(abs(vertexParabola.curvature(at: 0.5) - 2 * a) < 1e-14 * a)
      // Away from the vertex: 2a / (1 + 4a²x²)^{3/2} with x = 2t − 1.
      let x = 2 * 0.8 - 1
      let expected = 2 * a / pow(1 + 4 * a * a * x * x, 1.5)
      #expect(abs(vertexParabola.curvature(at: 0.8) - expected) < 1e-14)
    }
  }

  @Test func nearestPointBeatsDenseSampling() {
    var generator = SplitMix64(seed: 3)
    for _ in 0..<100 {
      let random = QuadraticBezier(
        start: Oracle.randomPoint(&generator), control: Oracle.randomPoint(&generator),
        end: Oracle.randomPoint(&generator))
      let query = Oracle.randomPoint(&generator, range: 150)
      let nearest = random.nearestPoint(to: query)
      var sampled = Double.infinity
      for t in Oracle.parameters(5_000) {
        sampled = min(sampled, random.point(at: t).distance(to: query))
      }
      #expect(nearest.distance <= sampled + 1e-9)
      #expect(sampled - nearest.distance < 0.05)
      #expect(abs(nearest.point.distance(to: query) - nearest.distance) < 1e-12)
    }
    // Hand case: the apex (50, 20) of the reference arch is nearest to (50, 100).
    let apex = curve.nearestPoint(to: Vector2(50, 100))
    #expect(abs(apex.parameter - 0.5) < 1e-12 && abs(apex.distance - 80) < 1e-12)
  }

  @Test func extremaAreWhereTheDerivativeVanishes() {
    #expect(curve.extrema() == [0.5])
    #expect(parabola.extrema().isEmpty)
  }
}
