import JellyFrameDiff
import JellyMath

/// A grid of one or two spring arguments of a preset's helper under study (the jelly's block, a
/// menu's side helper; the center helper keeps its preset values): the preset of every cell.
///
/// Cells are numbered row by row: row i takes value i of ``rows``, column j value j of
/// ``columns`` (a single column when there is no second axis), cell i·columnCount + j.
/// ``Sweep/init(frameDiffOf:)`` computes each cell's ``PresetSweepCell`` metrics and
/// ``Sweep/init(shapesOf:)`` its ``ShapeSweepCell`` metrics, in parallel and in that order.
public struct PresetSweep: Sendable, Hashable {
  /// The most cells one sweep may hold (each costs tens of microseconds).
  public static let maximumCellCount = 10_000_000
  /// The smallest chunk of cells handed to one thread (a cell costs tens of microseconds, so
  /// small chunks already pay for the hand-over).
  public static let minimumChunk = 16

  /// The preset with its fixed overrides (every parameter not swept) already applied.
  public let preset: FrameDiffPreset
  /// The first axis (rows; the x axis of a heatmap).
  public let rows: PresetSweepAxis
  /// The second axis (columns; the y axis of a heatmap), or `nil` for a one-axis sweep.
  public let columns: PresetSweepAxis?
  /// The band of the peak count and the settling duration, a fraction in (0, 1).
  public let epsilon: Double
  /// The rate of the grid that brackets the extrema, frames per second in (0, 1000].
  public let framesPerSecond: Double
  /// The cell numbering: ``rows`` then ``columns`` (when present).
  public let grid: SweepGrid

  /// A sweep of `preset` over `rows` (× `columns`).
  ///
  /// - Parameters:
  ///   - preset: The preset, with any fixed overrides applied.
  ///   - rows: The first axis.
  ///   - columns: The second axis, varying another parameter, or `nil`.
  ///   - epsilon: In (0, 1); default 0.001.
  ///   - framesPerSecond: In (0, 1000]; default 60.
  /// - Throws: ``SweepError/invalidParameter(_:)`` naming the parameter when an axis value
  ///   or `epsilon` is out of its range, ``SweepError/sameParameterTwice(_:)`` when both axes
  ///   vary the same parameter, ``SweepError/tooManyCells(counts:limit:)`` beyond
  ///   ``maximumCellCount``, ``SweepError/frameDiff(_:)`` for `fps` out of range.
  public init(
    preset: FrameDiffPreset, rows: PresetSweepAxis, columns: PresetSweepAxis? = nil,
    epsilon: Double = 0.001, framesPerSecond: Double = DisplayLink.defaultFramesPerSecond
  ) throws(SweepError) {
    try SweepError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    do {
      _ = try DisplayLink(framesPerSecond: framesPerSecond)
    } catch {
      throw .frameDiff(error)
    }
    if let columns, columns.parameter == rows.parameter {
      throw SweepError.sameParameterTwice(rows.parameter)
    }
    for axis in [rows, columns].compactMap({ $0 }) {
      // Axes are increasing, so the first value decides the lower bound.
      let parameter = axis.parameter
      for value in [axis.values.start, axis.values.value(at: axis.values.count - 1)]
      where !parameter.allows(value) {
        throw SweepError.invalidParameter(
          ParameterError(
            parameter.parameter, value: value, allowed: parameter.allowedRange,
            name: parameter.name))
      }
    }
    grid = try SweepGrid(
      [rows.values] + (columns.map { [$0.values] } ?? []), maximumCellCount: Self.maximumCellCount)
    self.preset = preset
    self.rows = rows
    self.columns = columns
    self.epsilon = epsilon
    self.framesPerSecond = framesPerSecond
  }

  /// The number of columns (1 without a second axis).
  public var columnCount: Int { columns?.values.count ?? 1 }

  /// The number of cells, rows × columns.
  public var cellCount: Int { grid.cellCount }

  /// The row and column of cell `index`.
  public func position(of index: Int) -> (row: Int, column: Int) {
    let (row, column) = index.quotientAndRemainder(dividingBy: columnCount)
    return (row, column)
  }

  /// The studied helper's spring arguments in cell `index` (0 ..< ``cellCount``): the
  /// preset's, with the swept ones replaced by the cell's axis values.
  public func overrides(at index: Int) -> HelperOverrides {
    let (row, column) = position(of: index)
    let side = preset.side
    var overrides = HelperOverrides(
      duration: side.duration, dampingRatio: side.dampingRatio,
      initialVelocity: side.initialVelocity)
    overrides = rows.parameter.applying(rows.values.value(at: row), to: overrides)
    if let columns {
      overrides = columns.parameter.applying(columns.values.value(at: column), to: overrides)
    }
    return overrides
  }

  /// Why a cell may have no spring, for this sweep's UIKit solver (the preset's): iOS's Newton
  /// steps end on no finite, nonzero frequency, or, for the largest root, the damping ratio is
  /// too small for the velocity.
  public var missingSpringReason: String {
    preset.animationModel.solver == .iOS
      ? "iOS's 12 Newton steps end on no finite, nonzero frequency there"
      : "the damping ratio is too small for the velocity: no stiffness brings the envelope to"
        + " 0.001 at the duration"
  }

  /// The preset of cell `index` (0 ..< ``cellCount``): ``preset`` with the studied helper's
  /// arguments replaced by ``overrides(at:)``.
  ///
  /// - Throws: `FrameDiffError` when the UIKit model has no spring for the cell's arguments
  ///   (iOS's Newton steps end on no finite frequency, or for the ideal solver a damping ratio
  ///   too small for the velocity: no stiffness brings the envelope down to 0.001 at the
  ///   duration).
  public func preset(at index: Int) throws(FrameDiffError) -> FrameDiffPreset {
    try preset.applying(PresetOverrides(side: overrides(at: index)))
  }
}
