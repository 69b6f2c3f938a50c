import JellyFrameDiff
import JellyOutput
import JellyShapes
import JellySweep

/// The CSV form of a sweep: one row per cell in cell order, the three spring arguments of the
/// studied helper, then every ``JellyShapes/SweepMetric``; a missing value (no visible peak, not
/// settled) is written `nan`, which gnuplot leaves out.
struct SweepTable {
  /// The header: damping, velocity, duration, then the metric names.
  static let header =
    SweepRequest.axisOptions.map(\.name) + SweepMetric.allCases.map(\.name)

  /// The smallest and largest finite value of each metric among the rows written so far.
  private(set) var ranges: [SweepMetric: (low: Double, high: Double)] = [:]
  /// The rows written so far whose cell has no spring (every metric `nan`).
  private(set) var missingCount = 0

  /// Writes `row` (from ``row(_:index:sweep:)``) to `csv`: whole-number metrics (counts and
  /// 1/0 flags) as integers, `nan` and every other value in shortest round-trip form.
  ///
  /// - Throws: Whatever the writer's sink throws.
  static func write(_ row: [Double], to csv: inout CSVWriter) throws {
    let wholeColumns = Self.wholeNumberColumns
    for (column, value) in row.enumerated() {
      if wholeColumns.contains(column), value.isFinite, let whole = Int(exactly: value) {
        try csv.append(whole)
      } else {
        try csv.append(value)
      }
    }
    try csv.endRow()
  }

  /// Positions of the whole-number metrics in ``header``.
  static let wholeNumberColumns = Set(
    SweepMetric.allCases.enumerated().filter { $0.element.isWholeNumber }.map {
      SweepRequest.axisOptions.count + $0.offset
    })

  /// The row of cell `index`; the metrics are `nan` when the cell could not be computed.
  mutating func row(_ cell: ShapeSweepCell?, index: Int, sweep: PresetSweep) -> [Double] {
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
