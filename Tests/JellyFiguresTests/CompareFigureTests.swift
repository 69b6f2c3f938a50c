import Foundation
import JellyAnalysis
import JellyEasing
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyFigures

@Suite struct CompareFigureTests {
  @Test("names, title and files of the skype comparison")
  func skype() throws {
    let result = try DiffComparison(
      scene: try FrameDiffPreset.skype.scene(), curve: try EasingParser.parse("easeOutElastic"),
      samples: 51, alignment: .peak)
    let figure = CompareFigure(
      result: result, curveName: "easeOutElastic", presetName: "skype", title: nil)
    #expect(figure.name == "compare-skype" && figure.diffLabel == "skype diff")
    #expect(
      figure.pageTitle().hasPrefix(
        "jellylab compare: skype diff vs easeOutElastic | aligned at peak"))
    #expect(figure.pageTitle().hasSuffix(" N = 51"))
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    let page = FigureFolder(path: folder.path("out"), format: .none, width: 1200, height: 600)
    let outcome = try page.write(figure, command: ["jellylab"], jellylabVersion: "0")
    #expect(
      outcome.files == ["compare-skype-curves.csv", "compare-skype.gp", "compare-skype.json"])
    #expect(
      CompareFigure(result: result, curveName: "x", presetName: nil, title: nil).name == "compare")
  }
}
