import Foundation
import JellyMath
import JellySprings

/// Qt's `QEasingCurve` types, as `qeasingcurve.cpp` and its `easing.cpp` (Robert Penner's
/// equations as Qt adapted them) compute them: the progress is clamped to [0, 1], amplitude
/// below 1 acts as 1 for the elastic curves, and the expo curves carry Qt's ±0.001 offsets.
enum QtCurves {
  static let source = "https://doc.qt.io/qt-6/qeasingcurve.html"
  static let codeSource =
    "https://code.qt.io/cgit/qt/qtbase.git/tree/src/3rdparty/easing/easing.cpp"

  static var entries: [PlatformCurveEntry] {
    var list = [simple("Linear", "t") { $0 }]
    let powers: [(String, Int)] = [("Quad", 2), ("Cubic", 3), ("Quart", 4), ("Quint", 5)]
    for (family, n) in powers {
      list += modes(family, "t^\(n)", inCurve: { power($0, n) }, outCurve: { powerOut($0, n) })
    }
    list += modes(
      "Sine", "1 − cos(tπ/2), 1 exactly at 1", inCurve: { t in t == 1 ? 1 : 1 - cos(t * .pi / 2) },
      outCurve: { t in sin(t * .pi / 2) }, inOut: { t in -0.5 * (cos(.pi * t) - 1) })
    list += modes(
      "Expo", "2^(10(t − 1)) − 0.001; Qt's offsets keep 0 and 1 exact",
      inCurve: { t in t == 0 || t == 1 ? t : pow(2, 10 * (t - 1)) - 0.001 },
      outCurve: { t in t == 1 ? 1 : 1.001 * (1 - pow(2, -10 * t)) },
      inOut: { t in
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        let u = t * 2
        if u < 1 { return 0.5 * pow(2, 10 * (u - 1)) - 0.0005 }
        return 0.5 * 1.0005 * (2 - pow(2, -10 * (u - 1)))
      })
    list += modes(
      "Circ", "1 − √(1 − t²)", inCurve: { t in 1 - (1 - t * t).squareRoot() },
      outCurve: { t in (1 - (t - 1) * (t - 1)).squareRoot() })
    list += elasticModes()
    list += backModes()
    list += bounceModes()
    list += [
      simple(
        "InCurve",
        "sine start blended into linear: s·m + t·(1 − m), s = (sin(πt − π/2) + 1)/2, m = clamp(1.3 − 2t)"
      ) {
        t in
        let mix = min(max(1 - t * 2 + 0.3, 0), 1)
        return sinProgress(t) * mix + t * (1 - mix)
      },
      simple("OutCurve", "linear blended into a sine end: m = clamp(1.3 − 2(1 − t))") { t in
        let mix = min(max(1 - (1 - t) * 2 + 0.3, 0), 1)
        return sinProgress(t) * mix + t * (1 - mix)
      },
      simple("SineCurve", "(sin(2πt − π/2) + 1)/2: 0 → 1 → 0") { t in
        (sin(t * .pi * 2 - .pi / 2) + 1) / 2
      },
      simple("CosineCurve", "(cos(2πt − π/2) + 1)/2: 0.5 → 1 → 0 → 0.5") { t in
        (cos(t * .pi * 2 - .pi / 2) + 1) / 2
      },
    ]
    return list + [springAnimation]
  }

  static func sinProgress(_ t: Double) -> Double { sin(t * .pi - .pi / 2) / 2 + 0.5 }

  static func power(_ t: Double, _ n: Int) -> Double { PennerFormulas.integerPower(t, n) }

  /// Qt's out form: (t − 1)^n + 1 for odd n, 1 − (t − 1)^n for even n.
  static func powerOut(_ t: Double, _ n: Int) -> Double {
    let u = PennerFormulas.integerPower(t - 1, n)
    return n % 2 == 1 ? u + 1 : -(u - 1)
  }

  /// In, Out, InOut and OutIn of one family; InOut defaults to Qt's split of In and Out.
  static func modes(
    _ family: String, _ definition: String, inCurve: @escaping @Sendable (Double) -> Double,
    outCurve: @escaping @Sendable (Double) -> Double,
    inOut: (@Sendable (Double) -> Double)? = nil
  ) -> [PlatformCurveEntry] {
    let inOutCurve: @Sendable (Double) -> Double =
      inOut ?? { t in t < 0.5 ? inCurve(2 * t) / 2 : 1 - inCurve(2 - 2 * t) / 2 }
    return [
      simple("In" + family, "In: " + definition, inCurve),
      simple("Out" + family, "Out of " + definition, outCurve),
      simple("InOut" + family, "InOut of " + definition, inOutCurve),
      simple("OutIn" + family, "OutIn of " + definition) { t in
        t < 0.5 ? outCurve(2 * t) / 2 : inCurve(2 * t - 1) / 2 + 0.5
      },
    ]
  }

  static func simple(
    _ name: String, _ definition: String, _ formula: @escaping @Sendable (Double) -> Double
  ) -> PlatformCurveEntry {
    PlatformCurveEntry(.qt, "qt", name, definition: definition, source: source) { _ in
      PlatformCurve(name: "", formula: formula)
    }
  }

  static func withParameters(
    _ name: String, _ parameters: [PlatformParameter], _ definition: String,
    _ formula: @escaping @Sendable ([Double], Double) -> Double
  ) -> PlatformCurveEntry {
    PlatformCurveEntry(
      .qt, "qt", name, parameters: parameters, definition: definition, source: codeSource
    ) { values in PlatformCurve(name: "", formula: { formula(values, $0) }) }
  }

  // MARK: - Elastic

  static func elasticModes() -> [PlatformCurveEntry] {
    let parameters: [PlatformParameter] = [
      .atLeast("amplitude", 1, 0), .atLeast("period", 0.3, 0, exclusive: true),
    ]
    let text = "Penner's elastic; amplitude < 1 acts as 1, s = p/4 (else p/2π·asin(1/a))"
    return [
      withParameters("InElastic", parameters, text) { p, t in elasticIn(t, 0, 1, p[0], p[1]) },
      withParameters("OutElastic", parameters, text) { p, t in elasticOut(t, 1, p[0], p[1]) },
      withParameters("InOutElastic", parameters, text) { p, t in
        if t == 0 { return 0 }
        let u = t * 2
        if u == 2 { return 1 }
        let (a, s) = amplitudeAndShift(p[0], 1, p[1])
        if u < 1 { return -0.5 * (a * pow(2, 10 * (u - 1)) * sin((u - 1 - s) * (2 * .pi) / p[1])) }
        return a * pow(2, -10 * (u - 1)) * sin((u - 1 - s) * (2 * .pi) / p[1]) * 0.5 + 1
      },
      withParameters("OutInElastic", parameters, text) { p, t in
        t < 0.5 ? elasticOut(t * 2, 0.5, p[0], p[1]) : elasticIn(2 * t - 1, 0.5, 0.5, p[0], p[1])
      },
    ]
  }

  /// Qt's amplitude (raised to the change `c`) and phase shift for period `p`.
  static func amplitudeAndShift(_ amplitude: Double, _ c: Double, _ p: Double) -> (Double, Double) {
    amplitude < abs(c) ? (c, p / 4) : (amplitude, p / (2 * .pi) * asin(c / amplitude))
  }

  static func elasticIn(_ t: Double, _ b: Double, _ c: Double, _ amplitude: Double, _ p: Double)
    -> Double
  {
    if t == 0 { return b }
    if t == 1 { return b + c }
    let (a, s) = amplitudeAndShift(amplitude, c, p)
    let u = t - 1
    return -(a * pow(2, 10 * u) * sin((u - s) * (2 * .pi) / p)) + b
  }

  static func elasticOut(_ t: Double, _ c: Double, _ amplitude: Double, _ p: Double) -> Double {
    if t == 0 { return 0 }
    if t == 1 { return c }
    let (a, s) = amplitude < c ? (c, p / 4) : (amplitude, p / (2 * .pi) * asin(c / amplitude))
    return a * pow(2, -10 * t) * sin((t - s) * (2 * .pi) / p) + c
  }

  // MARK: - Back

  static func backModes() -> [PlatformCurveEntry] {
    let parameters: [PlatformParameter] = [.atLeast("overshoot", 1.70158, 0)]
    let text = "t²((s + 1)t − s), s = overshoot; InOut scales s by 1.525 (a float, 1.52499998)"
    @Sendable func inBack(_ t: Double, _ s: Double) -> Double { t * t * ((s + 1) * t - s) }
    @Sendable func outBack(_ t: Double, _ s: Double) -> Double {
      let u = t - 1
      return u * u * ((s + 1) * u + s) + 1
    }
    return [
      withParameters("InBack", parameters, text) { p, t in inBack(t, p[0]) },
      withParameters("OutBack", parameters, text) { p, t in outBack(t, p[0]) },
      withParameters("InOutBack", parameters, text) { p, t in
        let s = p[0] * Double(Float(1.525))
        let u = t * 2
        if u < 1 { return 0.5 * (u * u * ((s + 1) * u - s)) }
        let v = u - 2
        return 0.5 * (v * v * ((s + 1) * v + s) + 2)
      },
      withParameters("OutInBack", parameters, text) { p, t in
        t < 0.5 ? outBack(2 * t, p[0]) / 2 : inBack(2 * t - 1, p[0]) / 2 + 0.5
      },
    ]
  }

  // MARK: - Bounce

  static func bounceModes() -> [PlatformCurveEntry] {
    let parameters: [PlatformParameter] = [.atLeast("amplitude", 1, 0)]
    let text = "Penner's bounce on 4/11, 8/11, 10/11 with the rebounds scaled by amplitude"
    @Sendable func outBounce(_ t: Double, _ a: Double) -> Double { bounce(t, 1, a) }
    @Sendable func inBounce(_ t: Double, _ a: Double) -> Double { 1 - bounce(1 - t, 1, a) }
    return [
      withParameters("InBounce", parameters, text) { p, t in inBounce(t, p[0]) },
      withParameters("OutBounce", parameters, text) { p, t in outBounce(t, p[0]) },
      withParameters("InOutBounce", parameters, text) { p, t in
        if t < 0.5 { return inBounce(2 * t, p[0]) / 2 }
        return t == 1 ? 1 : outBounce(2 * t - 1, p[0]) / 2 + 0.5
      },
      withParameters("OutInBounce", parameters, text) { p, t in
        t < 0.5 ? bounce(t * 2, 0.5, p[0]) : 1 - bounce(2 - 2 * t, 0.5, p[0])
      },
    ]
  }

  /// `easeOutBounce_helper(t, c, a)`.
  static func bounce(_ input: Double, _ c: Double, _ a: Double) -> Double {
    var t = input
    if t == 1 { return c }
    if t < 4 / 11.0 { return c * (7.5625 * t * t) }
    if t < 8 / 11.0 {
      t -= 6 / 11.0
      return -a * (1 - (7.5625 * t * t + 0.75)) + c
    }
    if t < 10 / 11.0 {
      t -= 9 / 11.0
      return -a * (1 - (7.5625 * t * t + 0.9375)) + c
    }
    t -= 21 / 22.0
    return -a * (1 - (7.5625 * t * t + 0.984375)) + c
  }
}

extension QtCurves {
  /// Qt Quick's `SpringAnimation` from 0 to `distance`, as a curve over its steps: the value
  /// holds each step's position for its 16 ms (Qt writes the property once a frame), and the
  /// slope is the step's velocity.
  static let springAnimation = PlatformCurveEntry(
    .qt, "qtquick", "SpringAnimation",
    parameters: [
      .atLeast("spring", 2, 0, exclusive: true),
      PlatformParameter(
        "damping", 0.2, allowed: "in [0, 1] (Qt's setter takes a larger damping as 1)"
      ) { $0 >= 0 && $0 <= 1 },
      .atLeast("mass", 1, 0, exclusive: true), .atLeast("epsilon", 0.01, 0, exclusive: true),
      .atLeast("velocity", 0, 0), .atLeast("distance", 100, 0, exclusive: true),
    ],
    definition:
      "16 ms steps v += spring·(to − x) − damping·v (÷ mass), x += 0.016·v; snaps to the target once |v| and |to − x| < epsilon (spring 2, damping 0.2: Qt's example; its own defaults 0 disable the spring)",
    source:
      "https://code.qt.io/cgit/qt/qtdeclarative.git/tree/src/quick/util/qquickspringanimation.cpp"
  ) { p throws(ParameterError) in
    let animation = QtQuickSpringAnimation(
      spring: p[0], damping: p[1], mass: p[2], epsilon: p[3], maxVelocity: p[4], from: 0, to: p[5])
    let run = animation.values(maximumSteps: 100_000)
    guard run.rested, run.positions.count > 1 else {
      throw PlatformCurveEntry.unusable(
        "a value with which the animation comes to rest within 100,000 steps (1,600 s)")
    }
    let steps = Double(run.positions.count - 1)
    let distance = p[5]
    let positions = run.positions
    let velocities = run.velocities
    let duration = steps * QtQuickSpringAnimation.step
    return PlatformCurve(
      name: "",
      formula: { progress in
        let index = min(Int((progress * steps).rounded(.down)), positions.count - 1)
        return positions[index] / distance
      },
      slope: { progress in
        let index = min(Int((progress * steps).rounded(.down)) + 1, velocities.count - 1)
        return velocities[index] * duration / distance
      })
  }
}
