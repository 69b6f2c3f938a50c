import JellyEasing
import JellyMath

/// The `cubic-bezier` model: a CSS `cubic-bezier(x1, y1, x2, y2)` timing function over a
/// duration.
///
/// Parameters (``MotionModel/cubicBezier``): x1, y1, x2, y2, the duration D (s), start time t0
/// (s), from and to. The value is from + (to − from)·B((t − t0)/D) with the progress clamped to
/// [0, 1]. The curve parameter s with x(s) = progress comes from `JellyEasing.CubicBezierEasing`
/// in double precision; one Newton step written over JellyMath's `RealScalar`,
/// s − (x(s) − progress)/x′(s), then carries the exact first derivatives of s with respect to
/// x1, x2, D and t0 (the implicit function theorem) into y(s).
public enum CubicBezierCurve {
  /// The values at `times` for the parameters `[x1, y1, x2, y2, D, t0, from, to]` (x1, x2 in
  /// [0, 1], D > 0; NaN otherwise).
  public static func values<Scalar: RealScalar>(_ parameters: [Scalar], at times: [Double])
    -> [Scalar]
  {
    let (x1, y1, x2, y2) = (parameters[0], parameters[1], parameters[2], parameters[3])
    let duration = parameters[4]
    let start = parameters[5]
    let from = parameters[6]
    let to = parameters[7]
    guard duration.doubleValue > 0,
      let easing = try? CubicBezierEasing(
        x1.doubleValue, y1.doubleValue, x2.doubleValue, y2.doubleValue)
    else { return times.map { _ in Scalar(.nan) } }
    return times.map { t in
      let progress = (t - start) / duration
      if progress.doubleValue <= 0 { return from }
      if progress.doubleValue >= 1 { return to }
      let s = easing.parameter(forProgress: progress.doubleValue)
      let slope = bernsteinSlope(s, x1.doubleValue, x2.doubleValue)
      var parameter = Scalar(s)
      if slope > 0 {
        parameter = parameter - (bernstein(Scalar(s), x1, x2) - progress) / slope
      }
      return from + (to - from) * bernstein(parameter, y1, y2)
    }
  }

  /// 3·c1·s(1 − s)² + 3·c2·s²(1 − s) + s³: one coordinate of the curve from 0 to 1.
  static func bernstein<Scalar: RealScalar>(_ s: Scalar, _ c1: Scalar, _ c2: Scalar) -> Scalar {
    let r = 1 - s
    return 3 * c1 * s * r * r + 3 * c2 * s * s * r + s * s * s
  }

  /// d/ds of ``bernstein(_:_:_:)``: 3·c1·(1 − s)² + 6·(c2 − c1)·s(1 − s) + 3·(1 − c2)·s².
  static func bernsteinSlope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let r = 1 - s
    return 3 * c1 * r * r + 6 * (c2 - c1) * s * r + 3 * (1 - c2) * s * s
  }
}
