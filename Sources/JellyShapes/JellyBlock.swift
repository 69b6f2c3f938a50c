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
    try segments(progress: progress).outline()
  }

  /// The segments of ``outline(progress:)`` in drawing order and its bend, without a path.
  @inline(__always) func segments(progress: Double) throws(ShapeError) -> OutlineSegments {
    try ShapeError.check(.progress, progress, allowed: "finite")
    let delta = deltaHeight(progress: progress)
    let top = QuadraticBezier(
      start: Vector2(0, delta), control: Vector2(width / 2, 0), end: Vector2(width, delta))
    let bottom = QuadraticBezier(
      start: Vector2(width, height), control: Vector2(width / 2, height - delta),
      end: Vector2(0, height))
    // The article's UIBezierPath: move to the top's start, quad curve, line down the right
    // side, quad curve, close (the left side).
    return OutlineSegments(
      .quadratic(top), .line(LineSegment(from: top.end, to: bottom.start)),
      .quadratic(bottom), .line(LineSegment(from: bottom.end, to: top.start)),
      bend: delta)
  }
}
