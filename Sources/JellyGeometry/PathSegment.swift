/// One piece of a path: a line, a quadratic or a cubic Bezier, parametrized by t in [0, 1].
///
/// Every member forwards to the wrapped type and keeps its accuracy contract.
public enum PathSegment: Hashable, Sendable, Codable {
  /// A straight segment.
  case line(LineSegment)
  /// A quadratic Bezier.
  case quadratic(QuadraticBezier)
  /// A cubic Bezier.
  case cubic(CubicBezier)

  /// B(0), in points.
  public var start: Vector2 {
    switch self {
    case .line(let line): line.start
    case .quadratic(let curve): curve.start
    case .cubic(let curve): curve.start
    }
  }

  /// B(1), in points.
  public var end: Vector2 {
    switch self {
    case .line(let line): line.end
    case .quadratic(let curve): curve.end
    case .cubic(let curve): curve.end
    }
  }

  /// The defining points (endpoints and controls), in order.
  public var points: [Vector2] {
    switch self {
    case .line(let line): [line.start, line.end]
    case .quadratic(let curve): [curve.start, curve.control, curve.end]
    case .cubic(let curve): [curve.start, curve.control1, curve.control2, curve.end]
    }
  }

  /// B(t), in points.
  /// Whether every point of ``points`` is finite, without building the array and without a
  /// branch per coordinate: c − c is 0 for a finite c and NaN otherwise, so the sum of those
  /// differences is 0 exactly when all are finite. (Inlinable: the shapes test it for every
  /// segment of every frame.)
  @inlinable @inline(__always)
  public var pointsAreFinite: Bool {
    func zero(_ p: Vector2) -> Double { (p.x - p.x) + (p.y - p.y) }
    return switch self {
    case .line(let line): zero(line.start) + zero(line.end) == 0
    case .quadratic(let curve): zero(curve.start) + zero(curve.control) + zero(curve.end) == 0
    case .cubic(let curve):
      zero(curve.start) + zero(curve.control1) + zero(curve.control2) + zero(curve.end) == 0
    }
  }

  public func point(at t: Double) -> Vector2 {
    switch self {
    case .line(let line): line.point(at: t)
    case .quadratic(let curve): curve.point(at: t)
    case .cubic(let curve): curve.point(at: t)
    }
  }

  /// B'(t), in points per unit t.
  public func derivative(at t: Double) -> Vector2 {
    switch self {
    case .line(let line): line.derivative
    case .quadratic(let curve): curve.derivative(at: t)
    case .cubic(let curve): curve.derivative(at: t)
    }
  }

  /// The same segment traversed backwards.
  public func reversed() -> PathSegment {
    switch self {
    case .line(let line): .line(line.reversed())
    case .quadratic(let curve): .quadratic(curve.reversed())
    case .cubic(let curve): .cubic(curve.reversed())
    }
  }

  /// The tight axis-aligned bounding box (exact up to rounding).
  public var boundingBox: BoundingBox {
    switch self {
    case .line(let line): line.boundingBox
    case .quadratic(let curve): curve.boundingBox
    case .cubic(let curve): curve.boundingBox
    }
  }

  /// Arc length in points: exact for lines, closed form (≲ 1e-14 relative) for quadratics,
  /// within `accuracy` points (> 0) for cubics.
  /// - Throws: ``GeometryError/invalidParameter(_:)`` unless accuracy is finite and > 0.
  public func arcLength(accuracy: Double = 1e-9) throws(GeometryError) -> Double {
    try GeometryError.validate(accuracy: accuracy)
    return switch self {
    case .line(let line): line.length
    case .quadratic(let curve): curve.arcLength
    case .cubic(let curve): curve.arcLength(from: 0, to: 1, unvalidatedAccuracy: accuracy)
    }
  }

  /// The parameter where the arc length from `start` is `arcLength` points, within `accuracy`
  /// points; see ``CubicBezier/parameter(atArcLength:accuracy:)``.
  /// - Throws: ``GeometryError`` for an accuracy ≤ 0 or a length outside [0, length].
  public func parameter(atArcLength arcLength: Double, accuracy: Double = 1e-9)
    throws(GeometryError) -> Double
  {
    switch self {
    case .line(let line):
      try GeometryError.validate(accuracy: accuracy)
      let total = line.length
      guard arcLength >= 0, arcLength <= total + accuracy else {
        throw .arcLengthOutOfRange(arcLength, total: total)
      }
      return total > 0 ? min(1, arcLength / total) : 0
    case .quadratic(let curve):
      return try curve.parameter(atArcLength: arcLength, accuracy: accuracy)
    case .cubic(let curve):
      return try curve.parameter(atArcLength: arcLength, accuracy: accuracy)
    }
  }

  /// Signed curvature in 1/points (0 for lines); positive where the curve turns clockwise on
  /// screen with y down (UIKit), matching the sign of ``ClosedPath/signedArea``.
  public func curvature(at t: Double) -> Double {
    switch self {
    case .line: 0
    case .quadratic(let curve): curve.curvature(at: t)
    case .cubic(let curve): curve.curvature(at: t)
    }
  }

  /// Green's-theorem term `½∫(x dy − y dx)`, in square points, exact in closed form.
  public var signedAreaTerm: Double {
    switch self {
    case .line(let line): line.signedAreaTerm
    case .quadratic(let curve): curve.signedAreaTerm
    case .cubic(let curve): curve.signedAreaTerm
    }
  }

  /// The closest point of the segment to `query` (t to about 1e-15).
  public func nearestPoint(to query: Vector2) -> NearestPoint {
    switch self {
    case .line(let line): line.nearestPoint(to: query)
    case .quadratic(let curve): curve.nearestPoint(to: query)
    case .cubic(let curve): curve.nearestPoint(to: query)
    }
  }

  /// Parameters in (0, 1), ascending, where B'x or B'y changes sign (none for lines).
  public func extrema() -> [Double] {
    switch self {
    case .line: []
    case .quadratic(let curve): curve.extrema()
    case .cubic(let curve): curve.extrema()
    }
  }

  /// Appends the polyline vertices after `start`, within `tolerance` points of the segment
  /// (a line appends just its end).
  /// - Throws: ``GeometryError`` for a tolerance that is not finite and > 0 or too small.
  public func appendFlattened(tolerance: Double, to points: inout [Vector2]) throws(GeometryError) {
    switch self {
    case .line(let line):
      try GeometryError.validate(tolerance: tolerance)
      points.append(line.end)
    case .quadratic(let curve): try curve.appendFlattened(tolerance: tolerance, to: &points)
    case .cubic(let curve): try curve.appendFlattened(tolerance: tolerance, to: &points)
    }
  }
}
