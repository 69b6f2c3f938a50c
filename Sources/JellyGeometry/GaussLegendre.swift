import Foundation

// Gauss–Legendre quadrature rules. The nodes are the roots of the Legendre polynomial P_n, found
// by Newton's method from the asymptotic guess cos(π(i − 1/4)/(n + 1/2)); the weights are
// 2 / ((1 − x²)·P_n'(x)²). Computing them once at first use gives full double precision without
// transcribing tables. An n-point rule integrates polynomials of degree ≤ 2n − 1 exactly.

/// An n-point Gauss–Legendre rule on [−1, 1].
struct GaussLegendre: Sendable {
  /// Abscissae in (−1, 1), ascending.
  let nodes: [Double]
  /// Positive weights summing to 2.
  let weights: [Double]

  /// The 8-point rule (exact for degree ≤ 15).
  static let order8 = GaussLegendre(pointCount: 8)
  /// The 16-point rule (exact for degree ≤ 31).
  static let order16 = GaussLegendre(pointCount: 16)

  /// The rule with `pointCount` (≥ 1) nodes, accurate to a few ulps.
  init(pointCount n: Int) {
    precondition(n >= 1, "a Gauss–Legendre rule needs at least one point")
    var nodes = [Double](repeating: 0, count: n)
    var weights = [Double](repeating: 0, count: n)
    for i in 0..<((n + 1) / 2) {
      var x = cos(Double.pi * (Double(i) + 0.75) / (Double(n) + 0.5))
      var derivative = 0.0
      for _ in 0..<100 {
        let (value, slope) = GaussLegendre.legendre(n, at: x)
        derivative = slope
        let step = value / slope
        x -= step
        if abs(step) <= 1e-17 { break }
      }
      derivative = GaussLegendre.legendre(n, at: x).derivative
      let weight = 2 / ((1 - x * x) * derivative * derivative)
      nodes[i] = -x
      nodes[n - 1 - i] = x
      weights[i] = weight
      weights[n - 1 - i] = weight
    }
    if n % 2 == 1 { nodes[n / 2] = 0 }
    self.nodes = nodes
    self.weights = weights
  }

  /// P_n(x) and P_n'(x) by the three-term recurrence.
  static func legendre(_ n: Int, at x: Double) -> (value: Double, derivative: Double) {
    var previous = 1.0
    var current = x
    if n == 0 { return (1, 0) }
    for k in 2...max(2, n) where k <= n {
      let next = (Double(2 * k - 1) * x * current - Double(k - 1) * previous) / Double(k)
      previous = current
      current = next
    }
    let derivative = Double(n) * (x * current - previous) / (x * x - 1)
    return (current, derivative)
  }

  /// `∫ f(t) dt` over `[a, b]` by this rule (no error estimate).
  @inline(__always)
  func integrate(from a: Double, to b: Double, _ f: (Double) -> Double) -> Double {
    let halfWidth = 0.5 * (b - a)
    let center = 0.5 * (a + b)
    var sum = 0.0
    nodes.withUnsafeBufferPointer { nodes in
      weights.withUnsafeBufferPointer { weights in
        for index in 0..<nodes.count {
          sum += weights[index] * f(center + halfWidth * nodes[index])
        }
      }
    }
    return halfWidth * sum
  }
}
