import Foundation
import JellyMath

/// Penner's parametric elastic easing (Easing Equations v1.5, `easeIn/Out/InOutElastic(t, b,
/// c, d, a, p)` with b = 0, c = 1, d = 1): an exponentially decaying sine.
///
/// ```
/// ω = 2π/p,  s = p/4 when a = 1, else s = p/(2π)·asin(1/a)
/// in(x)    = −a·2^(10(x−1))·sin((x − 1 − s)·ω)
/// out(x)   =  a·2^(−10x)·sin((x − s)·ω) + 1
/// inOut(x) = −a/2·2^(10u)·sin((u − s)·ω)      for x < 1/2, u = 2x − 1
///          =  a/2·2^(−10u)·sin((u − s)·ω) + 1  otherwise
/// ```
///
/// With the defaults (a = 1, p = 0.3 for In/Out, 0.45 for InOut) these equal easings.net's
/// `easeInElastic`, `easeOutElastic`, `easeInOutElastic`. Values are exactly 0 at 0 and 1 at 1;
/// derivatives are analytic.
public struct ElasticEasing: EasingCurve, Hashable {
  /// Penner's default amplitude (1: the first swing just reaches the distance).
  public static let defaultAmplitude = 1.0
  /// Penner's default period for In and Out, as a fraction of the duration.
  public static let defaultPeriod = 0.3
  /// Penner's default period for InOut (0.3·1.5), as a fraction of the duration.
  public static let defaultInOutPeriod = 0.45

  /// Amplitude a ≥ 1 (in units of the distance): the oscillation's envelope at the start of
  /// the decay.
  public let amplitude: Double
  /// Period p > 0 of the oscillation, as a fraction of the duration.
  public let period: Double
  /// In, Out or InOut.
  public let mode: EasingMode
  /// Phase shift s (fraction of the duration) that makes the curve start at 0 and end at 1.
  public let phase: Double

  /// Penner's elastic with amplitude `amplitude` and period `period`.
  ///
  /// - Parameters:
  ///   - amplitude: a ≥ 1 and finite (Penner raises smaller values to 1; jellylab rejects them).
  ///   - period: p > 0 and finite, as a fraction of the duration; `nil` picks Penner's default
  ///     (0.3, or 0.45 for InOut).
  ///   - mode: In, Out (default) or InOut.
  /// - Throws: `ParameterError` naming `amplitude` or `period`.
  public init(
    amplitude: Double = ElasticEasing.defaultAmplitude, period: Double? = nil,
    mode: EasingMode = .out
  ) throws(ParameterError) {
    let period =
      period ?? (mode == .inOut ? ElasticEasing.defaultInOutPeriod : ElasticEasing.defaultPeriod)
    try ParameterError.check(.amplitude, amplitude, allowed: ">= 1 and finite") { $0 >= 1 }
    try ParameterError.check(.period, period, allowed: "> 0 and finite") { $0 > 0 }
    self.amplitude = amplitude
    self.period = period
    self.mode = mode
    phase = amplitude == 1 ? period / 4 : period / (2 * Double.pi) * asin(1 / amplitude)
  }

  /// `elastic(amplitude=1,period=0.3,mode=out)`.
  public var name: String {
    "elastic(amplitude=\(EasingNumberFormat.string(amplitude)),"
      + "period=\(EasingNumberFormat.string(period)),mode=\(mode.rawValue))"
  }

  /// Penner's value at `progress` (clamped to [0, 1]); exactly 0 at 0 and 1 at 1.
  public func value(at progress: Double) -> Double {
    let x = progress.clampedToUnitInterval
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let omega = 2 * Double.pi / period
    switch mode {
    case .in:
      let u = x - 1
      return -amplitude * pow(2, 10 * u) * sin((u - phase) * omega)
    case .out:
      return amplitude * pow(2, -10 * x) * sin((x - phase) * omega) + 1
    case .inOut:
      let u = 2 * x - 1
      let wave = sin((u - phase) * omega)
      return x < 0.5
        ? -0.5 * amplitude * pow(2, 10 * u) * wave : 0.5 * amplitude * pow(2, -10 * u) * wave + 1
    }
  }

  /// The analytic derivative at `progress` in [0, 1]; 0 outside, where the value is held.
  public func derivative(at progress: Double) -> Double {
    // Held outside [0, 1]: flat there.
    if progress < 0 || progress > 1 { return 0 }
    let x = progress.clampedToUnitInterval
    let omega = 2 * Double.pi / period
    let rate = 10 * M_LN2
    switch mode {
    case .in:
      let u = x - 1
      let angle = (u - phase) * omega
      return -amplitude * pow(2, 10 * u) * (rate * sin(angle) + omega * cos(angle))
    case .out:
      let angle = (x - phase) * omega
      return amplitude * pow(2, -10 * x) * (-rate * sin(angle) + omega * cos(angle))
    case .inOut:
      // d/dx = 2·d/du, which cancels the 1/2 in front.
      let u = 2 * x - 1
      let angle = (u - phase) * omega
      return x < 0.5
        ? -amplitude * pow(2, 10 * u) * (rate * sin(angle) + omega * cos(angle))
        : amplitude * pow(2, -10 * u) * (-rate * sin(angle) + omega * cos(angle))
    }
  }
}

// MARK: - The out curve linear in its amplitude

extension ElasticEasing {
  /// Penner's elastic out less 1 over any `RealScalar`, with b = √(a² − 1) ≥ 0 in place of the
  /// amplitude a ≥ 1: a·2^(−10x)·sin((x − s)·2π/p) with sin(2πs/p) = 1/a is
  ///
  /// ```
  /// e(x) − 1 = 2^(−10x)·(b·sin(2πx/p) − cos(2πx/p))
  /// ```
  ///
  /// linear in b, so that a fit that moves b is smooth at Penner's default a = 1, where a itself
  /// enters through √(a − 1). Exactly −1 for x ≤ 0 and 0 for x ≥ 1, as ``value(at:)`` − 1 (mode
  /// out), and equal to it to rounding in between.
  ///
  /// - Parameters:
  ///   - progress: x, the fraction of the duration.
  ///   - b: √(a² − 1) ≥ 0 (``excess(amplitude:)``), in units of the distance.
  ///   - period: p > 0, a fraction of the duration.
  @inlinable
  public static func outMinusOne<Scalar: RealScalar>(
    at progress: Scalar, excess b: Scalar, period: Scalar
  ) -> Scalar {
    if progress.doubleValue <= 0 { return Scalar(-1) }
    if progress.doubleValue >= 1 { return Scalar(0) }
    let (sine, cosine) = (2 * Double.pi / period * progress).sineAndCosine()
    return (-10 * M_LN2 * progress).exponential() * (b * sine - cosine)
  }

  /// Penner's amplitude a = √(1 + b²) ≥ 1 of b ≥ 0 (``outMinusOne(at:excess:period:)``).
  public static func amplitude(excess b: Double) -> Double { (1 + b * b).squareRoot() }

  /// The b = √(a² − 1) ≥ 0 of Penner's amplitude a ≥ 1 (0 for a ≤ 1).
  public static func excess(amplitude a: Double) -> Double { max(a * a - 1, 0).squareRoot() }
}
