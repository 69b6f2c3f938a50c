import JellyGeometry

/// Glow's jelly block (`BlockView.drawRect:` in Glow-Inc/CADisplayLinkDemo): a w × h block
/// whose top and bottom edges bend by deltaHeight while it travels.
///
/// With progress p, Δ = h/2 · (0.5 − |p − 0.5|) and the outline is: move (0, Δ) → quadratic to
/// (w, Δ) with control (w/2, 0) → line (w, h) → quadratic to (0, h) with control (w/2, h − Δ) →
/// close. Δ is 0 at p = 0 and p = 1 (a w × h rectangle), h/4 at p = ½, and negative once the
/// spring overshoots (p > 1): the block is then inverted. Enclosed area w·(h − Δ) exactly (the
/// two parabolic caps of ⅓·w·Δ cancel).
public struct JellyBlock: Sendable, Hashable {
  /// Block width w, in points (> 0).
  public let width: Double
  /// Block height h, in points (> 0).
  public let height: Double

  /// A w × h block.
  ///
  /// - Throws: ``ShapeError/invalidParameter(_:)`` naming `block width` or
  ///   `block height` unless it is finite and > 0.
  public init(width: Double, height: Double) throws(ShapeError) {
    try ShapeError.check(.blockWidth, width, allowed: "> 0 and finite") { $0 > 0 }
    try ShapeError.check(.blockHeight, height, allowed: "> 0 and finite") { $0 > 0 }
    self.width = width
    self.height = height
  }

  /// deltaHeight Δ = h/2 · (0.5 − |progress − 0.5|), in points: in [0, h/4] for progress in
  /// [0, 1], negative outside. Exact up to rounding.
  public func deltaHeight(progress: Double) -> Double {
    height / 2 * (0.5 - abs(progress - 0.5))
  }

  /// The outline drawn at `progress` (1 − (y − to)/(from − to); any finite number).
  ///
  /// - Throws: ``ShapeError/invalidParameter(_:)`` for a non-finite progress.
  public func outline(progress: Double) throws(ShapeError) -> ShapeOutline {
    try ShapeError.check(.progress, progress, allowed: "finite")
    let delta = deltaHeight(progress: progress)
    let top = QuadraticBezier(
      start: Vector2(0, delta), control: Vector2(width / 2, 0), end: Vector2(width, delta))
    let bottom = QuadraticBezier(
      start: Vector2(width, height), control: Vector2(width / 2, height - delta),
      end: Vector2(0, height))
    var builder = PathBuilder(start: top.start)
    builder.addQuadCurve(to: top.end, controlPoint: top.control)
    builder.addLine(to: bottom.start)
    builder.addQuadCurve(to: bottom.end, controlPoint: bottom.control)
    return ShapeOutline(path: try closing(builder), curvedEdges: [top, bottom], bend: delta)
  }
}

/// `builder.close()` with the geometry error wrapped.
func closing(_ builder: PathBuilder) throws(ShapeError) -> ClosedPath {
  do {
    return try builder.close()
  } catch {
    throw .geometry(error)
  }
}
