/// A derivative-free minimizer of a function of a few variables: the Nelder–Mead simplex method
/// with the standard coefficients (reflection 1, expansion 2, contraction 1/2, shrink 1/2).
///
/// Non-finite function values count as +∞, so a function may reject a point (for example one
/// outside a parameter's range) by returning `.infinity` or NaN. The method converges to a
/// local minimum for smooth functions of few variables; accuracy is set by the stopping rule:
/// it stops when every vertex lies within `parameterTolerance` of the best one in every
/// coordinate, or after `maximumEvaluations` evaluations. Restart it from its result to guard
/// against a collapsed simplex.
public enum NelderMead {
  /// The outcome of a minimization.
  public struct Result: Sendable, Equatable {
    /// The best point found.
    public let point: [Double]
    /// The function value there (+∞ when no finite value was ever seen).
    public let value: Double
    /// How many times the function was evaluated.
    public let evaluations: Int
    /// Whether the tolerances were met before the evaluation budget ran out.
    public let converged: Bool
  }

  /// Minimizes `f` starting from `start`, with an initial simplex of `start` and `start` moved
  /// by `steps[i]` along coordinate i.
  ///
  /// - Parameters:
  ///   - start: The first point (at least one coordinate).
  ///   - steps: The initial edge lengths, one per coordinate, each nonzero.
  ///   - parameterTolerance: Stop when the simplex is this small in every coordinate (≥ 0).
  ///   - maximumEvaluations: The evaluation budget (≥ 1).
  ///   - f: The function; non-finite values are treated as +∞.
  /// - Precondition: `steps.count == start.count`, no step is 0 (programmer errors).
  public static func minimize(
    start: [Double], steps: [Double], parameterTolerance: Double = 1e-12,
    maximumEvaluations: Int = 10_000,
    _ f: ([Double]) -> Double
  ) -> Result {
    precondition(!start.isEmpty && steps.count == start.count, "one step per coordinate")
    precondition(steps.allSatisfy { $0 != 0 && $0.isFinite }, "steps must be nonzero and finite")
    let n = start.count
    var evaluations = 0
    func evaluate(_ x: [Double]) -> Double {
      evaluations += 1
      let value = f(x)
      return value.isNaN ? .infinity : value
    }
    var simplex: [[Double]] = [start]
    for i in 0..<n {
      var vertex = start
      vertex[i] += steps[i]
      simplex.append(vertex)
    }
    var values = simplex.map(evaluate)
    var centroid = [Double](repeating: 0, count: n)
    func point(_ t: Double, worst: Int) -> [Double] {
      // centroid + t·(centroid − worst vertex)
      var x = centroid
      for j in 0..<n { x[j] += t * (centroid[j] - simplex[worst][j]) }
      return x
    }
    var converged = false
    while evaluations < maximumEvaluations {
      let order = values.indices.sorted { values[$0] < values[$1] }
      simplex = order.map { simplex[$0] }
      values = order.map { values[$0] }
      let best = simplex[0]
      let spread = simplex.dropFirst().reduce(0.0) { largest, vertex in
        zip(vertex, best).reduce(largest) { max($0, abs($1.0 - $1.1)) }
      }
      if spread <= parameterTolerance {
        converged = true
        break
      }
      for j in 0..<n {
        var sum = 0.0
        for i in 0..<n { sum += simplex[i][j] }
        centroid[j] = sum / Double(n)
      }
      let reflected = point(1, worst: n)
      let reflectedValue = evaluate(reflected)
      if reflectedValue < values[0] {
        let expanded = point(2, worst: n)
        let expandedValue = evaluate(expanded)
        if expandedValue < reflectedValue {
          simplex[n] = expanded
          values[n] = expandedValue
        } else {
          simplex[n] = reflected
          values[n] = reflectedValue
        }
        continue
      }
      if reflectedValue < values[n - 1] {
        simplex[n] = reflected
        values[n] = reflectedValue
        continue
      }
      let outside = reflectedValue < values[n]
      let contracted = point(outside ? 0.5 : -0.5, worst: n)
      let contractedValue = evaluate(contracted)
      if contractedValue < (outside ? reflectedValue : values[n]) {
        simplex[n] = contracted
        values[n] = contractedValue
        continue
      }
      for i in 1...n {
        for j in 0..<n { simplex[i][j] = best[j] + 0.5 * (simplex[i][j] - best[j]) }
        values[i] = evaluate(simplex[i])
      }
    }
    let bestIndex = values.indices.min { values[$0] < values[$1] } ?? 0
    return Result(
      point: simplex[bestIndex], value: values[bestIndex], evaluations: evaluations,
      converged: converged)
  }
}
