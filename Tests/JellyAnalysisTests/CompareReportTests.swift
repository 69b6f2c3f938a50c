import JellyEasing
import JellyFrameDiff
import Testing

@testable import JellyAnalysis

@Suite struct CompareReportTests {
  static func report() throws -> CompareReport {
    try DiffComparison(
      scene: try FrameDiffPreset.skype.scene(), curve: try EasingParser.parse("easeOutElastic"),
      samples: 101, alignment: .peak
    ).report
  }

  @Test("the entries start with samples and the scales; the peaks follow in every format")
  func formats() throws {
    let report = try Self.report()
    #expect(
      report.report.entries.first
        == .init(key: "samples", value: 101, unit: "", isWholeNumber: true))
    #expect(report.report.entries.count == 21)
    #expect(!report.peaks.isEmpty && report.peaks[0].rank == 0)
    let table = try report.text(.table)
    #expect(table.hasPrefix("samples                  101\n"))
    #expect(table.contains("\nrank      u_diff        diff    u_easing      easing          du"))
    let json = try report.text(.json)
    #expect(json.contains("  \"peaks\": [\n    {\"rank\": 0, "))
    // Counts, the sign and the at-bound flag are integers in every format.
    #expect(json.hasPrefix("{\n  \"samples\": 101,\n"))
    #expect(
      json.contains("\n  \"sign\": 1,\n") && json.contains("\"elastic_period_at_bound\": 1,"))
    let csv = try report.text(.csv)
    #expect(csv.hasPrefix("key,value\nsamples,101\n"))
    #expect(csv.contains("\nsign,1\n") && csv.contains("\nelastic_period_at_bound,1\n"))
    #expect(csv.contains("\npeak_0_time_offset,"))
  }
}
