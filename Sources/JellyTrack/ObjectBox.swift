/// Where the object is in one frame: its box's edges in frame coordinates (pixels; pixel
/// `(i, j)` covers [i, i + 1) × [j, j + 1), x to the right, y down), found to a fraction of a
/// pixel.
public struct ObjectBox: Hashable, Sendable {
  /// The left edge, pixels.
  public var left: Double
  /// The right edge, pixels (> `left`).
  public var right: Double
  /// The top edge, pixels.
  public var top: Double
  /// The bottom edge, pixels (> `top`).
  public var bottom: Double

  /// The box with these edges, pixels.
  public init(left: Double, right: Double, top: Double, bottom: Double) {
    self.left = left
    self.right = right
    self.top = top
    self.bottom = bottom
  }

  /// The horizontal centre, (left + right) / 2, pixels.
  public var x: Double { (left + right) / 2 }
  /// The vertical centre, (top + bottom) / 2, pixels.
  public var y: Double { (top + bottom) / 2 }
  /// right − left, pixels.
  public var width: Double { right - left }
  /// bottom − top, pixels.
  public var height: Double { bottom - top }

  /// The same box moved by `dx` to the right and `dy` down, pixels.
  public func offsetBy(dx: Double, dy: Double) -> ObjectBox {
    ObjectBox(left: left + dx, right: right + dx, top: top + dy, bottom: bottom + dy)
  }

  /// The largest distance any edge moved from `other` to this box, pixels.
  public func largestEdgeStep(from other: ObjectBox) -> Double {
    max(
      abs(left - other.left), abs(right - other.right), abs(top - other.top),
      abs(bottom - other.bottom))
  }
}
