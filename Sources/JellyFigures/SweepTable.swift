import JellyFrameDiff
import JellyShapes
import JellySweep
import JellyText

/// The CSV form of a sweep: one row per cell in cell order, the three spring arguments of the
/// studied helper, then its `SweepMetric`s; a missing value (no visible peak, not settled, a
/// cell without a spring) is an empty field, as in every jellylab CSV, which the sweep's gnuplot
/// script reads as undefined (a gap).
///
/// A table made with `continuousBulge` adds the continuous metrics (`SweepMetric.Cost`), e.g.
/// the column ``continuousBulgeColumn``: the largest bulge over continuous time
/// (`BendExtrema.largestMagnitude` / 2 of JellyShapes), beside the per-frame `largest_bulge`, whose zigzag
/// over a parameter comes from sampling at display-link frames.
package struct SweepTable: Sendable {
  /// The spring arguments written before the metrics, in column order.
  package static let parameters: [SweepParameter] = [.dampingRatio, .velocity, .duration]
  /// The header without the continuous columns: damping, velocity, duration, then the names of
  /// `SweepMetric.everySweep`.
  package static let header = parameters.map(\.name) + SweepMetric.everySweep.map(\.name)
  /// The name of the continuous largest-bulge column, in points.
  package static let continuousBulgeColumn = SweepMetric.largestBulgeContinuous.name

  /// Whether rows end with the continuous metrics (the continuous largest bulge).
  package let continuousBulge: Bool
  /// The metrics of the rows, in column order (after ``parameters``).
  package let metrics: [SweepMetric]
  /// The smallest and largest finite value of each metric among the rows written so far.
  package private(set) var ranges: [SweepMetric: (low: Double, high: Double)] = [:]
  /// The smallest and largest continuous largest bulge so far, in points (with
  /// `continuousBulge`).
  package var continuousBulgeRange: (low: Double, high: Double)? {
    ranges[.largestBulgeContinuous]
  }
  /// The rows written so far whose cell has no spring (every metric missing).
  package private(set) var missingCount = 0

  /// An empty table; `continuousBulge` adds the continuous largest bulge (one extra search per
  /// cell, so meant for one-axis sweeps).
  /// Writes one row of ``row(_:index:sweep:)`` to `csv`: the whole-number metrics
  /// (`peak_count`, `inverted`) as integers, a missing value (NaN) as an empty field,
  /// everything else in shortest round-trip form.
  package static func write(_ row: [Double], to csv: inout CSVWriter) throws {
    for (column, value) in row.enumerated() {
      if value.isNaN {
        try csv.append("")
      } else if wholeNumberColumns.contains(column), value.isFinite,
        let whole = Int(exactly: value)
      {
        try csv.append(whole)
      } else {
        try csv.append(value)
      }
    }
    try csv.endRow()
  }

  /// The columns of whole-number metrics.
  static let wholeNumberColumns = Set(
    SweepMetric.allCases.enumerated().filter { $0.element.isWholeNumber }.map {
      parameters.count + $0.offset
    })

  package init(continuousBulge: Bool = false) {
    self.continuousBulge = continuousBulge
    metrics = SweepMetric.metrics(axisCount: continuousBulge ? 1 : 2)
  }

  /// This table's header.
  package var header: [String] { Self.parameters.map(\.name) + metrics.map(\.name) }

  /// The row of cell `index`; a metric is NaN (missing) when the cell could not be computed or
  /// the metric has no value.
  package mutating func row(_ cell: ShapeSweepCell?, index: Int, sweep: PresetSweep) -> [Double] {
    let side = sweep.overrides(at: index)
    var values = [side.dampingRatio, side.initialVelocity, side.duration].map { $0 ?? .nan }
    if cell == nil { missingCount += 1 }
    for metric in metrics {
      guard let cell, let value = Self.value(of: metric, in: cell, sweep: sweep, index: index),
        value.isFinite
      else {
        values.append(.nan)
        continue
      }
      values.append(value)
      let old = ranges[metric] ?? (value, value)
      ranges[metric] = (min(old.low, value), max(old.high, value))
    }
    return values
  }

  /// Adds the ranges and the missing count of `other`, a table of other rows of the same
  /// sweep (e.g. a block formatted on another thread): afterwards this table describes the
  /// rows of both.
  package mutating func merge(_ other: SweepTable) {
    missingCount += other.missingCount
    for (metric, range) in other.ranges {
      let old = ranges[metric] ?? range
      ranges[metric] = (min(old.low, range.low), max(old.high, range.high))
    }
  }

  /// `metric` of cell `index`, whose metrics are `cell` (``SweepMetric/value(in:of:at:)``).
  static func value(of metric: SweepMetric, in cell: ShapeSweepCell, sweep: PresetSweep, index: Int)
    -> Double?
  {
    metric.value(in: cell, of: sweep, at: index)
  }

  /// The largest bulge of cell `index` over continuous time in [0, end of the animation], in
  /// points (half of ``JellySweep/PresetSweep/largestContinuousBend(at:)``), or nil when the cell
  /// has no scene.
  package static func continuousBulge(sweep: PresetSweep, index: Int) -> Double? {
    sweep.largestContinuousBend(at: index).map { $0 / 2 }
  }
}
