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
    let count: Int
    let link: DisplayLink
    do {
      link = try DisplayLink(framesPerSecond: framesPerSecond)
      count = try link.frameCount(through: shape.animationEnd)
    } catch {
      throw .frameDiff(error)
    }
    var largest = 0.0
    for n in 0..<count {
      largest = max(largest, abs(shape.bend(at: link.time(ofFrame: n))))
    }
    self.frameDiff = frameDiff
    largestBulge = largest / 2
    isInverted = !(try shape.inversions(framesPerSecond: framesPerSecond)).isEmpty
  }
}
