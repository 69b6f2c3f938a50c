import JellyTestSupport
import Testing

@testable import JellyFigures

@Suite struct PageAssetsTests {
  /// Every file of `Sources/JellyFigures/Page/Assets` beside the string compiled from it.
  static let assets: [(file: String, text: String)] = [
    ("compare-page.js", PageAssets.comparePageScript),
    ("curves-page.js", PageAssets.curvesPageScript),
    ("lab-page.js", PageAssets.labPageScript),
    ("page-core.js", PageAssets.pageCoreScript),
    ("page-export.js", PageAssets.pageExportScript),
    ("page-model.js", PageAssets.pageModelScript),
    ("plot-page.js", PageAssets.plotPageScript),
    ("sweep-page.js", PageAssets.sweepPageScript),
    ("lab-page.css", PageAssets.labPageStyle),
    ("page.css", PageAssets.pageStyle),
    ("plot-page.css", PageAssets.plotPageStyle),
    ("sweep-page.css", PageAssets.sweepPageStyle),
    ("values.css", PageAssets.valuesStyle),
  ]

  @Test("PageAssets.swift holds every script and style sheet as its file is (make page-assets)")
  func inSync() throws {
    let folder = "Sources/JellyFigures/Page/Assets"
    let files = try Set(RepositoryFiles.names(in: folder, suffix: ".js").map { $0 + ".js" })
      .union(RepositoryFiles.names(in: folder, suffix: ".css").map { $0 + ".css" })
    #expect(files == Set(Self.assets.map(\.file)))
    for (file, text) in Self.assets {
      #expect(try RepositoryFiles.read("\(folder)/\(file)") == text + "\n", "\(file)")
    }
  }

  @Test("the pages carry the assets: the scripts whole, the sheets inside the style")
  func pagesUseThem() {
    #expect(PageScript.core == PageAssets.pageCoreScript)
    #expect(PlotPageScript.source == PageAssets.plotPageScript)
    #expect(PageScript.model == PageAssets.pageModelScript)
    #expect(PageScript.export == PageAssets.pageExportScript)
    #expect(LabPage.script == PageAssets.labPageScript)
    #expect(CurvesPage.script == PageAssets.curvesPageScript)
    #expect(PageStyle.css().hasSuffix(PageAssets.pageStyle))
  }
}
