import JellyShapes

extension Sweep where Cell == ShapeSweepCell? {
  /// The frame-diff metrics and the shape deformation of every cell of `sweep`, for the shape
  /// that draws its preset (`JellyShapes.ShapeKind.drawing(_:)`): cell i is the
  /// ``ShapeSweepCell`` of `sweep.preset(at: i)`, or `nil` when the UIKit model has no spring
  /// for the cell's arguments (see ``PresetSweep/preset(at:)``). Chunks of
  /// ``PresetSweep/minimumChunk`` cells.
  public init(shapesOf sweep: PresetSweep) {
    let kind = ShapeKind.drawing(sweep.preset)
    self.init(grid: sweep.grid, minimumChunk: PresetSweep.minimumChunk) { index in
      guard let preset = try? sweep.preset(at: index),
        let frameDiff = try? PresetSweepCell(
          preset: preset, epsilon: sweep.epsilon, framesPerSecond: sweep.framesPerSecond),
        let shape = try? AnimatedShape(kind: kind, preset: preset)
      else { return nil }
      return try? ShapeSweepCell(
        shape: shape, frameDiff: frameDiff, framesPerSecond: sweep.framesPerSecond)
    }
  }
}
