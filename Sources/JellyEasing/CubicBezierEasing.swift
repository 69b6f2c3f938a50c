import JellyMath

// CSS `cubic-bezier(x1, y1, x2, y2)`: the Bezier curve from (0, 0) to (1, 1) with control
// points (x1, y1) and (x2, y2), read as y over x. Evaluating y at a given x means inverting
// x(t), a cubic that is monotone on [0, 1] whenever x1, x2 ∈ [0, 1].
//
// Goals, in order: |x(t) − x| ≤ tolerance (default 1e-7) for every x, including curves with
// zero x-slope (x1 = 0 or x2 = 1 at the ends, x1 = 1 and x2 = 0 in the middle); exact ends;
// cheap in the common case. Newton's method from t = x converges in a few steps when x'(t) is
// not small; if a step stalls (|x'| < 1e-6), leaves [0, 1] or 8 steps do not suffice, bisection
// on [0, 1] (valid because x(t) is monotone) finishes the job.
//
// Power-basis coefficients (as in WebKit's UnitBezier, derived from the Bernstein form):
//   c = 3·p1,  b = 3·(p2 − p1) − c,  a = 1 − c − b,   x(t) = ((a·t + b)·t + c)·t

/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function, with the CSS presets.
public struct CubicBezierEasing: EasingCurve, Hashable {
  /// Default accuracy of the x inversion: |x(t) − x| ≤ 1e-7 (Chromium's kBezierEpsilon).
  public static let defaultTolerance = 1e-7

  /// First control point's x, in [0, 1].
  public let x1: Double
  /// First control point's y (any finite value; outside [0, 1] overshoots).
  public let y1: Double
  /// Second control point's x, in [0, 1].
  public let x2: Double
  /// Second control point's y (any finite value).
  public let y2: Double
  /// The accuracy of the x inversion, |x(t) − x| ≤ tolerance.
  public let tolerance: Double
  /// A CSS keyword (`ease`, …) for the presets, else `cubic-bezier(x1, y1, x2, y2)`.
  public let name: String

  let ax: Double
  let bx: Double
  let cx: Double
  let ay: Double
  let by: Double
  let cy: Double

  /// The curve `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// - Parameters:
  ///   - x1: In [0, 1] (CSS requires it so that x(t) is monotone).
  ///   - y1: Any finite value.
  ///   - x2: In [0, 1].
  ///   - y2: Any finite value.
  ///   - tolerance: Accuracy of the x inversion, > 0 (default 1e-7).
  /// - Throws: ``EasingParameterError`` naming the first parameter out of range.
  public init(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
    tolerance: Double = CubicBezierEasing.defaultTolerance
  ) throws(EasingParameterError) {
    try ParameterError.check(.x1, x1, allowed: "in [0, 1]") { (0...1).contains($0) }
    try ParameterError.check(.y1, y1, allowed: "finite") { _ in true }
    try ParameterError.check(.x2, x2, allowed: "in [0, 1]") { (0...1).contains($0) }
    try ParameterError.check(.y2, y2, allowed: "finite") { _ in true }
    try ParameterError.check(.tolerance, tolerance, allowed: "> 0 and finite") { $0 > 0 }
    let name =
      "cubic-bezier(" + [x1, y1, x2, y2].map(EasingNumberFormat.string).joined(separator: ", ")
      + ")"
    self.init(checked: x1, y1, x2, y2, tolerance: tolerance, name: name)
  }

  /// A curve whose parameters are known to be valid.
  init(
    checked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, tolerance: Double, name: String
  ) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    self.tolerance = tolerance
    self.name = name
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// CSS `ease` = `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public static let ease = CubicBezierEasing(
    checked: 0.25, 0.1, 0.25, 1, tolerance: defaultTolerance, name: "ease")
  /// CSS `ease-in` = `cubic-bezier(0.42, 0, 1, 1)`.
  public static let easeIn = CubicBezierEasing(
    checked: 0.42, 0, 1, 1, tolerance: defaultTolerance, name: "ease-in")
  /// CSS `ease-out` = `cubic-bezier(0, 0, 0.58, 1)`.
  public static let easeOut = CubicBezierEasing(
    checked: 0, 0, 0.58, 1, tolerance: defaultTolerance, name: "ease-out")
  /// CSS `ease-in-out` = `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInOut = CubicBezierEasing(
    checked: 0.42, 0, 0.58, 1, tolerance: defaultTolerance, name: "ease-in-out")
  /// The four CSS presets.
  public static let presets: [CubicBezierEasing] = [ease, easeIn, easeOut, easeInOut]

  /// The curve's point at Bezier parameter `t` (in [0, 1]), exact to rounding.
  public func point(at t: Double) -> (x: Double, y: Double) {
    (((ax * t + bx) * t + cx) * t, ((ay * t + by) * t + cy) * t)
  }

  /// The Bezier parameter t ∈ [0, 1] whose x(t) is within ``tolerance`` of `progress`
  /// (clamped to [0, 1]); exactly 0 and 1 at the ends. Newton's method with a bisection
  /// fallback; at most 8 + 64 evaluations of x(t).
  public func parameter(forProgress progress: Double) -> Double {
    let x = progress.clampedToUnitInterval
    if x.isNaN { return .nan }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var t = x
    for _ in 0..<8 {
      let error = ((ax * t + bx) * t + cx) * t - x
      if abs(error) <= tolerance { return t }
      let slope = (3 * ax * t + 2 * bx) * t + cx
      if abs(slope) < 1e-6 { break }
      t -= error / slope
      if !(t >= 0 && t <= 1) { break }
    }
    var lower = 0.0
    var upper = 1.0
    t = x
    for _ in 0..<64 {
      let current = ((ax * t + bx) * t + cx) * t
      if abs(current - x) <= tolerance { return t }
      if current < x { lower = t } else { upper = t }
      t = lower + 0.5 * (upper - lower)
    }
    return t
  }

  /// y at the solved parameter: `value(at: x)` = y(t) with |x(t) − x| ≤ ``tolerance``; so the
  /// error in y is at most tolerance·|dy/dx|. Exactly 0 at 0 and 1 at 1.
  public func value(at progress: Double) -> Double {
    let t = parameter(forProgress: progress)
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    return ((ay * t + by) * t + cy) * t
  }

  /// dy/dx = y'(t)/x'(t) at the solved parameter (analytic). Where x'(t) = 0 the slope is
  /// ±∞ unless y'(t) = 0 too, in which case the ratio of second (or third) derivatives is the
  /// limit (e.g. 1 for `cubic-bezier(0, 0, 1, 1)` at 0).
  public func derivative(at progress: Double) -> Double {
    let t = parameter(forProgress: progress)
    let dx = (3 * ax * t + 2 * bx) * t + cx
    let dy = (3 * ay * t + 2 * by) * t + cy
    if dx != 0 || dy != 0 || t.isNaN { return dy / dx }
    let ddx = 6 * ax * t + 2 * bx
    let ddy = 6 * ay * t + 2 * by
    if ddx != 0 || ddy != 0 { return ddy / ddx }
    return ay / ax
  }
}
