/// A per-cell metric of a shape sweep (``ShapeSweepCell``), as a CSV column and a figure axis.
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

  /// The CSV column name, e.g. `first_peak_time`.
  public var name: String { rawValue }

  /// A label with the unit, e.g. `first peak time [s]`.
  public var label: String {
    switch self {
    case .overshoot: "overshoot [fraction of travel]"
    case .peakCount: "peak count"
    case .firstPeakTime: "first peak time [s]"
    case .settlingDuration: "settling duration [s]"
    case .endJump: "jump at the end [fraction of travel]"
    case .largestBulge: "largest bulge [pt]"
    case .inverted: "inverted (1 = yes)"
    }
  }

  /// Whether the metric is signed around a meaningful 0 (``endJump``: short of or past the
  /// target), so a figure centres its colours on 0.
  public var isSigned: Bool { self == .endJump }

  /// Whether the metric is a whole number (a count or a 1/0 flag), written without a decimal
  /// point.
  public var isWholeNumber: Bool { self == .peakCount || self == .inverted }

  /// The metric's value in `cell` (`inverted` as 1 or 0), or `nil` when the cell has none (no
  /// visible peak, not settled).
  public func value(in cell: ShapeSweepCell) -> Double? {
    switch self {
    case .overshoot: cell.frameDiff.overshoot
    case .peakCount: Double(cell.frameDiff.peakCount)
    case .firstPeakTime: cell.frameDiff.firstPeakTime
    case .settlingDuration: cell.frameDiff.settlingDuration
    case .endJump: cell.frameDiff.endJump
    case .largestBulge: cell.largestBulge
    case .inverted: cell.isInverted ? 1 : 0
    }
  }
}
