/// The cubic Bezier `B(t) = (1−t)³·P0 + 3t(1−t)²·P1 + 3t²(1−t)·P2 + t³·P3`, t in [0, 1];
/// coordinates in points. This is `UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`.
public struct CubicBezier: Hashable, Sendable, Codable {
  /// P0 = B(0), in points.
  public var start: Vector2
  /// P1, in points; the tangent at `start` points at it.
  public var control1: Vector2
  /// P2, in points; the tangent at `end` comes from it.
  public var control2: Vector2
  /// P3 = B(1), in points.
  public var end: Vector2

  /// The curve from `start` to `end` shaped by two control points.
  public init(start: Vector2, control1: Vector2, control2: Vector2, end: Vector2) {
    self.start = start
    self.control1 = control1
    self.control2 = control2
    self.end = end
  }

  /// B(t) in Bernstein form; exact at t = 0 and 1, extrapolates for t outside [0, 1].
  public func point(at t: Double) -> Vector2 {
    let s = 1 - t
    let s2 = s * s
    let t2 = t * t
    return (s2 * s) * start + (3 * s2 * t) * control1 + (3 * s * t2) * control2 + (t2 * t) * end
  }

  /// B'(t) = 3[(1−t)²(P1−P0) + 2t(1−t)(P2−P1) + t²(P3−P2)], in points per unit t.
  public func derivative(at t: Double) -> Vector2 {
    let s = 1 - t
    return (3 * s * s) * (control1 - start) + (6 * s * t) * (control2 - control1)
      + (3 * t * t) * (end - control2)
  }

  /// B''(t) = 6[(1−t)(P0 − 2P1 + P2) + t(P1 − 2P2 + P3)], in points per unit t².
  public func secondDerivative(at t: Double) -> Vector2 {
    (6 * (1 - t)) * (start - 2 * control1 + control2) + (6 * t) * (control1 - 2 * control2 + end)
  }

  /// The pieces over [0, t] and [t, 1] by de Casteljau's construction (exact up to rounding).
  public func split(at t: Double) -> (CubicBezier, CubicBezier) {
    let a = start.interpolated(to: control1, t)
    let b = control1.interpolated(to: control2, t)
    let c = control2.interpolated(to: end, t)
    let ab = a.interpolated(to: b, t)
    let bc = b.interpolated(to: c, t)
    let middle = ab.interpolated(to: bc, t)
    return (
      CubicBezier(start: start, control1: a, control2: ab, end: middle),
      CubicBezier(start: middle, control1: bc, control2: c, end: end)
    )
  }

  /// The same curve traversed from `end` to `start`.
  public func reversed() -> CubicBezier {
    CubicBezier(start: end, control1: control2, control2: control1, end: start)
  }

  /// Power-basis coefficients: `B(t) = c[0] + c[1]·t + c[2]·t² + c[3]·t³`.
  var powerCoefficients: [Vector2] {
    [
      start, 3 * (control1 - start), 3 * (start - 2 * control1 + control2),
      end - start + 3 * (control1 - control2),
    ]
  }

  /// Parameters in (0, 1), ascending, where B'x or B'y changes sign: the horizontal and
  /// vertical extremes (at most 4), each a root of a quadratic in closed form (a few ulps,
  /// fewer digits only where two extremes nearly coincide and the curve is flat there).
  public func extrema() -> [Double] {
    var result: [Double] = []
    forEachExtremum { result.append($0) }
    return result.sorted()
  }

  /// Calls `body` with each parameter of ``extrema()``, x first, without allocating.
  private func forEachExtremum(_ body: (Double) -> Void) {
    // B'(t)/3 = a·t² + b·t + c per axis, from the control-point differences.
    let d0 = control1 - start
    let d1 = control2 - control1
    let d2 = end - control2
    let a = d0 - 2 * d1 + d2
    let b = 2 * (d1 - d0)
    // x first, then y; written out so that no array is built per call.
    let (x1, x2) = Polynomial.quadraticRoots(a.x, b.x, d0.x)
    if let x1 { body(x1) }
    if let x2 { body(x2) }
    let (y1, y2) = Polynomial.quadraticRoots(a.y, b.y, d0.y)
    if let y1 { body(y1) }
    if let y2 { body(y2) }
  }

  /// The tight axis-aligned bounding box: endpoints plus the points at ``extrema()`` (exact up
  /// to rounding and the ~1e-15 error of the extremum parameters).
  public var boundingBox: BoundingBox {
    var box = BoundingBox(start, end)
    forEachExtremum { box.include(point(at: $0)) }
    return box
  }

  /// Arc length of the whole curve, in points.
  ///
  /// Adaptive Gauss–Legendre quadrature of |B'(t)|: 8- and 16-point sums are compared on each
  /// piece, and pieces are halved until the differences, which bound the error, add up to at
  /// most `accuracy` (or 1e-14 relative, the rounding floor). The curve is first split where
  /// the speed has local extremes and graded toward near-cusps, where two rules could
  /// otherwise agree on a wrong value (see `CubicArcLength.swift`). Measured: over 100 000
  /// near-cusp curves the error stayed below 0.004 × accuracy.
  /// - Parameter accuracy: Allowed absolute error, in points (> 0). Default 1e-9.
  /// - Throws: ``GeometryError/invalidParameter(_:)`` unless accuracy is finite and > 0.
  public func arcLength(accuracy: Double = 1e-9) throws(GeometryError) -> Double {
    try GeometryError.validate(accuracy: accuracy)
    return arcLength(from: 0, to: 1, unvalidatedAccuracy: accuracy)
  }

  /// Arc length between parameters `t0 ≤ t1` in [0, 1], in points, within `accuracy` as in
  /// ``arcLength(accuracy:)``.
  public func arcLength(from t0: Double, to t1: Double, accuracy: Double = 1e-9)
    throws(GeometryError) -> Double
  {
    try GeometryError.validate(accuracy: accuracy)
    return arcLength(from: t0, to: t1, unvalidatedAccuracy: accuracy)
  }

  /// The parameter t at which the arc length from `start` equals `arcLength`.
  ///
  /// Safeguarded Newton iteration (bisection fallback) on the adaptive arc length.
  /// - Parameters:
  ///   - arcLength: Wanted length from `start`, in [0, total length] points.
  ///   - accuracy: Allowed error of the length at the returned t, in points (> 0). Default 1e-9.
  /// - Returns: t in [0, 1] with `|arcLength(from: 0, to: t) − arcLength| ≤ accuracy`.
  /// - Throws: ``GeometryError`` for an accuracy ≤ 0 or a length outside the curve.
  public func parameter(atArcLength arcLength: Double, accuracy: Double = 1e-9)
    throws(GeometryError) -> Double
  {
    try GeometryError.validate(accuracy: accuracy)
    let pieceBudget = accuracy / Double(4 * ArcLength.maximumSteps)
    let total = self.arcLength(from: 0, to: 1, unvalidatedAccuracy: pieceBudget)
    guard arcLength >= 0, arcLength <= total + accuracy else {
      throw .arcLengthOutOfRange(arcLength, total: total)
    }
    return ArcLength.parameter(
      at: arcLength, total: total, accuracy: accuracy, speed: { speed(at: $0) },
      length: { t0, t1, budget in self.arcLength(from: t0, to: t1, unvalidatedAccuracy: budget) })
  }

  /// Signed curvature `κ(t) = (B' × B'')/|B'|³`, in 1/points.
  ///
  /// With y down (UIKit) κ > 0 where the curve turns clockwise on screen; with y up, where it
  /// turns counter-clockwise. The sign matches ``ClosedPath/signedArea``. Not finite where
  /// B'(t) = 0 (a cusp).
  public func curvature(at t: Double) -> Double {
    let velocity = derivative(at: t)
    let speed = velocity.length
    return velocity.cross(secondDerivative(at: t)) / (speed * speed * speed)
  }

  /// Green's-theorem term `½∫(x dy − y dx)` over the curve, in square points, exact in closed
  /// form: `(x0(6y1+3y2+y3) + 3(x1(−2y0+y2+y3) − x2(y0+y1−2y3)) − x3(y0+3y1+6y2))/20`.
  public var signedAreaTerm: Double {
    let (x0, y0, x1, y1) = (start.x, start.y, control1.x, control1.y)
    let (x2, y2, x3, y3) = (control2.x, control2.y, end.x, end.y)
    let inner = x1 * (-2 * y0 + y2 + y3) - x2 * (y0 + y1 - 2 * y3)
    return (x0 * (6 * y1 + 3 * y2 + y3) + 3 * inner - x3 * (y0 + 3 * y1 + 6 * y2)) / 20
  }

  /// The closest point of the curve (t in [0, 1]) to `query`: the best of the endpoints and
  /// the real roots of the quintic `(B(t) − query)·B'(t)`, each found to about 1e-15 in t.
  public func nearestPoint(to query: Vector2) -> NearestPoint {
    NearestPoint.search(coefficients: powerCoefficients, query: query) { point(at: $0) }
  }
}
