/// Robert Penner's easing equations exactly as easings.net states them (ai/easings.net
/// `src/easings.yml`), e.g. `easeOutElastic(x) = 2^(−10x)·sin((10x − 0.75)·2π/3) + 1`.
///
/// Values are exact at the ends: `value(at: 0) == 0` and `value(at: 1) == 1` (every formula
/// equals 0 and 1 there mathematically; expo and elastic define them explicitly). Derivatives
/// are analytic. The formulas are in `PennerFormulas.swift`.
public struct PennerEasing: EasingCurve, Hashable {
  /// A Penner family, named as in the function names (`Quad` in `easeInQuad`).
  public enum Family: String, Sendable, Hashable, CaseIterable {
    /// t²-shaped.
    case quad = "Quad"
    /// t³-shaped.
    case cubic = "Cubic"
    /// t⁴-shaped.
    case quart = "Quart"
    /// t⁵-shaped.
    case quint = "Quint"
    /// Quarter (In, Out) or half (InOut) cosine wave.
    case sine = "Sine"
    /// 2^(10t − 10)-shaped, with exact 0 and 1 at the ends.
    case expo = "Expo"
    /// Quarter circle 1 − sqrt(1 − t²).
    case circ = "Circ"
    /// Cubic with overshoot s = 1.70158 (InOut: s·1.525).
    case back = "Back"
    /// Exponentially decaying sine, period 0.3 (InOut: 0.45).
    case elastic = "Elastic"
    /// Four parabolic bounces (7.5625, breakpoints at multiples of 1/2.75).
    case bounce = "Bounce"
  }

  /// The family.
  public let family: Family
  /// In, Out or InOut.
  public let mode: EasingMode

  /// The easings.net function of `family` and `mode`.
  public init(family: Family, mode: EasingMode) {
    self.family = family
    self.mode = mode
  }

  /// easings.net's name, e.g. `easeInOutCubic`.
  public var name: String { mode.pennerPrefix + family.rawValue }

  /// The easings.net value at `progress` (clamped to [0, 1]); exact 0 at 0 and 1 at 1.
  public func value(at progress: Double) -> Double {
    let x = progress.clampedToUnitInterval
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return PennerFormulas.value(family, mode, x)
  }

  /// The analytic derivative at `progress` in [0, 1]; 0 outside, where the value is held. Circ's slope is infinite at
  /// its vertical tangents (In at 1, Out at 0, InOut at 1/2).
  public func derivative(at progress: Double) -> Double {
    // Held outside [0, 1]: flat there.
    if progress < 0 || progress > 1 { return 0 }
    return PennerFormulas.derivative(family, mode, progress.clampedToUnitInterval)
  }

  /// All 30 functions, family by family, each as In, Out, InOut.
  public static let all: [PennerEasing] = Family.allCases.flatMap { family in
    EasingMode.allCases.map { PennerEasing(family: family, mode: $0) }
  }

  /// easings.net `easeInQuad`.
  public static let easeInQuad = PennerEasing(family: .quad, mode: .in)
  /// easings.net `easeOutQuad`.
  public static let easeOutQuad = PennerEasing(family: .quad, mode: .out)
  /// easings.net `easeInOutQuad`.
  public static let easeInOutQuad = PennerEasing(family: .quad, mode: .inOut)
  /// easings.net `easeInCubic`.
  public static let easeInCubic = PennerEasing(family: .cubic, mode: .in)
  /// easings.net `easeOutCubic`.
  public static let easeOutCubic = PennerEasing(family: .cubic, mode: .out)
  /// easings.net `easeInOutCubic`.
  public static let easeInOutCubic = PennerEasing(family: .cubic, mode: .inOut)
  /// easings.net `easeInQuart`.
  public static let easeInQuart = PennerEasing(family: .quart, mode: .in)
  /// easings.net `easeOutQuart`.
  public static let easeOutQuart = PennerEasing(family: .quart, mode: .out)
  /// easings.net `easeInOutQuart`.
  public static let easeInOutQuart = PennerEasing(family: .quart, mode: .inOut)
  /// easings.net `easeInQuint`.
  public static let easeInQuint = PennerEasing(family: .quint, mode: .in)
  /// easings.net `easeOutQuint`.
  public static let easeOutQuint = PennerEasing(family: .quint, mode: .out)
  /// easings.net `easeInOutQuint`.
  public static let easeInOutQuint = PennerEasing(family: .quint, mode: .inOut)
  /// easings.net `easeInSine`.
  public static let easeInSine = PennerEasing(family: .sine, mode: .in)
  /// easings.net `easeOutSine`.
  public static let easeOutSine = PennerEasing(family: .sine, mode: .out)
  /// easings.net `easeInOutSine`.
  public static let easeInOutSine = PennerEasing(family: .sine, mode: .inOut)
  /// easings.net `easeInExpo`.
  public static let easeInExpo = PennerEasing(family: .expo, mode: .in)
  /// easings.net `easeOutExpo`.
  public static let easeOutExpo = PennerEasing(family: .expo, mode: .out)
  /// easings.net `easeInOutExpo`.
  public static let easeInOutExpo = PennerEasing(family: .expo, mode: .inOut)
  /// easings.net `easeInCirc`.
  public static let easeInCirc = PennerEasing(family: .circ, mode: .in)
  /// easings.net `easeOutCirc`.
  public static let easeOutCirc = PennerEasing(family: .circ, mode: .out)
  /// easings.net `easeInOutCirc`.
  public static let easeInOutCirc = PennerEasing(family: .circ, mode: .inOut)
  /// easings.net `easeInBack`.
  public static let easeInBack = PennerEasing(family: .back, mode: .in)
  /// easings.net `easeOutBack`.
  public static let easeOutBack = PennerEasing(family: .back, mode: .out)
  /// easings.net `easeInOutBack`.
  public static let easeInOutBack = PennerEasing(family: .back, mode: .inOut)
  /// easings.net `easeInElastic`.
  public static let easeInElastic = PennerEasing(family: .elastic, mode: .in)
  /// easings.net `easeOutElastic`.
  public static let easeOutElastic = PennerEasing(family: .elastic, mode: .out)
  /// easings.net `easeInOutElastic`.
  public static let easeInOutElastic = PennerEasing(family: .elastic, mode: .inOut)
  /// easings.net `easeInBounce`.
  public static let easeInBounce = PennerEasing(family: .bounce, mode: .in)
  /// easings.net `easeOutBounce`.
  public static let easeOutBounce = PennerEasing(family: .bounce, mode: .out)
  /// easings.net `easeInOutBounce`.
  public static let easeInOutBounce = PennerEasing(family: .bounce, mode: .inOut)
}
