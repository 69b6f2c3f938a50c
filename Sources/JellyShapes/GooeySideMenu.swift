import JellyGeometry

/// KittenYang's side menu (`drawRect:` in GooeySlideMenu.m): a view W/2 + blankWidth wide and
/// H high whose right edge, at x = W/2, is a quadratic pulled sideways by the helpers' `diff`.
///
/// Outline: move (0, 0) → line (w − blankWidth, 0) → quadratic to (w − blankWidth, h) with
/// control (W/2 + diff, H/2) → line (0, h) → close, where w − blankWidth = W/2. diff = 0 gives
/// a straight edge and area W·H/2; in general the area is W·H/2 + H·diff/3.
public struct GooeySideMenu: Sendable, Hashable {
  /// KittenYang's `MENUBLANKWIDTH`, in points.
  public static let defaultBlankWidth = 50.0

  /// Screen width W, in points (> 0).
  public let screenWidth: Double
  /// Screen and view height H, in points (> 0).
  public let screenHeight: Double
  /// The blank band right of the rest edge, in points (≥ 0).
  public let blankWidth: Double

  /// A menu for a W × H screen.
  ///
  /// - Throws: ``ShapeError/invalidParameter(_:)`` naming `screen width`,
  ///   `screen height` (> 0) or `blank width` (≥ 0) when out of range or not finite.
  public init(screenWidth: Double, screenHeight: Double, blankWidth: Double = defaultBlankWidth)
    throws(ShapeError)
  {
    try ShapeError.check(.screenWidth, screenWidth, allowed: "> 0 and finite") { $0 > 0 }
    try ShapeError.check(.screenHeight, screenHeight, allowed: "> 0 and finite") { $0 > 0 }
    try ShapeError.check(.blankWidth, blankWidth, allowed: ">= 0 and finite") { $0 >= 0 }
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.blankWidth = blankWidth
  }

  /// The view width W/2 + blankWidth, in points.
  public var width: Double { screenWidth / 2 + blankWidth }

  /// The x of the edge's endpoints, width − blankWidth (= W/2), in points.
  public var edgeX: Double { width - blankWidth }

  /// The outline for the helpers' `diff` (side − center x, points, finite). Its bend is the
  /// control point's offset out of the menu, W/2 + diff − edgeX (= diff).
  ///
  /// - Throws: ``ShapeError/invalidParameter(_:)`` for a non-finite diff.
  public func outline(diff: Double) throws(ShapeError) -> ShapeOutline {
    try segments(diff: diff).outline()
  }

  /// The segments of ``outline(diff:)`` in drawing order and its bend, without a path.
  @inline(__always) func segments(diff: Double) throws(ShapeError) -> OutlineSegments {
    try ShapeError.check(.diff, diff, allowed: "finite")
    let edge = QuadraticBezier(
      start: Vector2(edgeX, 0), control: Vector2(screenWidth / 2 + diff, screenHeight / 2),
      end: Vector2(edgeX, screenHeight))
    // The UIBezierPath: move to the top left, line to the edge, quad curve down, line to the
    // bottom left, close.
    let topLeft = Vector2(0, 0)
    let bottomLeft = Vector2(0, screenHeight)
    return OutlineSegments(
      .line(LineSegment(from: topLeft, to: edge.start)), .quadratic(edge),
      .line(LineSegment(from: edge.end, to: bottomLeft)),
      .line(LineSegment(from: bottomLeft, to: topLeft)),
      bend: bend(diff: diff))
  }

  /// The control point's offset out of the menu, W/2 + diff − edgeX (= diff up to rounding), in
  /// points: positive when the edge bulges out of the menu (the opening's bubble), negative
  /// when it sags into it (inverted).
  public func bend(diff: Double) -> Double { screenWidth / 2 + diff - edgeX }
}
