import JellyGeometry

/// Desgard's Skype-style bottom menu (`drawRect:` in Desgard/DGGooeySlideMenu): a W × H view
/// whose top edge is a quadratic pulled by the helpers' `diff`.
///
/// The view is `H = K/2 + blankWidth` high (K the key window height), so its rest edge lies at
/// y = H − K/2 = blankWidth. Outline: move (0, H) → line (0, H − K/2) → quadratic to
/// (W, H − K/2) with control (W/2, diff + blankWidth) → line (W, H) → close. diff = 0 gives a
/// flat edge and area W·(H − blankWidth); in general the area is W·(H − blankWidth) − W·diff/3.
public struct SkypeMenu: Sendable, Hashable {
  /// Desgard's `menuBlankWidth`, in points.
  public static let defaultBlankWidth = 80.0

  /// Screen and view width W, in points (> 0).
  public let width: Double
  /// Key window height K, in points (> 0).
  public let keyWindowHeight: Double
  /// The blank band above the rest edge (`menuBlankWidth`), in points (≥ 0).
  public let blankWidth: Double

  /// A menu for a W × K screen.
  ///
  /// - Throws: ``ShapeError/invalidParameter(_:)`` naming `screen width`,
  ///   `screen height` (> 0) or `blank width` (≥ 0) when out of range or not finite.
  public init(width: Double, keyWindowHeight: Double, blankWidth: Double = defaultBlankWidth)
    throws(ShapeError)
  {
    try ShapeError.check(.screenWidth, width, allowed: "> 0 and finite") { $0 > 0 }
    try ShapeError.check(.screenHeight, keyWindowHeight, allowed: "> 0 and finite") { $0 > 0 }
    try ShapeError.check(.blankWidth, blankWidth, allowed: ">= 0 and finite") { $0 >= 0 }
    self.width = width
    self.keyWindowHeight = keyWindowHeight
    self.blankWidth = blankWidth
  }

  /// The view height H = K/2 + blankWidth, in points.
  public var height: Double { keyWindowHeight / 2 + blankWidth }

  /// The y of the edge's endpoints, H − K/2, in points.
  public var edgeY: Double { height - keyWindowHeight / 2 }

  /// The outline for the helpers' `diff` (side − center y, points, finite). Its bend is the
  /// control point's rise above the rest edge, edgeY − (diff + blankWidth) (= −diff).
  ///
  /// - Throws: ``ShapeError/invalidParameter(_:)`` for a non-finite diff.
  public func outline(diff: Double) throws(ShapeError) -> ShapeOutline {
    try segments(diff: diff).outline()
  }

  /// The segments of ``outline(diff:)`` in drawing order and its bend, without a path.
  @inline(__always) func segments(diff: Double) throws(ShapeError) -> OutlineSegments {
    try ShapeError.check(.diff, diff, allowed: "finite")
    let edge = QuadraticBezier(
      start: Vector2(0, edgeY), control: Vector2(width / 2, diff + blankWidth),
      end: Vector2(width, edgeY))
    // The UIBezierPath: move to the bottom left, line up to the edge, quad curve across, line
    // down to the bottom right, close.
    let bottomLeft = Vector2(0, height)
    let bottomRight = Vector2(width, height)
    return OutlineSegments(
      .line(LineSegment(from: bottomLeft, to: edge.start)), .quadratic(edge),
      .line(LineSegment(from: edge.end, to: bottomRight)),
      .line(LineSegment(from: bottomRight, to: bottomLeft)),
      bend: bend(diff: diff))
  }

  /// The control point's rise above the edge's endpoints, edgeY − (diff + blankWidth) (= −diff
  /// up to rounding), in points: positive when the edge bulges out of the menu (the opening's
  /// bubble), negative when it sags into it (inverted).
  public func bend(diff: Double) -> Double { edgeY - (diff + blankWidth) }
}
