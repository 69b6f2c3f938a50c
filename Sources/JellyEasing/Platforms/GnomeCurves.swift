import Foundation
import JellyMath
import JellySprings

/// GNOME's curves: libadwaita's `AdwEasing` functions and its `AdwSpringAnimation`, which
/// ends on its target at a duration it estimates itself (``AdwaitaSpringAnimation``).
enum GnomeCurves {
  static let source =
    "https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1-latest/enum.Easing.html"
  static let springSource =
    "https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1-latest/class.SpringAnimation.html"

  static var entries: [PlatformCurveEntry] {
    var list = [easing("linear", "t") { $0 }]
    let powers: [(String, Int)] = [("quad", 2), ("cubic", 3), ("quart", 4), ("quint", 5)]
    for (family, n) in powers {
      list += modes(family, "t^\(n)") { mode, t in PennerFormulas.power(n, mode, t) }
    }
    list += modes("sine", "1 − cos(tπ/2)") { mode, t in PennerFormulas.sine(mode, t) }
    list += modes("expo", "2^(10t − 10), 0 at 0 and 1 at 1") { mode, t in
      t == 0 || t == 1 ? t : PennerFormulas.expo(mode, t)
    }
    list += modes("circ", "1 − √(1 − t²)") { mode, t in PennerFormulas.circ(mode, t) }
    list += modes("elastic", "easings.net's elastic (2π/3, 2π/4.5), in and in-out not 0 at 0") {
      mode, t in elastic(mode, t)
    }
    list += modes("back", "easings.net's back (1.70158, ×1.525 in in-out)") { mode, t in
      PennerFormulas.back(mode, t)
    }
    list += modes("bounce", "Penner's bounce (7.5625, 2.75)") { mode, t in
      PennerFormulas.bounce(mode, t)
    }
    return list + [spring]
  }

  static func easing(
    _ name: String, _ definition: String, _ formula: @escaping @Sendable (Double) -> Double
  )
    -> PlatformCurveEntry
  {
    PlatformCurveEntry(.gnome, "gnome", name, definition: definition, source: source) { _ in
      PlatformCurve(name: "", formula: formula)
    }
  }

  /// `ease-in-X`, `ease-out-X`, `ease-in-out-X`.
  static func modes(
    _ family: String, _ definition: String,
    _ formula: @escaping @Sendable (EasingMode, Double) -> Double
  ) -> [PlatformCurveEntry] {
    [
      easing("ease-in-" + family, "in: " + definition) { formula(.in, $0) },
      easing("ease-out-" + family, "out of " + definition) { formula(.out, $0) },
      easing("ease-in-out-" + family, "in-out of " + definition) { formula(.inOut, $0) },
    ]
  }

  /// libadwaita's elastic curves: the in and in-out forms are not held at 0 there
  /// (ease-in-elastic(0) = −2^−10·sin(−10.75·2π/3) ≈ −0.000488, ease-in-out-elastic(0) ≈
  /// 0.0000848, as libadwaita 1.2 returns them); every form is 1 at 1.
  static func elastic(_ mode: EasingMode, _ t: Double) -> Double {
    if t == 1 || (mode == .out && t == 0) { return t }
    let c4 = 2 * Double.pi / 3
    let c5 = 2 * Double.pi / 4.5
    switch mode {
    case .in: return -pow(2, 10 * t - 10) * sin((t * 10 - 10.75) * c4)
    case .out: return pow(2, -10 * t) * sin((t * 10 - 0.75) * c4) + 1
    case .inOut:
      return t < 0.5
        ? -(pow(2, 20 * t - 10) * sin((20 * t - 11.125) * c5)) / 2
        : pow(2, -20 * t + 10) * sin((20 * t - 11.125) * c5) / 2 + 1
    }
  }

  /// `AdwSpringAnimation` from 0 to `distance`, as a curve over its estimated duration.
  static let spring = PlatformCurveEntry(
    .gnome, "gnome", "spring",
    parameters: [
      .within("dampingRatio", 1, 0.001, 1000), .within("mass", 0.5, 1e-6, 1e6),
      .within("stiffness", 500, 1e-6, 1e6), .within("epsilon", 0.001, 1e-12, 1e6),
      .within("initialVelocity", 0, -1e9, 1e9), .within("distance", 1, 1e-9, 1e9),
      PlatformParameter("clamp", 0, allowed: "0 or 1") { $0 == 0 || $0 == 1 },
    ],
    definition:
      "AdwSpringAnimation from 0 to distance (AdwCarousel's default params 1, 0.5, 500); ends on the target at its own estimate, e.g. −ln(ε)/β truncated to a millisecond",
    source: springSource
  ) { p throws(ParameterError) in
    let animation = AdwaitaSpringAnimation(
      dampingRatio: p[0], mass: p[1], stiffness: p[2], from: 0, to: p[5], initialVelocity: p[4],
      epsilon: p[3], clamp: p[6] == 1)
    guard let milliseconds = animation.estimatedDuration, milliseconds > 0 else {
      throw PlatformCurveEntry.unusable(
        "a value with which libadwaita can end the spring (its estimated duration is 0 ms)")
    }
    let duration = Double(milliseconds) / 1000
    let distance = p[5]
    // The slope is the motion's before the end (the left one at 1, past the final jump).
    return PlatformCurve(
      name: "",
      formula: { progress in
        progress >= 1 ? 1 : animation.oscillation(at: progress * duration) / distance
      },
      slope: { progress in
        let t = progress * duration
        let step = 1e-7
        let rate =
          (animation.oscillation(at: t + step) - animation.oscillation(at: max(0, t - step)))
          / (t + step - max(0, t - step))
        return rate * duration / distance
      })
  }
}
