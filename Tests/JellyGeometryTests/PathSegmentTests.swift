import Testing

@testable import JellyGeometry

@Suite struct PathSegmentTests {
  let segments: [PathSegment] = [
    .line(LineSegment(from: Vector2(0, 0), to: Vector2(30, 40))),
    .quadratic(Oracle.referenceQuadratic),
    .cubic(Oracle.referenceCubic),
  ]

  @Test("pointsAreFinite: false for any infinite or NaN coordinate of any point, else true")
  func finitePoints() {
    for segment in segments {
      #expect(segment.pointsAreFinite)
      let count = segment.points.count
      for index in 0..<count {
        for bad in [Double.infinity, -.infinity, .nan, -.nan] {
          for axis in 0..<2 {
            var points = segment.points
            points[index] =
              axis == 0 ? Vector2(bad, points[index].y) : Vector2(points[index].x, bad)
            let broken: PathSegment =
              switch count {
              case 2: .line(LineSegment(from: points[0], to: points[1]))
              case 3:
                .quadratic(QuadraticBezier(start: points[0], control: points[1], end: points[2]))
              default:
                .cubic(
                  CubicBezier(
                    start: points[0], control1: points[1], control2: points[2], end: points[3]))
              }
            #expect(!broken.pointsAreFinite, "\(broken)")
          }
        }
      }
    }
    // The largest finite coordinates stay finite (c − c is 0, not NaN).
    #expect(
      PathSegment.line(
        LineSegment(
          from: Vector2(.greatestFiniteMagnitude, -.greatestFiniteMagnitude), to: Vector2(0, 0))
      ).pointsAreFinite)
  }

  @Test func forwardsToTheWrappedCurve() throws {
    let quadratic = Oracle.referenceQuadratic
    let cubic = Oracle.referenceCubic
    #expect(segments[1].point(at: 0.3) == quadratic.point(at: 0.3))
    #expect(segments[2].derivative(at: 0.3) == cubic.derivative(at: 0.3))
    #expect(segments[1].curvature(at: 0.3) == quadratic.curvature(at: 0.3))
    #expect(segments[0].curvature(at: 0.3) == 0)
    #expect(segments[2].boundingBox == cubic.boundingBox)
    #expect(segments[1].signedAreaTerm == quadratic.signedAreaTerm)
    #expect(try segments[0].arcLength() == 50)
    #expect(try segments[1].arcLength() == quadratic.arcLength)
    #expect(try segments[2].arcLength(accuracy: 1e-6) == cubic.arcLength(accuracy: 1e-6))
    #expect(segments[2].points == [cubic.start, cubic.control1, cubic.control2, cubic.end])
    #expect(segments[2].extrema() == cubic.extrema())
    let query = Vector2(40, 40)
    #expect(segments[2].nearestPoint(to: query) == cubic.nearestPoint(to: query))
  }

  @Test func inverseArcLengthOnEveryKind() throws {
    for segment in segments {
      let total = try segment.arcLength(accuracy: 1e-12)
      let t = try segment.parameter(atArcLength: 0.4 * total, accuracy: 1e-9)
      let (left, _) = split(segment, at: t)
      #expect(abs(try left.arcLength(accuracy: 1e-12) - 0.4 * total) <= 1e-9)
    }
    #expect(throws: GeometryError.arcLengthOutOfRange(51, total: 50)) {
      try segments[0].parameter(atArcLength: 51, accuracy: 1e-9)
    }
  }

  @Test func reversedAndFlattenedSegments() throws {
    for segment in segments {
      let reversed = segment.reversed()
      #expect(reversed.start == segment.end && reversed.end == segment.start)
      #expect(abs(reversed.signedAreaTerm + segment.signedAreaTerm) < 1e-9)
      var points: [Vector2] = []
      try segment.appendFlattened(tolerance: 0.5, to: &points)
      #expect(points.last == segment.end)
    }
    var points: [Vector2] = []
    #expect(throws: GeometryError.invalidTolerance(0)) {
      try segments[0].appendFlattened(tolerance: 0, to: &points)
    }
  }

  private func split(_ segment: PathSegment, at t: Double) -> (PathSegment, PathSegment) {
    switch segment {
    case .line(let line):
      let (a, b) = line.split(at: t)
      return (.line(a), .line(b))
    case .quadratic(let curve):
      let (a, b) = curve.split(at: t)
      return (.quadratic(a), .quadratic(b))
    case .cubic(let curve):
      let (a, b) = curve.split(at: t)
      return (.cubic(a), .cubic(b))
    }
  }
}
