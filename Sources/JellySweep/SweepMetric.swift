/// A per-cell metric of a shape sweep (``ShapeSweepCell``), as a CSV column, a figure axis and a
/// line of `jellylab sweep --help`.
///
/// This is the one list of metrics: the table's columns, the figures' panels, the command
/// line's `--metric` choices and the help's METRICS lines all come from it. A metric read from a
/// cell (``Computation/cell(_:)``) needs only its case here (and, when the cell does not hold
/// it yet, a field of ``ShapeSweepCell``).
public enum SweepMetric: String, Sendable, Hashable, CaseIterable {
  /// ``PresetSweepCell/overshoot``, a fraction of the travel.
  case overshoot
  /// ``PresetSweepCell/peakCount``.
  case peakCount = "peak_count"
  /// ``PresetSweepCell/firstPeakTime``, seconds.
  case firstPeakTime = "first_peak_time"
  /// ``PresetSweepCell/settlingDuration``, seconds.
  case settlingDuration = "settling_duration"
  /// ``PresetSweepCell/endJump``, a signed fraction of the travel.
  case endJump = "end_jump"
  /// ``ShapeSweepCell/largestBulge``, points.
  case largestBulge = "largest_bulge"
  /// ``ShapeSweepCell/isInverted``: 1 or 0.
  case inverted
  /// The largest bulge over continuous time, points: half the largest |bend| of the exact bend
  /// extrema over [0, end of the animation] (one-axis sweeps only, see ``Cost/continuous(relative:)``).
  case largestBulgeContinuous = "largest_bulge_continuous"

  /// What computing a metric costs, which decides the sweeps it is part of.
  public enum Cost: Sendable, Hashable {
    /// Read from the cell's display-link frames and diff peaks: part of every sweep.
    case frames
    /// A search over continuous time costing about `relative` times all the ``frames`` metrics
    /// of a cell together: part of one-axis sweeps only.
    case continuous(relative: Double)
  }

  /// How a metric's value is obtained.
  public enum Computation: Sendable {
    /// From the cell's metrics; `nil` when the cell has none (no visible peak, not settled).
    case cell(@Sendable (ShapeSweepCell) -> Double?)
    /// `scale` × the largest |bend| over continuous time of the cell's shape, in points, from
    /// the exact bend extrema (``PresetSweep/largestContinuousBend(at:)``).
    case largestContinuousBend(scale: Double)
  }

  /// The CSV column name, e.g. `first_peak_time`.
  public var name: String { rawValue }

  /// The quantity without its unit, e.g. `first peak time`.
  public var quantity: String {
    switch self {
    case .overshoot: "overshoot"
    case .peakCount: "peak count"
    case .firstPeakTime: "first peak time"
    case .settlingDuration: "settling duration"
    case .endJump: "jump at the end"
    case .largestBulge: "largest bulge"
    case .inverted: "inverted (1 = yes)"
    case .largestBulgeContinuous: "largest bulge over continuous time"
    }
  }

  /// The unit, e.g. `s`; `nil` for a count or a flag.
  public var unit: String? {
    switch self {
    case .overshoot, .endJump: "fraction of travel"
    case .firstPeakTime, .settlingDuration: "s"
    case .largestBulge, .largestBulgeContinuous: "pt"
    case .peakCount, .inverted: nil
    }
  }

  /// A label with the unit, e.g. `first peak time [s]`.
  public var label: String { quantity + (unit.map { " [\($0)]" } ?? "") }

  /// What the metric measures, for the help's METRICS list (one sentence without its final
  /// period; a continuous metric's cost is said by ``summaryWithCost``).
  public var summary: String {
    switch self {
    case .overshoot: "largest excursion of the studied helper past its target / travel"
    case .peakCount:
      "extrema of diff(t) up to the end of the animation that lie at least epsilon x travel from"
        + " the resting diff (refined to 1e-9 s)"
    case .firstPeakTime: "time of the first of them, s"
    case .settlingDuration: "when diff(t) last leaves epsilon x its largest deviation, s"
    case .endJump:
      "jump of the studied helper to its target where UIKit stops it at its duration / travel"
        + " (0 with --free-spring)"
    case .largestBulge: "largest distance of a curved edge from its chord over the frames, pt"
    case .inverted: "1 when the shape bends against its main direction at any time"
    case .largestBulgeContinuous:
      "largest_bulge over continuous time, pt; its search of the exact bend extrema"
    }
  }

  /// ``summary`` with what a ``Cost/continuous(relative:)`` metric costs and where it is
  /// computed, e.g. `(one axis only) … costs about 20 times all the other metrics, so a
  /// one-axis cell takes about 20 times a two-axis one`.
  public var summaryWithCost: String {
    guard case .continuous(let relative) = cost else { return summary }
    let times = relative == relative.rounded() ? "\(Int(relative))" : "\(relative)"
    return "(one axis only) \(summary) costs about \(times) times all the other metrics, so a"
      + " one-axis cell takes about \(times) times a two-axis one"
  }

  /// What computing the metric costs.
  public var cost: Cost {
    switch self {
    case .largestBulgeContinuous: .continuous(relative: 20)
    default: .frames
    }
  }

  /// How the metric's value is obtained.
  public var computation: Computation {
    switch self {
    case .overshoot: .cell { $0.frameDiff.overshoot }
    case .peakCount: .cell { Double($0.frameDiff.peakCount) }
    case .firstPeakTime: .cell { $0.frameDiff.firstPeakTime }
    case .settlingDuration: .cell { $0.frameDiff.settlingDuration }
    case .endJump: .cell { $0.frameDiff.endJump }
    case .largestBulge: .cell { $0.largestBulge }
    case .inverted: .cell { $0.isInverted ? 1 : 0 }
    case .largestBulgeContinuous: .largestContinuousBend(scale: 0.5)
    }
  }

  /// Whether the metric is signed around a meaningful 0 (``endJump``: short of or past the
  /// target), so a figure centres its colours on 0.
  public var isSigned: Bool { self == .endJump }

  /// Whether the metric is a whole number (a count or a 1/0 flag), written without a decimal
  /// point.
  public var isWholeNumber: Bool { self == .peakCount || self == .inverted }

  /// The metrics of every sweep (``Cost/frames``), in column order: the choices of a heatmap.
  public static let everySweep = allCases.filter { $0.cost == .frames }

  /// The metrics of a sweep with `axisCount` ranges (1 or more), in column order: every metric
  /// for one axis, ``everySweep`` otherwise.
  public static func metrics(axisCount: Int) -> [SweepMetric] {
    axisCount == 1 ? allCases : everySweep
  }

  /// The metric's value in `cell` (`inverted` as 1 or 0), or `nil` when the cell has none (no
  /// visible peak, not settled) or the metric is not read from a cell
  /// (``Computation/largestContinuousBend(scale:)``).
  public func value(in cell: ShapeSweepCell) -> Double? {
    guard case .cell(let read) = computation else { return nil }
    return read(cell)
  }

  /// The metric's value at cell `index` of `sweep`, whose metrics are `cell`: read from the cell,
  /// or (``Computation/largestContinuousBend(scale:)``) from the exact bend extrema of the
  /// cell's shape; `nil` when the cell has none.
  public func value(in cell: ShapeSweepCell, of sweep: PresetSweep, at index: Int) -> Double? {
    switch computation {
    case .cell(let read): read(cell)
    case .largestContinuousBend(let scale):
      sweep.largestContinuousBend(at: index).map { $0 * scale }
    }
  }
}
