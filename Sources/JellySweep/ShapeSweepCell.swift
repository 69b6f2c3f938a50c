import JellyAnalysis
import JellyFrameDiff
import JellyShapes

/// The metrics of one cell of a ``PresetSweep`` computed by ``Sweep/init(shapesOf:)``: the
/// frame-diff metrics of the helper under study and the deformation of the preset's shape.
public struct ShapeSweepCell: Sendable, Hashable {
  /// Overshoot, peaks and settling of the cell's scene.
  public let frameDiff: PresetSweepCell
  /// The largest distance of a curved edge from its chord over the display-link frames
  /// t_n = n/fps in [0, end of the animation], in points: max |bend(t_n)|/2, the closed form of
  /// a quadratic edge's bulge (equal to `ShapeMetrics.bulge` of those frames' outlines).
  public let largestBulge: Double
  /// Whether the shape is inverted (bend < 0) at any time in [0, end of the animation], by
  /// `AnimatedShape.inversions(framesPerSecond:through:)` (crossings to 1e-13 s).
  public let isInverted: Bool

  /// The metrics of `shape` for the cell whose frame-diff metrics are `frameDiff`.
  ///
  /// - Parameters:
  ///   - shape: The preset's shape, driven by the cell's scene.
  ///   - frameDiff: The cell's frame-diff metrics.
  ///   - framesPerSecond: The display-link rate, in (0, 1000].
  /// - Throws: `ShapeError.frameDiff(_:)` for an fps out of range.
  public init(shape: AnimatedShape, frameDiff: PresetSweepCell, framesPerSecond: Double)
    throws(ShapeError)
  {
    try self.init(shape: shape, frameDiff: frameDiff, framesPerSecond: framesPerSecond, peaks: nil)
  }

  /// The metrics of `shape` for the cell whose frame-diff metrics are `frameDiff`, reusing
  /// `peaks`, the refined diff peaks of `shape.scene` through its animation end (the ones
  /// `frameDiff` was computed from), for the inversion test. The bend is read once per frame
  /// for both the bulge and the inversion test. The same numbers as
  /// ``init(shape:frameDiff:framesPerSecond:)``.
  ///
  /// - Parameters:
  ///   - shape: The preset's shape, driven by the cell's scene.
  ///   - frameDiff: The cell's frame-diff metrics.
  ///   - framesPerSecond: The display-link rate, in (0, 1000].
  ///   - peaks: `PeakFinder.refinedPeaks(of: shape.scene, framesPerSecond: framesPerSecond)`,
  ///     or `nil` to find them here.
  /// - Throws: `ShapeError.frameDiff(_:)` for an fps out of range.
  public init(
    shape: AnimatedShape, frameDiff: PresetSweepCell, framesPerSecond: Double, peaks: [Peak]?
  ) throws(ShapeError) {
    let bends = try shape.frameBends(framesPerSecond: framesPerSecond)
    var largest = 0.0
    for bend in bends {
      largest = max(largest, abs(bend))
    }
    self.frameDiff = frameDiff
    largestBulge = largest / 2
    isInverted = try shape.isInverted(
      framesPerSecond: framesPerSecond, peaks: peaks, frameBends: bends)
  }
}
