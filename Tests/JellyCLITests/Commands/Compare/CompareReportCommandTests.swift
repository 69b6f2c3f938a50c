import Foundation
import JellyCLITestSupport
import JellyEasing
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct CompareReportCommandTests {
  @Test("--out FILE: the CSV u,diff,easing,residual has N rows with residual = diff − easing")
  func curveCSVToFile() throws {
    let directory = try TemporaryFolder()
    defer { directory.remove() }
    let path = directory.path("curve.csv")
    let result = runCLI(["compare", "--preset", "skype", "--points", "51", "--out", path])
    #expect(result.status == 0)
    #expect(DiffEasingComparisonTests.tableValues(result.output)["samples"] == 51)
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
      "compare", "--preset", "gooey", "--points", "5", "--out", "-", "--format", "json",
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

  @Test("a missing value is n/a, null or an empty field; counts are integers in every format")
  func missingValuesAndCounts() throws {
    // A critically damped block moves straight to its target: one peak, no decay ratio.
    let scene = ["compare", "--side", "duration=1,damping=1"]
    let table = runCLI(scene)
    #expect(table.status == 0)
    #expect(table.output.hasPrefix("samples                  201\n"))
    #expect(table.output.contains("\ndiff_decay_ratio         n/a                   per peak\n"))
    let json = runCLI(scene + ["--format", "json"]).output
    #expect(json.hasPrefix("{\n  \"samples\": 201,\n"))
    #expect(json.contains("\n  \"diff_decay_ratio\": null,\n"))
    #expect(json.contains("\n  \"sign\": 1,\n") && json.contains("\"elastic_period_at_bound\": 1,"))
    let csv = runCLI(scene + ["--format", "csv"]).output
    #expect(csv.hasPrefix("key,value\nsamples,201\n"))
    #expect(csv.contains("\ndiff_decay_ratio,\n") && csv.contains("\nsign,1\n"))
    for text in [table.output, json, csv] {
      #expect(!text.contains("nan") && !text.contains("none") && !text.contains("201.0"))
    }
  }
}
