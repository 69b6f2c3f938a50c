import JellyMath

// CSS `cubic-bezier(x1, y1, x2, y2)`: the Bezier curve from (0, 0) to (1, 1) with control
// points (x1, y1) and (x2, y2), read as y over x. Evaluating y at a given x means solving
// x(s) = x for the Bezier parameter s, a cubic that is monotone on [0, 1] (x1, x2 ∈ [0, 1]).
//
// Browsers stop at |x(s) − x| ≤ 1e-7; this type solves to rounding. Three things make that
// possible, including at zero x-slope (x1 = 0 or x2 = 1 at the ends, x1 = 1 and x2 = 0 in the
// middle):
//
// - Each end has its own parameter. For x ≤ 1/2 the unknown is s and the cubics are
//   X(s) = x(s), Y(s) = y(s); for x > 1/2 it is r = 1 − s, with Z(r) = 1 − x(1 − r) and
//   V(r) = y(1 − r), solved for Z(r) = 1 − x (exact for x ≥ 1/2). Near an end the unknown is
//   then small and keeps its relative precision (a flat end, x ≈ c·r², needs r to 2⁻⁵³ of r,
//   not of 1).
// - The power-basis coefficients are integer combinations of x1, x2 (or y1, y2) held as
//   double-doubles, and the last residuals x(s) − x and the value y(s) are evaluated by the
//   compensated Horner scheme (CompensatedCubic.swift): about 2⁻¹⁰⁰ of the terms' size, so the
//   sign of the residual is right until s is within an ulp of the root, however flat x(s) is.
// - Halley's method on the leading parts, from u = target, runs until its step is below 2⁻¹⁸
//   of u; Newton steps on the compensated residual then run until one, δ, is a few ulps of u
//   with a straight tangent (|X''·δ| ≤ 2⁻²⁰·X'). That last step is not taken but carried into
//   y to first order, y = Y(u) − Y'(u)·δ, so y does not inherit the spacing of the doubles
//   near u. Whatever this fast path does not settle (a step leaving (0, 1), a nearly flat
//   x(s), a subnormal target) goes to a safeguarded solve: Newton's method inside a bracket
//   that only residuals larger than their error bound move, bisection where a step leaves
//   the bracket or is not half the one before last (as in Numerical Recipes' rtsafe).
//
// Typical cost: 3 Halley steps on the leading parts, one compensated residual and one
// compensated value. The measured accuracy (CubicBezierReferenceTests, against 80-digit values
// from scripts/cubic-bezier-reference.py) is stated on `value(at:)`.

/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function, with the CSS presets, evaluated to
/// rounding (not to a browser's 1e-7).
public struct CubicBezierEasing: EasingCurve, Hashable {
  /// First control point's x, a fraction of the duration, in [0, 1].
  public let x1: Double
  /// First control point's y, a fraction of the travel (any finite value; outside [0, 1] the
  /// curve overshoots).
  public let y1: Double
  /// Second control point's x, a fraction of the duration, in [0, 1].
  public let x2: Double
  /// Second control point's y, a fraction of the travel (any finite value).
  public let y2: Double
  /// A CSS keyword (`ease`, …) for the presets, else `cubic-bezier(x1, y1, x2, y2)`.
  public let name: String

  /// x(s) and y(s) as cubics in s, for progress ≤ 1/2.
  let startX: CompensatedCubic
  let startY: CompensatedCubic
  /// Z(r) = 1 − x(1 − r) and V(r) = y(1 − r) as cubics in r = 1 − s, for progress > 1/2.
  let endZ: CompensatedCubic
  let endY: CompensatedCubic

  /// The curve `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// - Parameters:
  ///   - x1: In [0, 1] (CSS requires it so that x(s) is monotone).
  ///   - y1: Any finite value.
  ///   - x2: In [0, 1].
  ///   - y2: Any finite value.
  /// - Throws: `ParameterError` naming the first parameter out of range.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(ParameterError) {
    try ParameterError.check(.x1, x1, allowed: "in [0, 1]") { (0...1).contains($0) }
    try ParameterError.check(.y1, y1, allowed: "finite") { _ in true }
    try ParameterError.check(.x2, x2, allowed: "in [0, 1]") { (0...1).contains($0) }
    try ParameterError.check(.y2, y2, allowed: "finite") { _ in true }
    let name =
      "cubic-bezier(" + [x1, y1, x2, y2].map(EasingNumberFormat.string).joined(separator: ", ")
      + ")"
    self.init(checked: x1, y1, x2, y2, name: name)
  }

  /// A curve whose parameters are known to be valid.
  init(checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: String) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    self.name = name
    // x(s) = 3·x1·s + (3·x2 − 6·x1)·s² + (1 + 3·x1 − 3·x2)·s³ (from the Bernstein form), and
    // 1 − x(1 − r) = (3 − 3·x2)·r + (6·x2 − 3·x1 − 3)·r² + (1 + 3·x1 − 3·x2)·r³.
    func start(_ a: Double, _ b: Double) -> CompensatedCubic {
      CompensatedCubic(
        c0: 0, c1: .combination(0, 3, a, 0, b), c2: .combination(0, -6, a, 3, b),
        c3: .combination(1, 3, a, -3, b))
    }
    func end(_ a: Double, _ b: Double, sign: Double) -> CompensatedCubic {
      CompensatedCubic(
        c0: sign < 0 ? 1 : 0, c1: .combination(3 * sign, 0, a, -3 * sign, b),
        c2: .combination(-3 * sign, -3 * sign, a, 6 * sign, b),
        c3: .combination(sign, 3 * sign, a, -3 * sign, b))
    }
    startX = start(x1, x2)
    startY = start(y1, y2)
    endZ = end(x1, x2, sign: 1)
    endY = end(y1, y2, sign: -1)
  }

  /// CSS `ease` = `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public static let ease = CubicBezierEasing(checked: 0.25, 0.1, 0.25, 1, name: "ease")
  /// CSS `ease-in` = `cubic-bezier(0.42, 0, 1, 1)`.
  public static let easeIn = CubicBezierEasing(checked: 0.42, 0, 1, 1, name: "ease-in")
  /// CSS `ease-out` = `cubic-bezier(0, 0, 0.58, 1)`.
  public static let easeOut = CubicBezierEasing(checked: 0, 0, 0.58, 1, name: "ease-out")
  /// CSS `ease-in-out` = `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInOut = CubicBezierEasing(
    checked: 0.42, 0, 0.58, 1, name: "ease-in-out")
  /// The four CSS presets.
  public static let presets: [CubicBezierEasing] = [ease, easeIn, easeOut, easeInOut]

  /// The curve's point (x, y) at Bezier parameter `t` (in [0, 1]; both coordinates are
  /// fractions, of the duration and of the travel), each within an ulp or so of the exact
  /// value (compensated evaluation, from the nearer end).
  public func point(at t: Double) -> (x: Double, y: Double) {
    if t <= 0.5 {
      return (startX.compensated(t).rounded, startY.compensated(t).rounded)
    }
    let r = 1 - t  // exact for t in [1/2, 2]
    return (Self.oneMinus(endZ.compensated(r)), endY.compensated(r).rounded)
  }

  /// The Bezier parameter s ∈ [0, 1] with x(s) = `progress` (clamped to [0, 1]); exactly 0
  /// and 1 at the ends, NaN for NaN.
  ///
  /// Where x'(s) is not tiny this is the exact root rounded to a neighbouring double (within
  /// an ulp of s); where x(s) is flat the root is ill-conditioned and s may be further off,
  /// but ``value(at:)`` does not lose its accuracy through it.
  public func parameter(forProgress progress: Double) -> Double {
    guard let solution = solve(progress) else { return .nan }
    if solution.atStart { return solution.u + solution.correction }
    // s = 1 − (r + correction), with 1 − r held exactly as a sum of two doubles.
    let (sum, error) = twoSum(1, -solution.u)
    return sum + (error - solution.correction)
  }

  /// y at `progress`: the value, a fraction of the travel. Exactly 0 at 0 and 1 at 1, NaN for
  /// NaN.
  ///
  /// Accuracy: within one ulp of the exact y(x) of the curve through these control points
  /// (taken as the binary numbers they are) at this exact `progress`: the correctly rounded
  /// double or its neighbour. The error analysis gives ½ ulp from the final rounding plus
  /// about 2⁻¹⁰⁰·(Σ|y-terms| + |dy/dx|·Σ|x-terms|), the terms being those of the cubics'
  /// power form at the solved parameter (of order 1 for control points of order 1); the
  /// extra stays far below an ulp unless y is within about 1e-14 of a zero crossing or
  /// |dy/dx| is above about 1e15. Measured against 80-digit mpmath values at the 1882 points
  /// of Tests/JellyEasingTests/CubicBezierReference.swift (CSS keywords, zero x-slope at an
  /// end or in the middle, nearly flat and steep ends, y outside [0, 1]): every value is the
  /// correctly rounded double (at most ½ ulp off).
  ///
  /// Outside [0, 1] the curve goes on along its tangent at the nearer end, as CSS Easing
  /// Functions Level 2 §2.2.1 defines it and browsers compute it (``extrapolationSlopes``).
  public func value(at progress: Double) -> Double {
    let x = progress
    if x.isNaN { return .nan }
    if x < 0 { return extrapolationSlopes.start * x }
    if x > 1 { return 1 + extrapolationSlopes.end * (x - 1) }
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    guard let solution = solve(x) else { return .nan }
    let curve = solution.atStart ? startY : endY
    let y = curve.compensated(solution.u)
    let correction = curve.slope(solution.u) * solution.correction
    return y.high + (y.low + correction)
  }

  /// The CSS serialization (CSS Easing Functions Level 2 §2.4): the keyword for `ease`,
  /// `ease-in`, `ease-out` and `ease-in-out` as written, else `cubic-bezier(x1, y1, x2, y2)`
  /// with each number in its shortest round-trip form.
  public var cssText: String {
    if !name.hasPrefix("cubic-bezier(") { return name }
    return "cubic-bezier("
      + [x1, y1, x2, y2].map(EasingNumberFormat.string).joined(separator: ", ") + ")"
  }

  /// The slopes of the straight lines the curve follows below 0 (`start`) and above 1 (`end`)
  /// (CSS Easing Functions Level 2 §2.2.1): at each end, the tangent through the nearest
  /// control point that is not the end point itself. A vertical tangent (that point straight
  /// above or below the end) holds the end's value (slope 0); when every control point lies on
  /// the end point or on the other end, (0, 0) to (1, 1), the slope is 1. So
  /// `cubic-bezier(0, 1.5, 1, 1.5)` stays at 1 above 1, and `cubic-bezier(0, 0, 0, 0)` and
  /// `cubic-bezier(1, 1, 1, 1)` are the identity on both sides, as in Chromium and the
  /// web-platform-tests.
  public var extrapolationSlopes: (start: Double, end: Double) {
    (
      Self.tangentSlope(fromX: 0, y: 0, nearest: (x1, y1), next: (x2, y2)),
      Self.tangentSlope(fromX: 1, y: 1, nearest: (x2, y2), next: (x1, y1))
    )
  }

  /// The slope of the line from the end point (`x`, `y`) through `nearest`, or through `next`
  /// where `nearest` is the end point, or 1 (through the other end) where both are; 0 when
  /// that line is vertical.
  static func tangentSlope(
    fromX x: Double, y: Double, nearest: (x: Double, y: Double), next: (x: Double, y: Double)
  ) -> Double {
    func differs(_ point: (x: Double, y: Double)) -> Bool { point.x != x || point.y != y }
    guard let point = differs(nearest) ? nearest : differs(next) ? next : nil else { return 1 }
    return point.x == x ? 0 : (point.y - y) / (point.x - x)
  }

  /// dy/dx = y'(s)/x'(s) at the solved parameter (analytic; dimensionless, value per unit of
  /// progress). Where x'(s) = 0 the slope is ±∞ unless y'(s) = 0 too, in which case the ratio
  /// of second (or third) derivatives is the limit (e.g. 1 for `cubic-bezier(0, 0, 1, 1)` at
  /// 0 and at 1).
  public func derivative(at progress: Double) -> Double {
    if progress < 0 { return extrapolationSlopes.start }
    if progress > 1 { return extrapolationSlopes.end }
    guard let solution = solve(progress) else { return .nan }
    let u = solution.u
    // For r = 1 − s: dx/dr = −Z'(r), d²x/dr² = −Z''(r), so each ratio changes sign.
    let (curveX, curveY, sign) = solution.atStart ? (startX, startY, 1.0) : (endZ, endY, -1.0)
    let slopeX = curveX.slope(u)
    let dx = slopeX > 0 ? slopeX : 0  // x(s) is nondecreasing; a negative value is rounding
    let dy = curveY.slope(u)
    if dx != 0 || dy != 0 { return sign * dy / dx }
    let ddx = curveX.curvature(u)
    let ddy = curveY.curvature(u)
    if ddx != 0 || ddy != 0 { return sign * ddy / ddx }
    return sign * curveY.c3.rounded / curveX.c3.rounded
  }

  // MARK: - Solving x(s) = x

  /// The root of x(s) = `progress` (clamped) as the parameter of the nearer end: s itself
  /// (`atStart`) or r = 1 − s, plus a correction below a few ulps of it that the double `u`
  /// cannot hold. Nil for NaN.
  func solve(_ progress: Double) -> (atStart: Bool, u: Double, correction: Double)? {
    let x = progress.clampedToUnitInterval
    if x.isNaN { return nil }
    if x <= 0.5 {
      let (u, correction) = Self.solve(startX, target: x)
      return (true, u, correction)
    }
    let (u, correction) = Self.solve(endZ, target: 1 - x)  // 1 − x is exact for x ≥ 1/2
    return (false, u, correction)
  }

  /// The root u ∈ [0, 1] of p(u) = q, for a cubic p nondecreasing on [0, 1] with p(0) = 0,
  /// p(1) = 1 and q ∈ [0, 1/2]: u plus a first-order `correction` (a few ulps of u at most;
  /// 0 where the tangent is not straight enough to trust).
  ///
  /// Fast path: Halley's method on the leading parts from u = q until its step is below 2⁻¹⁸
  /// of u, then Newton steps on the compensated residual until one is below 2⁻⁵⁰ of u with a
  /// straight tangent (|p''·δ| ≤ 2⁻²⁰·p'), which is then the correction. Anything else (a step
  /// leaving (0, 1), no convergence) goes to ``safeguardedSolve(_:target:)``.
  static func solve(_ curve: CompensatedCubic, target q: Double) -> (u: Double, correction: Double)
  {
    if q <= 0 { return (0, 0) }
    var u = q
    var converged = false
    for _ in 0..<8 {
      let residual = curve.plain(u) - q
      let slope = curve.slope(u)
      let curvature = curve.curvature(u)
      let denominator = 2 * slope * slope - residual * curvature
      let step = denominator > 0 ? 2 * residual * slope / denominator : residual / slope
      let next = u - step
      if !(next > 0 && next < 1) { break }
      u = next
      if abs(step) <= 0x1p-18 * u {
        converged = true
        break
      }
    }
    if converged {
      for _ in 0..<2 {
        let residual = curve.compensated(u, plus: -q).rounded
        if residual == 0 { return (u, 0) }
        let slope = curve.slope(u)
        let step = residual / slope
        if !(abs(curve.curvature(u) * step) <= 0x1p-20 * slope) { break }
        if abs(step) <= 0x1p-50 * u { return (u, -step) }
        let next = u - step
        if !(next > 0 && next < 1) { break }
        u = next
      }
    }
    return safeguardedSolve(curve, target: q)
  }

  /// The most steps ``safeguardedSolve(_:target:)`` takes; bisection alone needs about 1100 to
  /// reach an ulp from [0, 1] (a subnormal root), Newton a handful.
  static var iterationLimit: Int { 1_200 }

  /// ``solve(_:target:)`` for the cases its fast path does not settle (x(s) nearly flat, a
  /// subnormal target): Newton's method inside a bracket [lower, upper] that only residuals
  /// larger than their error bound move, bisection where a step leaves the bracket or is not
  /// half the one before last (as in Numerical Recipes' rtsafe); the compensated residual once
  /// the steps are below 2⁻²⁶ of u or Horner's rule cannot tell the side. Ends as the fast path
  /// does, or with u next to the root when the bracket cannot shrink further.
  static func safeguardedSolve(_ curve: CompensatedCubic, target q: Double)
    -> (u: Double, correction: Double)
  {
    var lower = 0.0  // p(lower) < q
    var upper = 1.0  // p(upper) > q
    var u = q
    var step = 1.0
    var stepBefore = 1.0
    var accurate = false
    for _ in 0..<iterationLimit {
      let residual: Double
      if accurate {
        residual = curve.compensated(u, plus: -q).rounded
      } else {
        let (value, bound) = curve.plainResidual(u, minus: q)
        if abs(value) <= bound {
          // Too close for Horner's rule to tell the side: evaluate accurately here.
          accurate = true
          continue
        }
        residual = value
      }
      if residual == 0 { return (u, 0) }
      if residual < 0 { lower = u } else { upper = u }
      let slope = curve.slope(u)
      let newton = residual / slope
      let straight = abs(curve.curvature(u) * newton) <= 0x1p-20 * slope
      if accurate && straight && abs(newton) <= 0x1p-50 * u { return (u, -newton) }
      var next = u - newton
      if next > lower && next < upper && abs(newton) <= 0.5 * abs(stepBefore) {
        stepBefore = step
        step = newton
      } else {
        stepBefore = step
        step = 0.5 * (upper - lower)
        next = lower + step
      }
      if next == u || next <= lower || next >= upper {
        // u and its neighbour bracket the root: nothing left to gain in u.
        if !accurate {
          accurate = true
          continue
        }
        return (u, straight && abs(newton) <= upper - lower ? -newton : 0)
      }
      if !accurate && abs(step) <= 0x1p-26 * next { accurate = true }
      u = next
    }
    return (u, 0)
  }

  /// 1 − (high + low) rounded once.
  static func oneMinus(_ value: DoubleDouble) -> Double {
    let (sum, error) = twoSum(1, -value.high)
    return sum + (error - value.low)
  }
}
