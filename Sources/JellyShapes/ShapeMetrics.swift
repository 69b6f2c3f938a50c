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
    self = outline.path.segments.withUnsafeBufferPointer { segments in
      ShapeMetrics(segments: segments, isInverted: outline.isInverted)
    }
  }

  /// The metrics of the closed outline of `segments` (at least one, in path order), whose
  /// quadratic segments are its curved edges.
  @inline(__always)
  init(segments: UnsafeBufferPointer<PathSegment>, isInverted: Bool) {
    var sums = Sums(first: segments[0])
    for index in segments.indices { sums.add(segments[index], isFirst: index == 0) }
    self.init(sums, isInverted: isInverted)
  }

  /// The metrics of the closed outline of the four segments `a`, `b`, `c`, `d` (in path
  /// order): the same sums as ``init(segments:isInverted:)``, written out segment by segment.
  /// (Inlined where a shape builds its segments, a loop over them in memory stalled on
  /// reloading what had just been stored: a fifth of the metrics' samples on one load.)
  @inline(__always)
  init(
    _ a: PathSegment, _ b: PathSegment, _ c: PathSegment, _ d: PathSegment, isInverted: Bool
  ) {
    var sums = Sums(first: a)
    sums.add(a, isFirst: true)
    sums.add(b, isFirst: false)
    sums.add(c, isFirst: false)
    sums.add(d, isFirst: false)
    self.init(sums, isInverted: isInverted)
  }

  /// The metrics from the finished sums.
  @inline(__always)
  private init(_ sums: Sums, isInverted: Bool) {
    area = sums.area
    boundingBox = sums.box
    edgeLength = sums.length
    bulge = sums.largest
    self.isInverted = isInverted
  }

  /// The running sums of the metrics over an outline's segments, in path order.
  private struct Sums {
    var area = 0.0
    var box: BoundingBox
    var length = 0.0
    var largest = 0.0

    @inline(__always)
    init(first: PathSegment) { box = BoundingBox(point: first.start) }

    /// Adds `segment`: its area term, its box (the first segment's box is its own, each later
    /// one joins by `union`, as in `ClosedPath.boundingBox`) and, for a curved edge, its
    /// length and bulge. One switch per segment, on the segment in place.
    @inline(__always)
    mutating func add(_ segment: borrowing PathSegment, isFirst: Bool) {
      let segmentBox: BoundingBox
      switch segment {
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
      box = isFirst ? segmentBox : box.union(segmentBox)
    }
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
