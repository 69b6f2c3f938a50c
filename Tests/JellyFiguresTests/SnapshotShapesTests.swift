import JellyFrameDiff
import JellyShapes
import Testing

@testable import JellyFigures

@Suite struct SnapshotShapesTests {
  @Test("presets map to the JellyShapes drawing of their source")
  func kinds() throws {
    let expected: [String: ShapeKind] = [
      "jelly": .jelly, "skype": .skype, "skype-close": .skype, "gooey": .gooey,
      "gooey-close": .gooey, "bouncyview": .skype,
    ]
    for (name, kind) in expected {
      #expect(SnapshotShapes.kind(of: try FrameDiffPreset.named(name)) == kind, "\(name)")
    }
  }

  @Test("the jelly at rest is the 100 × 100 block; its polygon stays within the tolerance")
  func jellyAtRest() throws {
    let shapes = try SnapshotShapes(preset: FrameDiffPreset.jelly)
    let rest = try shapes.shape(at: 5)
    #expect(rest.bend == 0)
    let xs = rest.outline.map(\.x)
    let ys = rest.outline.map(\.y)
    #expect(xs.min() == 0 && xs.max() == 100 && ys.min() == 0 && ys.max() == 100)
    // Mid-animation, the top edge's middle point is Δ/2 above its ends (a quadratic Bezier
    // reaches half way to its control point); the polygon is within 0.05 pt of the curve.
    let bent = try shapes.shape(at: 11.0 / 60)
    let top = bent.outline.filter { abs($0.x - 50) < 1e-9 }.map(\.y).min() ?? .nan
    #expect(abs(top - bent.bend / 2) <= SnapshotShapes.flatteningTolerance)
    #expect(abs(bent.bend - shapes.bend(at: 11.0 / 60)) <= 1e-12)
  }

  @Test("a negative time is rejected with an error naming t")
  func negativeTime() throws {
    let shapes = try SnapshotShapes(preset: FrameDiffPreset.skype)
    #expect(throws: ShapeError.self) { try shapes.shape(at: -1) }
  }
}
