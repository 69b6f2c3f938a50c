import JellyTestSupport
import Testing

@testable import JellyPages

@Suite struct PageAssetTests {
  @Test("an asset's text is its file's UTF-8 without the final newline")
  func text() {
    #expect(PageAsset.text(Array("a {}\n".utf8)) == "a {}")
    #expect(PageAsset.text(Array("ζ = 0.5;\n\n".utf8)) == "ζ = 0.5;\n")
    #expect(PageAsset.text(Array("no newline".utf8)) == "no newline")
    #expect(PageAsset.text([]).isEmpty)
  }

  @Test("the pages carry every file of Sources/JellyPages/Assets, each as it is")
  func pagesCarryEveryFile() throws {
    let carried = [
      ("page-core.js", PageScript.core), ("page-model.js", PageScript.model),
      ("page-export.js", PageScript.export), ("plot-page.js", PlotPageScript.source),
      ("lab-page.js", LabPage.script), ("curves-page.js", CurvesPage.script),
      ("compare-page.js", ComparePage.script), ("sweep-page.js", SweepPage.script),
      ("page.css", PageStyle.base), ("values.css", PageHeading.valuesStyle),
      ("lab-page.css", LabPage.style), ("plot-page.css", PlotPage.style),
      ("sweep-page.css", SweepPage.style),
    ]
    let folder = "Sources/JellyPages/Assets"
    let files =
      try RepositoryFiles.names(in: folder, suffix: ".js").map { $0 + ".js" }
      + RepositoryFiles.names(in: folder, suffix: ".css").map { $0 + ".css" }
    #expect(Set(files) == Set(carried.map(\.0)))
    for (file, text) in carried {
      #expect(try RepositoryFiles.read("\(folder)/\(file)") == text + "\n", "\(file)")
    }
    #expect(PageStyle.css().hasSuffix(PageStyle.base))
  }
}
