import Foundation

/// A real number a formula can be written over once: `Double` for the value alone, or a
/// number that carries more than its value through every operation (``Dual`` carries
/// the exact gradient with respect to a fit's parameters). In the spirit of swift-numerics'
/// `Real`, reduced to what jellylab's formulas use: the four operations, with a `Double`
/// constant on either side, and the elementary functions.
///
/// A formula generic over `RealScalar` picks its branches by comparing ``doubleValue``s, so a
/// piecewise formula chooses its piece from the values and a conforming type carries the piece
/// it chose (for `Dual`, its derivative). The elementary functions are instance methods with
/// names of their own (`x.exponential()`), so that conforming `Double` adds no `exp` or `sin`
/// that could shadow the C library's in a caller's extension of `Double`. With `Double` each
/// operation is the one of `Double` itself and each function the C library's, so a formula
/// written over `RealScalar` gives the same bits as the same formula written for `Double`.
public protocol RealScalar: Sendable {
  /// The constant `constant` (a zero gradient for a number that carries one).
  init(_ constant: Double)
  /// The value alone.
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
  /// The sine and the cosine of self radians, each the same as ``sine()`` and ``cosine()``
  /// give (a conforming type may share the work of the two).
  func sineAndCosine() -> (sine: Self, cosine: Self)
  /// The square root (self ≥ 0; > 0 for a finite gradient).
  func squareRoot() -> Self
  /// The arc tangent, in radians.
  func arcTangent() -> Self
  /// The absolute value.
  var magnitude: Self { get }
}

extension RealScalar {
  /// ``sine()`` and ``cosine()``.
  @inlinable
  public func sineAndCosine() -> (sine: Self, cosine: Self) { (sine(), cosine()) }
}

// Inlinable, so that a formula generic over RealScalar and specialized for Double in another
// module calls the C library directly, as the same formula written for Double does.
extension Double: RealScalar {
  /// The number itself.
  @inlinable
  public var doubleValue: Double { self }
  /// e^self.
  @inlinable
  public func exponential() -> Double { Foundation.exp(self) }
  /// The natural logarithm.
  @inlinable
  public func logarithm() -> Double { Foundation.log(self) }
  /// The sine of self radians.
  @inlinable
  public func sine() -> Double { Foundation.sin(self) }
  /// The cosine of self radians.
  @inlinable
  public func cosine() -> Double { Foundation.cos(self) }
  /// The arc tangent, in radians.
  @inlinable
  public func arcTangent() -> Double { Foundation.atan(self) }
}
