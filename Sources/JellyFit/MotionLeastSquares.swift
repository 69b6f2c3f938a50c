import JellyEasing
import JellyMath

/// A ``MotionModel`` against the used samples of a recording, as a JellyMath
/// `LeastSquaresModel`: the residuals model − value over the free parameters, the fixed ones
/// held at their values.
///
/// The parameters are in fit coordinates: the model's own, except the elastic amplitude, which
/// is fitted as b = √(a² − 1) (``ElasticCurve``).
struct MotionLeastSquares: LeastSquaresModel {
  /// The model.
  let model: MotionModel
  /// The sample times used (s).
  let times: [Double]
  /// The sample values used.
  let values: [Double]
  /// The full parameter vector's fixed entries (`nil` where fitted).
  let fixed: [Double?]
  /// The indices of the fitted parameters in the full vector.
  let freeIndices: [Int]
  /// Where the spring snaps to its target (s), or `nil`.
  private(set) var snapTime: Double?
  /// The bounds of the fitted parameters, in fit coordinates.
  let lowerBounds: [Double]
  /// The bounds of the fitted parameters, in fit coordinates.
  let upperBounds: [Double]

  /// The problem of fitting `model` to `values` at `times` with the entries of `fixed` held,
  /// the start time kept within `startTimeBounds`.
  init(
    model: MotionModel, times: [Double], values: [Double], fixed: [Double?],
    startTimeBounds: ClosedRange<Double>, snapTime: Double? = nil
  ) {
    self.model = model
    self.times = times
    self.values = values
    self.fixed = fixed
    self.snapTime = snapTime
    freeIndices = fixed.indices.filter { fixed[$0] == nil }
    let bounds = Self.fitBounds(model, startTimeBounds: startTimeBounds)
    lowerBounds = freeIndices.map { bounds[$0].lowerBound }
    upperBounds = freeIndices.map { bounds[$0].upperBound }
  }

  /// The same problem with the spring snapping to its target at `time` (s).
  func snapping(at time: Double) -> MotionLeastSquares {
    var copy = self
    copy.snapTime = time
    return copy
  }

  /// The number of fitted parameters.
  var parameterCount: Int { freeIndices.count }

  /// Each parameter's bounds in fit coordinates.
  static func fitBounds(_ model: MotionModel, startTimeBounds: ClosedRange<Double>)
    -> [ClosedRange<Double>]
  {
    var bounds = model.parameters.map(\.bounds)
    bounds[model.startTimeIndex] = startTimeBounds
    if model == .elastic {
      bounds[0] =
        ElasticEasing.excess(
          amplitude: bounds[0].lowerBound)...ElasticEasing.excess(
          amplitude: bounds[0].upperBound)
    }
    return bounds
  }

  /// The full parameter vector of the fitted values `free`.
  func full<Scalar: RealScalar>(_ free: [Scalar]) -> [Scalar] {
    var vector = fixed.map { Scalar($0 ?? 0) }
    for (position, index) in freeIndices.enumerated() { vector[index] = free[position] }
    return vector
  }

  /// The fitted values of a full parameter vector.
  func free(_ full: [Double]) -> [Double] { freeIndices.map { full[$0] } }

  /// model − value at each used sample.
  func residuals<Scalar: RealScalar>(_ parameters: [Scalar]) -> [Scalar] {
    let curve = model.values(full(parameters), at: times, snapTime: snapTime)
    return zip(curve, values).map { $0 - $1 }
  }

  /// ½·Σr² at the full vector `full` (+∞ when not finite).
  func cost(_ full: [Double]) -> Double {
    LevenbergMarquardt.halfSumOfSquares(residuals(projected(free(full))))
  }
}
