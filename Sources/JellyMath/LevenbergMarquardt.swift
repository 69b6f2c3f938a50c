/// Levenberg–Marquardt nonlinear least squares inside box bounds, on a ``LeastSquaresModel``
/// whose Jacobian is exact (``Dual``).
///
/// Each iteration solves (JᵀJ + λ·D)·δ = −Jᵀr for the parameters that are free: a parameter on
/// a bound whose gradient points out of the box is held there for the step (an active set), and
/// the trial point is projected into the box. D is Marquardt's scaling, the largest diagonal of
/// JᵀJ seen so far, so the method does not depend on the parameters' units. A step is accepted
/// when the cost falls by more than 1e-4 of the reduction the linear model predicts; λ then
/// shrinks by max(1/3, 1 − (2ρ − 1)³) (Nielsen's rule), else it grows by 2, 4, 8, ….
///
/// Stopping rule, checked after each accepted step: the cost fell by at most
/// ``Options/costTolerance`` of itself, or the step moved the scaled parameters ‖D^(1/2)·δ‖ by
/// at most ``Options/stepTolerance`` of ‖D^(1/2)·θ‖; before each step: the largest cosine
/// between the residual vector and a free column of J is at most
/// ``Options/gradientTolerance`` (or no parameter is free). It gives up after
/// ``Options/maximumIterations`` accepted steps or when λ passes 1e16 without a step that
/// lowers the cost.
public enum LevenbergMarquardt {
  /// The tolerances and limits of a run.
  public struct Options: Sendable, Hashable {
    /// The most accepted steps (≥ 1).
    public var maximumIterations = 200
    /// Relative cost reduction at or below which an accepted step ends the run (≥ 0).
    public var costTolerance = 1e-14
    /// Relative scaled step at or below which an accepted step ends the run (≥ 0).
    public var stepTolerance = 1e-11
    /// Largest residual–column cosine at or below which the run ends (≥ 0).
    public var gradientTolerance = 1e-13
    /// λ of the first step, relative to Marquardt's scaling (> 0).
    public var initialDamping = 1e-3

    /// The default tolerances: converged to about 1e-8 relative in the parameters.
    public init() {}
  }

  /// Minimizes ½·Σr² of `model` from `start` (projected into the box).
  ///
  /// - Parameters:
  ///   - model: The problem; at most ``Dual/maximumParameterCount`` parameters.
  ///   - start: The first point, ``LeastSquaresModel/parameterCount`` entries.
  ///   - options: Tolerances and limits.
  @inlinable
  public static func minimize(
    _ model: some LeastSquaresModel, from start: [Double], options: Options = Options()
  ) -> LeastSquaresSolution {
    // Inlined into the caller, where the model's type is known, so that its residuals are
    // specialized for Double and Dual (a model of another module would otherwise run generic);
    // the iterations themselves are not generic.
    minimize(
      Problem(
        parameterCount: model.parameterCount, lowerBounds: model.lowerBounds,
        upperBounds: model.upperBounds, residuals: { model.residuals($0) },
        residualsAndJacobian: { model.residualsAndJacobian($0) }),
      from: start, options: options)
  }

  /// A ``LeastSquaresModel`` as its bounds and two functions: the residuals, and the residuals
  /// with their row-major Jacobian.
  @usableFromInline
  struct Problem {
    let parameterCount: Int
    let lowerBounds: [Double]
    let upperBounds: [Double]
    let residuals: ([Double]) -> [Double]
    let residualsAndJacobian: ([Double]) -> (residuals: [Double], jacobian: [Double])

    @usableFromInline
    init(
      parameterCount: Int, lowerBounds: [Double], upperBounds: [Double],
      residuals: @escaping ([Double]) -> [Double],
      residualsAndJacobian: @escaping ([Double]) -> (residuals: [Double], jacobian: [Double])
    ) {
      self.parameterCount = parameterCount
      self.lowerBounds = lowerBounds
      self.upperBounds = upperBounds
      self.residuals = residuals
      self.residualsAndJacobian = residualsAndJacobian
    }

    /// `parameters` moved inside the box.
    func projected(_ parameters: [Double]) -> [Double] {
      LevenbergMarquardt.projected(parameters, lowerBounds: lowerBounds, upperBounds: upperBounds)
    }
  }

  /// `parameters` moved inside the box from `lowerBounds` to `upperBounds`, coordinate by
  /// coordinate.
  static func projected(_ parameters: [Double], lowerBounds: [Double], upperBounds: [Double])
    -> [Double]
  {
    lowerBounds.indices.map { min(max(parameters[$0], lowerBounds[$0]), upperBounds[$0]) }
  }

  /// The iterations on `model` from `start`.
  @usableFromInline
  static func minimize(_ model: Problem, from start: [Double], options: Options)
    -> LeastSquaresSolution
  {
    let p = model.parameterCount
    precondition(p >= 1 && p <= Dual.maximumParameterCount && start.count == p)
    var theta = model.projected(start)
    var (residuals, jacobian) = model.residualsAndJacobian(theta)
    var cost = halfSumOfSquares(residuals)
    guard cost.isFinite else {
      return LeastSquaresSolution(
        lowerBounds: model.lowerBounds, upperBounds: model.upperBounds, parameters: theta,
        residuals: residuals, jacobian: jacobian, iterations: 0, stopReason: .nonFiniteStart)
    }
    var scaling = [Double](repeating: 0, count: p)
    var lambda = options.initialDamping
    var growth = 2.0
    var iterations = 0
    var reason = LeastSquaresSolution.StopReason.iterationLimit
    iterationLoop: while iterations < options.maximumIterations {
      let normal = NormalEquations(jacobian: jacobian, residuals: residuals, parameterCount: p)
      for j in 0..<p { scaling[j] = max(scaling[j], normal.matrix[j * p + j]) }
      let free = (0..<p).filter { j in
        !(theta[j] <= model.lowerBounds[j] && normal.gradient[j] > 0)
          && !(theta[j] >= model.upperBounds[j] && normal.gradient[j] < 0)
      }
      if free.isEmpty || normal.largestCosine(over: free, cost: cost) <= options.gradientTolerance {
        reason = .gradientConverged
        break
      }
      while true {
        let step = normal.dampedStep(over: free, lambda: lambda, scaling: scaling)
        let trial = model.projected(zip(theta, step).map(+))
        let moved = zip(trial, theta).map(-)
        let trialResiduals = model.residuals(trial)
        let trialCost = halfSumOfSquares(trialResiduals)
        let predicted = normal.predictedReduction(moved)
        let ratio = (cost - trialCost) / predicted
        if predicted > 0, trialCost.isFinite, ratio > 1e-4 {
          iterations += 1
          let scaledStep = zip(moved, scaling).reduce(0.0) { $0 + $1.1 * $1.0 * $1.0 }
          let scaledPoint = zip(theta, scaling).reduce(0.0) { $0 + $1.1 * $1.0 * $1.0 }
          let reduction = cost - trialCost
          theta = trial
          (residuals, jacobian) = model.residualsAndJacobian(theta)
          cost = halfSumOfSquares(residuals)
          let cube = (2 * ratio - 1) * (2 * ratio - 1) * (2 * ratio - 1)
          lambda *= max(1.0 / 3, 1 - cube)
          growth = 2
          if reduction <= options.costTolerance * (cost + reduction) {
            reason = .costConverged
            break iterationLoop
          }
          if scaledStep <= options.stepTolerance * options.stepTolerance * scaledPoint {
            reason = .stepConverged
            break iterationLoop
          }
          continue iterationLoop
        }
        lambda *= growth
        growth *= 2
        if lambda > 1e16 {
          reason = .noDescent
          break iterationLoop
        }
      }
    }
    return LeastSquaresSolution(
      lowerBounds: model.lowerBounds, upperBounds: model.upperBounds, parameters: theta,
      residuals: residuals, jacobian: jacobian, iterations: iterations, stopReason: reason)
  }

  /// ½·Σr², or +∞ when a residual is not finite.
  package static func halfSumOfSquares(_ residuals: [Double]) -> Double {
    let sum = residuals.reduce(0.0) { $0 + $1 * $1 }
    return sum.isFinite ? 0.5 * sum : .infinity
  }
}

/// JᵀJ and Jᵀr of one point, and the damped steps and predictions made from them.
struct NormalEquations {
  /// JᵀJ, row-major P × P.
  let matrix: [Double]
  /// Jᵀr, P entries.
  let gradient: [Double]
  /// P.
  let parameterCount: Int

  /// The normal equations of a row-major Jacobian (count × P) and its residuals.
  init(jacobian: [Double], residuals: [Double], parameterCount p: Int) {
    var matrix = [Double](repeating: 0, count: p * p)
    var gradient = [Double](repeating: 0, count: p)
    for (row, residual) in residuals.enumerated() {
      let base = row * p
      for i in 0..<p {
        let ji = jacobian[base + i]
        if ji == 0 { continue }
        gradient[i] += ji * residual
        for j in i..<p { matrix[i * p + j] += ji * jacobian[base + j] }
      }
    }
    for i in 0..<p {
      for j in 0..<i { matrix[i * p + j] = matrix[j * p + i] }
    }
    self.matrix = matrix
    self.gradient = gradient
    parameterCount = p
  }

  /// The largest |J_jᵀr| / (‖J_j‖·‖r‖) over the columns `free` (0 when r = 0).
  func largestCosine(over free: [Int], cost: Double) -> Double {
    let residualNorm = (2 * cost).squareRoot()
    guard residualNorm > 0 else { return 0 }
    return free.reduce(0.0) { largest, j in
      let column = matrix[j * parameterCount + j].squareRoot()
      return column > 0 ? max(largest, Swift.abs(gradient[j]) / (column * residualNorm)) : largest
    }
  }

  /// δ with (JᵀJ + λ·diag(scaling))·δ = −Jᵀr over `free`, zero elsewhere.
  func dampedStep(over free: [Int], lambda: Double, scaling: [Double]) -> [Double] {
    let n = free.count
    let p = parameterCount
    var system = [Double](repeating: 0, count: n * n)
    for (a, i) in free.enumerated() {
      for (b, j) in free.enumerated() { system[a * n + b] = matrix[i * p + j] }
      system[a * n + a] += lambda * max(scaling[i], 1e-300)
    }
    let solution = SymmetricSolver.solve(
      matrix: system, dimension: n, rightHandSide: free.map { -gradient[$0] })
    var step = [Double](repeating: 0, count: p)
    for (a, i) in free.enumerated() { step[i] = solution[a].isFinite ? solution[a] : 0 }
    return step
  }

  /// The cost reduction the linear model predicts for a step: −(gᵀδ + ½·δᵀ·JᵀJ·δ).
  func predictedReduction(_ step: [Double]) -> Double {
    let p = parameterCount
    var linear = 0.0
    var quadratic = 0.0
    for i in 0..<p {
      linear += gradient[i] * step[i]
      for j in 0..<p { quadratic += step[i] * matrix[i * p + j] * step[j] }
    }
    return -(linear + 0.5 * quadratic)
  }
}
