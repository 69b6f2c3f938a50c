import JellyFrameDiff
import Testing

@testable import JellyCLI

@Suite struct SceneOptionsTests {
  func parsed(_ pairs: [(String, OptionValue)]) throws -> ParsedOptions {
    var options = ParsedOptions()
    for (name, value) in pairs { try options.set(name, value) }
    return options
  }

  @Test("no source gives nil; a preset with overrides equals the library's applying(_:)")
  func presetWithOverrides() throws {
    #expect(try SceneOptions.preset(parsed([]), aliases: true) == nil)
    let options = try parsed([
      ("preset", .text("skype")), ("screen", .text("390x844")), ("side-damping", .number(0.51)),
      ("center-delay", .number(0.1)), ("distance", .number(200)),
    ])
    let expected = try FrameDiffPreset.skype.applying(
      PresetOverrides(
        screenWidth: 390, screenHeight: 844, distance: 200,
        side: HelperOverrides(dampingRatio: 0.51), center: HelperOverrides(delay: 0.1)))
    #expect(try SceneOptions.preset(options, aliases: true) == expected)
    // The side helper now travels 200 points up to H/2 = 422.
    let scene = try expected.scene()
    #expect(scene.side.from == 622)
    #expect(scene.side.to == 422)
  }

  @Test("aliases set the side helper only when enabled")
  func aliases() throws {
    let options = try parsed([("preset", .text("jelly")), ("damping", .number(0.3))])
    #expect(try SceneOptions.preset(options, aliases: true)?.side.dampingRatio == 0.3)
    #expect(try SceneOptions.preset(options, aliases: false)?.side.dampingRatio == 0.85)
  }

  @Test("explicit helpers: constant positions, defaults velocity 0 and delay 0")
  func explicitHelpers() throws {
    let options = try parsed([
      ("side", .text("duration=0.5, damping=0.7")),
      ("center", .text("delay=0.2,duration=1,damping=1")),
      ("from", .number(10)), ("to", .number(-5)),
    ])
    let preset = try #require(try SceneOptions.preset(options, aliases: true))
    #expect(preset.name == "custom")
    #expect(
      preset.side
        == HelperSpec(
          from: ScreenExpression(constant: 10), to: ScreenExpression(constant: -5), duration: 0.5,
          dampingRatio: 0.7, initialVelocity: 0))
    #expect(preset.center?.delay == 0.2)
    #expect(preset.center?.dampingRatio == 1)
  }

  @Test("screen sizes: WxH parses; malformed text is refused naming --screen")
  func screenSize() throws {
    #expect(try SceneOptions.screenSize("390x844") == (390, 844))
    #expect(try SceneOptions.screenSize("1e3x2.5") == (1000, 2.5))
    for bad in ["390", "390x", "x844", "390x844x1", "-1x2", "0x5", "infx5", "nanx5", "3X4"] {
      #expect(throws: CLIError.self) { try SceneOptions.screenSize(bad) }
    }
  }
}
