import JellyGeometry

/// One drawn frame of an animated shape: the closed outline a `drawRect:` fills, its curved
/// edges, and how far the shape is bent.
public struct ShapeOutline: Sendable, Hashable {
  /// The filled outline, oriented clockwise on screen (positive `ClosedPath.signedArea`).
  public let path: ClosedPath
  /// The signed bend in points: positive in the shape's main direction, negative when the shape
  /// is inverted. Jelly: its deltaHeight Δ; menus: the control point's offset from the rest
  /// edge, positive out of the menu (the bubble of the opening), negative when the edge sags
  /// into the menu. Each curved edge then lies at most |bend|/2 from its chord.
  public let bend: Double

  /// An outline from its parts (the shape types build these): its curved edges are the
  /// quadratic segments of `path`.
  public init(path: ClosedPath, bend: Double) {
    self.path = path
    self.bend = bend
  }

  /// The quadratic edges that deform (the jelly's top and bottom, a menu's free edge): the
  /// path's quadratic segments, in path order (built on each call; ``ShapeMetrics`` reads the
  /// path without building it).
  public var curvedEdges: [QuadraticBezier] {
    path.segments.compactMap { segment in
      if case .quadratic(let edge) = segment { edge } else { nil }
    }
  }

  /// Whether the shape is bent against its main direction (bend < 0).
  public var isInverted: Bool { bend < 0 }

  /// Area, bounding box, curved-edge length and bulge of this outline (see ``ShapeMetrics``).
  public var metrics: ShapeMetrics { ShapeMetrics(self) }

  /// The closed polygon within `tolerance` points of the outline (Hausdorff distance), starting
  /// at the path's start point and repeating it at the end.
  ///
  /// - Parameter tolerance: The largest allowed distance, in points (finite, > 0).
  /// - Throws: ``ShapeError/geometry(_:)`` for a tolerance that is not finite and > 0, or one so
  ///   small that a curve would need more than `Flattening.maximumSegmentCount` segments.
  public func polyline(tolerance: Double) throws(ShapeError) -> [Vector2] {
    do {
      var points = try path.flattened(tolerance: tolerance)
      points.append(path.segments[0].start)
      return points
    } catch {
      throw .geometry(error)
    }
  }
}
