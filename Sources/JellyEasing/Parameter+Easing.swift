import JellyMath

// The parameters JellyEasing checks: those of the elastic, back, piecewise-linear, steps and
// cubic Bézier curves (a spring easing's are JellySprings').
extension Parameter {
  /// An elastic easing's amplitude, unitless: ≥ 1 and finite.
  public static let amplitude = Parameter(rawValue: "amplitude")
  /// An elastic easing's period, as a fraction of the duration: > 0 and finite.
  public static let period = Parameter(rawValue: "period")
  /// A back easing's overshoot, unitless: ≥ 0 and finite.
  public static let overshoot = Parameter(rawValue: "overshoot")
  /// The stops of a piecewise-linear easing: at least two.
  public static let stops = Parameter(rawValue: "stops")
  /// The output of one stop of a piecewise-linear easing: finite (messages add the stop's
  /// number, "output 2").
  public static let stopOutput = Parameter(rawValue: "output")
  /// A position of one stop of a piecewise-linear easing, as a fraction of the duration:
  /// finite and not decreasing (messages add the stop's number, "position in stop 2").
  public static let stopPosition = Parameter(rawValue: "position in stop")
  /// The number of positions of one stop of a piecewise-linear easing: at most 2 (messages add
  /// the stop's number, "positions of stop 2").
  public static let stopPositions = Parameter(rawValue: "positions of stop")
  /// The number of steps of a steps easing: an integer ≥ 1 (≥ 2 with jump-none), at most 2^53.
  public static let stepCount = Parameter(rawValue: "n")
  /// A cubic Bézier easing's first control point x, a fraction of the duration: in [0, 1].
  public static let x1 = Parameter(rawValue: "x1")
  /// A cubic Bézier easing's first control point y, a fraction of the travel: finite.
  public static let y1 = Parameter(rawValue: "y1")
  /// A cubic Bézier easing's second control point x, a fraction of the duration: in [0, 1].
  public static let x2 = Parameter(rawValue: "x2")
  /// A cubic Bézier easing's second control point y, a fraction of the travel: finite.
  public static let y2 = Parameter(rawValue: "y2")

  /// A parameter of a platform curve (`PlatformCurveEntry`); messages name it as the platform
  /// spells it (`tension`, `amplitude`, ...).
  public static let curveParameter = Parameter(rawValue: "curve parameter")

  /// Every parameter JellyEasing checks (a spring easing also checks some of
  /// `springParameters`).
  public static let easingParameters: [Parameter] = [
    .amplitude, .period, .overshoot, .stops, .stopOutput, .stopPosition, .stopPositions,
    .stepCount, .x1, .y1, .x2, .y2, .curveParameter,
  ]
}
