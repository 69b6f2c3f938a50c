import JellyFrameDiff
import JellyGeometry

/// The shape a preset's view draws at one frame, in the view's own coordinates (points, y down).
struct SnapshotShape: Sendable {
  /// The closed outline, flattened to within ``SnapshotShapes/flatteningTolerance`` points.
  let outline: [Vector2]
  /// How far the drawn edge bends away from straight, in points (≥ 0).
  let deformation: Double
}

/// Turns a diff value into the shape a preset's view draws, following the published drawRect
/// code of each source (springs.md §6): Glow's jelly block bends its top and bottom edges by
/// deltaHeight = h/2·(0.5 − |p − 0.5|) with p = 1 − diff/(from − to); the menus fill a panel whose
/// top edge is a quadratic Bezier with its control point `diff` points below the flat edge.
struct SnapshotShapes: Sendable {
  /// Polygon accuracy of every outline, in points.
  static let flatteningTolerance = 0.05
  /// Width of the drawn view in points (the block's or the menu's width).
  let width: Double
  /// Height of the drawn view in points.
  let height: Double
  /// Whether this is Glow's one-spring jelly block (otherwise a two-helper menu).
  let isJellyBlock: Bool
  /// from − to of the side helper, in points (non-zero for the jelly block).
  let travel: Double

  /// The shapes of `preset`'s scene (a menu panel is W wide and H/4 high).
  init(preset: FrameDiffPreset, scene: FrameDiffScene) {
    isJellyBlock = scene.center == nil
    travel = scene.side.from - scene.side.to
    if isJellyBlock {
      width = preset.layout.elementHeight
      height = preset.layout.elementHeight
    } else {
      width = preset.layout.width
      height = preset.layout.height / 4
    }
  }

  /// The bend of the drawn edge for `diff` points, in points (≥ 0).
  func deformation(diff: Double) -> Double {
    guard isJellyBlock else { return abs(diff) }
    guard travel != 0 else { return 0 }
    let progress = 1 - diff / travel
    return max(0, height / 2 * (0.5 - abs(progress - 0.5)))
  }

  /// The shape for `diff` points.
  ///
  /// - Throws: ``GeometryError`` when the outline cannot be built (non-finite values).
  func shape(diff: Double) throws(GeometryError) -> SnapshotShape {
    let bend = deformation(diff: diff)
    var path: PathBuilder
    if isJellyBlock {
      path = PathBuilder(start: Vector2(0, bend))
      path.addQuadCurve(to: Vector2(width, bend), controlPoint: Vector2(width / 2, 0))
      path.addLine(to: Vector2(width, height))
      path.addQuadCurve(to: Vector2(0, height), controlPoint: Vector2(width / 2, height - bend))
    } else {
      let edge = height / 4
      path = PathBuilder(start: Vector2(0, height))
      path.addLine(to: Vector2(0, edge))
      path.addQuadCurve(to: Vector2(width, edge), controlPoint: Vector2(width / 2, edge + diff))
      path.addLine(to: Vector2(width, height))
    }
    let outline = try path.close().flattened(tolerance: Self.flatteningTolerance)
    return SnapshotShape(outline: outline, deformation: bend)
  }
}
