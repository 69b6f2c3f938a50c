import JellyFrameDiff
import JellyShapes

/// The CSV form of a sweep: one row per cell in cell order, the three spring arguments of the
/// studied helper, then every ``JellyShapes/SweepMetric``; a missing value (no visible peak, not
/// settled) is written `nan`, which gnuplot leaves out.
public struct SweepTable: Sendable {
  /// The spring arguments written before the metrics, in column order.
  public static let parameters: [SweepParameter] = [.dampingRatio, .velocity, .duration]
  /// The header: damping, velocity, duration, then the metric names.
  public static let header = parameters.map(\.name) + SweepMetric.allCases.map(\.name)

  /// The smallest and largest finite value of each metric among the rows written so far.
  public private(set) var ranges: [SweepMetric: (low: Double, high: Double)] = [:]
  /// The rows written so far whose cell has no spring (every metric `nan`).
  public private(set) var missingCount = 0

  /// An empty table: no rows written yet.
  public init() {}

  /// The row of cell `index`; the metrics are `nan` when the cell could not be computed.
  public mutating func row(_ cell: ShapeSweepCell?, index: Int, sweep: PresetSweep) -> [Double] {
    let side = sweep.overrides(at: index)
    var values = [side.dampingRatio, side.initialVelocity, side.duration].map { $0 ?? .nan }
    if cell == nil { missingCount += 1 }
    for metric in SweepMetric.allCases {
      guard let cell, let value = metric.value(in: cell), value.isFinite else {
        values.append(.nan)
        continue
      }
      values.append(value)
      let old = ranges[metric] ?? (value, value)
      ranges[metric] = (min(old.low, value), max(old.high, value))
    }
    return values
  }
}
