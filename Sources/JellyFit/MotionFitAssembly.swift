import Foundation
import JellyEasing
import JellyMath
import JellySprings

/// Turns a Levenberg–Marquardt solution into a ``MotionFit``: the parameters in the model's own
/// terms with their standard errors, the residual statistics and criteria, the fitted spring
/// and the warnings.
enum MotionFitAssembly {
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
    // A held value is taken as known: the errors of the others are conditional on it (the
    // values a model holds are first-order trade-offs the data cannot bound).
    let held = problem.fixed.indices.filter { callerFixed[$0] == nil && problem.fixed[$0] != nil }
    // Errors that follow one another (values rounded to whole pixels alike over a slow
    // stretch, a codec's drift) carry less information than as many independent ones: the
    // variances grow by (1 + ρ)/(1 − ρ) for the lag-one autocorrelation ρ > 0 of the residuals.
    let inflation = Self.correlationInflation(solution.residuals).squareRoot()
    // An error that is not a number (a singular covariance met with zero residuals) is as
    // undetermined as an infinite one.
    for index in errors.indices {
      errors[index] = errors[index].map { $0.isNaN ? .infinity : $0 * inflation }
    }
    var reported = full
    if model == .elastic {
      // a = √(1 + b²); its error is the larger change of a when b moves by its own.
      let b = full[0]
      reported[0] = ElasticEasing.amplitude(excess: b)
      errors[0] = errors[0].map { error in
        guard error.isFinite else { return error }
        let up = ElasticEasing.amplitude(excess: b + error)
        let down = ElasticEasing.amplitude(excess: max(b - error, 0))
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
    // A parameter on a bound that only keeps the search finite: the fit collapsed there.
    let collapsed = model.parameters.indices.filter { index in
      guard onBound[index] else { return false }
      let spec = model.parameters[index]
      let natural = spec.naturalBounds
      let atLower =
        Swift.abs(reported[index] - spec.bounds.lowerBound)
        <= Swift.abs(reported[index] - spec.bounds.upperBound)
      return atLower ? !natural.lower : !natural.upper
    }.map { model.parameters[$0].key }
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
    var warnings =
      MotionFitWarnings(
        model: model, parameters: parameters, solution: solution, motion: motion,
        profile: profile, estimate: estimate, curve: curve
      ).sentences
    if !collapsed.isEmpty {
      warnings.append(
        "not ranked: \(collapsed.map(\.rawValue).joined(separator: " and ")) collapsed onto the search's bound,"
          + " so the model does not fit this motion")
    } else if !solution.stopReason.isConverged {
      warnings.append("not ranked: the fit did not converge")
    } else {
      let shape = parameters.filter { parameter in
        !(parameter.standardError?.isFinite ?? true)
          && !MotionFit.placementParameters.contains(parameter.key)
      }.map(\.key)
      if !shape.isEmpty {
        warnings.append(
          "not ranked: the data do not determine the curve's shape (\(shape.map(\.rawValue).joined(separator: ", "))"
            + " undetermined)")
      }
    }
    if !held.isEmpty {
      let names = held.map { "\(model.parameters[$0].key) = \(full[$0])" }
      let reason =
        model.velocityIndex != nil
        ? "to first order a release velocity moves a spring as an earlier start does"
        : "to first order a flat end extended or cut a little looks the same"
      warnings.append(
        "the standard errors take \(names.joined(separator: " and ")) as known: \(reason), so"
          + " the data cannot bound \(held.count == 1 ? "it" : "them")")
    }
    return MotionFit(
      model: model, parameters: parameters,
      rmsResidual: (solution.sumOfSquares / Double(points)).squareRoot(),
      maximumResidual: solution.residuals.map { Swift.abs($0) }.max() ?? 0, pointCount: points,
      fittedParameterCount: fitted, aic: criteria.aic, bic: criteria.bic, snap: snap,
      spring: spring, uiKitEquivalent: equivalent, warnings: warnings,
      converged: solution.stopReason.isConverged, collapsedParameters: collapsed,
      modelParameters: full)
  }

  /// (1 + ρ)/(1 − ρ) for the lag-one autocorrelation ρ of `residuals` (in time order) when it is
  /// positive, else 1; at most 100 (ρ ≈ 0.98).
  static func correlationInflation(_ residuals: [Double]) -> Double {
    guard residuals.count >= 3 else { return 1 }
    let mean = residuals.reduce(0, +) / Double(residuals.count)
    var lagged = 0.0
    var total = 0.0
    for index in residuals.indices {
      let centred = residuals[index] - mean
      total += centred * centred
      if index > 0 { lagged += centred * (residuals[index - 1] - mean) }
    }
    guard total > 0 else { return 1 }
    let rho = lagged / total
    guard rho > 0 else { return 1 }
    return min((1 + rho) / (1 - min(rho, 0.99)), 100)
  }

  /// The spring of a spring or uikit fit with mass `mass` (k = m·ω0², c = 2ζ·m·ω0), or `nil`.
  static func fittedSpring(_ model: MotionModel, _ full: [Double], mass: Double) -> Spring? {
    let omega: Double
    let zeta: Double
    switch model {
    case .spring:
      (omega, zeta) = (full[0], full[1])
    case .uiKit:
      omega = Swift.abs(
        UIKitSpringModel.iOSNewtonFrequency(
          duration: full[0], dampingRatio: full[1], velocity: full[2]))
      zeta = UIKitSpringModel.dampingRatioInEffect(full[1])
    case .cubicBezier, .elastic:
      return nil
    }
    return try? Spring(
      mass: mass, stiffness: mass * omega * omega, damping: 2 * zeta * mass * omega)
  }
}
