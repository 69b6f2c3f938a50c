/// Two cubic Bézier segments joined at a midpoint: Flutter's `ThreePointCubic` and Material 3's
/// emphasized path. Each segment is scaled to the unit square and evaluated as a cubic-bezier,
/// exactly or with Flutter's bisection (``FlutterCubic``); the slope is the exact curve's.
struct TwoSegmentCubic: EasingCurve {
  /// How each segment's cubic is solved.
  enum Solver: Sendable { case exact, flutter }

  let name = ""
  /// The segments scaled to the unit square, before and after the midpoint.
  let segments: (CubicBezierEasing, CubicBezierEasing)
  let midpoint: (x: Double, y: Double)
  let solver: Solver

  /// The curve through (0, 0), `midpoint` and (1, 1), with control points `a1`, `b1` before the
  /// midpoint and `a2`, `b2` after it.
  init(
    a1: (Double, Double), b1: (Double, Double), midpoint: (Double, Double),
    a2: (Double, Double), b2: (Double, Double), solver: Solver
  ) {
    let (mx, my) = midpoint
    self.midpoint = (mx, my)
    let sx = 1 - mx
    let sy = 1 - my
    segments = (
      CubicBezierEasing(checked: a1.0 / mx, a1.1 / my, b1.0 / mx, b1.1 / my, name: ""),
      CubicBezierEasing(
        checked: (a2.0 - mx) / sx, (a2.1 - my) / sy, (b2.0 - mx) / sx, (b2.1 - my) / sy, name: "")
    )
    self.solver = solver
  }

  /// The segment under `t`, t scaled into it, and its scale and offset in y.
  private func locate(_ t: Double) -> (
    curve: CubicBezierEasing, u: Double, dx: Double, dy: Double, y0: Double
  ) {
    t < midpoint.x
      ? (segments.0, t / midpoint.x, midpoint.x, midpoint.y, 0)
      : (
        segments.1, (t - midpoint.x) / (1 - midpoint.x), 1 - midpoint.x, 1 - midpoint.y,
        midpoint.y
      )
  }

  func value(at progress: Double) -> Double {
    let s = locate(progress)
    let unit: Double
    switch solver {
    case .exact: unit = s.curve.value(at: s.u)
    case .flutter:
      unit = FlutterCubic(a: s.curve.x1, b: s.curve.y1, c: s.curve.x2, d: s.curve.y2).value(s.u)
    }
    return unit * s.dy + s.y0
  }

  func derivative(at progress: Double) -> Double {
    let s = locate(progress)
    return s.curve.derivative(at: s.u) * s.dy / s.dx
  }
}
