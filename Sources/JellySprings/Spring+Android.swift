import JellyMath

/// Named constants of Android's `androidx.dynamicanimation.animation.SpringForce`
/// (mass is implicitly 1, so ω0 = sqrt(stiffness)).
public enum AndroidSpringForce {
  /// `STIFFNESS_HIGH`.
  public static let stiffnessHigh = 10_000.0
  /// `STIFFNESS_MEDIUM` (the default).
  public static let stiffnessMedium = 1_500.0
  /// `STIFFNESS_LOW`.
  public static let stiffnessLow = 200.0
  /// `STIFFNESS_VERY_LOW`.
  public static let stiffnessVeryLow = 50.0
  /// `DAMPING_RATIO_HIGH_BOUNCY`.
  public static let dampingRatioHighBouncy = 0.2
  /// `DAMPING_RATIO_MEDIUM_BOUNCY` (the default).
  public static let dampingRatioMediumBouncy = 0.5
  /// `DAMPING_RATIO_LOW_BOUNCY`.
  public static let dampingRatioLowBouncy = 0.75
  /// `DAMPING_RATIO_NO_BOUNCY`.
  public static let dampingRatioNoBouncy = 1.0
}

extension Spring {
  /// Android's `SpringForce(stiffness, dampingRatio)`: m = 1, k = stiffness, c = 2ζ·sqrt(k).
  ///
  /// - Parameters:
  ///   - androidStiffness: k > 0 (default `STIFFNESS_MEDIUM`, 1500).
  ///   - dampingRatio: ζ ≥ 0 (default `DAMPING_RATIO_MEDIUM_BOUNCY`, 0.5).
  /// - Throws: `ParameterError` when a value is out of range.
  public init(
    androidStiffness: Double = AndroidSpringForce.stiffnessMedium,
    dampingRatio: Double = AndroidSpringForce.dampingRatioMediumBouncy
  ) throws(ParameterError) {
    guard dampingRatio.isFinite, dampingRatio >= 0 else {
      throw ParameterError(
        .dampingRatio, value: dampingRatio, allowed: ">= 0 and finite")
    }
    guard androidStiffness.isFinite, androidStiffness > 0 else {
      throw ParameterError(
        .stiffness, value: androidStiffness, allowed: "> 0 and finite")
    }
    self = try Spring(
      mass: 1, stiffness: androidStiffness,
      damping: 2 * dampingRatio * androidStiffness.squareRoot())
  }
}
