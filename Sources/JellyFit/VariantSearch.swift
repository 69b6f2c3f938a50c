import JellyMath

/// Fits one model in every combination of its ``HeldValue``s held or freed, and picks the
/// combination with the lowest BIC plus ``MotionFitter/freeingEvidence`` per freed value.
///
/// The combination that holds every value runs Levenberg–Marquardt from the
/// ``MotionFitter/runsPerModel`` starts of lowest cost; each other combination from the best
/// start and from that fit, whose valley is better posed, keeping the lower cost.
struct VariantSearch {
  /// One combination of held values and its fit.
  struct Variant {
    /// The problem with the values held.
    let problem: MotionLeastSquares
    /// Its best solution.
    var solution: LeastSquaresSolution
    /// The values held.
    let held: [HeldValue]
  }

  let model: MotionModel
  let times: [Double]
  let values: [Double]
  /// The caller's fixed entries of the full parameter vector.
  let fixed: [Double?]
  let startTimeBounds: ClosedRange<Double>
  /// Full parameter vectors to start from (fixed entries are replaced).
  let starts: [[Double]]
  /// The values that may be held (the model's ``HeldValue``s the caller does not fix and the
  /// data cannot tell).
  let holdable: [HeldValue]

  /// The chosen combination, or `nil` when no start has a finite cost.
  func best() -> Variant? {
    let all = (1 << holdable.count) - 1
    var variants: [Variant] = []
    var simplest: Variant?
    // From the combination holding everything (all bits set) down to the one freeing all.
    for mask in stride(from: all, through: 0, by: -1) {
      var entries = fixed
      var held: [HeldValue] = []
      for (bit, value) in holdable.enumerated() where mask & (1 << bit) != 0 {
        entries[value.index] = value.value
        held.append(value)
      }
      let problem = MotionLeastSquares(
        model: model, times: times, values: values, fixed: entries,
        startTimeBounds: startTimeBounds)
      var points = rankedStarts(problem).prefix(mask == all ? MotionFitter.runsPerModel : 1)
        .map { problem.free($0) }
      if let simplest {
        points.append(problem.free(simplest.problem.full(simplest.solution.parameters)))
      }
      let solutions = points.map { LevenbergMarquardt.minimize(problem, from: $0) }
      guard let solution = solutions.min(by: { $0.sumOfSquares < $1.sumOfSquares }) else {
        continue
      }
      let variant = Variant(problem: problem, solution: solution, held: held)
      if mask == all { simplest = variant }
      variants.append(variant)
    }
    // Each combination also from the others' solutions, its own values set: a freed value
    // that lands on its held value found a better valley the held fit can share.
    variants = variants.map { variant in
      var best = variant
      for other in variants where other.held != variant.held {
        let start = variant.problem.free(other.problem.full(other.solution.parameters))
        let solution = LevenbergMarquardt.minimize(variant.problem, from: start)
        if solution.sumOfSquares < best.solution.sumOfSquares {
          best = Variant(problem: variant.problem, solution: solution, held: variant.held)
        }
      }
      return best
    }
    return variants.min {
      score($0, freed: holdable.count - $0.held.count)
        < score($1, freed: holdable.count - $1.held.count)
    }
  }

  /// The starts with a finite cost in `problem`, lowest cost first.
  func rankedStarts(_ problem: MotionLeastSquares) -> [[Double]] {
    starts.map { start in zip(start, problem.fixed).map { $1 ?? $0 } }
      .map { ($0, problem.cost($0)) }.filter { $0.1.isFinite }.sorted { $0.1 < $1.1 }.map(\.0)
  }

  /// BIC plus ``MotionFitter/freeingEvidence`` for each of `freed` values.
  func score(_ variant: Variant, freed: Int) -> Double {
    let criteria = InformationCriteria(
      sumOfSquares: variant.solution.sumOfSquares, points: times.count,
      parameters: variant.problem.parameterCount)
    return criteria.bic + MotionFitter.freeingEvidence * Double(freed)
  }
}
