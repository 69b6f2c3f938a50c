import Foundation
import JellyMath
import Testing

@testable import JellyGeometry

@Suite struct CubicBezierTests {
  let curve = Oracle.referenceCubic
  /// y = x² for x in [0, 1] as a cubic: x = t, y = t².
  let parabola = CubicBezier(
    start: Vector2(0, 0), control1: Vector2(1.0 / 3, 0), control2: Vector2(2.0 / 3, 1.0 / 3),
    end: Vector2(1, 1))

  static func random(_ generator: inout SplitMix64) -> CubicBezier {
    CubicBezier(
      start: Oracle.randomPoint(&generator), control1: Oracle.randomPoint(&generator),
      control2: Oracle.randomPoint(&generator), end: Oracle.randomPoint(&generator))
  }

  @Test func pointAtReferenceParameter() {
    let point = curve.point(at: 0.3)
    #expect(abs(point.x - 29.16) < 1e-12 && abs(point.y - 22.95) < 1e-12)
  }

  @Test func derivativesMatchCentralDifferences() {
    let h = 1e-5
    for t in [0.05, 0.5, 0.93] {
      let first = (curve.point(at: t + h) - curve.point(at: t - h)) / (2 * h)
      #expect((first - curve.derivative(at: t)).length < 1e-6)
      let second = (curve.derivative(at: t + h) - curve.derivative(at: t - h)) / (2 * h)
      #expect((second - curve.secondDerivative(at: t)).length < 1e-6)
    }
  }

  @Test(arguments: [1.0, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11])
  func arcLengthMeetsRequestedAccuracy(accuracy: Double) throws {
    // Exact lengths: y = x² by hand, the reference cubic as published (geometry notes, A3).
    #expect(abs(try parabola.arcLength(accuracy: accuracy) - Oracle.parabolaLength) <= accuracy)
    let reference = 116.268_047_479_071_68
    #expect(abs(try curve.arcLength(accuracy: accuracy) - reference) <= accuracy)
  }

  @Test func arcLengthConvergesAsAccuracyShrinks() throws {
    let reference = 116.268_047_479_071_68
    // Even a loose request stays within it, and the tightest one reaches the rounding level.
    #expect(abs(try curve.arcLength(accuracy: 10) - reference) <= 10)
    #expect(abs(try curve.arcLength(accuracy: 1e-12) - reference) <= 1e-12)
    #expect(throws: GeometryError.invalidAccuracy(-1)) { try curve.arcLength(accuracy: -1) }
    #expect(throws: GeometryError.invalidAccuracy(.infinity)) {
      try curve.arcLength(accuracy: .infinity)
    }
  }

  @Test func arcLengthMatchesSimpsonOnRandomCurves() throws {
    var generator = SplitMix64(seed: 21)
    for _ in 0..<50 {
      let random = Self.random(&generator)
      let simpson = Oracle.simpson(from: 0, to: 1, intervals: 40_000) {
        random.derivative(at: $0).length
      }
      let length = try random.arcLength(accuracy: 1e-6)
      #expect(abs(length - simpson) <= 1e-6 + 1e-7 * simpson)
    }
  }

  @Test func inverseArcLengthRoundTrips() throws {
    let total = try curve.arcLength(accuracy: 1e-13)
    for accuracy in [1, 1e-3, 1e-6, 1e-9, 1e-11] {
      for fraction in Oracle.parameters(10) {
        let target = fraction * total
        let t = try curve.parameter(atArcLength: target, accuracy: accuracy)
        let measured = try curve.arcLength(from: 0, to: t, accuracy: 1e-13)
        #expect(abs(measured - target) <= accuracy, "target \(target), accuracy \(accuracy)")
      }
    }
    // A request larger than the whole length is clamped to t = 1 when within accuracy.
    #expect(try curve.parameter(atArcLength: total + 0.5, accuracy: 1) == 1)
    #expect(throws: GeometryError.self) { try curve.parameter(atArcLength: total + 1) }
  }

  @Test func splitAndReverseTraceTheOriginal() {
    let (left, right) = curve.split(at: 0.7)
    for s in Oracle.parameters(20) {
      #expect((left.point(at: s) - curve.point(at: 0.7 * s)).length < 1e-12)
      #expect((right.point(at: s) - curve.point(at: 0.7 + 0.3 * s)).length < 1e-12)
      #expect((curve.reversed().point(at: s) - curve.point(at: 1 - s)).length < 1e-12)
    }
    // Areas and lengths are additive over the split.
    #expect(abs(left.signedAreaTerm + right.signedAreaTerm - curve.signedAreaTerm) < 1e-9)
  }

  @Test func boundingBoxMatchesReferenceAndDenseSampling() {
    let box = curve.boundingBox
    #expect(box.minX == 0 && box.maxX == 100 && box.minY == 0)
    #expect(abs(box.maxY - 22.975_589_735_160_398) < 1e-12)
    var generator = SplitMix64(seed: 5)
    for _ in 0..<100 {
      let random = Self.random(&generator)
      let tight = random.boundingBox
      let sampled = Oracle.sampledBox(20_000) { random.point(at: $0) }
      #expect(tight.minX <= sampled.minX + 1e-12 && tight.maxX >= sampled.maxX - 1e-12)
      #expect(tight.minY <= sampled.minY + 1e-12 && tight.maxY >= sampled.maxY - 1e-12)
      #expect(abs(tight.minX - sampled.minX) < 1e-5 && abs(tight.maxX - sampled.maxX) < 1e-5)
      #expect(abs(tight.minY - sampled.minY) < 1e-5 && abs(tight.maxY - sampled.maxY) < 1e-5)
    }
  }

  @Test func curvatureMatchesPublishedValue() {
    // Textbook sign, as the `bezier` package reports it (geometry notes, table A3).
    #expect(abs(curve.curvature(at: 0.3) - -0.036_842_081_720_987_78) < 1e-15)
  }

  @Test func curvatureOfNearCircularArc() {
    // Quarter circle of radius R, counter-clockwise with y up, handles k·R with
    // k = 4(√2 − 1)/3. By hand: κ(0) = κ(1) = 2(1 − k)/(3k²R); κ stays within 2.5 % of 1/R.
    let radius = 40.0
    let k = 4 * (2.0.squareRoot() - 1) / 3
    let arc = CubicBezier(
      start: Vector2(radius, 0), control1: Vector2(radius, k * radius),
      control2: Vector2(k * radius, radius), end: Vector2(0, radius))
    let endCurvature = 2 * (1 - k) / (3 * k * k * radius)
    #expect(abs(arc.curvature(at: 0) - endCurvature) < 1e-15)
    #expect(abs(arc.curvature(at: 1) - endCurvature) < 1e-15)
    for t in Oracle.parameters(100) {
      #expect(abs(arc.curvature(at: t) * radius - 1) < 0.025)
    }
    // Reversing the direction flips the sign.
    #expect(abs(arc.reversed().curvature(at: 0.3) + arc.curvature(at: 0.7)) < 1e-15)
  }

  @Test func curvatureEqualsTurningRatePerArcLength() throws {
    // κ = dθ/ds, with θ the tangent angle: an independent finite-difference check.
    let h = 1e-4
    for t in [0.1, 0.3, 0.6, 0.9] {
      let before = curve.derivative(at: t - h)
      let after = curve.derivative(at: t + h)
      let turn = atan2(before.cross(after), before.dot(after))
      let distance = try curve.arcLength(from: t - h, to: t + h, accuracy: 1e-14)
      #expect(abs(turn / distance - curve.curvature(at: t)) < 1e-8)
    }
  }

  @Test func nearestPointBeatsDenseSampling() {
    var generator = SplitMix64(seed: 17)
    for _ in 0..<100 {
      let random = Self.random(&generator)
      let query = Oracle.randomPoint(&generator, range: 150)
      let nearest = random.nearestPoint(to: query)
      var sampled = Double.infinity
      for t in Oracle.parameters(5_000) {
        sampled = min(sampled, random.point(at: t).distance(to: query))
      }
      #expect(nearest.distance <= sampled + 1e-9)
      #expect(sampled - nearest.distance < 0.1)
      #expect(
        abs(random.point(at: nearest.parameter).distance(to: query) - nearest.distance) < 1e-12)
    }
  }

  @Test func extremaAreWhereTheDerivativeVanishes() {
    for t in curve.extrema() {
      let velocity = curve.derivative(at: t)
      #expect(min(abs(velocity.x), abs(velocity.y)) < 1e-10)
    }
    #expect(curve.extrema().count == 2)
  }

  @Test func nonFiniteControlPointsGiveNaNWithoutHangingOrTrapping() throws {
    let broken = CubicBezier(
      start: Vector2(0, 0), control1: Vector2(.nan, 1), control2: Vector2(2, .infinity),
      end: Vector2(3, 0))
    #expect(try broken.arcLength(accuracy: 1e-9).isNaN)
    #expect(throws: GeometryError.self) { try broken.parameter(atArcLength: 1) }
    #expect(throws: GeometryError.self) { try broken.flattened(tolerance: 0.1) }
    #expect(broken.nearestPoint(to: Vector2(1, 1)).parameter >= 0)
  }
}
