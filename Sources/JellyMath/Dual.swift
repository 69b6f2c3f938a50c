import Foundation

/// A forward-mode dual number: a value and its gradient with respect to up to eight parameters,
/// carried through every arithmetic operation and elementary function by the chain rule.
///
/// A model written once over ``RealScalar`` gives its value with `Double` and its value with the
/// exact first derivatives with `Dual`: the gradient is exact to rounding, not a finite
/// difference. Parameter `k` of a fit is `Dual.variable(value, index: k)`; every constant is
/// `Dual(constant)`, whose gradient is zero. The arithmetic is inlinable, so that a model of
/// another module runs it specialized.
///
/// ```swift
/// let omega = Dual.variable(12, index: 0)
/// let x = (-0.5 * omega).exponential()  // x.derivative(0) == -0.5 * exp(-6)
/// ```
public struct Dual: Sendable, Hashable {
  /// The most parameters a gradient holds.
  public static let maximumParameterCount = 8

  /// The value.
  public var value: Double
  /// ∂value/∂θ_k in lane k, for k < ``maximumParameterCount``.
  public var gradient: SIMD8<Double>

  /// A number with the given value and gradient.
  @inlinable
  public init(value: Double, gradient: SIMD8<Double>) {
    self.value = value
    self.gradient = gradient
  }

  /// A constant: `constant` with a zero gradient.
  @inlinable
  public init(_ constant: Double) {
    self.init(value: constant, gradient: .zero)
  }

  /// Parameter `index` (0 ..< ``maximumParameterCount``) at `value`: gradient 1 in lane `index`.
  public static func variable(_ value: Double, index: Int) -> Dual {
    precondition((0..<maximumParameterCount).contains(index), "a dual holds 8 partial derivatives")
    var gradient = SIMD8<Double>.zero
    gradient[index] = 1
    return Dual(value: value, gradient: gradient)
  }

  /// The partial derivative with respect to parameter `index`.
  public func derivative(_ index: Int) -> Double { gradient[index] }

  /// f(x) with f(value) = `value` and f′(value) = `slope`: the chain rule for one argument.
  @inlinable
  @inline(__always)
  func applying(value: Double, slope: Double) -> Dual {
    Dual(value: value, gradient: slope * gradient)
  }
}

// MARK: - Arithmetic

extension Dual {
  /// The sum.
  @inlinable
  public static func + (lhs: Dual, rhs: Dual) -> Dual {
    Dual(value: lhs.value + rhs.value, gradient: lhs.gradient + rhs.gradient)
  }

  /// The difference.
  @inlinable
  public static func - (lhs: Dual, rhs: Dual) -> Dual {
    Dual(value: lhs.value - rhs.value, gradient: lhs.gradient - rhs.gradient)
  }

  /// The product.
  @inlinable
  public static func * (lhs: Dual, rhs: Dual) -> Dual {
    Dual(
      value: lhs.value * rhs.value, gradient: rhs.value * lhs.gradient + lhs.value * rhs.gradient)
  }

  /// The quotient.
  @inlinable
  public static func / (lhs: Dual, rhs: Dual) -> Dual {
    let quotient = lhs.value / rhs.value
    return Dual(value: quotient, gradient: (lhs.gradient - quotient * rhs.gradient) / rhs.value)
  }

  /// The negation.
  @inlinable
  public static prefix func - (operand: Dual) -> Dual {
    Dual(value: -operand.value, gradient: -operand.gradient)
  }

  /// The sum with a constant.
  @inlinable
  public static func + (lhs: Dual, rhs: Double) -> Dual {
    Dual(value: lhs.value + rhs, gradient: lhs.gradient)
  }

  /// The sum with a constant.
  @inlinable
  public static func + (lhs: Double, rhs: Dual) -> Dual { rhs + lhs }

  /// The difference with a constant.
  @inlinable
  public static func - (lhs: Dual, rhs: Double) -> Dual {
    Dual(value: lhs.value - rhs, gradient: lhs.gradient)
  }

  /// A constant minus a dual.
  @inlinable
  public static func - (lhs: Double, rhs: Dual) -> Dual {
    Dual(value: lhs - rhs.value, gradient: -rhs.gradient)
  }

  /// The product with a constant.
  @inlinable
  public static func * (lhs: Dual, rhs: Double) -> Dual {
    Dual(value: lhs.value * rhs, gradient: rhs * lhs.gradient)
  }

  /// The product with a constant.
  @inlinable
  public static func * (lhs: Double, rhs: Dual) -> Dual { rhs * lhs }

  /// The quotient by a constant.
  @inlinable
  public static func / (lhs: Dual, rhs: Double) -> Dual {
    Dual(value: lhs.value / rhs, gradient: lhs.gradient / rhs)
  }

  /// A constant divided by a dual.
  @inlinable
  public static func / (lhs: Double, rhs: Dual) -> Dual {
    let quotient = lhs / rhs.value
    return Dual(value: quotient, gradient: (-quotient / rhs.value) * rhs.gradient)
  }
}

// MARK: - Elementary functions

extension Dual: RealScalar {
  /// The value.
  @inlinable
  public var doubleValue: Double { value }

  /// e^self.
  @inlinable
  public func exponential() -> Dual {
    let result = Foundation.exp(value)
    return applying(value: result, slope: result)
  }

  /// The natural logarithm (self > 0).
  @inlinable
  public func logarithm() -> Dual {
    applying(value: Foundation.log(value), slope: 1 / value)
  }

  /// The sine of self radians.
  @inlinable
  public func sine() -> Dual {
    applying(value: Foundation.sin(value), slope: Foundation.cos(value))
  }

  /// The cosine of self radians.
  @inlinable
  public func cosine() -> Dual {
    applying(value: Foundation.cos(value), slope: -Foundation.sin(value))
  }

  /// The sine and the cosine of self radians, as ``sine()`` and ``cosine()`` give them, from one
  /// sine and one cosine of the value.
  @inlinable
  public func sineAndCosine() -> (sine: Dual, cosine: Dual) {
    let (sine, cosine) = value.sineAndCosine()
    return (applying(value: sine, slope: cosine), applying(value: cosine, slope: -sine))
  }

  /// The square root (self > 0 for a finite gradient).
  @inlinable
  public func squareRoot() -> Dual {
    let root = value.squareRoot()
    return applying(value: root, slope: 0.5 / root)
  }

  /// The arc tangent, in radians.
  @inlinable
  public func arcTangent() -> Dual {
    applying(value: Foundation.atan(value), slope: 1 / (1 + value * value))
  }

  /// |self|: the gradient of self where the value is ≥ 0, of −self where it is < 0.
  @inlinable
  public var magnitude: Dual { value < 0 ? -self : self }
}
