import JellyFrameDiff
import JellyGeometry
import JellyShapes

/// The shape a preset's view draws at one frame, in the view's own coordinates (points, y down).
package struct SnapshotShape: Sendable {
  /// The closed outline as a polygon within ``SnapshotShapes/flatteningTolerance`` points.
  package let outline: [Vector2]
  /// The signed bend of the drawn edge, in points (JellyShapes' `JellyShapes.ShapeOutline.bend`).
  package let bend: Double
}

/// The drawn shapes of a preset, from JellyShapes: Glow's jelly block for `jelly`, Desgard's
/// Skype menu for `skype`/`skype-close`, KittenYang's side menu for `gooey`/`gooey-close`.
/// JellyShapes has no drawing of Holko's BouncyView; its `drawRect` bends a flat top edge by the
/// same quadratic rule as the Skype menu (which ports it), so `bouncyview` is drawn as a Skype
/// menu driven by BouncyView's helpers.
package struct SnapshotShapes: Sendable {
  /// Polygon accuracy of every outline, in points.
  package static let flatteningTolerance = 0.05
  /// The JellyShapes model driven by the preset's exact helper motion.
  package let animated: AnimatedShape

  /// The shape kind that draws `preset`.
  package static func kind(of preset: FrameDiffPreset) -> ShapeKind {
    ShapeKind.drawing(preset)
  }

  /// The shapes of `preset`.
  ///
  /// - Throws: `JellyShapes.ShapeError` when JellyShapes cannot draw the preset.
  package init(preset: FrameDiffPreset) throws(ShapeError) {
    animated = try AnimatedShape(kind: Self.kind(of: preset), preset: preset)
  }

  /// The signed bend at `t` seconds, in points, exact up to rounding.
  package func bend(at t: Double) -> Double {
    animated.bend(at: t)
  }

  /// The shape at `t` seconds (≥ 0).
  ///
  /// - Throws: `JellyShapes.ShapeError` for a negative or non-finite `t`.
  package func shape(at t: Double) throws(ShapeError) -> SnapshotShape {
    let outline = try animated.outline(at: t)
    return SnapshotShape(
      outline: try outline.polyline(tolerance: Self.flatteningTolerance), bend: outline.bend)
  }
}
