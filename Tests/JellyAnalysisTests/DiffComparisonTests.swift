import JellyEasing
import JellyFrameDiff
import JellyText
import Testing

@testable import JellyAnalysis

@Suite struct DiffComparisonTests {
  @Test("skype against easeOutElastic: u from 0 to 1, the diff's main excursion at n(0) = −1")
  func skype() throws {
    let comparison = try DiffComparison(
      scene: try FrameDiffPreset.skype.scene(), curve: try EasingParser.parse("easeOutElastic"),
      samples: 51, alignment: .peak)
    let times = comparison.comparison.times
    #expect(times.count == 51 && times.first == 0 && times.last == 1)
    #expect(abs(comparison.comparison.diff[0] + 1) < 1e-9)
    var text = ""
    var csv = try CSVWriter(header: DiffComparison.curveHeader) {
      text += String(decoding: $0, as: UTF8.self)
    }
    try comparison.writeCurves(&csv)
    try csv.finish()
    let rows = text.split(separator: "\n")
    #expect(rows.count == 52 && rows[0] == "u,diff,easing,residual")
  }

  @Test("a diff that never moves cannot be compared")
  func constantDiff() throws {
    let helper = try HelperView(from: 0, to: 100, duration: 1, dampingRatio: 0.5)
    let scene = FrameDiffScene(side: helper, center: helper)
    let error = #expect(throws: DiffComparisonError.self) {
      try DiffComparison(
        scene: scene, curve: try EasingParser.parse("easeOutElastic"), samples: 11,
        alignment: .peak)
    }
    guard case .comparison(.diffNeverMoves) = error else {
      Issue.record("expected a comparison error, got \(String(describing: error))")
      return
    }
    #expect(error?.parameterError == nil)
    let samples = #expect(throws: DiffComparisonError.self) {
      try DiffComparison(
        scene: try FrameDiffPreset.skype.scene(), curve: try EasingParser.parse("easeOutElastic"),
        samples: 2, alignment: .peak)
    }
    #expect(samples?.parameterError?.parameter == .samples)
  }

  @Test("progress: fit runs counted up to 9, never backwards, the elastic fit as 6 runs")
  func progressCountsFitRuns() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let curve = try EasingParser.parse("easeOutElastic")
    var reports: [Int] = []
    let reported = try DiffComparison(
      scene: scene, curve: curve, samples: 101, alignment: .peak
    ) { reports.append($0) }
    #expect(DiffComparison.maximumFitRuns == 9)
    #expect(reports.last == DiffComparison.maximumFitRuns)
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(Array(reports.suffix(4)) == [6, 7, 8, 9])
    let silent = try DiffComparison(scene: scene, curve: curve, samples: 101, alignment: .peak)
    #expect(reported.elastic == silent.elastic && reported.damped == silent.damped)
  }
}
