import Foundation

/// A point or a displacement in the plane, in points (the unit of the drawing).
///
/// jellylab draws in UIKit coordinates (x right, y down) but nothing here depends on the axis
/// directions except the documented signs of ``cross(_:)``, areas and curvatures.
public struct Vector2: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Horizontal coordinate, in points.
  public var x: Double
  /// Vertical coordinate, in points (grows downward on screen in UIKit).
  public var y: Double

  /// The point or vector (x, y).
  @inlinable
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// The point or vector (x, y), with argument labels.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Vector2(0, 0)

  /// `(x, y)` with both coordinates in shortest round-trip form.
  public var description: String { "(\(x), \(y))" }

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// Euclidean length, computed without intermediate overflow or underflow (`hypot`).
  @inlinable
  public var length: Double { hypot(x, y) }

  /// Squared Euclidean length `x² + y²` (cheaper than ``length`` when only comparing).
  @inlinable
  public var lengthSquared: Double { x * x + y * y }

  /// Dot product `x·o.x + y·o.y`.
  @inlinable
  public func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }

  /// 2-D cross product `x·o.y − y·o.x`: positive when `other` points counter-clockwise from
  /// `self` with y up, which is clockwise on screen with y down (UIKit).
  @inlinable
  public func cross(_ other: Vector2) -> Double { x * other.y - y * other.x }

  /// Euclidean distance to `other`, in points.
  @inlinable
  public func distance(to other: Vector2) -> Double { (self - other).length }

  /// The point `(1 − t)·self + t·other`; exact at t = 0 and t = 1.
  @inlinable
  public func interpolated(to other: Vector2, _ t: Double) -> Vector2 {
    Vector2(x + (other.x - x) * t, y + (other.y - y) * t)
  }

  /// Component-wise sum.
  @inlinable
  public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(lhs.x + rhs.x, lhs.y + rhs.y)
  }

  /// Component-wise difference.
  @inlinable
  public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(lhs.x - rhs.x, lhs.y - rhs.y)
  }

  /// The opposite vector.
  @inlinable
  public static prefix func - (vector: Vector2) -> Vector2 { Vector2(-vector.x, -vector.y) }

  /// The vector scaled by `scalar`.
  @inlinable
  public static func * (vector: Vector2, scalar: Double) -> Vector2 {
    Vector2(vector.x * scalar, vector.y * scalar)
  }

  /// The vector scaled by `scalar`.
  @inlinable
  public static func * (scalar: Double, vector: Vector2) -> Vector2 {
    Vector2(vector.x * scalar, vector.y * scalar)
  }

  /// The vector divided by `scalar` (non-finite when `scalar` is 0).
  @inlinable
  public static func / (vector: Vector2, scalar: Double) -> Vector2 {
    Vector2(vector.x / scalar, vector.y / scalar)
  }

  /// Adds `rhs` to `lhs` in place.
  @inlinable
  public static func += (lhs: inout Vector2, rhs: Vector2) { lhs = lhs + rhs }

  /// Subtracts `rhs` from `lhs` in place.
  @inlinable
  public static func -= (lhs: inout Vector2, rhs: Vector2) { lhs = lhs - rhs }
}
