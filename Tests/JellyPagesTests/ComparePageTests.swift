import Foundation
import JellyAnalysis
import JellyEasing
import JellyFigures
import JellyFrameDiff
import Testing

@testable import JellyPages

@Suite struct ComparePageTests {
  static func figure(title: String?) throws -> CompareFigure {
    let result = try DiffComparison(
      scene: try FrameDiffPreset.skype.scene(), curve: try EasingParser.parse("easeOutElastic"),
      samples: 201, alignment: .peak)
    return CompareFigure(
      result: result, curveName: "easeOutElastic", presetName: "skype", title: title)
  }

  @Test(
    "the page holds the CSV's text, the gnuplot keys and colours; small; a hostile title stays text"
  )
  func page() throws {
    let title = "</script><script>alert(1)</script> \"'&<>"
    let figure = try Self.figure(title: title)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellylab-compare-page-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let folder = FigureFolder(path: path, format: .html, width: 1200, height: 600)
    let outcome = try folder.write(
      ComparePageFigure(figure), command: ["jellylab", "compare"], jellylabVersion: "0")
    #expect(
      outcome.files == ["compare-skype-curves.csv", "compare-skype.html", "compare-skype.json"])
    let csv = try String(contentsOfFile: path + "/compare-skype-curves.csv", encoding: .utf8)
    let text = try String(contentsOfFile: path + "/compare-skype.html", encoding: .utf8)
    #expect(text.contains(PageData.stringText(csv)))
    #expect(text.utf8.count < 100_000)
    #expect(!text.contains("<script>alert") && !text.contains("\"'&<>"))
    #expect(text.components(separatedBy: "<script").count - 1 == 3)
    let data = try ComparePageData(figure: figure, csvText: csv)
    #expect(data.curves.map(\.column) == ["diff", "easing", "elastic_fit", "damped_fit"])
    #expect(data.residuals.map(\.colorName) == ["compare-fit-1", "compare-fit-2", "compare-fit-3"])
    #expect(data.curves[0].title == "n(u): skype diff, normalized" && data.curves[0].width == 6)
    #expect(data.curves[2].title.hasPrefix("Penner elastic fit: a = "))
    // Every colour name is an entry of the shared palette, the one the gnuplot script uses.
    for curve in data.curves {
      #expect(FigurePalette.entries.contains { $0.name == curve.colorName })
    }
    #expect(
      FigurePalette.entries.first { $0.name == "compare-diff" }?.color
        == FigurePalette.compareDiff)
    // The line styles are the gnuplot figure's: colour, width, and the damped fit dash-dot.
    for (curve, style) in zip(data.curves, CompareFigureScript.lineStyles) {
      #expect(FigurePalette.entries.first { $0.name == curve.colorName }?.color == style.color)
      #expect(curve.width == style.lineWidth && curve.dashType == style.dashType)
    }
    #expect(data.curves.map(\.dashArray) == [nil, nil, "10 5", "10 5 2 5"])
    #expect(text.contains(#""dash":"10 5 2 5""#))
    #expect(abs(data.timeOrigin - 0.2133) < 1e-4 && abs(data.timeSpan - 0.7867) < 1e-4)
    #expect(data.curvesRange.low < -1 && data.curvesRange.high > 0.37)
  }
}
