/// A nonlinear least-squares problem: the residuals r(θ) of P parameters inside a box, written
/// once over ``RealScalar`` so that ``LevenbergMarquardt`` gets its values in `Double`
/// and its exact Jacobian through ``Dual``.
///
/// The problem minimized is ½·Σ r_i(θ)² over lower ≤ θ ≤ upper.
public protocol LeastSquaresModel {
  /// P, the number of parameters (1 ... ``Dual/maximumParameterCount``).
  var parameterCount: Int { get }
  /// The lower bound of each parameter (−∞ for none).
  var lowerBounds: [Double] { get }
  /// The upper bound of each parameter (+∞ for none).
  var upperBounds: [Double] { get }
  /// The residuals (model − data, or data − model; the sign does not matter) at `parameters`,
  /// always the same number of them.
  func residuals<Scalar: RealScalar>(_ parameters: [Scalar]) -> [Scalar]
}

extension LeastSquaresModel {
  /// `parameters` moved inside the box, coordinate by coordinate.
  public func projected(_ parameters: [Double]) -> [Double] {
    LevenbergMarquardt.projected(parameters, lowerBounds: lowerBounds, upperBounds: upperBounds)
  }

  /// The residuals and the row-major Jacobian ∂r_i/∂θ_j (residual count × P), exact to rounding.
  /// (Inlinable, so that a model of another module evaluates its residuals specialized for
  /// ``Dual``.)
  @inlinable
  public func residualsAndJacobian(_ parameters: [Double]) -> (
    residuals: [Double], jacobian: [Double]
  ) {
    let duals = parameters.enumerated().map { Dual.variable($0.element, index: $0.offset) }
    let values = residuals(duals)
    var jacobian = [Double](repeating: 0, count: values.count * parameterCount)
    for (row, value) in values.enumerated() {
      for column in 0..<parameterCount {
        jacobian[row * parameterCount + column] = value.gradient[column]
      }
    }
    return (values.map(\.value), jacobian)
  }
}
