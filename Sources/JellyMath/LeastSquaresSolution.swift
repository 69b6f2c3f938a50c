/// Where ``LevenbergMarquardt`` stopped: the parameters, the residuals, why it stopped, and the
/// covariance s²·(JᵀJ)⁻¹ at that point with the standard errors it gives.
///
/// s² = Σr²/(N − P′) is the residual variance, with P′ the parameters not on a bound: a
/// parameter on a bound is held there, so it has no standard error and takes no part in the
/// covariance of the others. Where JᵀJ is singular the directions the data do not determine
/// get an infinite variance (``SymmetricSolver/inverse(matrix:dimension:)``).
public struct LeastSquaresSolution: Sendable {
  /// Why a run stopped.
  public enum StopReason: String, Sendable, Hashable {
    /// An accepted step lowered the cost by at most the cost tolerance.
    case costConverged = "cost converged"
    /// An accepted step moved the scaled parameters by at most the step tolerance.
    case stepConverged = "step converged"
    /// The residuals are orthogonal to every free column of J to the gradient tolerance.
    case gradientConverged = "gradient converged"
    /// The iteration limit came first.
    case iterationLimit = "iteration limit"
    /// No step lowered the cost, however short (λ passed 1e16): a minimum to rounding.
    case noDescent = "no descent"
    /// The residuals at the start were not finite.
    case nonFiniteStart = "non-finite start"

    /// Whether the run ended at a minimum (every reason but the limit and a bad start).
    public var isConverged: Bool { self != .iterationLimit && self != .nonFiniteStart }
  }

  /// The parameters where the run stopped, inside the box.
  public let parameters: [Double]
  /// The residuals there.
  public let residuals: [Double]
  /// Σr².
  public let sumOfSquares: Double
  /// Accepted steps.
  public let iterations: Int
  /// Why the run stopped.
  public let stopReason: StopReason
  /// Whether each parameter sits on one of its bounds.
  public let isOnBound: [Bool]
  /// s²·(JᵀJ)⁻¹ over the parameters off their bounds, row-major P × P (zero in the rows and
  /// columns of parameters on a bound; +∞ on the diagonal of an undetermined one; NaN when
  /// N ≤ P′).
  public let covariance: [Double]
  /// √(covariance diagonal) per parameter; `nil` for a parameter on a bound.
  public let standardErrors: [Double?]

  /// The solution at `parameters` (inside the box from `lowerBounds` to `upperBounds`) with its
  /// `residuals` and row-major `jacobian`.
  init(
    lowerBounds: [Double], upperBounds: [Double], parameters: [Double], residuals: [Double],
    jacobian: [Double], iterations: Int, stopReason: StopReason
  ) {
    let p = parameters.count
    self.parameters = parameters
    self.residuals = residuals
    sumOfSquares = residuals.reduce(0.0) { $0 + $1 * $1 }
    self.iterations = iterations
    self.stopReason = stopReason
    let onBound = (0..<p).map {
      parameters[$0] <= lowerBounds[$0] || parameters[$0] >= upperBounds[$0]
    }
    isOnBound = onBound
    let free = (0..<p).filter { !onBound[$0] }
    var covariance = [Double](repeating: 0, count: p * p)
    var errors = [Double?](repeating: nil, count: p)
    if !free.isEmpty {
      let normal = NormalEquations(jacobian: jacobian, residuals: residuals, parameterCount: p)
      let n = free.count
      var reduced = [Double](repeating: 0, count: n * n)
      for (a, i) in free.enumerated() {
        for (b, j) in free.enumerated() { reduced[a * n + b] = normal.matrix[i * p + j] }
      }
      let inverse = SymmetricSolver.inverse(matrix: reduced, dimension: n)
      let degrees = residuals.count - n
      let variance = degrees > 0 ? sumOfSquares / Double(degrees) : .nan
      for (a, i) in free.enumerated() {
        for (b, j) in free.enumerated() { covariance[i * p + j] = variance * inverse[a * n + b] }
        errors[i] = covariance[i * p + i].squareRoot()
      }
    }
    self.covariance = covariance
    standardErrors = errors
  }
}
