import Foundation
import JellySprings
import Testing

@testable import JellyExport

@Suite struct ExportReportTests {
  @Test("lines: whole numbers as integers, texts one line each; JSON: -0 as 0, / escaped")
  func rendering() {
    let report = ExportReport([
      .init("format", .text("css-linear")), .init("points", .number(12)),
      .init("bound", .number(0.001)), .init("origin", .number(-0.0)),
      .init("notes", .texts(["a/b", "c"])),
    ])
    #expect(
      report.lines
        == "format: css-linear\npoints: 12\nbound: 0.001\norigin: 0\nnotes: a/b\nnotes: c\n")
    #expect(
      report.json == """
        {
          "format": "css-linear",
          "points": 12,
          "bound": 0.001,
          "origin": 0,
          "notes": ["a\\/b","c"]
        }

        """)
    #expect(ExportReport([.init("notes", .texts([]))]).lines.isEmpty)
  }

  @Test("a curve export's report: its format, bound, errors within it and point counts")
  func curveExport() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    let source = try ExportSource.spring(
      spring, initialVelocity: 0, endTime: .infinity, bound: 0.01, name: "s")
    let export = try CurveExport(source, bound: 0.01, format: .cssLinear, label: "s")
    let report = export.report(label: "a spring")
    #expect(
      report.entries.map(\.key).prefix(4) == ["format", "source", "bound", "certified_error"])
    #expect(report["format"] == .text("css-linear"))
    #expect(report["source"] == .text("a spring"))
    #expect(report["bound"] == .number(0.01))
    #expect(report["points"] == .number(Double(export.css.stops.count)))
    #expect(report["start_value"] == .number(0) && report["end_value"] == .number(1))
    guard case .number(let certified) = report["certified_error"] else {
      Issue.record("certified_error is a number")
      return
    }
    #expect(certified > 0 && certified <= 0.01)
  }

  @Test("a spring snippet's report: format, source, read-back error, its numbers, then notes")
  func springSnippet() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    let snippet = try SpringSnippet(
      format: .coreAnimation, spring: spring, initialVelocity: 0, endTime: .infinity)
    let report = snippet.report(label: "k")
    #expect(report.entries.first == .init("format", .text("core-animation")))
    #expect(report["source"] == .text("k"))
    #expect(report["read_back_error"] == .number(snippet.readBackError))
    #expect(report.entries.last == .init("notes", .texts(snippet.notes)))
    #expect(report.entries.count == 4 + snippet.entries.count)
  }

  @Test("a Lottie export's report names its property and frame rate; its keyframes run 0 to 1")
  func lottieExport() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    let source = try ExportSource.spring(
      spring, initialVelocity: 0, endTime: .infinity, bound: 0.01, name: "s")
    let export = try LottieExport(source, bound: 0.01, label: "s", frameRate: 30)
    let report = export.report(label: "s")
    #expect(report["property"] == .text("layers[0].ks.p.y"))
    #expect(report["frame_rate"] == .number(30))
    #expect(report["keyframes"] == .number(Double(export.keyframeCount)))
    #expect(report.lines.contains("\nverification: between keyframes:"))
    #expect(report.lines.contains(" at 0.9 E;"))
    // The keyframes drawn: each piece's start, then the end at progress 1.
    let keyframes = export.keyframes
    #expect(keyframes.count == export.keyframeCount)
    #expect(keyframes.first?.progress == 0 && keyframes.first?.value == 0)
    #expect(keyframes.last?.progress == 1 && keyframes.last?.value == 1)
    #expect(zip(keyframes, keyframes.dropFirst()).allSatisfy { $0.progress <= $1.progress })
  }
}
