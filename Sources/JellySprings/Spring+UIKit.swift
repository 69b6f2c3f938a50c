import JellyMath

extension Spring {
  /// The spring UIKit runs for `animate(withDuration: duration, usingSpringWithDamping:
  /// dampingRatio, initialSpringVelocity: initialVelocity)` (see ``UIKitSpringModel``): mass 1,
  /// k = ω², c = 2·ζ·ω with ζ clamped to [2^−23, 1].
  ///
  /// - Parameters:
  ///   - duration: Seconds, > 0 (clamped to [0.01, 10]).
  ///   - dampingRatio: ζ (≥ 1 gives a critically damped spring; ≤ 0 acts as 2^−23 under the iOS
  ///     solver and is refused by the ideal one).
  ///   - initialVelocity: Distances per second, positive toward the target.
  ///   - solver: iOS's 12 Newton steps (default) or the envelope's largest root.
  ///   - api: The view animation (default) or the property animator, which clamps k and c.
  /// - Throws: `ParameterError` for values the solver gives no spring for.
  public init(
    uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0,
    solver: UIKitSpringModel.Solver = .iOS, api: UIKitSpringModel.API = .viewAnimation
  ) throws(ParameterError) {
    switch solver {
    case .iOS:
      let constants = try UIKitSpringModel.iOSSpringConstants(
        duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity,
        api: api)
      self = try Spring(
        mass: 1, stiffness: constants.stiffness, damping: constants.damping)
    case .ideal:
      let omega = try UIKitSpringModel.naturalFrequency(
        duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity,
        solver: .ideal)
      let zeta = UIKitSpringModel.dampingRatioInEffect(dampingRatio)
      // Validated: ω² can overflow for extreme inputs (ζ ~ 1e-300 with a huge velocity).
      self = try Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }
  }

  /// The UIKit duration (seconds) whose envelope equation this spring's natural frequency and
  /// damping ratio solve for `initialVelocity` (distances per second toward the target); `nil`
  /// when the spring is overdamped or the equation has no such duration. Mass is ignored (only
  /// ω0 and ζ matter). Where iOS's Newton steps land on the equation's root this is the
  /// duration to pass to UIKit.
  public func uiKitDuration(initialVelocity: Double = 0) -> Double? {
    UIKitSpringModel.duration(
      omega: naturalFrequency, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
  }
}
