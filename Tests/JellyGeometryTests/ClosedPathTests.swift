import Foundation
import JellyMath
import Testing

@testable import JellyGeometry

@Suite struct ClosedPathTests {
  /// A 100 × 100 square, counter-clockwise with y up.
  static func square() throws -> ClosedPath {
    try ClosedPath(polygon: [Vector2(0, 0), Vector2(100, 0), Vector2(100, 100), Vector2(0, 100)])
  }

  /// A jelly block: straight sides, quadratic top and bottom edges bulging by `bulge`.
  static func jelly(bulge: Double) throws -> ClosedPath {
    var builder = PathBuilder(start: Vector2(0, 0))
    builder.addQuadCurve(to: Vector2(200, 0), controlPoint: Vector2(100, -bulge))
    builder.addLine(to: Vector2(200, 100))
    builder.addQuadCurve(to: Vector2(0, 100), controlPoint: Vector2(100, 100 + bulge))
    return try builder.close()
  }

  /// A circle of radius `radius` about the origin from four cubic quarter arcs.
  static func circle(radius: Double) throws -> ClosedPath {
    let k = 4 * (2.0.squareRoot() - 1) / 3 * radius
    var builder = PathBuilder(start: Vector2(radius, 0))
    builder.addCurve(
      to: Vector2(0, radius), controlPoint1: Vector2(radius, k), controlPoint2: Vector2(k, radius))
    builder.addCurve(
      to: Vector2(-radius, 0), controlPoint1: Vector2(-k, radius),
      controlPoint2: Vector2(-radius, k))
    builder.addCurve(
      to: Vector2(0, -radius), controlPoint1: Vector2(-radius, -k),
      controlPoint2: Vector2(-k, -radius))
    builder.addCurve(
      to: Vector2(radius, 0), controlPoint1: Vector2(k, -radius), controlPoint2: Vector2(radius, -k)
    )
    return try builder.close()
  }

  /// A smooth figure-eight: two cubic loops through the origin, the right one clockwise and the
  /// left one counter-clockwise with y up.
  static func figureEight() throws -> ClosedPath {
    var builder = PathBuilder(start: Vector2(0, 0))
    builder.addCurve(
      to: Vector2(0, 0), controlPoint1: Vector2(150, 100), controlPoint2: Vector2(150, -100))
    builder.addCurve(
      to: Vector2(0, 0), controlPoint1: Vector2(-150, 100), controlPoint2: Vector2(-150, -100))
    return try builder.close()
  }

  /// Shoelace area of a closed polygon (independent of the Bezier formulas).
  static func shoelace(_ vertices: [Vector2]) -> Double {
    var sum = 0.0
    for index in vertices.indices {
      sum += vertices[index].cross(vertices[(index + 1) % vertices.count])
    }
    return 0.5 * sum
  }

  /// Green's theorem by Simpson quadrature of ½(x·y' − y·x') over every segment.
  static func quadratureArea(_ path: ClosedPath) -> Double {
    path.segments.reduce(0) { sum, segment in
      sum
        + Oracle.simpson(from: 0, to: 1, intervals: 2_000) {
          0.5 * segment.point(at: $0).cross(segment.derivative(at: $0))
        }
    }
  }

  @Test func referenceShapesHavePublishedAreas() throws {
    // Geometry notes, table A3: the curve plus the chord back to its start, y up.
    let arch = try ClosedPath(segments: [
      .quadratic(Oracle.referenceQuadratic),
      .line(LineSegment(from: Oracle.referenceQuadratic.end, to: Oracle.referenceQuadratic.start)),
    ])
    #expect(abs(arch.signedArea - -4000.0 / 3) < 1e-10)  // −⅔·100·20 by hand
    let wave = try ClosedPath(segments: [
      .cubic(Oracle.referenceCubic),
      .line(LineSegment(from: Oracle.referenceCubic.end, to: Oracle.referenceCubic.start)),
    ])
    #expect(abs(wave.signedArea - -765) < 1e-10)
    // The same outlines in y-down coordinates (y → −y) are mirror images: the sign flips.
    #expect(abs(try Self.mirrored(arch).signedArea - 4000.0 / 3) < 1e-10)
    #expect(abs(try Self.mirrored(wave).signedArea - 765) < 1e-10)
  }

  /// `path` with every y negated: the same picture in the other y convention.
  static func mirrored(_ path: ClosedPath) throws -> ClosedPath {
    func flip(_ point: Vector2) -> Vector2 { Vector2(point.x, -point.y) }
    return try ClosedPath(
      segments: path.segments.map { segment in
        switch segment {
        case .line(let line): .line(LineSegment(from: flip(line.start), to: flip(line.end)))
        case .quadratic(let curve):
          .quadratic(
            QuadraticBezier(
              start: flip(curve.start), control: flip(curve.control), end: flip(curve.end)))
        case .cubic(let curve):
          .cubic(
            CubicBezier(
              start: flip(curve.start), control1: flip(curve.control1),
              control2: flip(curve.control2), end: flip(curve.end)))
        }
      })
  }

  @Test func areaSignFollowsOrientation() throws {
    let square = try Self.square()
    #expect(square.signedArea == 10_000)
    let reversed = try ClosedPath(segments: square.segments.reversed().map { $0.reversed() })
    #expect(reversed.signedArea == -10_000)
    // The jelly block: rectangle 200 × 100 plus two parabolic caps of ⅔·200·(bulge/2) each.
    // Drawn (0,0) → (200,0) → (200,100) → (0,100) it runs clockwise on screen with y down.
    let jelly = try Self.jelly(bulge: 30)
    #expect(abs(jelly.signedArea - (20_000 + 2 * (2.0 / 3) * 200 * 15)) < 1e-9)
    // Figure-eight lobes of opposite orientation cancel.
    #expect(abs(try Self.figureEight().signedArea) < 1e-9)
  }

  @Test func areaIsExactAgainstQuadratureAndPolygons() throws {
    var generator = SplitMix64(seed: 404)
    for _ in 0..<30 {
      var builder = PathBuilder(start: Oracle.randomPoint(&generator))
      builder.addCurve(
        to: Oracle.randomPoint(&generator), controlPoint1: Oracle.randomPoint(&generator),
        controlPoint2: Oracle.randomPoint(&generator))
      builder.addQuadCurve(
        to: Oracle.randomPoint(&generator), controlPoint: Oracle.randomPoint(&generator))
      builder.addLine(to: Oracle.randomPoint(&generator))
      let path = try builder.close()
      // Simpson is exact for cubics; the integrands here have degree ≤ 5, error ~ h⁴.
      #expect(abs(path.signedArea - Self.quadratureArea(path)) < 1e-8)
      // A polygon within 1e-4 points of the outline differs by ≤ perimeter · 1e-4.
      let polygonArea = Self.shoelace(try path.flattened(tolerance: 1e-4))
      let perimeter = try path.perimeter(accuracy: 1e-3)
      #expect(abs(path.signedArea - polygonArea) <= perimeter * 1e-4)
    }
    let circle = try Self.circle(radius: 50)
    let polygon = Self.shoelace(try circle.flattened(tolerance: 1e-5))
    #expect(abs(circle.signedArea - polygon) < 2 * Double.pi * 50 * 1e-5)
    // The cubic circle's area is within 0.03 % of πR² (its radius errs by at most 0.027 %).
    #expect(abs(circle.signedArea / (Double.pi * 2_500) - 1) < 3e-4)
  }

  @Test func boundingBoxMatchesDenseSampling() throws {
    let jelly = try Self.jelly(bulge: 30)
    #expect(jelly.boundingBox == BoundingBox(minX: 0, minY: -15, maxX: 200, maxY: 115))
    let circle = try Self.circle(radius: 50)
    #expect(circle.boundingBox == BoundingBox(minX: -50, minY: -50, maxX: 50, maxY: 50))
    let eight = try Self.figureEight()
    var sampled = BoundingBox(point: eight.segments[0].start)
    for segment in eight.segments {
      sampled = sampled.union(Oracle.sampledBox(20_000) { segment.point(at: $0) })
    }
    let box = eight.boundingBox
    for (tight, dense) in [
      (box.minX, sampled.minX), (box.maxX, sampled.maxX), (box.minY, sampled.minY),
      (box.maxY, sampled.maxY),
    ] {
      #expect(abs(tight - dense) < 1e-5)
    }
  }

  @Test func perimeterMeetsAccuracy() throws {
    #expect(try Self.square().perimeter() == 400)
    let jelly = try Self.jelly(bulge: 30)
    let top = jelly.segments[0]
    let simpsonTop = Oracle.simpson(from: 0, to: 1) { top.derivative(at: $0).length }
    #expect(abs(try jelly.perimeter() - (2 * simpsonTop + 200)) < 1e-9)
    // Circle of radius 50: 4 cubic arcs, each measured within accuracy / 4.
    let circle = try Self.circle(radius: 50)
    let arc = circle.segments[0]
    let exactArc = Oracle.simpson(from: 0, to: 1, intervals: 100_000) {
      arc.derivative(at: $0).length
    }
    for accuracy in [1e-2, 1e-6, 1e-10] {
      #expect(abs(try circle.perimeter(accuracy: accuracy) - 4 * exactArc) <= accuracy)
    }
    #expect(abs(4 * exactArc / (Double.pi * 100) - 1) < 3e-4)
    #expect(throws: GeometryError.invalidAccuracy(0)) { try circle.perimeter(accuracy: 0) }
  }

  @Test func containsUsesNonZeroWinding() throws {
    let square = try Self.square()
    #expect(square.contains(Vector2(50, 50)) && square.windingNumber(of: Vector2(50, 50)) == 1)
    #expect(!square.contains(Vector2(150, 50)) && !square.contains(Vector2(50, -1)))
    // A ray through a vertex counts once.
    #expect(square.windingNumber(of: Vector2(-10, 0)) == 0)
    #expect(square.windingNumber(of: Vector2(-10, 100)) == 0)
    let jelly = try Self.jelly(bulge: 30)
    #expect(jelly.contains(Vector2(100, -14)) && !jelly.contains(Vector2(100, -16)))
    #expect(jelly.contains(Vector2(100, 114)) && !jelly.contains(Vector2(100, 116)))
    #expect(!jelly.contains(Vector2(5, -14)))
    let eight = try Self.figureEight()
    #expect(eight.windingNumber(of: Vector2(80, 0)) == -1)
    #expect(eight.windingNumber(of: Vector2(-80, 0)) == 1)
    #expect(eight.windingNumber(of: Vector2(0, 50)) == 0)
    // Going round the square twice winds twice.
    let twice = try ClosedPath(segments: square.segments + square.segments)
    #expect(twice.windingNumber(of: Vector2(10, 10)) == 2 && twice.signedArea == 20_000)
  }

  @Test func containsAgreesWithEvenOddOnADensePolygon() throws {
    // For a simple outline non-zero and even-odd agree; compare with a plain crossing count
    // on a polygon within 1e-6 of the outline, for points farther than that from it.
    let circle = try Self.circle(radius: 50)
    let jelly = try Self.jelly(bulge: 40)
    var generator = SplitMix64(seed: 8)
    for path in [circle, jelly] {
      let polygon = try path.flattened(tolerance: 1e-6)
      for _ in 0..<300 {
        let point = Oracle.randomPoint(&generator, range: 220)
        var closed = polygon
        closed.append(polygon[0])
        guard Oracle.distance(from: point, toPolyline: closed) > 1e-3 else { continue }
        var inside = false
        for index in polygon.indices {
          let a = polygon[index]
          let b = polygon[(index + 1) % polygon.count]
          if (a.y > point.y) != (b.y > point.y) {
            let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
            if x > point.x { inside.toggle() }
          }
        }
        #expect(path.contains(point) == inside, "\(point)")
      }
    }
  }

  @Test func selfIntersectionOfFigureEightsButNotSimpleShapes() throws {
    #expect(try Self.figureEight().isSelfIntersecting(tolerance: 0.1))
    let bowTie = try ClosedPath(
      polygon: [Vector2(0, 0), Vector2(100, 100), Vector2(100, 0), Vector2(0, 100)])
    #expect(try bowTie.isSelfIntersecting(tolerance: 0.1))
    // Curved bow tie: the crossing lies inside two quadratic edges, not at a vertex.
    var builder = PathBuilder(start: Vector2(0, 0))
    builder.addQuadCurve(to: Vector2(100, 100), controlPoint: Vector2(70, 30))
    builder.addLine(to: Vector2(100, 0))
    builder.addQuadCurve(to: Vector2(0, 100), controlPoint: Vector2(30, 30))
    #expect(try builder.close().isSelfIntersecting(tolerance: 0.01))
    // A cubic with a loop, closed by its chord.
    let loop = CubicBezier(
      start: Vector2(0, 0), control1: Vector2(140, 100), control2: Vector2(-40, 100),
      end: Vector2(100, 0))
    let looped = try ClosedPath(segments: [
      .cubic(loop), .line(LineSegment(from: loop.end, to: loop.start)),
    ])
    #expect(try looped.isSelfIntersecting(tolerance: 0.1))
    for simple in [try Self.square(), try Self.jelly(bulge: 30), try Self.circle(radius: 50)] {
      #expect(try !simple.isSelfIntersecting(tolerance: 0.1))
      #expect(try !simple.isSelfIntersecting(tolerance: 1e-4))
    }
    // A jelly squeezed until its top and bottom edges cross.
    #expect(try Self.jelly(bulge: -120).isSelfIntersecting(tolerance: 0.1))
    #expect(try !Self.jelly(bulge: -90).isSelfIntersecting(tolerance: 0.1))
    #expect(throws: GeometryError.invalidTolerance(0)) {
      try Self.square().isSelfIntersecting(tolerance: 0)
    }
  }

  @Test func invalidSegmentListsThrow() {
    #expect(throws: GeometryError.emptyPath) { try ClosedPath(segments: []) }
    let open = [
      PathSegment.line(LineSegment(from: Vector2(0, 0), to: Vector2(1, 0))),
      .line(LineSegment(from: Vector2(1, 0), to: Vector2(1, 1))),
    ]
    #expect(throws: GeometryError.discontinuousPath(segmentIndex: 0)) {
      try ClosedPath(segments: open)
    }
    let nan = Vector2(.nan, 0)
    #expect(throws: GeometryError.self) {
      try ClosedPath(polygon: [Vector2(0, 0), nan, Vector2(1, 1)])
    }
    #expect(
      GeometryError.discontinuousPath(segmentIndex: 3).description
        == "segment 3 must start where the previous segment ends")
  }

  @Test func codableRoundTripAndValidation() throws {
    let jelly = try Self.jelly(bulge: 30)
    let data = try JSONEncoder().encode(jelly)
    #expect(try JSONDecoder().decode(ClosedPath.self, from: data) == jelly)
    let empty = Data(#"{"segments":[]}"#.utf8)
    #expect(throws: GeometryError.emptyPath) {
      try JSONDecoder().decode(ClosedPath.self, from: empty)
    }
  }
}
