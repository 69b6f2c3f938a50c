import Testing

@testable import JellyFigures

@Suite struct FigureErrorTests {
  @Test("descriptions are one line and name the path or carry the writer's detail")
  func descriptions() {
    #expect(FigureError.folderIsFile(path: "a/b").description == "'a/b' is a file, not a folder")
    #expect(
      FigureError.cannotCreateFolder(path: "/x", reason: "permission denied").description
        == "cannot create folder '/x': permission denied")
    #expect(
      FigureError.cannotWrite(detail: "cannot write 'f': full").description
        == "cannot write 'f': full")
    #expect(
      FigureError.unusableFit(detail: "a < 1").description == "cannot draw the elastic fit: a < 1")
    #expect(FigureError.manifest(detail: "empty").description == "cannot write the manifest: empty")
  }
}
