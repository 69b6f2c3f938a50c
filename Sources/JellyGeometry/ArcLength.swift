import Foundation

// Shared arc-length machinery.
//
// Adaptive quadrature: on [t0, t1] compare the 8- and 16-point Gauss–Legendre sums of the speed
// |B'(t)|. Their difference estimates the error of the 8-point sum, which bounds that of the
// 16-point sum we return (for a polynomial speed that is smooth on the piece, the 16-point error
// is smaller by many orders). When the difference exceeds the budget, split at the midpoint and
// give each half half the budget, so the estimated errors add up to at most the request. A
// relative floor of 1e-14 stops refinement that rounding noise would defeat.
//
// Inverse arc length: a safeguarded Newton iteration on f(t) = length(0, t) − s with f' = speed,
// falling back to bisection of the bracket whenever Newton would leave it. Each step measures
// only the piece between the nearer bracket end and the new t.

/// Arc-length integration and inversion over a speed function `|B'(t)|`.
@usableFromInline
enum ArcLength {
  /// Smallest relative error the adaptive rule asks of itself (rounding floor).
  static let relativeFloor = 1e-14
  /// Deepest halving of the parameter interval (pieces of width ≥ 2⁻⁴⁰).
  static let maximumDepth = 40

  /// `∫ speed` over `[t0, t1]` with an estimated error ≤ `accuracy` (absolute, in points), or
  /// ≤ 1e-14 relative when that is larger.
  static func adaptive(
    from t0: Double, to t1: Double, accuracy: Double, speed: (Double) -> Double
  ) -> Double {
    refine(
      from: t0, to: t1, accuracy: accuracy, depth: 0, coarseRule: GaussLegendre.order8,
      fineRule: GaussLegendre.order16, speed: speed)
  }

  private static func refine(
    from t0: Double, to t1: Double, accuracy: Double, depth: Int, coarseRule: GaussLegendre,
    fineRule: GaussLegendre, speed: (Double) -> Double
  ) -> Double {
    let coarse = coarseRule.integrate(from: t0, to: t1, speed)
    let fine = fineRule.integrate(from: t0, to: t1, speed)
    let difference = abs(fine - coarse)
    // A non-finite difference (NaN or infinite coordinates) cannot improve by splitting.
    if difference <= accuracy || difference <= relativeFloor * abs(fine) || depth >= maximumDepth
      || !difference.isFinite
    {
      return fine
    }
    let middle = 0.5 * (t0 + t1)
    let half = 0.5 * accuracy
    return refine(
      from: t0, to: middle, accuracy: half, depth: depth + 1, coarseRule: coarseRule,
      fineRule: fineRule, speed: speed)
      + refine(
        from: middle, to: t1, accuracy: half, depth: depth + 1, coarseRule: coarseRule,
        fineRule: fineRule, speed: speed)
  }

  /// `∫₀ˢ √(x² + k) dx = ½(s·√(s² + k) + k·asinh(s/√k))` for k ≥ 0 (`½·s·|s|` when k = 0).
  @inlinable
  static func hyperbolicAntiderivative(_ s: Double, _ k: Double) -> Double {
    let root = k.squareRoot()
    if root <= 1e-150 { return 0.5 * s * abs(s) }
    return 0.5 * (s * (s * s + k).squareRoot() + k * asinh(s / root))
  }

  /// Most Newton/bisection steps of ``parameter(at:total:accuracy:speed:length:)``.
  static let maximumSteps = 64

  /// The t in [0, 1] with `length(0, t)` within `accuracy` of `target`.
  ///
  /// - Parameters:
  ///   - target: Wanted length from t = 0, in [0, total].
  ///   - total: Length of the whole curve.
  ///   - accuracy: Allowed error of the length at the returned t (absolute, in points).
  ///   - speed: |B'(t)|.
  ///   - length: `length(a, b, budget)`, the length over `[a, b]` within `budget`.
  static func parameter(
    at target: Double, total: Double, accuracy: Double, speed: (Double) -> Double,
    length: (Double, Double, Double) -> Double
  ) -> Double {
    if target <= 0 { return 0 }
    if target >= total { return 1 }
    // Every accepted length is a sum of at most `maximumSteps` measured pieces, so a per-piece
    // budget of accuracy / (4·maximumSteps) keeps their total error below accuracy / 4.
    let pieceBudget = accuracy / Double(4 * maximumSteps)
    var low = 0.0
    var lowLength = 0.0
    var high = 1.0
    var highLength = total
    var t = target / total
    for _ in 0..<maximumSteps {
      let lengthAtT: Double
      if t - low <= high - t {
        lengthAtT = lowLength + length(low, t, pieceBudget)
      } else {
        lengthAtT = highLength - length(t, high, pieceBudget)
      }
      let error = lengthAtT - target
      if abs(error) <= 0.5 * accuracy { return t }
      if error < 0 {
        low = t
        lowLength = lengthAtT
      } else {
        high = t
        highLength = lengthAtT
      }
      if high - low <= 4 * Double.ulpOfOne { return t }
      let slope = speed(t)
      var next = t - error / slope
      if !(next > low && next < high) {
        next = 0.5 * (low + high)
      }
      t = next
    }
    return t
  }
}
