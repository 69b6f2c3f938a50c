import JellyCLITestSupport
import JellyFrameDiff
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct SceneOptionsTests {
  func parsed(_ pairs: [(String, OptionValue)]) throws -> ParsedOptions {
    var options = ParsedOptions()
    for (name, value) in pairs { try options.set(name, value) }
    return options
  }

  func resolve(_ options: ParsedOptions) throws(CLIError) -> FrameDiffPreset {
    try SceneOptions.resolve(options, context: CommandContext(console: CapturingConsole()))
  }

  @Test("no source gives jelly; a preset with overrides equals the library's applying(_:)")
  func presetWithOverrides() throws {
    #expect(try resolve(parsed([])) == FrameDiffPreset.jelly)
    let options = try parsed([
      ("preset", .text("skype")), ("screen", .text("390x844")), ("side-damping", .number(0.51)),
      ("center-delay", .number(0.1)), ("distance", .number(200)),
    ])
    let expected = try FrameDiffPreset.skype.applying(
      PresetOverrides(
        screenWidth: 390, screenHeight: 844, distance: 200,
        side: HelperOverrides(dampingRatio: 0.51), center: HelperOverrides(delay: 0.1)))
    #expect(try resolve(options) == expected)
    // The side helper now travels 200 points up to H/2 = 422.
    let scene = try expected.scene()
    #expect(scene.side.from == 622)
    #expect(scene.side.to == 422)
  }

  @Test("--damping, --duration and --velocity set the side helper, as the --side-* forms do")
  func aliases() throws {
    let alias = try parsed([
      ("preset", .text("skype")), ("damping", .number(0.3)), ("duration", .number(0.7)),
      ("velocity", .number(-1.5)),
    ])
    let scoped = try parsed([
      ("preset", .text("skype")), ("side-damping", .number(0.3)),
      ("side-duration", .number(0.7)), ("side-velocity", .number(-1.5)),
    ])
    let preset = try resolve(alias)
    #expect(preset.side.dampingRatio == 0.3)
    #expect(preset.side.duration == 0.7)
    #expect(preset.side.initialVelocity == -1.5)
    #expect(preset.center == FrameDiffPreset.skype.center)
    #expect(try resolve(scoped) == preset)
    #expect(try resolve(parsed([("preset", .text("jelly"))])).side.dampingRatio == 0.85)
  }

  @Test("explicit helpers: constant positions, defaults velocity 0 and delay 0")
  func explicitHelpers() throws {
    let options = try parsed([
      ("side", .text("duration=0.5, damping=0.7")),
      ("center", .text("delay=0.2,duration=1,damping=1")),
      ("from", .number(10)), ("to", .number(-5)),
    ])
    let preset = try resolve(options)
    #expect(preset.name == "custom")
    #expect(
      preset.side
        == HelperSpec(
          from: ScreenExpression(constant: 10), to: ScreenExpression(constant: -5), duration: 0.5,
          dampingRatio: 0.7, initialVelocity: 0))
    #expect(preset.center?.delay == 0.2)
    #expect(preset.center?.dampingRatio == 1)
  }

  @Test("malformed screen sizes are refused naming --screen")
  func screenSize() throws {
    for bad in ["390", "390x", "x844", "390x844x1", "-1x2", "0x5", "infx5", "nanx5", "3X4"] {
      let error = #expect(throws: CLIError.self) {
        try OptionParser.parse(
          ["--screen", bad], specs: SceneOptions.specs, command: "jellylab diff")
      }
      #expect(error?.message.hasPrefix("--screen must be WxH") == true)
    }
  }

  @Test(
    "--side-* and --center-* are accepted by every scene command and equal the aliases",
    arguments: [
      ["diff"], ["peaks"], ["peaks", "scene"], ["compare", "report"], ["shape", "--metrics"],
    ])
  func scopedFormsEverywhere(command: [String]) {
    let scoped = runCLI(command + ["--preset", "skype", "--side-duration", "0.5"])
    let alias = runCLI(command + ["--preset", "skype", "--duration", "0.5"])
    let plain = runCLI(command + ["--preset", "skype"])
    #expect(scoped.status == 0, "\(scoped.errorLines)")
    #expect(scoped.errorLines.isEmpty)
    #expect(!scoped.output.isEmpty)
    #expect(scoped.output == alias.output)
    #expect(scoped.output != plain.output, "the override changes the result")
    let center = runCLI(command + ["--preset", "skype", "--center-delay", "0.1"])
    #expect(center.status == 0, "\(center.errorLines)")
    #expect(center.output != plain.output)
  }

  @Test("every scene command declares the scoped helper options and the aliases")
  func scopedFormsDeclared() {
    let scoped = (SceneOptions.sideHelper.specs + SceneOptions.centerHelper.specs).map(\.name)
    let commands: [any Command] = [
      DiffCommand(), PeaksSceneCommand(), PeaksWriteCommand(), PeaksCheckCommand(),
      CompareReportCommand(), ComparePlotCommand(), ShapeCommand(), PlotCommand(),
      SweepCommand(),
    ]
    for command in commands {
      let names = Set(command.options.map(\.name))
      for name in scoped + ["duration", "damping", "velocity", "preset"] {
        #expect(names.contains(name), "\(command.name) lacks --\(name)")
      }
    }
  }

  @Test("the default preset is jelly for every scene command")
  func defaultPresetEverywhere() {
    for command in [["diff"], ["peaks"], ["compare", "report"], ["shape"]] {
      let implicit = runCLI(command)
      #expect(implicit.status == 0, "\(command)")
      #expect(implicit.output == runCLI(command + ["--preset", "jelly"]).output, "\(command)")
    }
  }

  @Test("explicit helpers move from --from 0 to --to 1 by default")
  func explicitHelperEndpoints() throws {
    let preset = try resolve(parsed([("side", .text("duration=1,damping=0.5"))]))
    #expect(preset.side.from == ScreenExpression(constant: 0))
    #expect(preset.side.to == ScreenExpression(constant: 1))
  }
}

extension SceneOptionsTests {
  @Test("a clamp or refusal of a --side list value names the list, not an option not given")
  func listValuesNameTheList() {
    let clamped = runCLI(["diff", "--side", "duration=1,damping=1.5"])
    #expect(clamped.status == 0)
    #expect(
      clamped.errorLines == [
        "warning: UIKit treats --side damping 1.5 as 1 (critically damped); using 1"
      ])
    // The ideal solver has no spring for this helper; iOS's 12 Newton steps end on one.
    let refused = runCLI(
      ["diff", "--side", "duration=8,damping=0.3,velocity=3", "--uikit-solver", "ideal"])
    #expect(refused.status == 2)
    #expect(refused.errorMessages.first?.hasPrefix("error: --side: the side helper") == true)
    #expect(runCLI(["diff", "--side", "duration=8,damping=0.3,velocity=3"]).status == 0)
    // Under iOS's solver a damping of 0 with no velocity is raised to 2^-23, then refused.
    let iOSRefused = runCLI(["diff", "--side", "duration=1,damping=0"])
    #expect(iOSRefused.status == 2)
    #expect(
      iOSRefused.errorLines.first
        == "warning: UIKit raises --side damping 0 to its smallest damping ratio"
        + " 1.1920928955078125e-07 (2^-23); using 1.1920928955078125e-07")
    #expect(iOSRefused.errorMessages.count == 1)
    #expect(iOSRefused.errorMessages.first?.hasPrefix("error: --side: the side helper") == true)
  }
}
