// Error-free transformations and a compensated Horner scheme for cubic polynomials, the
// arithmetic behind CubicBezierEasing's inversion to rounding.
//
// twoSum (Knuth) and twoProduct (with one fused multiply-add) return a rounded result and its
// rounding error exactly, barring overflow and underflow. The compensated Horner scheme
// (Graillat, Langlois and Louvet, "Compensated Horner scheme", 2005) carries the errors of each
// Horner step in a second double: the result is as accurate as Horner's rule in twice the
// working precision, then rounded, i.e. |error| ≤ u·|p(u)| + γ(2n)²·Σ|c_k·u^k| with u = 2⁻⁵³
// and γ(2n)² ≈ 36·2⁻¹⁰⁶ for n = 3.

/// a + b as the rounded sum and its exact rounding error (Knuth's TwoSum).
@inline(__always)
func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
  let sum = a + b
  let b1 = sum - a
  let a1 = sum - b1
  return (sum, (a - a1) + (b - b1))
}

/// a·b as the rounded product and its exact rounding error (one fused multiply-add).
@inline(__always)
func twoProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
  let product = a * b
  return (product, (-product).addingProduct(a, b))
}

/// An unevaluated sum `high + low` of two doubles, about 106 significant bits.
struct DoubleDouble: Hashable, Sendable {
  /// The leading part.
  var high: Double
  /// The trailing part, at most about half an ulp of `high`.
  var low: Double

  /// `high + low` rounded to a double.
  var rounded: Double { high + low }

  /// k0 + k1·a + k2·b for small integers k (|k| ≤ 9, exact as doubles), to about 2⁻¹⁰⁴ of
  /// |k0| + |k1·a| + |k2·b|: the products are exact and the sums are compensated.
  static func combination(
    _ k0: Double, _ k1: Double, _ a: Double, _ k2: Double, _ b: Double
  ) -> DoubleDouble {
    let (p1, e1) = twoProduct(k1, a)
    let (p2, e2) = twoProduct(k2, b)
    let (s1, t1) = twoSum(k0, p1)
    let (s2, t2) = twoSum(s1, p2)
    let (high, low) = twoSum(s2, (t1 + t2) + (e1 + e2))
    return DoubleDouble(high: high, low: low)
  }
}

/// The cubic c0 + c1·u + c2·u² + c3·u³ with double-double coefficients c1…c3, evaluated either
/// by Horner's rule on the leading parts (fast, for the early Newton steps) or by the
/// compensated Horner scheme on the whole coefficients (accurate, for the last ones).
struct CompensatedCubic: Hashable, Sendable {
  /// The constant term, a double (0 or 1 for the Bezier axes).
  let c0: Double
  /// The coefficient of u.
  let c1: DoubleDouble
  /// The coefficient of u².
  let c2: DoubleDouble
  /// The coefficient of u³.
  let c3: DoubleDouble

  /// Horner's rule on the leading parts of the coefficients.
  @inline(__always)
  func plain(_ u: Double) -> Double {
    ((c3.high * u + c2.high) * u + c1.high) * u + c0
  }

  /// The first derivative c1 + 2·c2·u + 3·c3·u², by Horner's rule on the leading parts.
  @inline(__always)
  func slope(_ u: Double) -> Double {
    (3 * c3.high * u + 2 * c2.high) * u + c1.high
  }

  /// The second derivative 2·c2 + 6·c3·u, on the leading parts.
  @inline(__always)
  func curvature(_ u: Double) -> Double {
    6 * c3.high * u + 2 * c2.high
  }

  /// p(u) − q by Horner's rule on the leading parts, and a bound on its error:
  /// 2⁻⁴⁹·(Σ|c_k·u^k| + |q|) covers Horner's 6 roundings and the dropped trailing parts (each
  /// at most 2⁻⁵³ of its coefficient) for u ∈ [0, 1], so the sign of the result is the sign of
  /// the exact p(u) − q whenever |result| exceeds the bound.
  @inline(__always)
  func plainResidual(_ u: Double, minus q: Double) -> (value: Double, bound: Double) {
    let value = ((c3.high * u + c2.high) * u + c1.high) * u + (c0 - q)
    let size = ((abs(c3.high) * u + abs(c2.high)) * u + abs(c1.high)) * u + abs(c0) + abs(q)
    return (value, 0x1p-49 * size)
  }

  /// p(u) + shift by the compensated Horner scheme, as an unevaluated sum: its rounded value
  /// is within u·|p(u) + shift| + 2⁻¹⁰⁰·(Σ|c_k·u^k| + |shift|) of the exact value for
  /// u ∈ [0, 1] (`shift` a double, e.g. −q for a residual; 0 by default).
  @inline(__always)
  func compensated(_ u: Double, plus shift: Double = 0) -> DoubleDouble {
    var high = c3.high
    var low = c3.low
    Self.hornerStep(&high, &low, u, c2)
    Self.hornerStep(&high, &low, u, c1)
    let (constant, constantError) = twoSum(c0, shift)
    Self.hornerStep(&high, &low, u, DoubleDouble(high: constant, low: constantError))
    return DoubleDouble(high: high, low: low)
  }

  /// One compensated Horner step: (high + low)·u + coefficient, the rounding errors of the
  /// product and the sum added to `low` (whose own product with u is rounded, a second-order
  /// error).
  @inline(__always)
  static func hornerStep(
    _ high: inout Double, _ low: inout Double, _ u: Double, _ coefficient: DoubleDouble
  ) {
    let (product, productError) = twoProduct(high, u)
    let (sum, sumError) = twoSum(product, coefficient.high)
    low = ((productError + sumError) + coefficient.low).addingProduct(low, u)
    high = sum
  }
}
