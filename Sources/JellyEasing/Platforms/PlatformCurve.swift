/// A named curve of a platform's animation library (`android:overshoot(2)`, `flutter:elasticOut`,
/// `qt:OutBounce`), evaluated as that platform's code evaluates it; see ``PlatformCatalog``.
///
/// Outside [0, 1] a platform curve holds its values at 0 and 1 (Qt clamps the progress, Flutter
/// rejects it, Android's lookup tables clamp it; the other platforms' animators never pass such
/// progress). NaN gives NaN.
public struct PlatformCurve: EasingCurve {
  /// The catalog name with its arguments, e.g. `android:overshoot(3)`; defaults are left out.
  public let name: String
  /// The platform's value on [0, 1], dimensionless.
  let formula: @Sendable (Double) -> Double
  /// The slope on [0, 1], when the curve has a closed form for it; `nil` means a difference of
  /// `formula` with step `differenceStep` (``derivative(at:)``).
  let slope: (@Sendable (Double) -> Double)?
  /// The difference's step: 1e-6, or 1e-4 for a curve computed in 32-bit floats (whose
  /// rounding, about 6e-8, would otherwise be amplified to a visible noise).
  let differenceStep: Double
  /// For a curve computed in 32-bit floats, the same formula in doubles (``exactCurve``).
  let exactFormula: (@Sendable (Double) -> Double)?

  /// A curve named `name` with the value `formula` on [0, 1] and, if given, the slope `slope`
  /// (else a difference with step `differenceStep`); `exactFormula` is the same formula in
  /// doubles when `formula` computes in 32-bit floats.
  public init(
    name: String, formula: @escaping @Sendable (Double) -> Double,
    slope: (@Sendable (Double) -> Double)? = nil, differenceStep: Double = 1e-6,
    exactFormula: (@Sendable (Double) -> Double)? = nil
  ) {
    self.name = name
    self.formula = formula
    self.slope = slope
    self.differenceStep = differenceStep
    self.exactFormula = exactFormula
  }

  /// The curve whose slope places this one's extrema. With a closed-form slope, the curve
  /// itself. Otherwise its formula, in doubles where the platform computes in 32-bit floats
  /// (whose rounding flattens a top into steps of 6e-8 and moves where its slope changes sign,
  /// by 2e-4 of the duration for `android:overshoot(3)`), with a central difference for the
  /// slope: the slope at the progress itself, to h² times the third derivative, where
  /// ``derivative(at:)``'s one-sided difference is that of a point 1.5·h away. Within h of 0 or
  /// 1 it is `differenceSlope(_:at:step:)`'s, which never evaluates an end (platforms give
  /// exact values there that their formulas miss).
  public var exactCurve: any EasingCurve {
    if slope != nil { return self }
    let exact = exactFormula ?? formula
    return PlatformCurve(
      name: name, formula: exact,
      slope: { progress in
        let h = 1e-6
        guard progress - h > 0, progress + h < 1 else {
          return Self.differenceSlope(exact, at: progress, step: h)
        }
        return (exact(progress + h) - exact(progress - h)) / (2 * h)
      })
  }

  /// `base` under another name, held outside [0, 1] (a platform that defines its curve as a
  /// cubic Bézier or a spring solved exactly).
  public init(name: String, base: any EasingCurve) {
    if let platform = base as? PlatformCurve {
      self.init(
        name: name, formula: platform.formula, slope: platform.slope,
        differenceStep: platform.differenceStep, exactFormula: platform.exactFormula)
    } else {
      self.init(name: name, formula: { base.value(at: $0) }, slope: { base.derivative(at: $0) })
    }
  }

  /// The platform's value at `progress` clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    if progress.isNaN { return .nan }
    return formula(progress.clampedToUnitInterval)
  }

  /// The slope at `progress` in [0, 1], 0 outside: the closed form where the entry gives one,
  /// else the slope of the formula's piece to the right of `progress` (the left one near 1) from
  /// a difference with step `differenceStep` that evaluates neither `progress` nor an end.
  public func derivative(at progress: Double) -> Double {
    if progress.isNaN { return .nan }
    guard progress >= 0, progress <= 1 else { return 0 }
    if let slope { return slope(progress) }
    return Self.differenceSlope(formula, at: progress, step: differenceStep)
  }

  /// The slope of the piece to the right of `progress` (the left one near 1), from two points
  /// that are neither `progress` nor an end: (f(p + 2h) − f(p + h))/h, or (f(p − h) − f(p − 2h))/h
  /// within 2h of 1. Platforms give exact values at 0, 1 and at joins (Qt's expo curves, Flutter's
  /// `transform`) that their formulas miss by up to 1e-3; a difference across such a jump would
  /// be a spike of 1e-3/h. Accurate to about h·|f''|.
  static func differenceSlope(
    _ f: (Double) -> Double, at progress: Double, step h: Double = 1e-6
  ) -> Double {
    if progress + 2 * h <= 1 { return (f(progress + 2 * h) - f(progress + h)) / h }
    return (f(progress - h) - f(progress - 2 * h)) / h
  }
}
