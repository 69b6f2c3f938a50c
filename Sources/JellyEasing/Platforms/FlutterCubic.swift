/// A cubic Bézier easing evaluated as Flutter's `Cubic.transformInternal` does: bisection on
/// the curve parameter until x is within 0.001 of the progress, then y at that parameter. The
/// value is a staircase within about 0.001·(dy/dx) of the exact curve; the slope returned is
/// the exact curve's.
struct FlutterCubic: Sendable {
  /// Flutter's `_cubicErrorBound`.
  static let errorBound = 0.001
  let a: Double
  let b: Double
  let c: Double
  let d: Double

  /// The Bézier polynomial with inner control values `p1`, `p2` at parameter `m`.
  static func evaluate(_ p1: Double, _ p2: Double, _ m: Double) -> Double {
    3 * p1 * (1 - m) * (1 - m) * m + 3 * p2 * (1 - m) * m * m + m * m * m
  }

  /// `Curve.transform(t)`: t itself at 0 and 1, else the bisection.
  func value(_ t: Double) -> Double {
    if t == 0 || t == 1 { return t }
    var start = 0.0
    var end = 1.0
    // Flutter loops until the bound is met; 64 halvings reach every double, so the limit only
    // guards against a NaN.
    for _ in 0..<64 {
      let midpoint = (start + end) / 2
      let estimate = Self.evaluate(a, c, midpoint)
      if abs(t - estimate) < Self.errorBound { return Self.evaluate(b, d, midpoint) }
      if estimate < t { start = midpoint } else { end = midpoint }
    }
    return Self.evaluate(b, d, (start + end) / 2)
  }
}
