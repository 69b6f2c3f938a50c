import JellyAnalysis
import JellyFrameDiff
import JellyGeometry
import JellyShapes

/// Everything the `plot` figure shows, computed from one preset scene: the frame-by-frame diff,
/// its refined peaks, and the view's shape at a few snapshot frames.
package struct DiffFigureData: Sendable {
  /// One snapshot frame of the right panel.
  package struct Snapshot: Sendable {
    /// The display-link frame it shows.
    package let frame: DiffFrame
    /// The shape drawn at that frame.
    package let shape: SnapshotShape
    /// Whether this is the frame of largest |bend|.
    package let isLargestDeformation: Bool
  }

  /// The preset (after overrides) the figure shows.
  package let preset: FrameDiffPreset
  /// The presented frames from t = 0 to the end of the animation.
  package let sequence: DiffSequence
  /// The signed bend of the drawn edge at each frame of ``sequence``, in points.
  package let bends: [Double]
  /// The local extrema of the continuous diff(t), refined to better than 1e-9 s.
  package let peaks: [Peak]
  /// The snapshot frames in time order; one of them has the largest |bend|.
  package let snapshots: [Snapshot]
  /// The shape model used for the right panel.
  package let shapes: SnapshotShapes
  /// The local extrema of the continuous bend over [0, horizon] and its largest magnitude.
  package let bendExtrema: BendExtrema
  /// The intervals in [0, horizon] during which the shape bends against its main direction.
  package let inversions: [InversionInterval]

  /// The most snapshot panels.
  package static let maximumSnapshots = 24

  /// Whether the scene has one spring (the jelly block) rather than two helpers.
  package var isOneSpring: Bool { sequence.scene.center == nil }

  /// Samples `preset` at `framesPerSecond` and picks `snapshotCount` (1...24) snapshot frames:
  /// evenly spaced over the presented frames, with the one nearest the largest deformation
  /// replaced by it (the largest |bend|; the first such frame on ties).
  ///
  /// - Throws: `JellyFrameDiff.FrameDiffError` or `JellyGeometry.GeometryError` when the scene or a shape cannot be built.
  package init(preset: FrameDiffPreset, framesPerSecond: Double, snapshotCount: Int) throws {
    precondition(
      (1...Self.maximumSnapshots).contains(snapshotCount), "snapshot count outside 1...24")
    self.preset = preset
    let scene = try preset.scene()
    sequence = try DiffSequence(
      scene: scene, displayLink: try DisplayLink(framesPerSecond: framesPerSecond))
    peaks = try PeakFinder.refinedPeaks(
      of: scene, framesPerSecond: framesPerSecond, through: sequence.horizon)
    shapes = try SnapshotShapes(preset: preset)
    let model = shapes
    bendExtrema = try BendExtrema(
      shape: model.animated, framesPerSecond: framesPerSecond, through: sequence.horizon)
    inversions = try model.animated.inversions(
      framesPerSecond: framesPerSecond, through: sequence.horizon)
    bends = sequence.frames.map { model.bend(at: $0.time) }
    var largest = 0
    for (position, value) in bends.enumerated() where abs(value) > abs(bends[largest]) {
      largest = position
    }
    var positions = Self.evenlySpaced(count: snapshotCount, among: sequence.frames.count)
    if !positions.contains(largest) {
      let nearest = positions.indices.min {
        abs(positions[$0] - largest) < abs(positions[$1] - largest)
      }
      positions[nearest ?? 0] = largest
      positions.sort()
    }
    var snapshots: [Snapshot] = []
    for position in positions {
      let frame = sequence.frames[position]
      snapshots.append(
        Snapshot(
          frame: frame, shape: try model.shape(at: frame.time),
          isLargestDeformation: position == largest))
    }
    self.snapshots = snapshots
  }

  /// `count` distinct positions in 0..<total, first and last included (fewer when total is
  /// smaller), rounded to the nearest integer.
  package static func evenlySpaced(count: Int, among total: Int) -> [Int] {
    guard total > 1, count > 1 else { return [0] }
    let used = min(count, total)
    return (0..<used).map { step in
      Int((Double(step) * Double(total - 1) / Double(used - 1)).rounded())
    }
  }
}
