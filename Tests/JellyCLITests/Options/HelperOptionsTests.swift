import JellyCLITestSupport
import JellyFrameDiff
import JellyMath
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct HelperOptionsTests {
  func parse(_ arguments: [String]) throws(CLIError) -> ParsedOptions {
    try OptionParser.parse(
      arguments, specs: SceneOptions.specs, rules: SceneOptions.rules, command: "jellylab diff")
  }

  @Test("the side helper answers to --duration/--damping/--velocity and to --side-*")
  func aliasesAndScopedForms() throws {
    let side = SceneOptions.sideHelper
    let alias = try side.overrides(
      parse(["--duration", "0.7", "--damping", "0.3", "--velocity", "2"]))
    let scoped = try side.overrides(
      parse(["--side-duration", "0.7", "--side-damping", "0.3", "--side-velocity", "2"]))
    #expect(alias == HelperOverrides(duration: 0.7, dampingRatio: 0.3, initialVelocity: 2))
    #expect(alias == scoped)
    // The aliases never reach the center helper.
    let center = try SceneOptions.centerHelper.overrides(parse(["--damping", "0.3"]))
    #expect(center == HelperOverrides())
  }

  @Test("the flag given is the one named: alias or scoped form, side only for aliases")
  func givenFlags() throws {
    let options = try parse(["--velocity", "2", "--side-duration", "1", "--center-damping", "0.5"])
    let side = SceneOptions.sideHelper
    let center = SceneOptions.centerHelper
    #expect(side.givenFlag(for: .velocity, options) == "--velocity")
    #expect(side.givenFlag(for: .duration, options) == "--side-duration")
    #expect(side.givenFlag(for: .damping, options) == nil)
    #expect(center.givenFlag(for: .damping, options) == "--center-damping")
    #expect(center.givenFlag(for: .velocity, options) == nil, "--velocity is the side's")
    #expect(center.firstGiven(options) == "--center-damping")
  }

  // The parser refuses the pair by the declared rule, in the one message format of every
  // `exclusive` rule (it used to end "; they are the same").
  @Test(
    "an alias with its scoped form is refused naming both",
    arguments: [
      (["--duration", "1", "--side-duration", "1"], "--duration", "--side-duration"),
      (["--damping", "0.5", "--side-damping", "0.5"], "--damping", "--side-damping"),
      (["--velocity", "1", "--side-velocity", "1"], "--velocity", "--side-velocity"),
    ])
  func aliasWithScopedForm(arguments: [String], alias: String, scoped: String) {
    let error = #expect(throws: CLIError.self) {
      SceneOptions.sideHelper.overrides(try parse(arguments))
    }
    #expect(error?.message == "\(alias) cannot be combined with \(scoped); give one of them")
  }

  // The ideal solver has no spring for these helpers (its envelope never reaches 0.001 at the
  // duration); iOS's 12 Newton steps end on one, so they run under the default solver. Before
  // the scene checked each helper under the scene's model, these errors named --preset.
  @Test(
    "a helper UIKit cannot run: one error line naming the option the user gave, not --damping",
    arguments: [
      (["diff", "--preset", "skype", "--center-duration", "3"], "--center-duration", "center"),
      (["diff", "--preset", "skype", "--velocity", "5"], "--velocity", "side"),
      (["diff", "--preset", "skype", "--side-velocity", "5"], "--side-velocity", "side"),
      (["peaks", "--preset", "skype", "--center-velocity", "50"], "--center-velocity", "center"),
      (
        [
          "plot", "--preset", "skype", "--duration", "20", "--out-dir", "/nonexistent/jellylab-out",
        ],
        "--duration", "side"
      ),
    ])
  func unusableHelperNamesTheOptionGiven(arguments: [String], option: String, role: String)
    throws
  {
    let result = runCLI(arguments + ["--uikit-solver", "ideal"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    let message = try #require(result.errorMessages.first)
    #expect(
      message.hasPrefix("error: \(option) gives no usable UIKit spring for the \(role) helper ("),
      "\(message)")
    #expect(message.hasSuffix("; change \(option)"))
    #expect(!message.contains("--damping"))
  }

  @Test("under iOS's solver the same helpers run: exit 0 and no error")
  func iOSRunsThem() {
    for arguments in [
      ["diff", "--preset", "skype", "--center-duration", "3"],
      ["diff", "--preset", "skype", "--velocity", "5"],
      ["diff", "--preset", "skype", "--duration", "5", "--damping", "0.5"],
    ] {
      let result = runCLI(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.errorMessages.isEmpty, "\(arguments)")
      #expect(result.output.hasPrefix("frame,t,side,center,diff\n"), "\(arguments)")
    }
  }

  @Test("a helper iOS's solver cannot run: the clamp warning, then one error naming the option")
  func iOSUnusableHelper() throws {
    let result = runCLI(["diff", "--side", "duration=1,damping=0.5", "--side-damping", "0"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorLines.first
        == "warning: UIKit raises --side-damping 0 to its smallest damping ratio"
        + " 1.1920928955078125e-07 (2^-23); using 1.1920928955078125e-07")
    #expect(result.errorMessages.count == 1)
    let message = try #require(result.errorMessages.first)
    #expect(
      message.hasPrefix(
        "error: --side-damping gives no usable UIKit spring for the side helper (duration 1.0 s,"
          + " damping 1.1920928955078125e-07, velocity 0.0): "),
      "\(message)")
    #expect(message.contains("iOS's 12 Newton steps"), "\(message)")
    #expect(message.hasSuffix("; change --side-damping"))
  }

  @Test("two options given for one helper are both named, with the values in effect")
  func twoOptionsNamed() {
    let result = runCLI(
      [
        "diff", "--preset", "skype", "--duration", "5", "--damping", "0.5", "--uikit-solver",
        "ideal",
      ]
    )
    #expect(result.status == 2)
    #expect(
      result.errorMessages.first?.hasPrefix(
        "error: --duration with --damping gives no usable UIKit spring for the side helper"
          + " (duration 5.0 s, damping 0.5, velocity 0.9): ") == true)
    #expect(result.errorMessages.first?.hasSuffix("; change --duration or --damping") == true)
    // Under iOS's solver (the default) a side helper with no velocity and damping 0 fails.
    let iOS = runCLI(["diff", "--preset", "skype", "--damping", "0", "--velocity", "0"])
    #expect(iOS.status == 2)
    #expect(iOS.errorMessages.count == 1)
    #expect(
      iOS.errorMessages.first?.hasPrefix(
        "error: --damping with --velocity gives no usable UIKit spring for the side helper"
          + " (duration 1.0 s, damping 1.1920928955078125e-07, velocity 0.0): ") == true)
    #expect(iOS.errorMessages.first?.hasSuffix("; change --damping or --velocity") == true)
  }

  @Test("a preset whose own values fail after a layout change names --preset")
  func presetValuesNamePreset() throws {
    var spec = FrameDiffPreset.skype.side
    spec.duration = 5
    let error = SceneOptions.sideHelper.error(
      .invalidParameter(ParameterError(.dampingRatio, value: 0.5, allowed: "large enough")),
      spec: spec,
      try parse([]))
    #expect(error.message.hasPrefix("--preset: the side helper (duration 5.0 s, damping 0.5,"))
  }
}
