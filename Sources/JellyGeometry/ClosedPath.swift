import JellyMath

/// A closed outline: segments joined end to start, the last ending where the first begins.
///
/// Build one with ``PathBuilder`` (the `UIBezierPath` vocabulary) or from segments directly.
/// Orientation: ``signedArea`` > 0 means the outline runs clockwise on screen with y down
/// (UIKit), counter-clockwise with y up (maths).
public struct ClosedPath: Hashable, Sendable, Codable {
  /// The segments in drawing order; never empty, each starting exactly where the previous ends.
  public let segments: [PathSegment]

  /// A path from segments that already join up exactly (the last ending at the first's start).
  ///
  /// - Throws: ``GeometryError/emptyPath`` for no segments, ``GeometryError/nonFinitePoint(_:)``
  ///   for a NaN or infinite coordinate, ``GeometryError/discontinuousPath(segmentIndex:)``
  ///   when a segment does not start where the previous one ends.
  public init(segments: [PathSegment]) throws(GeometryError) {
    guard let last = segments.last else { throw .emptyPath }
    var previousEnd = last.end
    for (index, segment) in segments.enumerated() {
      if !segment.pointsAreFinite {
        for point in segment.points where !point.isFinite { throw .nonFinitePoint(point) }
      }
      guard segment.start == previousEnd else { throw .discontinuousPath(segmentIndex: index) }
      previousEnd = segment.end
    }
    self.segments = segments
  }

  /// Decodes the segments and validates them as ``init(segments:)`` does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(segments: container.decode([PathSegment].self, forKey: .segments))
  }

  /// The polygon through `vertices` (at least 2), closed by a line back to the first vertex.
  /// - Throws: as ``init(segments:)``.
  public init(polygon vertices: [Vector2]) throws(GeometryError) {
    guard vertices.count >= 2 else { throw .emptyPath }
    var segments: [PathSegment] = []
    segments.reserveCapacity(vertices.count)
    for index in vertices.indices {
      let next = vertices[(index + 1) % vertices.count]
      segments.append(.line(LineSegment(from: vertices[index], to: next)))
    }
    try self.init(segments: segments)
  }

  /// Signed enclosed area, in square points, exact for polynomial segments (Green's theorem:
  /// the sum of each segment's closed-form ``PathSegment/signedAreaTerm``).
  ///
  /// Positive when the outline runs clockwise on screen with y down (UIKit), i.e.
  /// counter-clockwise with y up. Regions wound twice count twice; figure-eight lobes of
  /// opposite orientation cancel.
  public var signedArea: Double {
    var sum = 0.0
    for segment in segments { sum += segment.signedAreaTerm }
    return sum
  }

  /// The tight bounding box: the union of the segments' tight boxes (exact up to rounding).
  public var boundingBox: BoundingBox {
    var box = segments[0].boundingBox
    for segment in segments.dropFirst() { box = box.union(segment.boundingBox) }
    return box
  }

  /// Total arc length in points, within `accuracy` points (> 0) of the truth: each cubic gets
  /// an equal share of the budget; lines and quadratics are exact or closed form.
  /// - Throws: ``GeometryError/invalidParameter(_:)`` unless accuracy is finite and > 0.
  public func perimeter(accuracy: Double = 1e-9) throws(GeometryError) -> Double {
    try GeometryError.validate(accuracy: accuracy)
    let share = accuracy / Double(segments.count)
    var sum = 0.0
    for segment in segments { sum += try segment.arcLength(accuracy: share) }
    return sum
  }

  /// How many times the outline winds around `point`: +1 for each turn in the orientation of
  /// positive ``signedArea``, −1 for each turn the other way, 0 outside.
  ///
  /// A horizontal ray from `point` toward +x counts the y-monotonic pieces of each segment it
  /// crosses (half-open in y, so shared endpoints count once); crossings are solved by Brent's
  /// method to about 1e-15 in t. Points on the outline itself may count either way.
  public func windingNumber(of point: Vector2) -> Int {
    var winding = 0
    for segment in segments {
      var pieceStart = 0.0
      var startY = segment.start.y
      for pieceEnd in segment.extrema() + [1] {
        let endY = segment.point(at: pieceEnd).y
        defer {
          pieceStart = pieceEnd
          startY = endY
        }
        let rising = startY <= point.y && point.y < endY
        let falling = endY <= point.y && point.y < startY
        guard rising || falling else { continue }
        let crossing =
          startY == point.y
          ? pieceStart
          : (try? RootFinding.brent(in: pieceStart, pieceEnd) { segment.point(at: $0).y - point.y })
            ?? pieceStart
        if segment.point(at: crossing).x > point.x {
          winding += rising ? 1 : -1
        }
      }
    }
    return winding
  }

  /// Whether `point` is inside by the non-zero winding rule (UIKit's default fill rule).
  public func contains(_ point: Vector2) -> Bool { windingNumber(of: point) != 0 }

  /// The closed polygon within `tolerance` points of the outline (Hausdorff distance, see
  /// ``QuadraticBezier/appendFlattened(tolerance:to:)``), starting at the first segment's start
  /// and not repeating it at the end.
  /// - Throws: ``GeometryError`` for a tolerance that is not finite and > 0 or too small.
  public func flattened(tolerance: Double) throws(GeometryError) -> [Vector2] {
    var points = [segments[0].start]
    for segment in segments { try segment.appendFlattened(tolerance: tolerance, to: &points) }
    points.removeLast()
    return points
  }

  /// Whether one part of the outline crosses or touches another (a figure-eight, a loop, a
  /// bow-tie), apart from consecutive segments meeting at their shared point.
  ///
  /// Decided exactly on the polygon of ``flattened(tolerance:)``, which lies within `tolerance`
  /// points of the outline: transversal crossings are always found, while places where two
  /// parts come within about `tolerance` of each other without crossing may be reported too.
  /// Edges are swept in x order, so the cost is about n·log n for n polygon edges.
  /// - Throws: ``GeometryError`` for a tolerance that is not finite and > 0 or too small.
  public func isSelfIntersecting(tolerance: Double) throws(GeometryError) -> Bool {
    var vertices: [Vector2] = []
    for point in try flattened(tolerance: tolerance) where point != vertices.last {
      vertices.append(point)
    }
    if vertices.count > 1 && vertices.first == vertices.last { vertices.removeLast() }
    return PolygonIntersection.hasSelfIntersection(vertices)
  }
}
