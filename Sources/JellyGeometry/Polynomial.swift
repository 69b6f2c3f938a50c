import JellyMath

// Real roots of small polynomials on an interval, by isolation through the derivative: the real
// roots of p' split [lo, hi] into pieces on which p is monotonic, and each piece whose ends differ
// in sign holds exactly one root, found by Brent's method. Recursion ends at degree 1. Roots of
// even multiplicity (p touches 0 without changing sign) are reported only when p is exactly 0
// at a break point; callers here only need sign changes (extrema, nearest points, crossings).

/// Real polynomials `c[0] + c[1]·t + … + c[n]·tⁿ` of small degree.
enum Polynomial {
  /// Horner evaluation of `coefficients` at `t`.
  static func evaluate(_ coefficients: [Double], at t: Double) -> Double {
    var value = 0.0
    for coefficient in coefficients.reversed() {
      value = value * t + coefficient
    }
    return value
  }

  /// The sign-changing real roots in `[lo, hi]`, ascending, each within about 1e-15 (absolute)
  /// plus a few ulps.
  static func roots(_ coefficients: [Double], in lo: Double, _ hi: Double) -> [Double] {
    var degree = coefficients.count - 1
    while degree > 0 && coefficients[degree] == 0 { degree -= 1 }
    guard degree >= 1 else { return [] }
    if degree == 1 {
      let root = -coefficients[0] / coefficients[1]
      return root >= lo && root <= hi ? [root] : []
    }
    let derivative = (1...degree).map { Double($0) * coefficients[$0] }
    var breaks = [lo]
    breaks += roots(derivative, in: lo, hi)
    breaks.append(hi)
    let polynomial = Array(coefficients[0...degree])
    var result: [Double] = []
    var leftValue = evaluate(polynomial, at: lo)
    for index in 0..<(breaks.count - 1) {
      let left = breaks[index]
      let right = breaks[index + 1]
      let rightValue = evaluate(polynomial, at: right)
      if leftValue == 0 {
        if result.last != left { result.append(left) }
      } else if rightValue != 0 && (leftValue < 0) != (rightValue < 0) {
        let root =
          (try? RootFinding.brent(in: left, right) { evaluate(polynomial, at: $0) })
          ?? 0.5 * (left + right)
        result.append(root)
      }
      leftValue = rightValue
    }
    if leftValue == 0 && result.last != hi { result.append(hi) }
    return result
  }

  /// The roots of `a·t² + b·t + c` strictly inside (lo, hi) where the sign changes, ascending,
  /// by the cancellation-free form `q = −½(b + sign(b)·√(b² − 4ac))`, roots `q/a` and `c/q`
  /// (relative accuracy a few ulps unless the roots nearly coincide). Handles `a = 0`.
  static func quadraticRoots(
    _ a: Double, _ b: Double, _ c: Double, in lo: Double = 0, _ hi: Double = 1
  ) -> (Double?, Double?) {
    let discriminant = b * b - 4 * a * c
    guard discriminant > 0 else { return (nil, nil) }
    let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
    var first = q / a
    var second = c / q
    if first > second { swap(&first, &second) }
    return (
      first > lo && first < hi ? first : nil,
      second > lo && second < hi && second != first ? second : nil
    )
  }

  /// Calls `body(root, rising)` for each sign-changing root of `c0 + c1·t + c2·t² + c3·t³`
  /// strictly inside (lo, hi), ascending, each within about 1e-15 plus a few ulps, without
  /// allocating; `rising` tells whether the cubic goes from negative to positive there. The
  /// derivative's roots (closed form) split the interval into monotonic pieces, each searched
  /// by Brent's method.
  static func forEachCubicRoot(
    _ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double, in lo: Double = 0, _ hi: Double = 1,
    _ body: (_ root: Double, _ rising: Bool) -> Void
  ) {
    func value(_ t: Double) -> Double { ((c3 * t + c2) * t + c1) * t + c0 }
    let (first, second) = quadraticRoots(3 * c3, 2 * c2, c1, in: lo, hi)
    var left = lo
    var leftValue = value(lo)
    for right in [first ?? lo, second ?? lo, hi] where right > left {
      let rightValue = value(right)
      if leftValue != 0 && rightValue != 0 && (leftValue < 0) != (rightValue < 0) {
        let root = (try? RootFinding.brent(in: left, right, value)) ?? 0.5 * (left + right)
        body(root, leftValue < 0)
      } else if rightValue == 0 && right < hi {
        body(right, (3 * c3 * right + 2 * c2) * right + c1 > 0)
      }
      left = right
      leftValue = rightValue
    }
  }

  /// Coefficients of the product of two polynomials.
  static func product(_ a: [Double], _ b: [Double]) -> [Double] {
    var result = [Double](repeating: 0, count: a.count + b.count - 1)
    for (i, ai) in a.enumerated() {
      for (j, bj) in b.enumerated() {
        result[i + j] += ai * bj
      }
    }
    return result
  }
}
