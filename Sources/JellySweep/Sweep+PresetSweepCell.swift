extension Sweep where Cell == PresetSweepCell? {
  /// The frame-diff metrics of every cell of `sweep`: cell i is the ``PresetSweepCell`` of
  /// `sweep.preset(at: i)`, or `nil` when the UIKit model has no spring for the cell's arguments
  /// (see ``PresetSweep/preset(at:)``). Chunks of ``PresetSweep/minimumChunk`` cells.
  public init(frameDiffOf sweep: PresetSweep) {
    self.init(grid: sweep.grid, minimumChunk: PresetSweep.minimumChunk) { index in
      guard let preset = try? sweep.preset(at: index) else { return nil }
      return try? PresetSweepCell(
        preset: preset, epsilon: sweep.epsilon, framesPerSecond: sweep.framesPerSecond)
    }
  }
}
