import JellyFrameDiff
import JellyGeometry
import JellyShapes
import Testing

@testable import JellyPages

@Suite struct OutlineTemplateTests {
  /// Every point of the template at the frame's drive equals the shape's own outline to 1e-9 pt,
  /// at every 60 fps frame of the three shapes (and past the end, where the jelly rests).
  @Test(
    "the template equals the exact outline at every frame", arguments: ["jelly", "skype", "gooey"])
  func everyFrame(name: String) throws {
    let preset = try FrameDiffPreset.named(name).applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.4, initialVelocity: 1)))
    let shape = try AnimatedShape(kind: ShapeKind.drawing(preset), preset: preset)
    let template = try OutlineTemplate(shape: shape, framesPerSecond: 60)
    #expect(template.drive == (shape.kind == .jelly ? .deltaHeight : .diff))
    var worst = 0.0
    var moved = 0.0
    for n in 0...Int(shape.animationEnd * 60 + 3) {
      let t = Double(n) / 60
      let points = template.points(at: template.drive(of: shape, at: t))
      let exact = OutlineTemplate.points(try shape.outline(at: t)).map(\.points)
      #expect(points.count == exact.count)
      for (mine, theirs) in zip(points, exact) {
        for (p, q) in zip(mine, theirs) {
          worst = max(worst, (p - q).length)
        }
      }
      moved = max(moved, abs(template.drive(of: shape, at: t)))
    }
    #expect(worst <= 1e-9)
    // The test means something only if the shape moved.
    #expect(moved > 5)
  }

  @Test("commands: M, then L or Q per segment, then Z")
  func commands() throws {
    let shape = try AnimatedShape(kind: .skype, preset: .skype)
    let template = try OutlineTemplate(shape: shape, framesPerSecond: 60)
    #expect(template.commands.map(\.letter) == ["M", "L", "Q", "L", "L", "Z"])
    // The edge's control point rides on the diff: y = diff + 80 (the blank band).
    let control = template.commands[2]
    #expect(control.slope[0] == Vector2(0, 1))
    #expect(abs(control.constant[0].y - 80) <= 1e-12)
    #expect(template.blockHeight == 0)
  }
}
