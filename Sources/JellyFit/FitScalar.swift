import Foundation

/// The numbers a model is written in: `Double` for its value alone, ``Dual`` for its value and
/// exact gradient. A model generic over `FitScalar` is written once and serves both.
///
/// Branches of a model compare ``doubleValue``s, so a piecewise formula picks its piece from
/// the values and differentiates the piece it picked. The elementary functions are instance
/// methods with names of their own (`x.exponential()`), so that conforming `Double` adds no
/// `exp` or `sin` that could shadow the C library's in a caller's extension of `Double`.
public protocol FitScalar: Sendable {
  /// The constant `constant` (a zero gradient for ``Dual``).
  init(_ constant: Double)
  /// The value, without the gradient.
  var doubleValue: Double { get }

  /// The sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// The difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// The product.
  static func * (lhs: Self, rhs: Self) -> Self
  /// The quotient.
  static func / (lhs: Self, rhs: Self) -> Self
  /// The negation.
  static prefix func - (operand: Self) -> Self
  /// The sum with a constant.
  static func + (lhs: Self, rhs: Double) -> Self
  /// The sum with a constant.
  static func + (lhs: Double, rhs: Self) -> Self
  /// The difference with a constant.
  static func - (lhs: Self, rhs: Double) -> Self
  /// A constant minus the number.
  static func - (lhs: Double, rhs: Self) -> Self
  /// The product with a constant.
  static func * (lhs: Self, rhs: Double) -> Self
  /// The product with a constant.
  static func * (lhs: Double, rhs: Self) -> Self
  /// The quotient by a constant.
  static func / (lhs: Self, rhs: Double) -> Self
  /// A constant divided by the number.
  static func / (lhs: Double, rhs: Self) -> Self

  /// e^self.
  func exponential() -> Self
  /// The natural logarithm (self > 0).
  func logarithm() -> Self
  /// The sine of self radians.
  func sine() -> Self
  /// The cosine of self radians.
  func cosine() -> Self
  /// The square root (self ≥ 0; > 0 for a finite gradient).
  func squareRoot() -> Self
  /// The arc tangent, in radians.
  func arcTangent() -> Self
  /// The absolute value.
  var magnitude: Self { get }
}

extension Double: FitScalar {
  /// The number itself.
  public var doubleValue: Double { self }
  /// e^self.
  public func exponential() -> Double { Foundation.exp(self) }
  /// The natural logarithm.
  public func logarithm() -> Double { Foundation.log(self) }
  /// The sine of self radians.
  public func sine() -> Double { Foundation.sin(self) }
  /// The cosine of self radians.
  public func cosine() -> Double { Foundation.cos(self) }
  /// The arc tangent, in radians.
  public func arcTangent() -> Double { Foundation.atan(self) }
}
