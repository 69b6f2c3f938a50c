import JellyFrameDiff
import JellyGeometry
import JellyMath
import Testing

@testable import JellyShapes

@Suite struct AnimatedShapeTests {
  @Test("every kind builds from the preset of its name")
  func kindsAndPresets() throws {
    for kind in ShapeKind.allCases {
      let shape = try AnimatedShape(kind: kind)
      #expect(shape.preset.name == kind.rawValue)
      #expect(shape.animationEnd == (kind == .gooey ? 0.7 : 1))
    }
  }

  @Test("metrics(at:) equals outline(at:).metrics bit for bit, for every kind and time")
  func metricsWithoutThePath() throws {
    for kind in ShapeKind.allCases {
      let shape = try AnimatedShape(kind: kind)
      for t in Oracle.grid(0, 1.5, count: 301) {
        #expect(try shape.metrics(at: t) == (try shape.outline(at: t)).metrics, "\(kind) t = \(t)")
      }
      for bad in [-1, Double.nan, .infinity] {
        var outlineError: ShapeError?
        var metricsError: ShapeError?
        do { _ = try shape.outline(at: bad) } catch { outlineError = error }
        do { _ = try shape.metrics(at: bad) } catch { metricsError = error }
        #expect(outlineError != nil)
        #expect(metricsError == outlineError, "\(kind) t = \(bad)")
      }
    }
  }

  @Test("a non-finite coordinate: the segments' metrics throw the outline's own error")
  func nonFiniteSegments() throws {
    let menu = try GooeySideMenu(screenWidth: 1.7e308, screenHeight: 10)
    var outlineError: ShapeError?
    var metricsError: ShapeError?
    do { _ = try menu.outline(diff: 1.7e308) } catch { outlineError = error }
    do { _ = try menu.segments(diff: 1.7e308).metrics() } catch { metricsError = error }
    #expect(outlineError != nil)
    #expect(metricsError == outlineError)
    let normal = try GooeySideMenu(screenWidth: 375, screenHeight: 667)
    #expect(try normal.segments(diff: 3).metrics() == (try normal.outline(diff: 3)).metrics)
  }

  @Test("jelly progress is 1 − (y − to)/(from − to) with from = 617, to = 100; 1 after the end")
  func jellyProgress() throws {
    let shape = try AnimatedShape(kind: .jelly)
    for t in Oracle.grid(0, 1, count: 40) {
      let y = shape.scene.side.value(at: t)
      #expect(shape.progress(at: t) == 1 - (y - 100) / 517)
      let outline = try shape.outline(at: t)
      #expect(
        outline == (try JellyBlock(width: 100, height: 100).outline(progress: 1 - (y - 100) / 517)))
      #expect(outline.bend == shape.bend(at: t))
    }
    #expect(shape.progress(at: 0) == 0)
    #expect(shape.progress(at: 1.5) == 1)
    #expect(try shape.outline(at: 1.5).metrics.area == 10_000)
  }

  @Test("menus are drawn from the exact diff; bend matches the outline's")
  func menusFollowDiff() throws {
    let skype = try AnimatedShape(kind: .skype)
    let gooey = try AnimatedShape(kind: .gooey)
    #expect(skype.progress(at: 0.3) == nil)
    for t in Oracle.grid(0, 1, count: 20) {
      let skypeOutline = try skype.outline(at: t)
      #expect(skypeOutline.curvedEdges[0].control == Vector2(187.5, skype.scene.diff(at: t) + 80))
      #expect(skypeOutline.bend == skype.bend(at: t))
      let gooeyOutline = try gooey.outline(at: t)
      #expect(
        gooeyOutline.curvedEdges[0].control == Vector2(187.5 + gooey.scene.diff(at: t), 333.5))
      #expect(gooeyOutline.bend == gooey.bend(at: t))
    }
  }

  @Test("overrides change the spring: a stiffer damping gives a different jelly")
  func overrides() throws {
    let damped = try AnimatedShape(
      kind: .jelly, overrides: PresetOverrides(side: HelperOverrides(dampingRatio: 1)))
    #expect(damped.scene.side.dampingRatio == 1)
    #expect(damped.preset.side.dampingRatio == 1)
  }

  @Test("unsuitable presets, bad overrides and bad times throw")
  func errors() throws {
    #expect(throws: ShapeError.self) { try AnimatedShape(kind: .jelly, preset: .skype) }
    var still = FrameDiffPreset.jelly
    still.side.to = still.side.from
    #expect(throws: ShapeError.self) { try AnimatedShape(kind: .jelly, preset: still) }
    #expect(throws: ShapeError.self) {
      try AnimatedShape(kind: .skype, overrides: PresetOverrides(screenWidth: -3))
    }
    let shape = try AnimatedShape(kind: .skype)
    #expect(
      throws: ShapeError.invalidParameter(
        ParameterError(.shapeTime, value: -1, allowed: ">= 0 and finite"))
    ) {
      try shape.outline(at: -1)
    }
  }
}
