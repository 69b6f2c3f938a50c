import Foundation
import JellyTestSupport
import Testing

@testable import JellyIO

@Suite struct FilePathsTests {
  @Test("a path relative to a folder, and back from it to the same file")
  func relativeAndBack() throws {
    let here = FileManager.default.currentDirectoryPath
    #expect(FilePaths.relative("data/a.csv", from: "data") == "a.csv")
    #expect(FilePaths.relative("data/a.csv", from: "data/golden") == "../a.csv")
    #expect(FilePaths.relative("x/y/z.csv", from: "x/q/r") == "../../y/z.csv")
    #expect(FilePaths.relative("data", from: "data") == ".")
    #expect(FilePaths.relative("data/./b/../a.csv", from: "data/") == "a.csv")
    // From a folder that shares only the root, an absolute path stays absolute.
    #expect(FilePaths.relative("/\(UUID().uuidString)/a.csv", from: here).hasPrefix("/"))
    for (path, folder) in [("data/a.csv", "data/golden"), ("x/y/z.csv", "x/q/r"), ("a", ".")] {
      let recorded = FilePaths.relative(path, from: folder)
      let back = FilePaths.resolve(recorded, from: folder)
      #expect(FilePaths.sameFile(back, path), "\(path) from \(folder): \(recorded), \(back)")
    }
    #expect(FilePaths.resolve("/abs/a.csv", from: "data") == "/abs/a.csv")
    #expect(FilePaths.resolve("a.csv", from: "") == "a.csv")
  }

  @Test("a file's folder: '.' for a bare name, '/' in the root")
  func folders() {
    #expect(FilePaths.folder(of: "a.csv") == ".")
    #expect(FilePaths.folder(of: "/a.csv") == "/")
    #expect(FilePaths.folder(of: "data/golden/a.csv") == "data/golden")
  }

  @Test("one file under two names is the same file; two files are not")
  func sameFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let a = folder.url.appendingPathComponent("a.csv").path
    let b = folder.url.appendingPathComponent("b.csv").path
    try Data("t\n".utf8).write(to: URL(fileURLWithPath: a))
    try Data("t\n".utf8).write(to: URL(fileURLWithPath: b))
    let link = folder.url.appendingPathComponent("link.csv").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: a)
    #expect(FilePaths.sameFile(a, link))
    #expect(FilePaths.sameFile(a, folder.url.path + "/./a.csv"))
    #expect(!FilePaths.sameFile(a, b))
    #expect(!FilePaths.sameFile(a, folder.url.appendingPathComponent("missing.csv").path))
  }
}
