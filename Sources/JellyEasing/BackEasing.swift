import JellyMath

/// Penner's parametric back easing (Easing Equations v1.5, `easeIn/Out/InOutBack(t, b, c, d,
/// s)` with b = 0, c = 1, d = 1): a cubic that overshoots, then returns.
///
/// ```
/// in(x)    = (s + 1)·x³ − s·x²
/// out(x)   = (s + 1)·(x − 1)³ + s·(x − 1)² + 1
/// inOut(x) = in_{s'}(2x)/2 for x < 1/2, 1 − in_{s'}(2 − 2x)/2 otherwise, s' = 1.525·s
/// ```
///
/// Penner's default s = 1.70158 gives a 10 % overshoot for In and Out and equals easings.net's
/// `easeInBack`, `easeOutBack`, `easeInOutBack`. Values are exactly 0 at 0 and 1 at 1;
/// derivatives are analytic.
public struct BackEasing: EasingCurve, Hashable {
  /// Penner's default overshoot constant s = 1.70158.
  public static let defaultOvershoot = 1.70158
  /// Penner's InOut multiplier for s (1.525).
  public static let inOutOvershootScale = 1.525

  /// The overshoot constant s ≥ 0 (dimensionless; 0 gives a plain cubic, no overshoot).
  public let overshoot: Double
  /// In, Out or InOut.
  public let mode: EasingMode

  /// Penner's back with overshoot constant `overshoot`.
  ///
  /// - Parameters:
  ///   - overshoot: s ≥ 0 and finite (default 1.70158).
  ///   - mode: In, Out (default) or InOut.
  /// - Throws: `ParameterError` naming `overshoot`.
  public init(overshoot: Double = BackEasing.defaultOvershoot, mode: EasingMode = .out)
    throws(ParameterError)
  {
    try ParameterError.check(.overshoot, overshoot, allowed: ">= 0 and finite") { $0 >= 0 }
    self.overshoot = overshoot
    self.mode = mode
  }

  /// `back(overshoot=1.70158,mode=out)`.
  public var name: String {
    "back(overshoot=\(EasingNumberFormat.string(overshoot)),mode=\(mode.rawValue))"
  }

  /// Penner's value at `progress` (clamped to [0, 1]); exactly 0 at 0 and 1 at 1.
  public func value(at progress: Double) -> Double {
    let x = progress.clampedToUnitInterval
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let s = overshoot
    switch mode {
    case .in:
      return (s + 1) * x * x * x - s * x * x
    case .out:
      let w = x - 1
      return (s + 1) * w * w * w + s * w * w + 1
    case .inOut:
      let s2 = s * BackEasing.inOutOvershootScale
      let u = 2 * x
      if u < 1 { return 0.5 * (u * u * ((s2 + 1) * u - s2)) }
      let w = u - 2
      return 0.5 * (w * w * ((s2 + 1) * w + s2) + 2)
    }
  }

  /// The analytic derivative at `progress` in [0, 1]; 0 outside, where the value is held.
  public func derivative(at progress: Double) -> Double {
    // Held outside [0, 1]: flat there.
    if progress < 0 || progress > 1 { return 0 }
    let x = progress.clampedToUnitInterval
    let s = overshoot
    switch mode {
    case .in:
      return 3 * (s + 1) * x * x - 2 * s * x
    case .out:
      let w = x - 1
      return 3 * (s + 1) * w * w + 2 * s * w
    case .inOut:
      // d/dx = 2·d/du, which cancels the 1/2 in front.
      let s2 = s * BackEasing.inOutOvershootScale
      let u = 2 * x
      if u < 1 { return 3 * (s2 + 1) * u * u - 2 * s2 * u }
      let w = u - 2
      return 3 * (s2 + 1) * w * w + 2 * s2 * w
    }
  }
}
