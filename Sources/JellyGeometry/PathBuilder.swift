/// Builds a ``ClosedPath`` with `UIBezierPath`'s vocabulary: `move(to:)`, `addLine(to:)`,
/// `addQuadCurve(to:controlPoint:)`, `addCurve(to:controlPoint1:controlPoint2:)`, `close()`.
///
/// ```swift
/// var builder = PathBuilder(start: Vector2(0, 0))
/// builder.addLine(to: Vector2(100, 0))
/// builder.addQuadCurve(to: Vector2(0, 0), controlPoint: Vector2(50, 80))
/// let shape = try builder.close()
/// ```
public struct PathBuilder: Sendable {
  /// The segments added since the last ``move(to:)``.
  public private(set) var segments: [PathSegment] = []
  /// Where the outline starts and ``close()`` returns to, in points.
  public private(set) var startPoint: Vector2
  /// The end of the last segment (or ``startPoint``), in points.
  public private(set) var currentPoint: Vector2

  /// A builder whose outline starts at `start` (as `move(to: start)`).
  public init(start: Vector2) {
    startPoint = start
    currentPoint = start
  }

  /// Starts the outline afresh at `point`, discarding the segments added so far.
  public mutating func move(to point: Vector2) {
    segments.removeAll(keepingCapacity: true)
    startPoint = point
    currentPoint = point
  }

  /// Appends a straight segment from the current point to `point`.
  public mutating func addLine(to point: Vector2) {
    segments.append(.line(LineSegment(from: currentPoint, to: point)))
    currentPoint = point
  }

  /// Appends a quadratic Bezier from the current point to `point` pulled toward `controlPoint`.
  public mutating func addQuadCurve(to point: Vector2, controlPoint: Vector2) {
    segments.append(
      .quadratic(QuadraticBezier(start: currentPoint, control: controlPoint, end: point)))
    currentPoint = point
  }

  /// Appends a cubic Bezier from the current point to `point` with two control points.
  public mutating func addCurve(
    to point: Vector2, controlPoint1: Vector2, controlPoint2: Vector2
  ) {
    segments.append(
      .cubic(
        CubicBezier(
          start: currentPoint, control1: controlPoint1, control2: controlPoint2, end: point)))
    currentPoint = point
  }

  /// The finished outline: a straight segment back to ``startPoint`` is added when the current
  /// point is elsewhere.
  /// - Throws: ``GeometryError/emptyPath`` when nothing was added and
  ///   ``GeometryError/nonFinitePoint(_:)`` for a NaN or infinite coordinate.
  public func close() throws(GeometryError) -> ClosedPath {
    var closed = segments
    if currentPoint != startPoint {
      closed.append(.line(LineSegment(from: currentPoint, to: startPoint)))
    }
    return try ClosedPath(segments: closed)
  }
}
