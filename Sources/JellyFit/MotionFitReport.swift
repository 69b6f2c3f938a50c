import Foundation
import JellySprings

/// Turns a Levenberg–Marquardt solution into a ``MotionFit``: the parameters in the model's own
/// terms with their standard errors, the residual statistics and criteria, the fitted spring
/// and the warnings.
enum MotionFitReport {
  /// The fit of `problem` at `solution`, with the `snap` it keeps, reporting the spring with
  /// `mass`; `callerFixed` tells the caller's fixed values from the held ones.
  static func make(
    problem: MotionLeastSquares, solution: LeastSquaresSolution, snap: MotionFit.Snap?,
    motion: RecordedMotion, profile: RecordingProfile, estimate: MotionEstimate, mass: Double,
    callerFixed: [Double?]
  ) -> MotionFit {
    let model = problem.model
    let full = problem.full(solution.parameters)
    var errors = [Double?](repeating: nil, count: full.count)
    var onBound = [Bool](repeating: false, count: full.count)
    for (position, index) in problem.freeIndices.enumerated() {
      errors[index] = solution.standardErrors[position]
      onBound[index] = solution.isOnBound[position]
    }
    var reported = full
    if model == .elastic {
      // a = √(1 + b²); its error is the larger change of a when b moves by its own.
      let b = full[0]
      reported[0] = ElasticCurve.amplitude(excess: b)
      errors[0] = errors[0].map { error in
        guard error.isFinite else { return error }
        let up = ElasticCurve.amplitude(excess: b + error)
        let down = ElasticCurve.amplitude(excess: max(b - error, 0))
        return max(up - reported[0], reported[0] - down)
      }
    }
    let parameters = model.parameters.indices.map { index in
      FittedParameter(
        key: model.parameters[index].key, value: reported[index],
        standardError: errors[index], unit: model.parameters[index].unit,
        isFixed: callerFixed[index] != nil,
        isHeld: callerFixed[index] == nil && problem.fixed[index] != nil,
        isOnBound: onBound[index])
    }
    let points = problem.times.count
    let fitted = problem.parameterCount + (snap == nil ? 0 : 1)
    let criteria = InformationCriteria(
      sumOfSquares: solution.sumOfSquares, points: points, parameters: fitted)
    let spring = fittedSpring(model, full, mass: mass)
    var equivalent: MotionFit.UIKitEquivalent?
    if model == .spring, let spring, spring.dampingRatio <= 1,
      let duration = spring.uiKitDuration(initialVelocity: full[2])
    {
      equivalent = MotionFit.UIKitEquivalent(
        duration: duration, dampingRatio: spring.dampingRatio)
    }
    let curve = { (times: [Double]) in model.values(full, at: times, snapTime: snap?.time) }
    let warnings =
      MotionFitWarnings(
        model: model, parameters: parameters, solution: solution, motion: motion,
        profile: profile, estimate: estimate, curve: curve
      ).sentences
    return MotionFit(
      model: model, parameters: parameters,
      rmsResidual: (solution.sumOfSquares / Double(points)).squareRoot(),
      maximumResidual: solution.residuals.map { Swift.abs($0) }.max() ?? 0, pointCount: points,
      fittedParameterCount: fitted, aic: criteria.aic, bic: criteria.bic, snap: snap,
      spring: spring, uiKitEquivalent: equivalent, warnings: warnings,
      converged: solution.stopReason.isConverged, modelParameters: full)
  }

  /// The spring of a spring or uikit fit with mass `mass` (k = m·ω0², c = 2ζ·m·ω0), or `nil`.
  static func fittedSpring(_ model: MotionModel, _ full: [Double], mass: Double) -> Spring? {
    let omega: Double
    let zeta: Double
    switch model {
    case .spring:
      (omega, zeta) = (full[0], full[1])
    case .uikit:
      omega = Swift.abs(
        UIKitNewtonFrequency.frequency(duration: full[0], dampingRatio: full[1], velocity: full[2]))
      zeta = UIKitSpringModel.dampingRatioInEffect(full[1])
    case .cubicBezier, .elastic:
      return nil
    }
    return try? Spring.validated(
      mass: mass, stiffness: mass * omega * omega, damping: 2 * zeta * mass * omega)
  }
}
