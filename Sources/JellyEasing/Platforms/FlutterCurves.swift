import Foundation

/// Flutter's `Curves` constants, as `curves.dart` evaluates them: its `Cubic` curves by
/// bisection to 0.001 in x (``FlutterCubic``), `ThreePointCubic` as two such cubics, and the
/// bounce and elastic formulas.
enum FlutterCurves {
  static let source =
    "https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/animation/curves.dart"

  static var entries: [PlatformCurveEntry] {
    [
      formula("linear", "t") { $0 },
      formula("decelerate", "1 − (1 − t)²") { t in 1 - (1 - t) * (1 - t) },
      cubic("fastLinearToSlowEaseIn", 0.18, 1, 0.04, 1),
      threePoint(
        "fastEaseInToSlowEaseOut", (0.056, 0.024), (0.108, 0.3085), (0.198, 0.541),
        (0.3655, 1), (0.5465, 0.989)),
      cubic("ease", 0.25, 0.1, 0.25, 1),
      cubic("easeIn", 0.42, 0, 1, 1),
      cubic("easeInToLinear", 0.67, 0.03, 0.65, 0.09),
      cubic("easeInSine", 0.47, 0, 0.745, 0.715),
      cubic("easeInQuad", 0.55, 0.085, 0.68, 0.53),
      cubic("easeInCubic", 0.55, 0.055, 0.675, 0.19),
      cubic("easeInQuart", 0.895, 0.03, 0.685, 0.22),
      cubic("easeInQuint", 0.755, 0.05, 0.855, 0.06),
      cubic("easeInExpo", 0.95, 0.05, 0.795, 0.035),
      cubic("easeInCirc", 0.6, 0.04, 0.98, 0.335),
      cubic("easeInBack", 0.6, -0.28, 0.735, 0.045),
      cubic("easeOut", 0, 0, 0.58, 1),
      cubic("linearToEaseOut", 0.35, 0.91, 0.33, 0.97),
      cubic("easeOutSine", 0.39, 0.575, 0.565, 1),
      cubic("easeOutQuad", 0.25, 0.46, 0.45, 0.94),
      cubic("easeOutCubic", 0.215, 0.61, 0.355, 1),
      cubic("easeOutQuart", 0.165, 0.84, 0.44, 1),
      cubic("easeOutQuint", 0.23, 1, 0.32, 1),
      cubic("easeOutExpo", 0.19, 1, 0.22, 1),
      cubic("easeOutCirc", 0.075, 0.82, 0.165, 1),
      cubic("easeOutBack", 0.175, 0.885, 0.32, 1.275),
      cubic("easeInOut", 0.42, 0, 0.58, 1),
      cubic("easeInOutSine", 0.445, 0.05, 0.55, 0.95),
      cubic("easeInOutQuad", 0.455, 0.03, 0.515, 0.955),
      cubic("easeInOutCubic", 0.645, 0.045, 0.355, 1),
      threePoint(
        "easeInOutCubicEmphasized", (0.05, 0), (0.133333, 0.06), (0.166666, 0.4),
        (0.208333, 0.82), (0.25, 1)),
      cubic("easeInOutQuart", 0.77, 0, 0.175, 1),
      cubic("easeInOutQuint", 0.86, 0, 0.07, 1),
      cubic("easeInOutExpo", 1, 0, 0, 1),
      cubic("easeInOutCirc", 0.785, 0.135, 0.15, 0.86),
      cubic("easeInOutBack", 0.68, -0.55, 0.265, 1.55),
      cubic("fastOutSlowIn", 0.4, 0, 0.2, 1),
      cubic("slowMiddle", 0.15, 0.85, 0.85, 0.15),
      formula("bounceIn", "1 − bounce(1 − t), Penner's bounce (7.5625, 2.75)") { t in
        PennerFormulas.bounce(.in, t)
      },
      formula("bounceOut", "Penner's bounce (7.5625, 2.75)") { t in PennerFormulas.bounce(.out, t)
      },
      formula("bounceInOut", "(1 − bounce(1 − 2t))/2 below t = 0.5, bounce(2t − 1)/2 + 1/2 above") {
        t in
        t < 0.5
          ? (1 - PennerFormulas.bounceOut(1 - t * 2)) * 0.5
          : PennerFormulas.bounceOut(t * 2 - 1) * 0.5 + 0.5
      },
      elastic("elasticIn", "−2^(10(t − 1))·sin((t − 1 − p/4)·2π/p)") { t, p in
        let u = t - 1
        return -pow(2, 10 * u) * sin((u - p / 4) * (Double.pi * 2) / p)
      },
      elastic("elasticOut", "2^(−10t)·sin((t − p/4)·2π/p) + 1") { t, p in
        pow(2, -10 * t) * sin((t - p / 4) * (Double.pi * 2) / p) + 1
      },
      elastic("elasticInOut", "elasticIn and elasticOut on u = 2t − 1, halved") { t, p in
        let s = p / 4
        let u = 2 * t - 1
        if u < 0 { return -0.5 * pow(2, 10 * u) * sin((u - s) * (Double.pi * 2) / p) }
        return pow(2, -10 * u) * sin((u - s) * (Double.pi * 2) / p) * 0.5 + 1
      },
    ]
  }

  static func cubic(_ name: String, _ a: Double, _ b: Double, _ c: Double, _ d: Double)
    -> PlatformCurveEntry
  {
    let exact = CubicBezierEasing(checked: a, b, c, d, name: "")
    let flutter = FlutterCubic(a: a, b: b, c: c, d: d)
    let points = [a, b, c, d].map(EasingNumberFormat.string).joined(separator: ", ")
    return PlatformCurveEntry(
      .flutter, "flutter", name,
      definition: "Cubic(\(points)), bisection to 0.001 in x", source: source
    ) { _ in
      PlatformCurve(name: "", formula: flutter.value, slope: { exact.derivative(at: $0) })
    }
  }

  static func threePoint(
    _ name: String, _ a1: (Double, Double), _ b1: (Double, Double), _ midpoint: (Double, Double),
    _ a2: (Double, Double), _ b2: (Double, Double)
  ) -> PlatformCurveEntry {
    let curve = TwoSegmentCubic(
      a1: a1, b1: b1, midpoint: midpoint, a2: a2, b2: b2, solver: .flutter)
    let points = [a1, b1, midpoint, a2, b2].map {
      "(\(EasingNumberFormat.string($0.0)), \(EasingNumberFormat.string($0.1)))"
    }.joined(separator: " ")
    return PlatformCurveEntry(
      .flutter, "flutter", name,
      definition: "ThreePointCubic \(points), each cubic by bisection to 0.001", source: source
    ) { _ in
      PlatformCurve(
        name: "", formula: { t in t == 0 || t == 1 ? t : curve.value(at: t) },
        slope: curve.derivative)
    }
  }

  /// A curve that is 0 at 0 and 1 at 1 (`Curve.transform`) and `formula` between.
  static func formula(
    _ name: String, _ definition: String, _ formula: @escaping @Sendable (Double) -> Double
  ) -> PlatformCurveEntry {
    // The slope is the formula's, not that of Curve.transform's exact 0 and 1 at the ends
    // (elasticOut's formula is 1.0005 at 1).
    PlatformCurveEntry(.flutter, "flutter", name, definition: definition, source: source) { _ in
      PlatformCurve(
        name: "", formula: { t in t == 0 || t == 1 ? t : formula(t) },
        slope: { PlatformCurve.differenceSlope(formula, at: $0) })
    }
  }

  /// An elastic curve with its period (default 0.4).
  static func elastic(
    _ name: String, _ definition: String,
    _ formula: @escaping @Sendable (Double, Double) -> Double
  ) -> PlatformCurveEntry {
    PlatformCurveEntry(
      .flutter, "flutter", name, parameters: [.atLeast("period", 0.4, 0, exclusive: true)],
      definition: definition + ", period p = 0.4", source: source
    ) { values in
      let period = values[0]
      return PlatformCurve(
        name: "", formula: { t in t == 0 || t == 1 ? t : formula(t, period) },
        slope: { PlatformCurve.differenceSlope({ formula($0, period) }, at: $0) })
    }
  }
}
