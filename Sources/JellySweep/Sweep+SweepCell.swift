import JellyFrameDiff

extension SweepCell {
  /// The most cells one spring sweep may hold.
  public static let maximumSweepCellCount = 100_000_000
  /// The smallest chunk of spring cells handed to one thread: a cell costs about a
  /// microsecond, so smaller chunks would cost more to hand over than they save.
  public static let minimumSweepChunk = 2_048
}

extension Sweep where Cell == SweepCell {
  /// The damping-ratio × initial-velocity grid of UIKit springs with one duration: row i is
  /// damping ratio i, column j velocity j, cell i·velocities.count + j, each computed as
  /// ``SweepCell/init(duration:dampingRatio:velocity:epsilon:model:)`` (overshoot, peak count, first
  /// peak time, settling duration).
  ///
  /// - Parameters:
  ///   - duration: UIKit duration of every cell, seconds, > 0 and finite (default 1; the UIKit
  ///     model clamps it to [0.01, 10]).
  ///   - dampingRatios: Rows; every value must be > 0.
  ///   - velocities: Columns, distances per second; any finite values.
  ///   - epsilon: Settling band, a fraction of the travel in (0, 1) (default 0.001).
  /// - Throws: `JellyFrameDiff.FrameDiffError.invalidParameter(_:)` naming
  ///   `duration`, `damping ratio`, `epsilon`, or `cells` beyond
  ///   ``SweepCell/maximumSweepCellCount``.
  public init(
    duration: Double = 1, dampingRatios: SweepAxis, velocities: SweepAxis,
    epsilon: Double = 0.001
  ) throws(FrameDiffError) {
    try FrameDiffError.check(.duration, duration, allowed: "> 0 and finite") { $0 > 0 }
    try FrameDiffError.check(.dampingRatio, dampingRatios.start, allowed: "> 0") { $0 > 0 }
    try FrameDiffError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    let grid = try SweepGrid(
      [dampingRatios, velocities], maximumCellCount: SweepCell.maximumSweepCellCount)
    self.init(grid: grid, minimumChunk: SweepCell.minimumSweepChunk) { index in
      SweepCell(
        duration: duration, dampingRatio: grid.value(along: 0, of: index),
        velocity: grid.value(along: 1, of: index), epsilon: epsilon)
    }
  }
}
