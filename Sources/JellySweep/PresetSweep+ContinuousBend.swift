import JellyFrameDiff
import JellyShapes

extension PresetSweep {
  /// The largest |bend| of cell `index`'s shape over continuous time in [0, end of the
  /// animation] (`BendExtrema.largestMagnitude` of JellyShapes, on the sweep's frame grid), in
  /// points, or `nil` when the cell has no scene or shape.
  public func largestContinuousBend(at index: Int) -> Double? {
    guard let preset = try? preset(at: index),
      let shape = try? AnimatedShape(kind: ShapeKind.drawing(preset), preset: preset),
      let extrema = try? BendExtrema(shape: shape, framesPerSecond: framesPerSecond)
    else { return nil }
    return extrema.largestMagnitude
  }
}
