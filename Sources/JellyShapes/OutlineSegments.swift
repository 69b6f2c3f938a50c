import JellyGeometry

/// The four segments of a shape's outline in drawing order (each starting where the one before
/// it ends, the last ending where the first starts) and the outline's bend, held inline: the
/// shapes build one for every frame, and ``ShapeMetrics`` measures it without the array of a
/// `ClosedPath`.
struct OutlineSegments {
  /// The segments, in points.
  let segments: InlineArray<4, PathSegment>
  /// The signed bend, in points (see ``ShapeOutline/bend``).
  let bend: Double

  /// The segments and bend of one outline.
  @inline(__always) init(_ segments: InlineArray<4, PathSegment>, bend: Double) {
    self.segments = segments
    self.bend = bend
  }

  /// Whether every coordinate of every segment is finite (what `ClosedPath` checks).
  @inline(__always)
  var pointsAreFinite: Bool {
    segments[0].pointsAreFinite && segments[1].pointsAreFinite
      && segments[2].pointsAreFinite && segments[3].pointsAreFinite
  }

  /// The outline: its closed path (one array) and bend.
  ///
  /// - Throws: ``ShapeError/geometry(_:)`` for a non-finite coordinate.
  func outline() throws(ShapeError) -> ShapeOutline {
    do {
      let path = try ClosedPath(segments: [segments[0], segments[1], segments[2], segments[3]])
      return ShapeOutline(path: path, bend: bend)
    } catch {
      throw .geometry(error)
    }
  }

  /// The metrics of the outline, the same values as those of ``outline()``, without building
  /// its path.
  ///
  /// - Throws: The ``ShapeError/geometry(_:)`` error ``outline()`` throws, for a non-finite
  ///   coordinate.
  @inline(__always) func metrics() throws(ShapeError) -> ShapeMetrics {
    guard pointsAreFinite else { return try outline().metrics }
    return ShapeMetrics(
      segments[0], segments[1], segments[2], segments[3], isInverted: bend < 0)
  }
}
