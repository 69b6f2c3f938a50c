/// The quadratic Bezier `B(t) = (1−t)²·start + 2t(1−t)·control + t²·end`, t in [0, 1];
/// coordinates in points. This is `UIBezierPath.addQuadCurve(to:controlPoint:)`.
public struct QuadraticBezier: Hashable, Sendable, Codable {
  /// B(0), in points.
  public var start: Vector2
  /// The control point, in points; the curve's tangents at both ends point at it.
  public var control: Vector2
  /// B(1), in points.
  public var end: Vector2

  /// The curve through `start` and `end` pulled toward `control`.
  @inlinable
  public init(start: Vector2, control: Vector2, end: Vector2) {
    self.start = start
    self.control = control
    self.end = end
  }

  /// B(t) in Bernstein form; exact at t = 0 and 1, extrapolates for t outside [0, 1].
  @inlinable
  public func point(at t: Double) -> Vector2 {
    let s = 1 - t
    return (s * s) * start + (2 * s * t) * control + (t * t) * end
  }

  /// B'(t) = 2(1−t)(control − start) + 2t(end − control), in points per unit t.
  @inlinable
  public func derivative(at t: Double) -> Vector2 {
    2 * (1 - t) * (control - start) + 2 * t * (end - control)
  }

  /// B'' = 2(start − 2·control + end), in points per unit t² (constant).
  @inlinable
  public var secondDerivative: Vector2 { 2 * (start - 2 * control + end) }

  /// The pieces over [0, t] and [t, 1] by de Casteljau's construction (exact up to rounding:
  /// the pieces trace the same points as the original).
  public func split(at t: Double) -> (QuadraticBezier, QuadraticBezier) {
    let a = start.interpolated(to: control, t)
    let b = control.interpolated(to: end, t)
    let middle = a.interpolated(to: b, t)
    return (
      QuadraticBezier(start: start, control: a, end: middle),
      QuadraticBezier(start: middle, control: b, end: end)
    )
  }

  /// The same curve traversed from `end` to `start`.
  public func reversed() -> QuadraticBezier {
    QuadraticBezier(start: end, control: control, end: start)
  }

  /// The identical curve as a cubic (degree elevation): controls at `start + ⅔(control − start)`
  /// and `end + ⅔(control − end)`. Same points for every t, up to rounding.
  public func elevated() -> CubicBezier {
    CubicBezier(
      start: start, control1: start + (2.0 / 3.0) * (control - start),
      control2: end + (2.0 / 3.0) * (control - end), end: end)
  }

  /// Parameters in (0, 1), ascending, where B'x or B'y changes sign: the horizontal and
  /// vertical extremes (at most 2). Each is the exact root of a linear equation, up to rounding.
  public func extrema() -> [Double] {
    var result: [Double] = []
    forEachExtremum { result.append($0) }
    return result.sorted()
  }

  /// Calls `body` with each parameter of ``extrema()``, x first, without allocating.
  @inlinable
  func forEachExtremum(_ body: (Double) -> Void) {
    // B'/2 = (1 − t)·first + t·second per axis vanishes at t = first / (first − second).
    let first = control - start
    let second = end - control
    // x first, then y; written out so that no array is built per call.
    if let t = Self.extremum(first.x, second.x) { body(t) }
    if let t = Self.extremum(first.y, second.y) { body(t) }
  }

  /// The t in (0, 1) where (1 − t)·a + t·b changes sign, if any.
  @inlinable @inline(__always)
  static func extremum(_ a: Double, _ b: Double) -> Double? {
    guard (a < 0) != (b < 0) else { return nil }
    let t = a / (a - b)
    return t > 0 && t < 1 ? t : nil
  }

  /// The tight axis-aligned bounding box: endpoints plus the points at ``extrema()`` (exact up
  /// to rounding, unlike the box of the control points).
  @inlinable @inline(__always)
  public var boundingBox: BoundingBox {
    var box = BoundingBox(start, end)
    forEachExtremum { box.include(point(at: $0)) }
    return box
  }

  /// Arc length of the whole curve, in points, in closed form; relative error ≲ 1e-14.
  @inlinable @inline(__always)
  public var arcLength: Double { arcLength(from: 0, to: 1) }

  /// Arc length between parameters `t0 ≤ t1` (both in [0, 1]), in points, in closed form.
  ///
  /// With `B'(t) = 2(A·t + B)`, the length is `2√a·[F(s)]` over `s = t + b/a`, where `a = A·A`,
  /// `b = A·B`, `k = (A × B)²/a²` and `F(s) = ½(s·√(s²+k) + k·asinh(s/√k))`. Nearly straight
  /// curves (`a ≤ 0.01·|B|²`), where that form cancels, use a 16-point Gauss–Legendre sum whose
  /// error there is below 1e-20 relative. Relative error ≲ 1e-14 either way.
  @inlinable @inline(__always)
  public func arcLength(from t0: Double, to t1: Double) -> Double {
    let bend = start - 2 * control + end
    let lead = control - start
    let a = bend.lengthSquared
    let c = lead.lengthSquared
    if a <= 0.01 * c { return nearlyStraightArcLength(from: t0, to: t1) }
    let b = bend.dot(lead)
    let cross = bend.cross(lead)
    let k = (cross / a) * (cross / a)
    let shift = b / a
    return 2 * a.squareRoot()
      * (ArcLength.hyperbolicAntiderivative(t1 + shift, k)
        - ArcLength.hyperbolicAntiderivative(t0 + shift, k))
  }

  /// ``arcLength(from:to:)`` of a nearly straight curve, by the 16-point Gauss–Legendre sum.
  @usableFromInline
  func nearlyStraightArcLength(from t0: Double, to t1: Double) -> Double {
    GaussLegendre.order16.integrate(from: t0, to: t1) {
      derivative(at: $0).lengthSquared.squareRoot()
    }
  }

  /// The parameter t at which the arc length from `start` equals `arcLength`.
  ///
  /// - Parameters:
  ///   - arcLength: Wanted length from `start`, in [0, ``arcLength``] points.
  ///   - accuracy: Allowed error of the length at the returned t, in points (> 0). Default 1e-9.
  /// - Returns: t in [0, 1] with `|arcLength(from: 0, to: t) − arcLength| ≤ accuracy`.
  /// - Throws: ``GeometryError`` for an accuracy ≤ 0 or a length outside the curve.
  public func parameter(atArcLength arcLength: Double, accuracy: Double = 1e-9)
    throws(GeometryError) -> Double
  {
    try GeometryError.validate(accuracy: accuracy)
    let total = self.arcLength
    guard arcLength >= 0, arcLength <= total + accuracy else {
      throw .arcLengthOutOfRange(arcLength, total: total)
    }
    return ArcLength.parameter(
      at: arcLength, total: total, accuracy: accuracy,
      speed: { derivative(at: $0).lengthSquared.squareRoot() },
      length: { t0, t1, _ in self.arcLength(from: t0, to: t1) })
  }

  /// Signed curvature `κ(t) = (B' × B'')/|B'|³`, in 1/points.
  ///
  /// With y down (UIKit) κ > 0 where the curve turns clockwise on screen; with y up, where it
  /// turns counter-clockwise. The sign matches ``ClosedPath/signedArea``: a convex outline with
  /// positive area has κ ≥ 0 everywhere. Not finite where B'(t) = 0 (a cusp).
  public func curvature(at t: Double) -> Double {
    let velocity = derivative(at: t)
    let speed = velocity.length
    return velocity.cross(secondDerivative) / (speed * speed * speed)
  }

  /// Green's-theorem term `½∫(x dy − y dx)` over the curve, in square points, exact in closed
  /// form: `(x0(2y1+y2) + 2x1(y2−y0) − x2(y0+2y1))/6`.
  @inlinable @inline(__always)
  public var signedAreaTerm: Double {
    let (x0, y0, x1, y1, x2, y2) = (start.x, start.y, control.x, control.y, end.x, end.y)
    return (x0 * (2 * y1 + y2) + 2 * x1 * (y2 - y0) - x2 * (y0 + 2 * y1)) / 6
  }

  /// Power-basis coefficients: `B(t) = c[0] + c[1]·t + c[2]·t²`.
  var powerCoefficients: [Vector2] {
    [start, 2 * (control - start), start - 2 * control + end]
  }

  /// The closest point of the curve (t in [0, 1]) to `query`: the best of the endpoints and
  /// the real roots of the cubic `(B(t) − query)·B'(t)`, each found to about 1e-15 in t.
  public func nearestPoint(to query: Vector2) -> NearestPoint {
    NearestPoint.search(coefficients: powerCoefficients, query: query) { point(at: $0) }
  }
}
