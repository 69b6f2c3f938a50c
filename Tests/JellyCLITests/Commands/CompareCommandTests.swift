import Foundation
import JellyEasing
import JellyFrameDiff
import Testing

@testable import JellyCLI

@Suite struct CompareCommandTests {
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
    let result = runCLI(["compare", "--preset", "skype", "--against", "easeOutElastic"])
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

  @Test("--align start keeps u = t/T: the old figures (RMS 0.489688, p at its bound)")
  func skypeTableAlignedAtStart() throws {
    let result = runCLI(["compare", "--preset", "skype", "--align", "start"])
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
  }

  @Test("--out FILE: the CSV u,diff,easing,residual has N rows with residual = diff − easing")
  func curveCSVToFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "compare-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("curve.csv").path
    let result = runCLI(["compare", "--preset", "skype", "--samples", "51", "--out", path])
    #expect(result.status == 0)
    #expect(Self.tableValues(result.output)["samples"] == 51)
    let csv = NumericCSV(try String(contentsOfFile: path, encoding: .utf8))
    #expect(csv.header == ["u", "diff", "easing", "residual"])
    #expect(csv.rows.count == 51)
    let curve = try EasingParser.parse("easeOutElastic")
    for row in csv.rows {
      #expect(row[3] == row[1] - row[2])
      #expect(abs(row[2] - (curve.value(at: row[0]) - 1)) < 1e-15)
    }
    // Aligned at the peak, the diff starts at its main excursion −1, like e(0) − 1.
    let first = try #require(csv.rows.first)
    #expect(first[0] == 0 && abs(first[1] + 1) < 1e-12 && first[2] == -1)
  }

  @Test("--out - puts the CSV on stdout and the report (json) on stderr")
  func csvToStdout() throws {
    let result = runCLI([
      "compare", "--preset", "gooey", "--samples", "5", "--out", "-", "--format", "json",
    ])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("u,diff,easing,residual\n"))
    #expect(NumericCSV(result.output).rows.count == 5)
    let json = result.errorLines.joined(separator: "\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["samples"] as? Double == 5)
    #expect(object["peaks"] is [Any])
  }

  @Test("explicit helpers equal the preset they copy: skype's springs give skype's figures")
  func explicitHelpers() {
    let explicit = runCLI([
      "compare", "--side-duration", "1", "--side-damping", "0.5", "--side-velocity", "0.9",
      "--center-duration", "1", "--center-damping", "0.8", "--center-velocity", "2",
      "--format", "csv",
    ])
    let preset = runCLI(["compare", "--preset", "skype", "--format", "csv"])
    #expect(explicit.status == 0)
    func value(_ key: String, _ text: String) -> Double? {
      text.split(separator: "\n").first { $0.hasPrefix(key + ",") }
        .flatMap { Double($0.dropFirst(key.count + 1)) }
    }
    // The normalized diff does not depend on the distance or direction the helpers travel.
    for key in ["rms_difference", "max_difference", "damped_rms_residual", "elastic_rms_residual"] {
      let a = value(key, explicit.output) ?? .nan
      let b = value(key, preset.output) ?? .nan
      #expect(abs(a - b) < 1e-9, "\(key)")
    }
  }

  @Test("the shared scene options: --side/--center lists equal the --side-*/--center-* spelling")
  func sharedSceneOptions() {
    let lists = runCLI([
      "compare", "--side", "duration=1,damping=0.5,velocity=0.9", "--center",
      "duration=1,damping=0.8,velocity=2", "--from", "0", "--to", "100", "--format", "csv",
    ])
    let spelled = runCLI([
      "compare", "--side-duration", "1", "--side-damping", "0.5", "--side-velocity", "0.9",
      "--center-duration", "1", "--center-damping", "0.8", "--center-velocity", "2",
      "--format", "csv",
    ])
    #expect(lists.status == 0 && spelled.status == 0)
    // Both build the same two helpers from 0 to 100 points: the reports are identical.
    #expect(lists.output == spelled.output)
    // --damping is the side helper's damping, as in diff: the same as --side-damping.
    #expect(
      runCLI(["compare", "--preset", "jelly", "--damping", "0.6", "--format", "csv"]).output
        == runCLI(["compare", "--preset", "jelly", "--side-damping", "0.6", "--format", "csv"])
        .output)
    #expect(
      runCLI(["compare", "--list-presets"]).output == runCLI(["diff", "--list-presets"]).output)
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badInputs = [
    BadInput(
      arguments: ["--preset", "skype", "--against", "easeOutElastc"],
      message:
        "error: --against: unknown easing 'easeOutElastc' (did you mean 'easeOutElastic'?)"),
    BadInput(
      arguments: ["--preset", "skpe"],
      message: "error: --preset: unknown preset 'skpe'; did you mean 'skype'?"),
    BadInput(
      arguments: ["--preset", "skype", "--samples", "nan"],
      message: "error: --samples must be an integer >= 3 (got 'nan')"),
    BadInput(
      arguments: ["--preset", "skype", "--samples", "0"],
      message: "error: --samples must be an integer >= 3 (got '0')"),
    BadInput(
      arguments: ["--preset", "skype", "--samples", "100001"],
      message: "error: --samples must be an integer in [3, 100000] (got '100001')"),
    BadInput(
      arguments: ["--preset", "jelly", "--center-duration", "1"],
      message: "error: --center-duration needs a center helper; 'jelly' has only one spring"),
    BadInput(
      arguments: ["--side-duration", "1"],
      message:
        "error: --side-damping is required: an explicit side helper needs --side-duration and"
        + " --side-damping"),
    BadInput(
      arguments: [],
      message: "error: no scene given; give --preset NAME or --side-duration and --side-damping"),
    BadInput(
      arguments: ["--preset", "skype", "--side-damping", "-1"],
      message: "error: --side-damping must be a finite number > 0 (got '-1')"),
    BadInput(
      arguments: ["--preset", "skype", "--format", "xml"],
      message:
        "error: --format must be one of table, json, csv, png, svg, pdf, dumb, none (got 'xml')"),
    BadInput(
      arguments: ["--preset", "skype", "--align", "middle"],
      message: "error: --align must be one of start, peak (got 'middle')"),
  ]

  @Test("bad input: exit 2 and one error line naming the option", arguments: badInputs)
  func badInput(_ input: BadInput) {
    let result = runCLI(["compare"] + input.arguments)
    #expect(result.status == 2)
    #expect(result.errorMessages == [input.message])
    #expect(result.output.isEmpty)
  }
}
