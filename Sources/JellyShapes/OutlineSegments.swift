import JellyGeometry

/// The four segments of a shape's outline in drawing order (each starting where the one before
/// it ends, the last ending where the first starts) and the outline's bend, held inline: the
/// shapes build one for every frame, and ``ShapeMetrics`` measures it without the array of a
/// `ClosedPath`.
struct OutlineSegments {
  /// The first segment, in points.
  let first: PathSegment
  /// The second segment, in points.
  let second: PathSegment
  /// The third segment, in points.
  let third: PathSegment
  /// The fourth segment, in points (ending where ``first`` starts).
  let fourth: PathSegment
  /// The signed bend, in points (see ``ShapeOutline/bend``).
  let bend: Double

  /// The segments (in drawing order) and bend of one outline.
  @inline(__always) init(
    _ first: PathSegment, _ second: PathSegment, _ third: PathSegment, _ fourth: PathSegment,
    bend: Double
  ) {
    (self.first, self.second, self.third, self.fourth) = (first, second, third, fourth)
    self.bend = bend
  }

  /// Whether every coordinate of every segment is finite (what `ClosedPath` checks).
  @inline(__always)
  var pointsAreFinite: Bool {
    first.pointsAreFinite && second.pointsAreFinite && third.pointsAreFinite
      && fourth.pointsAreFinite
  }

  /// The outline: its closed path (one array) and bend.
  ///
  /// - Throws: ``ShapeError/geometry(_:)`` for a non-finite coordinate.
  func outline() throws(ShapeError) -> ShapeOutline {
    do {
      let path = try ClosedPath(segments: [first, second, third, fourth])
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
    return ShapeMetrics(first, second, third, fourth, isInverted: bend < 0)
  }
}
