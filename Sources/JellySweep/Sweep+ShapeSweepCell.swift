import JellyAnalysis
import JellyFrameDiff
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
      ShapeSweepCell(sweep: sweep, kind: kind, index: index)
    }
  }
}

extension ShapeSweepCell {
  /// Cell `index` of `sweep` drawn as `kind`, or `nil` when it has no scene or shape. Builds
  /// the cell's scene once and finds its diff peaks once, for the peak count, the settling time
  /// and the inversion test alike.
  init?(sweep: PresetSweep, kind: ShapeKind, index: Int) {
    let fps = sweep.framesPerSecond
    guard let preset = try? sweep.preset(at: index),
      let shape = try? AnimatedShape(kind: kind, preset: preset),
      let peaks = try? PeakFinder.refinedPeaks(of: shape.scene, framesPerSecond: fps),
      let frameDiff = try? PresetSweepCell(
        scene: shape.scene, animationModel: preset.animationModel, epsilon: sweep.epsilon,
        framesPerSecond: fps, peaks: peaks)
    else { return nil }
    do {
      try self.init(shape: shape, frameDiff: frameDiff, framesPerSecond: fps, peaks: peaks)
    } catch {
      return nil
    }
  }
}
