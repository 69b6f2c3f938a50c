import JellyGeometry

/// Measurements of one ``ShapeOutline``, all from JellyGeometry's exact formulas.
public struct ShapeMetrics: Sendable, Hashable {
  /// Enclosed area in square points, exact (Green's theorem on the Bezier segments).
  public let area: Double
  /// The tight bounding box of the outline, in points, exact up to rounding.
  public let boundingBox: BoundingBox
  /// Total length of the curved edges in points (closed form, relative error ≲ 1e-14).
  public let edgeLength: Double
  /// The largest distance of a curved edge from its chord, in points (≥ 0, exact).
  public let bulge: Double
  /// Whether the shape is inverted (its bend is negative).
  public let isInverted: Bool

  /// The metrics of `outline`, in one pass over its segments (the same sums, in the same
  /// order, as `ClosedPath.signedArea`, `ClosedPath.boundingBox` and the
  /// ``ShapeOutline/curvedEdges``).
  public init(_ outline: ShapeOutline) {
    self.init(segments: outline.path.segments.span, isInverted: outline.isInverted)
  }

  /// The metrics of the closed outline of `segments` (at least one, in path order), whose
  /// quadratic segments are its curved edges.
  @inline(__always)
  init(segments: Span<PathSegment>, isInverted: Bool) {
    var area = 0.0
    var box = BoundingBox(point: segments[0].start)
    var length = 0.0
    var largest = 0.0
    for index in segments.indices {
      // One switch per segment, on the segment in place (no copy of the whole enum); the
      // first segment's box is its own, each later one joins by `union`, as in
      // `ClosedPath.boundingBox`.
      let segmentBox: BoundingBox
      switch segments[index] {
      case .line(let line):
        area += line.signedAreaTerm
        segmentBox = line.boundingBox
      case .quadratic(let edge):
        area += edge.signedAreaTerm
        segmentBox = edge.boundingBox
        length += edge.arcLength
        largest = max(largest, edge.chordDistance)
      case .cubic(let curve):
        area += curve.signedAreaTerm
        segmentBox = curve.boundingBox
      }
      box = index == 0 ? segmentBox : box.union(segmentBox)
    }
    self.area = area
    boundingBox = box
    edgeLength = length
    bulge = largest
    self.isInverted = isInverted
  }

  /// The value of `metric` in these metrics (1 or 0 for ``ShapeMetric/inverted``).
  public func value(of metric: ShapeMetric) -> Double {
    switch metric {
    case .area: area
    case .width: boundingBox.width
    case .height: boundingBox.height
    case .edgeLength: edgeLength
    case .bulge: bulge
    case .inverted: isInverted ? 1 : 0
    }
  }
}

/// A scalar metric of a shape, for time series and peak searches.
public enum ShapeMetric: String, Sendable, Hashable, CaseIterable {
  /// ``ShapeMetrics/area``, square points.
  case area
  /// The bounding box width, points.
  case width
  /// The bounding box height, points.
  case height
  /// ``ShapeMetrics/edgeLength``, points.
  case edgeLength = "edge_length"
  /// ``ShapeMetrics/bulge``, points.
  case bulge
  /// 1 when inverted, else 0.
  case inverted
}
