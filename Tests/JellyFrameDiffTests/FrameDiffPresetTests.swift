import Foundation
import JellyFrameDiff
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

@Suite struct FrameDiffPresetTests {
  @Test("data/presets holds one JSON file per library preset, equal to it (no drift)")
  func jsonFilesEqualLibrary() throws {
    if RepositoryFiles.shouldUpdate {
      for preset in FrameDiffPreset.all {
        try RepositoryFiles.write(preset.jsonText(), to: "data/presets/\(preset.name).json")
      }
    }
    let files = try RepositoryFiles.names(in: "data/presets", suffix: ".json")
    #expect(files == Set(FrameDiffPreset.names))
    for preset in FrameDiffPreset.all {
      let text = try RepositoryFiles.read("data/presets/\(preset.name).json")
      let stored = try FrameDiffPreset.decode(jsonText: text)
      #expect(stored == preset, "data/presets/\(preset.name).json differs from the library")
      #expect(text.contains("\"source\""))
      #expect(try FrameDiffPreset.decode(jsonText: preset.jsonText()) == preset)
    }
  }

  @Test("each preset resolves to the positions and springs of its source code (375×667 screen)")
  func resolvedValues() throws {
    // (name, side from, side to, side ζ, side v, center ζ, center v, duration)
    let table: [(String, Double, Double, Double, Double, Double?, Double?, Double)] = [
      ("skype", 727, 333.5, 0.5, 0.9, 0.8, 2, 1),
      ("skype-close", 333.5, 687, 0.6, 0.9, 0.7, 2, 1),
      ("gooey", -20, 187.5, 0.5, 0.9, 0.8, 2, 0.7),
      ("gooey-close", 187.5, -20, 0.6, 0.9, 0.7, 2, 0.7),
      ("bouncyview", 667, 427, 0.75, 0.8, 0.9, 0.9, 0.5),
      ("jelly", 617, 100, 0.85, 0, nil, nil, 1),
    ]
    #expect(table.map(\.0) == FrameDiffPreset.names)
    for (name, from, to, zeta, v, centerZeta, centerV, duration) in table {
      let scene = try FrameDiffPreset.named(name).scene()
      #expect(scene.side.from == from && scene.side.to == to, "\(name)")
      #expect(scene.side.dampingRatio == zeta && scene.side.initialVelocity == v, "\(name)")
      #expect(scene.side.duration == duration && scene.side.delay == 0, "\(name)")
      #expect(scene.center?.dampingRatio == centerZeta && scene.center?.initialVelocity == centerV)
      if let center = scene.center {
        #expect(center.from == from && center.to == to && center.duration == duration)
      }
    }
  }

  @Test("screen size, distance and spring values can be overridden")
  func overrides() throws {
    let overrides = PresetOverrides(
      screenWidth: 414, screenHeight: 896, distance: 300,
      side: HelperOverrides(dampingRatio: 0.51), center: HelperOverrides(delay: 0.1))
    let preset = try FrameDiffPreset.skype.applying(overrides)
    let scene = try preset.scene()
    #expect(scene.side.to == 448)  // H/2
    #expect(scene.side.from == 748)  // to + 300, still moving up the screen
    #expect(scene.center?.from == 748)
    #expect(scene.side.dampingRatio == 0.51 && scene.side.initialVelocity == 0.9)
    #expect(scene.center?.delay == 0.1 && scene.center?.dampingRatio == 0.8)
    let gooey = try FrameDiffPreset.gooey.applying(PresetOverrides(screenWidth: 414)).scene()
    #expect(gooey.side.to == 207 && gooey.side.from == -20)
    let jelly = try FrameDiffPreset.jelly.applying(PresetOverrides(elementHeight: 50)).scene()
    #expect(jelly.side.from == 642)
    let closer = try FrameDiffPreset.gooeyClose.applying(PresetOverrides(distance: 50)).scene()
    #expect(closer.side.from == 30 && closer.side.to == -20)
  }

  @Test("unknown names and out-of-range overrides throw errors that name the problem")
  func rejectsBadInput() {
    #expect(
      throws: FrameDiffError.unknownPreset(name: "skipe", known: FrameDiffPreset.names)
    ) { try FrameDiffPreset.named("skipe") }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.screenHeight, value: -1.0, allowed: "> 0 and finite"))
    ) { try FrameDiffPreset.skype.applying(PresetOverrides(screenHeight: -1)) }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.distance, value: 0.0, allowed: "> 0 and finite"))
    ) { try FrameDiffPreset.skype.applying(PresetOverrides(distance: 0)) }
    #expect(throws: FrameDiffError.self) {
      try FrameDiffPreset.jelly.applying(PresetOverrides(side: HelperOverrides(duration: .nan)))
    }
    #expect(throws: DataDecodingError.self) {
      try FrameDiffPreset.decode(jsonText: "{\"name\": 3}")
    }
  }

  @Test("a layout override out of range throws the error naming that layout parameter")
  func layoutErrorsCarryTheParameter() {
    let cases: [(PresetOverrides, Parameter)] = [
      (PresetOverrides(screenWidth: 0), .screenWidth),
      (PresetOverrides(screenHeight: .nan), .screenHeight),
      (PresetOverrides(elementHeight: -1), .elementHeight),
      (PresetOverrides(distance: -3), .distance),
    ]
    for (overrides, parameter) in cases {
      #expect {
        _ = try FrameDiffPreset.skype.applying(overrides)
      } throws: { error in
        (error as? FrameDiffError)?.parameterError?.parameter == parameter
      }
    }
    #expect(FrameDiffError.unknownPreset(name: "x", known: []).parameterError == nil)
  }

  @Test("a helper's unsolvable UIKit spring passes the spring's error through unchanged")
  func helperSpringErrorPassesThrough() throws {
    let springError = #expect(throws: ParameterError.self) {
      try Spring(uiKitDuration: 1, dampingRatio: 0, initialVelocity: 0)
    }
    #expect(springError?.parameter == .dampingRatio)
    #expect(
      throws: FrameDiffError.invalidParameter(try #require(springError))
    ) {
      try HelperView(from: 0, to: 1, duration: 1, dampingRatio: 0, initialVelocity: 0)
    }
  }
}
