/// The straight segment `B(t) = (1 − t)·start + t·end`, t in [0, 1]; coordinates in points.
public struct LineSegment: Hashable, Sendable, Codable {
  /// B(0), in points.
  public var start: Vector2
  /// B(1), in points.
  public var end: Vector2

  /// The segment from `start` to `end`.
  @inlinable
  public init(from start: Vector2, to end: Vector2) {
    self.start = start
    self.end = end
  }

  /// B(t), exact at t = 0 and 1; any finite t extrapolates along the line.
  @inlinable
  public func point(at t: Double) -> Vector2 { start.interpolated(to: end, t) }

  /// B'(t) = end − start, in points per unit t (constant).
  @inlinable
  public var derivative: Vector2 { end - start }

  /// Length `|end − start|`, in points, correctly rounded up to a few ulps.
  @inlinable
  public var length: Double { start.distance(to: end) }

  /// The pieces over [0, t] and [t, 1]; both are exact sub-segments of the line.
  public func split(at t: Double) -> (LineSegment, LineSegment) {
    let middle = point(at: t)
    return (LineSegment(from: start, to: middle), LineSegment(from: middle, to: end))
  }

  /// The same segment traversed from `end` to `start`.
  public func reversed() -> LineSegment { LineSegment(from: end, to: start) }

  /// The tight bounding box: the box of the two endpoints (exact).
  @inlinable @inline(__always)
  public var boundingBox: BoundingBox { BoundingBox(start, end) }

  /// Green's-theorem term `½∫(x dy − y dx) = ½·start × end`, in square points (exact up to
  /// rounding). Summed over a closed path it gives the signed area, see ``ClosedPath/signedArea``.
  @inlinable @inline(__always)
  public var signedAreaTerm: Double { 0.5 * start.cross(end) }

  /// The closest point of the segment to `query`, by orthogonal projection clamped to [0, 1]
  /// (exact up to rounding). A degenerate segment returns t = 0.
  public func nearestPoint(to query: Vector2) -> NearestPoint {
    let direction = end - start
    let lengthSquared = direction.lengthSquared
    var t = 0.0
    if lengthSquared > 0 {
      t = min(1, max(0, (query - start).dot(direction) / lengthSquared))
    }
    let closest = point(at: t)
    return NearestPoint(parameter: t, point: closest, distance: closest.distance(to: query))
  }
}
