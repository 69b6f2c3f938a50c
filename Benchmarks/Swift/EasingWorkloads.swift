import JellyEasing

/// Easing curves evaluated over a dense progress grid.
enum EasingWorkloads {
  /// `easeOutElastic` and CSS `ease` (cubic-bezier(0.25, 0.1, 0.25, 1)) at `count` progress
  /// values in [0, 1].
  static func curves(count: Int, checks: CheckFiles) throws -> [Measurement] {
    let progress = (0..<count).map { Double($0) / Double(count - 1) }
    let elastic = try ElasticEasing(mode: .out)
    let bezier = CubicBezierEasing.ease
    var elasticValues = [Double](repeating: 0, count: count)
    var bezierValues = [Double](repeating: 0, count: count)
    let elasticResult = measure("easing.ease_out_elastic", unit: "samples", size: count) {
      for index in 0..<count { elasticValues[index] = elastic.value(at: progress[index]) }
      keep(elasticValues[count / 3])
    }
    let bezierResult = measure("easing.cubic_bezier_ease", unit: "samples", size: count) {
      for index in 0..<count { bezierValues[index] = bezier.value(at: progress[index]) }
      keep(bezierValues[count / 3])
    }
    let rows = stride(from: 0, to: count, by: max(1, count / 2_000)).map {
      [progress[$0], elasticValues[$0], bezierValues[$0]]
    }
    try checks.writeCSV("easing.csv", header: ["x", "elastic", "bezier"], rows: rows)
    return [elasticResult, bezierResult]
  }
}
