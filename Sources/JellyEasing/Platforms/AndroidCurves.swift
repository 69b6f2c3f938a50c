import Foundation
import JellyMath
import JellySprings

/// Android's curves: the `android.view.animation` interpolators (computed in 32-bit floats, as
/// their Java code is), the `androidx.interpolator` lookup tables, Material 3's easing tokens
/// and Jetpack Compose's easings and default spring.
enum AndroidCurves {
  static let frameworkSource =
    "https://android.googlesource.com/platform/frameworks/base/+/refs/heads/main/core/java/android/view/animation/"
  static let androidxSource =
    "https://github.com/androidx/androidx/tree/androidx-main/interpolator/src/main/java/androidx/interpolator/view/animation"
  static let materialSource =
    "https://m3.material.io/styles/motion/easing-and-duration/tokens-specs"
  static let composeSource =
    "https://github.com/androidx/androidx/blob/androidx-main/compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/"

  static var entries: [PlatformCurveEntry] { framework + androidx + material + compose }

  // MARK: - android.view.animation (float arithmetic as in Java)

  static let framework: [PlatformCurveEntry] = [
    interpolator("linear", "t", file: "LinearInterpolator.java", linear, linear),
    interpolator(
      "accelerate", [.within("factor", 1, 0.001, 1000)],
      "t² for factor 1, else t^(2·factor)", file: "AccelerateInterpolator.java", accelerate,
      accelerate),
    interpolator(
      "decelerate", [.within("factor", 1, 0.001, 1000)],
      "1 − (1 − t)² for factor 1, else 1 − (1 − t)^(2·factor)", file: "DecelerateInterpolator.java",
      decelerate, decelerate),
    interpolator(
      "accelerate-decelerate", "cos((t + 1)π)/2 + 0.5",
      file: "AccelerateDecelerateInterpolator.java", accelerateDecelerate, accelerateDecelerate),
    interpolator(
      "anticipate", [.within("tension", 2, 0, 1000)], "t²((tension + 1)t − tension)",
      file: "AnticipateInterpolator.java", anticipate, anticipate),
    interpolator(
      "overshoot", [.within("tension", 2, 0, 1000)], "(t − 1)²((tension + 1)(t − 1) + tension) + 1",
      file: "OvershootInterpolator.java", overshoot, overshoot),
    interpolator(
      "anticipate-overshoot",
      [.within("tension", 2, 0, 1000), .within("extraTension", 1.5, 0, 1000)],
      "s = tension·extraTension; anticipate(2t, s)/2 below t = 0.5, (overshoot(2t − 2, s) + 2)/2 above",
      file: "AnticipateOvershootInterpolator.java", anticipateOvershoot, anticipateOvershoot),
    interpolator(
      "bounce",
      "b(u) = 8u², u = 1.1226t: b(u), b(u − 0.54719) + 0.7, b(u − 0.8526) + 0.9, b(u − 1.0435) + 0.95 split at 0.3535, 0.7408, 0.9644 (ends at 1.00005)",
      file: "BounceInterpolator.java", bounce, bounce),
    interpolator(
      "cycle", [.within("cycles", 1, 0.001, 1000)],
      "sin(2π·cycles·t) (ends at 0 for whole cycles)", file: "CycleInterpolator.java", cycle,
      cycle),
  ]

  /// An `android.view.animation` interpolator without parameters.
  static func interpolator(
    _ name: String, _ definition: String, file: String,
    _ float: @escaping @Sendable ([Double], Float) -> Float,
    _ exact: @escaping @Sendable ([Double], Double) -> Double
  ) -> PlatformCurveEntry {
    interpolator(name, [], definition, file: file, float, exact)
  }

  /// An `android.view.animation` interpolator: `float` gets the parameters and the progress as
  /// a Java float and returns a float, as `getInterpolation(float)` does; `exact` is the same
  /// formula in doubles, where the curve's extrema are located (``PlatformCurve/exactCurve``).
  static func interpolator(
    _ name: String, _ parameters: [PlatformParameter], _ definition: String, file: String,
    _ float: @escaping @Sendable ([Double], Float) -> Float,
    _ exact: @escaping @Sendable ([Double], Double) -> Double
  ) -> PlatformCurveEntry {
    PlatformCurveEntry(
      .android, "android", name, parameters: parameters, definition: definition + " (float)",
      source: frameworkSource + file
    ) { values in
      PlatformCurve(
        name: "", formula: { Double(float(values, Float($0))) }, differenceStep: 1e-4,
        exactFormula: { exact(values, $0) })
    }
  }

  // Each interpolator's formula, written once for Float (as Java computes it: every operation
  // rounded to a float, Math.pow, Math.cos and Math.sin in doubles) and for Double.

  static func linear<T: BinaryFloatingPoint>(_: [Double], _ t: T) -> T { t }

  static func accelerate<T: BinaryFloatingPoint>(_ p: [Double], _ t: T) -> T {
    let factor = T(p[0])
    return factor == 1 ? t * t : T(pow(Double(t), Double(2 * factor)))
  }

  static func decelerate<T: BinaryFloatingPoint>(_ p: [Double], _ t: T) -> T {
    let factor = T(p[0])
    return factor == 1 ? 1 - (1 - t) * (1 - t) : 1 - T(pow(Double(1 - t), Double(2 * factor)))
  }

  static func accelerateDecelerate<T: BinaryFloatingPoint>(_: [Double], _ t: T) -> T {
    T(cos(Double(t + 1) * Double.pi) / 2) + 0.5
  }

  static func anticipate<T: BinaryFloatingPoint>(_ p: [Double], _ t: T) -> T {
    anticipate(t, T(p[0]))
  }

  static func overshoot<T: BinaryFloatingPoint>(_ p: [Double], _ t: T) -> T {
    overshoot(t - 1, T(p[0])) + 1
  }

  static func anticipateOvershoot<T: BinaryFloatingPoint>(_ p: [Double], _ t: T) -> T {
    let s = T(p[0]) * T(p[1])
    return t < 0.5 ? 0.5 * anticipate(t * 2, s) : 0.5 * (overshoot(t * 2 - 2, s) + 2)
  }

  static func cycle<T: BinaryFloatingPoint>(_ p: [Double], _ t: T) -> T {
    T(sin(Double(2 * T(p[0])) * Double.pi * Double(t)))
  }

  static func anticipate<T: BinaryFloatingPoint>(_ t: T, _ tension: T) -> T {
    t * t * ((tension + 1) * t - tension)
  }

  static func overshoot<T: BinaryFloatingPoint>(_ t: T, _ tension: T) -> T {
    t * t * ((tension + 1) * t + tension)
  }

  static func bounce<T: BinaryFloatingPoint>(_: [Double], _ input: T) -> T {
    func parabola(_ t: T) -> T { t * t * 8 }
    let t = input * 1.1226
    if t < 0.3535 { return parabola(t) }
    if t < 0.7408 { return parabola(t - 0.54719) + 0.7 }
    if t < 0.9644 { return parabola(t - 0.8526) + 0.9 }
    return parabola(t - 1.0435) + 0.95
  }

  // MARK: - androidx.interpolator lookup tables

  static let androidx: [PlatformCurveEntry] = [
    lookupTable("fast-out-slow-in", 0.4, 0, 0.2, 1, file: "FastOutSlowInInterpolator.java"),
    lookupTable("linear-out-slow-in", 0, 0, 0.2, 1, file: "LinearOutSlowInInterpolator.java"),
    lookupTable("fast-out-linear-in", 0.4, 0, 1, 1, file: "FastOutLinearInInterpolator.java"),
  ]

  static func lookupTable(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, file: String
  ) -> PlatformCurveEntry {
    let table = LookupTableInterpolator(
      bezier: CubicBezierEasing(checked: x1, y1, x2, y2, name: ""))
    let points = [x1, y1, x2, y2].map(EasingNumberFormat.string).joined(separator: ", ")
    return PlatformCurveEntry(
      .android, "androidx", name,
      definition:
        "201-entry table of cubic-bezier(\(points)) at t = i/200, 4 decimals, interpolated linearly (float)",
      source: androidxSource + "/" + file
    ) { _ in
      PlatformCurve(
        name: "", formula: { Double(table.value(Float($0))) }, differenceStep: 1e-4,
        exactFormula: { table.value($0) })
    }
  }

  // MARK: - Material 3 easing tokens

  static let material: [PlatformCurveEntry] = [
    token("standard", 0.2, 0, 0, 1),
    token("standard-accelerate", 0.3, 0, 1, 1),
    token("standard-decelerate", 0, 0, 0, 1),
    PlatformCurveEntry(
      .android, "m3", "emphasized",
      definition:
        "path M0,0 C0.05,0 0.133333,0.06 0.166666,0.4 C0.208333,0.82 0.25,1 1,1, each cubic solved exactly",
      source: materialSource
    ) { _ in
      TwoSegmentCubic(
        a1: (0.05, 0), b1: (0.133333, 0.06), midpoint: (0.166666, 0.4), a2: (0.208333, 0.82),
        b2: (0.25, 1), solver: .exact)
    },
    token("emphasized-decelerate", 0.05, 0.7, 0.1, 1),
    token("emphasized-accelerate", 0.3, 0, 0.8, 0.15),
    token("legacy", 0.4, 0, 0.2, 1),
    token("legacy-decelerate", 0, 0, 0.2, 1),
    token("legacy-accelerate", 0.4, 0, 1, 1),
    token("linear", 0, 0, 1, 1),
  ]

  static func token(_ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> PlatformCurveEntry
  {
    AppleCurves.cubic(.android, "m3", name, x1, y1, x2, y2, source: materialSource)
  }

  // MARK: - Jetpack Compose

  static let compose: [PlatformCurveEntry] =
    [
      composeCubic("LinearEasing", 0, 0, 1, 1, file: "Easing.kt"),
      composeCubic("FastOutSlowInEasing", 0.4, 0, 0.2, 1, file: "Easing.kt"),
      composeCubic("LinearOutSlowInEasing", 0, 0, 0.2, 1, file: "Easing.kt"),
      composeCubic("FastOutLinearInEasing", 0.4, 0, 1, 1, file: "Easing.kt"),
      composeCubic("Ease", 0.25, 0.1, 0.25, 1),
      composeCubic("EaseIn", 0.42, 0, 1, 1),
      composeCubic("EaseOut", 0, 0, 0.58, 1),
      composeCubic("EaseInOut", 0.42, 0, 0.58, 1),
      composeCubic("EaseInSine", 0.12, 0, 0.39, 0),
      composeCubic("EaseOutSine", 0.61, 1, 0.88, 1),
      composeCubic("EaseInOutSine", 0.37, 0, 0.63, 1),
      composeCubic("EaseInCubic", 0.32, 0, 0.67, 0),
      composeCubic("EaseOutCubic", 0.33, 1, 0.68, 1),
      composeCubic("EaseInOutCubic", 0.65, 0, 0.35, 1),
      composeCubic("EaseInQuint", 0.64, 0, 0.78, 0),
      composeCubic("EaseOutQuint", 0.22, 1, 0.36, 1),
      composeCubic("EaseInOutQuint", 0.83, 0, 0.17, 1),
      composeCubic("EaseInCirc", 0.55, 0, 1, 0.45),
      composeCubic("EaseOutCirc", 0, 0.55, 0.45, 1),
      composeCubic("EaseInOutCirc", 0.85, 0, 0.15, 1),
      composeCubic("EaseInQuad", 0.11, 0, 0.5, 0),
      composeCubic("EaseOutQuad", 0.5, 1, 0.89, 1),
      composeCubic("EaseInOutQuad", 0.45, 0, 0.55, 1),
      composeCubic("EaseInQuart", 0.5, 0, 0.75, 0),
      composeCubic("EaseOutQuart", 0.25, 1, 0.5, 1),
      composeCubic("EaseInOutQuart", 0.76, 0, 0.24, 1),
      composeCubic("EaseInExpo", 0.7, 0, 0.84, 0),
      composeCubic("EaseOutExpo", 0.16, 1, 0.3, 1),
      composeCubic("EaseInOutExpo", 0.87, 0, 0.13, 1),
      composeCubic("EaseInBack", 0.36, 0, 0.66, -0.56),
      composeCubic("EaseOutBack", 0.34, 1.56, 0.64, 1),
      composeCubic("EaseInOutBack", 0.68, -0.6, 0.32, 1.6),
    ] + composeFormulas + [
      PlatformCurveEntry(
        .android, "compose", "spring",
        parameters: [
          .within("dampingRatio", 1, 0.001, 100), .within("stiffness", 1500, 0.001, 1e6),
        ],
        definition:
          "spring(): dampingRatio 1 (DampingRatioNoBouncy), stiffness 1500 (StiffnessMedium), mass 1; until within 0.001 of the distance",
        source: composeSource + "AnimationSpec.kt"
      ) { p throws(ParameterError) in
        let spring = try AppleCurves.validSpring(
          mass: 1, stiffness: p[1], damping: 2 * p[0] * p[1].squareRoot())
        return try SpringEasing(spring: spring, name: "")
      }
    ]

  static func composeCubic(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
    file: String = "EasingFunctions.kt"
  ) -> PlatformCurveEntry {
    AppleCurves.cubic(
      .android, "compose", name, x1, y1, x2, y2, source: composeSource + file,
      note: ", solved exactly")
  }

  /// Compose's elastic and bounce easings, as `EasingFunctions.kt` writes them.
  static let composeFormulas: [PlatformCurveEntry] = [
    composeFormula("EaseInElastic", "−2^(10t − 10)·sin((10t − 10.75)·2π/3), 0 and 1 at the ends") {
      t in t == 0 ? 0 : t == 1 ? 1 : -pow(2, 10 * t - 10) * sin((t * 10 - 10.75) * 2 * .pi / 3)
    },
    composeFormula("EaseOutElastic", "2^(−10t)·sin((10t − 0.75)·2π/3) + 1, 0 and 1 at the ends") {
      t in t == 0 ? 0 : t == 1 ? 1 : pow(2, -10 * t) * sin((t * 10 - 0.75) * 2 * .pi / 3) + 1
    },
    composeFormula(
      "EaseInOutElastic", "halves of 2^(±(20t − 10))·sin((20t − 11.125)·2π/4.5)/2"
    ) { t in
      if t == 0 { return 0 }
      if t == 1 { return 1 }
      let c5 = 2 * Double.pi / 4.5
      if t <= 0.5 { return -(pow(2, 20 * t - 10) * sin((20 * t - 11.125) * c5)) / 2 }
      return pow(2, -20 * t + 10) * sin((t * 20 - 11.125) * c5) / 2 + 1
    },
    composeFormula("EaseOutBounce", "Penner's bounce (7.5625, 2.75)") { t in
      PennerFormulas.bounce(.out, t)
    },
    composeFormula("EaseInBounce", "1 − EaseOutBounce(1 − t)") { t in
      PennerFormulas.bounce(.in, t)
    },
    composeFormula(
      "EaseInOutBounce", "(1 ∓ EaseOutBounce(|1 − 2t|))/2 below/above t = 0.5"
    ) { t in
      PennerFormulas.bounce(.inOut, t)
    },
  ]

  static func composeFormula(
    _ name: String, _ definition: String, _ formula: @escaping @Sendable (Double) -> Double
  ) -> PlatformCurveEntry {
    PlatformCurveEntry(
      .android, "compose", name, definition: definition,
      source: composeSource + "EasingFunctions.kt"
    ) { _ in PlatformCurve(name: "", formula: formula) }
  }
}
