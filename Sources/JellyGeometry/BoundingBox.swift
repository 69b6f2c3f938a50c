/// An axis-aligned rectangle `[minX, maxX] × [minY, maxY]`, in points.
public struct BoundingBox: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Smallest x, in points.
  public var minX: Double
  /// Smallest y, in points (the top edge on screen in UIKit).
  public var minY: Double
  /// Largest x, in points.
  public var maxX: Double
  /// Largest y, in points (the bottom edge on screen in UIKit).
  public var maxY: Double

  /// The box with the given extremes; callers keep `minX ≤ maxX` and `minY ≤ maxY`.
  @inlinable
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// The degenerate box holding the single point `point`.
  @inlinable
  public init(point: Vector2) {
    self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
  }

  /// The smallest box holding both `a` and `b`.
  @inlinable
  public init(_ a: Vector2, _ b: Vector2) {
    self.init(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
  }

  /// `maxX − minX`, in points (≥ 0).
  @inlinable
  public var width: Double { maxX - minX }

  /// `maxY − minY`, in points (≥ 0).
  @inlinable
  public var height: Double { maxY - minY }

  /// `[minX, maxX] × [minY, maxY]`.
  public var description: String { "[\(minX), \(maxX)] × [\(minY), \(maxY)]" }

  /// Grows the box, if needed, so that it holds `point`.
  @inlinable
  public mutating func include(_ point: Vector2) {
    minX = min(minX, point.x)
    minY = min(minY, point.y)
    maxX = max(maxX, point.x)
    maxY = max(maxY, point.y)
  }

  /// The smallest box holding both `self` and `other`.
  @inlinable @inline(__always)
  public func union(_ other: BoundingBox) -> BoundingBox {
    BoundingBox(
      minX: min(minX, other.minX), minY: min(minY, other.minY),
      maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
  }

  /// Whether `point` lies in the closed box (edges included).
  @inlinable
  public func contains(_ point: Vector2) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Whether the closed boxes share at least one point.
  public func intersects(_ other: BoundingBox) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }
}
