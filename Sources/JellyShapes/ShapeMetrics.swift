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

  /// The metrics of `outline`.
  public init(_ outline: ShapeOutline) {
    area = outline.path.signedArea
    boundingBox = outline.path.boundingBox
    var length = 0.0
    var largest = 0.0
    for edge in outline.curvedEdges {
      length += edge.arcLength
      largest = max(largest, edge.chordDistance)
    }
    edgeLength = length
    bulge = largest
    isInverted = outline.isInverted
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
