import JellyFrameDiff

/// The metrics of one cell of a ``ShapeSweep``: the frame-diff metrics of the helper under study
/// and the deformation of the preset's shape.
public struct ShapeSweepCell: Sendable, Hashable {
  /// Overshoot, peaks and settling of the cell's scene.
  public let frameDiff: PresetSweepCell
  /// The largest distance of a curved edge from its chord over the display-link frames
  /// t_n = n/fps in [0, end of the animation], in points: max |bend(t_n)|/2, the closed form of
  /// a quadratic edge's bulge (equal to ``ShapeMetrics/bulge`` of those frames' outlines).
  public let largestBulge: Double
  /// Whether the shape is inverted (bend < 0) at any time in [0, end of the animation], by
  /// ``AnimatedShape/inversions(framesPerSecond:through:)`` (crossings to 1e-13 s).
  public let isInverted: Bool

  /// The metrics of `shape` for the cell whose frame-diff metrics are `frameDiff`.
  ///
  /// - Parameters:
  ///   - shape: The preset's shape, driven by the cell's scene.
  ///   - frameDiff: The cell's frame-diff metrics.
  ///   - framesPerSecond: The display-link rate, in (0, 1000].
  /// - Throws: ``ShapeError/frameDiff(_:)`` for an fps out of range.
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

/// A `PresetSweep` that also measures the preset's shape (``ShapeKind/drawing(_:)``) in every
/// cell, in parallel and deterministically like the sweep itself.
public struct ShapeSweep: Sendable, Hashable {
  /// The grid and its frame-diff metrics.
  public let sweep: PresetSweep
  /// The shape drawn by the sweep's preset.
  public let kind: ShapeKind

  /// The shape sweep of `sweep`.
  public init(_ sweep: PresetSweep) {
    self.sweep = sweep
    kind = ShapeKind.drawing(sweep.preset)
  }

  /// The metrics of cell `index` (0 ..< cellCount), or `nil` when the UIKit model has no spring
  /// for the cell's arguments (see `JellyFrameDiff.PresetSweep.preset(at:)`).
  ///
  /// - Precondition: `index` is in 0 ..< `sweep.cellCount`.
  public func cell(at index: Int) -> ShapeSweepCell? {
    precondition(index >= 0 && index < sweep.cellCount, "cell index \(index) out of range")
    guard let preset = try? sweep.preset(at: index),
      let frameDiff = try? PresetSweepCell(
        preset: preset, epsilon: sweep.epsilon, framesPerSecond: sweep.framesPerSecond),
      let shape = try? AnimatedShape(kind: kind, preset: preset)
    else { return nil }
    return try? ShapeSweepCell(
      shape: shape, frameDiff: frameDiff, framesPerSecond: sweep.framesPerSecond)
  }

  /// The cells with indices in `range` (default: all), in index order, computed in parallel by
  /// `JellyFrameDiff.ParameterSweep.parallelMap(_:threadCount:minimumChunk:_:)`.
  ///
  /// - Precondition: `range` lies within 0 ..< `sweep.cellCount`; `threadCount` ≥ 1.
  public func cells(in range: Range<Int>? = nil, threadCount: Int? = nil) -> [ShapeSweepCell?] {
    let range = range ?? 0..<sweep.cellCount
    precondition(
      range.lowerBound >= 0 && range.upperBound <= sweep.cellCount,
      "cell range \(range) out of range")
    return ParameterSweep.parallelMap(
      range, threadCount: threadCount, minimumChunk: PresetSweep.minimumChunk, cell(at:))
  }
}
