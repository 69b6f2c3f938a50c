import Foundation
import JellyAnalysis
import JellyCLITestSupport
import JellyEasing
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct DiffEasingComparisonTests {
  /// The report's `key value` lines as numbers (table format).
  static func tableValues(_ text: String) -> [String: Double] {
    var values: [String: Double] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if fields.count >= 2, let value = Double(fields[1]) { values[String(fields[0])] = value }
    }
    return values
  }

  @Test("skype vs easeOutElastic, aligned at the peak: the table's figures (pinned)")
  func skypeTable() throws {
    let result = runCLI(
      [
        "compare", "--preset", "skype", "--against", "easeOutElastic", "--uikit-solver", "ideal",
        "--free-spring",
      ])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let values = Self.tableValues(result.output)
    #expect(values["samples"] == 201)
    #expect(abs((values["time_origin"] ?? .nan) - 0.213267601) < 1e-8)
    #expect(
      abs((values["time_scale"] ?? .nan) - ((values["settling_time"] ?? .nan) - 0.213267601))
        < 1e-8)
    #expect(abs((values["rms_difference"] ?? .nan) - 0.315087473) < 1e-8)
    #expect(abs((values["max_difference"] ?? .nan) - 0.954023415) < 1e-8)
    #expect(values["elastic_period_at_bound"] == 0)
    #expect(abs((values["elastic_period"] ?? .nan) - 1.42986652) < 1e-7)
    #expect(abs((values["elastic_rms_residual"] ?? .nan) - 0.0927262326) < 1e-9)
    #expect(abs((values["damped_damping_ratio"] ?? .nan) - 0.574463112) < 1e-8)
    #expect(abs((values["damped_rms_residual"] ?? .nan) - 0.00470170497) < 1e-10)
    // ω per second = ω per unit of u over the seconds per unit of u.
    #expect(
      abs(
        (values["damped_omega_per_second"] ?? .nan)
          - (values["damped_omega"] ?? .nan) / (values["time_scale"] ?? .nan)) < 1e-7)
    #expect(result.output.contains("peaks (rank 0 = main excursion"))
  }

  // UIKit stops both helpers at 1 s, where the diff becomes exactly 0: the diff settles at 1 s
  // (1.2104 s free), the time scale shrinks to 1 − 0.213 s, the peak after 1 s is gone, and the
  // elastic fit's period goes to its bound.
  @Test("skype vs easeOutElastic, cut at the duration (the default): the table's figures")
  func skypeTableCut() throws {
    let result = runCLI(["compare", "--preset", "skype", "--against", "easeOutElastic"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let values = Self.tableValues(result.output)
    #expect(values["samples"] == 201)
    #expect(values["settling_time"] == 1)
    #expect(abs((values["time_origin"] ?? .nan) - 0.213267601) < 1e-8)
    #expect(abs((values["time_scale"] ?? .nan) - (1 - 0.213267601)) < 1e-8)
    #expect(abs((values["rms_difference"] ?? .nan) - 0.364446715) < 1e-8)
    #expect(abs((values["max_difference"] ?? .nan) - 1.07377269) < 1e-7)
    #expect(values["elastic_period_at_bound"] == 1)
    #expect(abs((values["elastic_rms_residual"] ?? .nan) - 0.130419066) < 1e-8)
    #expect(abs((values["damped_damping_ratio"] ?? .nan) - 0.573685532) < 1e-8)
    #expect(abs((values["damped_rms_residual"] ?? .nan) - 0.00463554169) < 1e-10)
    let peakRows = result.output.split(separator: "\n").drop { !$0.hasPrefix("rank") }.dropFirst()
    #expect(peakRows.count == 3)
  }

  @Test("--align start keeps u = t/T: the old figures (RMS 0.489688, p at its bound)")
  func skypeTableAlignedAtStart() throws {
    let result = runCLI(
      [
        "compare", "--preset", "skype", "--align", "start", "--uikit-solver", "ideal",
        "--free-spring",
      ]
    )
    #expect(result.status == 0)
    let values = Self.tableValues(result.output)
    #expect(values["time_origin"] == 0)
    #expect(values["time_scale"] == values["settling_time"])
    #expect(abs((values["rms_difference"] ?? .nan) - 0.489688075) < 1e-8)
    #expect(abs((values["max_difference"] ?? .nan) - 1.31214994) < 1e-7)
    #expect(values["elastic_period_at_bound"] == 1)
    #expect(abs((values["elastic_rms_residual"] ?? .nan) - 0.343741282) < 1e-8)
    #expect(abs((values["damped_damping_ratio"] ?? .nan) - 0.481327874) < 1e-8)
    #expect(abs((values["damped_rms_residual"] ?? .nan) - 0.0830416362) < 1e-9)
    // Cut at the duration (the default): the time scale is 1 s, where the diff settles.
    let cut = Self.tableValues(runCLI(["compare", "--preset", "skype", "--align", "start"]).output)
    #expect(cut["time_origin"] == 0)
    #expect(cut["time_scale"] == 1 && cut["settling_time"] == 1)
    #expect(abs((cut["rms_difference"] ?? .nan) - 0.510632311) < 1e-8)
    #expect(abs((cut["max_difference"] ?? .nan) - 1.20425857) < 1e-7)
    #expect(cut["elastic_period_at_bound"] == 1)
    #expect(abs((cut["elastic_rms_residual"] ?? .nan) - 0.399077039) < 1e-8)
    #expect(abs((cut["damped_damping_ratio"] ?? .nan) - 0.474643979) < 1e-8)
    #expect(abs((cut["damped_rms_residual"] ?? .nan) - 0.0899492484) < 1e-9)
  }

  /// The `key,value` rows of a csv-format report as numbers.
  static func csvValues(_ text: String) -> [String: Double] {
    var values: [String: Double] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      if fields.count == 2, let value = Double(fields[1]) { values[String(fields[0])] = value }
    }
    return values
  }

  static let skypeSide = "duration=1,damping=0.5,velocity=0.9"
  static let skypeCenter = "duration=1,damping=0.8,velocity=2"

  @Test("explicit helpers equal the preset they copy: skype's springs give skype's figures")
  func explicitHelpers() {
    let explicit = runCLI([
      "compare", "--side", Self.skypeSide, "--center", Self.skypeCenter, "--format", "csv",
    ])
    let preset = runCLI(["compare", "--preset", "skype", "--format", "csv"])
    #expect(explicit.status == 0 && preset.status == 0)
    let a = Self.csvValues(explicit.output)
    let b = Self.csvValues(preset.output)
    // The normalized diff does not depend on the distance or direction the helpers travel.
    for key in ["rms_difference", "max_difference", "damped_rms_residual", "elastic_rms_residual"] {
      #expect(abs((a[key] ?? .nan) - (b[key] ?? .nan)) < 1e-9, "\(key)")
    }
  }

  @Test("compare report --side LIST moves the helpers from --from 0 to --to 1 by default")
  func explicitHelpersDefaultEndpoints() throws {
    let arguments = [
      "compare", "report", "--side", Self.skypeSide, "--center", Self.skypeCenter, "--format",
      "csv",
    ]
    let defaults = runCLI(arguments)
    let spelled = runCLI(arguments + ["--from", "0", "--to", "1"])
    let hundred = runCLI(arguments + ["--to", "100"])
    #expect(defaults.status == 0 && hundred.status == 0)
    #expect(defaults.output == spelled.output)
    // A = the largest |diff| of helpers moving 0 → 1, from the library.
    let side = HelperSpec(
      from: ScreenExpression(constant: 0), to: ScreenExpression(constant: 1), duration: 1,
      dampingRatio: 0.5, initialVelocity: 0.9)
    let center = HelperSpec(
      from: ScreenExpression(constant: 0), to: ScreenExpression(constant: 1), duration: 1,
      dampingRatio: 0.8, initialVelocity: 2)
    let preset = FrameDiffPreset(
      name: "custom", source: "test", coordinate: "x", layout: .standard, side: side,
      center: center)
    let amplitude = try DiffNormalization(scene: try preset.scene()).amplitude
    #expect(amplitude > 0.3 && amplitude < 0.5)
    let scale = try #require(Self.csvValues(defaults.output)["amplitude_scale"])
    #expect(abs(scale - amplitude) <= 1e-12 * amplitude)
    // The old compare default of 100 points scales A by 100 (the diff is linear in distance).
    let scaled = try #require(Self.csvValues(hundred.output)["amplitude_scale"])
    #expect(abs(scaled - 100 * amplitude) <= 1e-9 * 100 * amplitude)
  }

  @Test("the shared scene options: --side-* equal --duration/--damping/--velocity and --side")
  func sharedSceneOptions() {
    let aliases = runCLI([
      "compare", "--preset", "skype", "--duration", "0.8", "--damping", "0.4", "--velocity", "1",
      "--format", "csv",
    ])
    let scoped = runCLI([
      "compare", "--preset", "skype", "--side-duration", "0.8", "--side-damping", "0.4",
      "--side-velocity", "1", "--format", "csv",
    ])
    #expect(aliases.status == 0 && scoped.status == 0)
    #expect(aliases.output == scoped.output)
    #expect(aliases.output != runCLI(["compare", "--preset", "skype", "--format", "csv"]).output)
    // --damping is the side helper's damping, as in diff: the same as --side-damping.
    #expect(
      runCLI(["compare", "--preset", "jelly", "--damping", "0.6", "--format", "csv"]).output
        == runCLI(["compare", "--preset", "jelly", "--side-damping", "0.6", "--format", "csv"])
        .output)
    // Without a scene, compare studies the default preset, jelly.
    #expect(
      runCLI(["compare", "--format", "csv"]).output
        == runCLI(["compare", "--preset", "jelly", "--format", "csv"]).output)
    #expect(
      runCLI(["compare", "--list-presets"]).output == runCLI(["diff", "--list-presets"]).output)
  }

  static let badInputs = [
    BadInput(
      ["--preset", "skype", "--against", "easeOutElastc"],
      mentions:
        "error: --against: unknown easing 'easeOutElastc' (did you mean 'easeOutElastic'?)"),
    BadInput(
      ["--preset", "skpe"],
      mentions: "error: --preset: unknown preset 'skpe'; did you mean 'skype'?"),
    BadInput(
      ["--preset", "skype", "--points", "nan"],
      mentions: "error: --points must be an integer in [3, 100000] (got 'nan')"),
    BadInput(
      ["--preset", "skype", "--points", "0"],
      mentions: "error: --points must be an integer in [3, 100000] (got '0')"),
    BadInput(
      ["--preset", "skype", "--points", "100001"],
      mentions: "error: --points must be an integer in [3, 100000] (got '100001')"),
    BadInput(
      ["--preset", "jelly", "--center-duration", "1"],
      mentions: "error: --center-duration needs a center helper; 'jelly' has only one spring"),
    BadInput(
      ["--side-duration", "1", "--center-damping", "0.5"],
      mentions: "error: --center-damping needs a center helper; 'jelly' has only one spring"),
    BadInput(
      ["--preset", "skype", "--side-damping", "-1"],
      mentions: "error: --side-damping must be a finite number >= 0 (got '-1')"),
    BadInput(
      // iOS's solver raises 0 to 2^-23 (DiffCommandTests covers it); the ideal one refuses it.
      ["--preset", "skype", "--side-damping", "0", "--uikit-solver", "ideal"],
      mentions:
        "error: --side-damping must be a damping ratio > 0 for the ideal UIKit solver (got '0')"),
    BadInput(
      ["--preset", "skype", "--side", Self.skypeSide],
      mentions: "error: --preset cannot be combined with --side; give one of them"),
    BadInput(
      ["--preset", "skype", "--to", "100"],
      mentions: "error: --to needs --side"),
    BadInput(
      ["--preset", "skype", "--align", "middle"],
      mentions: "error: --align must be one of start, peak (got 'middle')"),
  ]

  @Test("a delay past 10^7 frames of the 60 Hz peak grid is refused before any work")
  func tooManyFrames() {
    let result = runCLI(["compare", "--preset", "skype", "--side-delay", "200000"])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(
      result.errorMessages == [
        "error: the animation ends at 200001 s (set by --side-delay 200000), which at 60"
          + " frames/s (the grid on which the diff's peaks are found) asks for 12000061 frames;"
          + " at most 10000000 are allowed: end the animation sooner (--side-delay 200000): at"
          + " this rate it may last at most 166666.65 s"
      ])
  }

  @Test("a diff not settled where the 1000 s settling search stops names the options and limit")
  func settlingSearchLimit() {
    let result = runCLI(["compare", "--side", "duration=1,damping=0.5,delay=9000", "--free-spring"])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(
      result.errorMessages == [
        "error: the diff has not settled (|diff| <= 0.001 of its largest value) by 9001 s, where"
          + " the search for its settling time stops (at 1000 s, or at the end of the animation"
          + " when later: 9001 s, set by --side duration=1,damping=0.5,delay=9000, --free-spring);"
          + " give the helpers more damping, a shorter delay or drop --free-spring"
      ])
    // Cut at its duration, the same helper settles just before the animation ends at 9001 s.
    let cut = runCLI(["compare", "--side", "duration=1,damping=0.5,delay=9000", "--format", "csv"])
    #expect(cut.status == 0)
    #expect(cut.output.contains("\nsettling_time,9000.998801098158\n"))
  }

  @Test("bad input: exit 2 and one error line naming the option", arguments: badInputs)
  func badInput(_ input: BadInput) {
    let result = runCLI(["compare"] + input.arguments)
    #expect(result.status == 2)
    #expect(result.errorMessages == [input.mentions])
    #expect(result.output.isEmpty)
  }
}
