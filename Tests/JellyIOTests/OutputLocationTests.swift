import Foundation
import JellyTestSupport
import Testing

@testable import JellyIO

@Suite struct OutputLocationTests {
  @Test("prepareFile creates missing parents; '-' and a bare name touch nothing")
  func prepareFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("a/b/c.csv").path
    try OutputLocation.prepareFile(path)
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(
        atPath: folder.url.appendingPathComponent("a/b").path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(!FileManager.default.fileExists(atPath: path), "the file itself is not created")
    try OutputLocation.prepareFile("-")
    try OutputLocation.prepareFile("plain.csv")
    #expect(!FileManager.default.fileExists(atPath: "plain.csv"))
  }

  @Test("the parent folder is read from the text: one-character names, trailing and double slashes")
  func parentFolder() {
    #expect(OutputLocation.parentFolder(of: "x") == nil)
    #expect(OutputLocation.parentFolder(of: "s/") == nil)
    #expect(OutputLocation.parentFolder(of: "/x") == nil)
    #expect(OutputLocation.parentFolder(of: "a/x") == "a")
    #expect(OutputLocation.parentFolder(of: "a/b/") == "a")
    #expect(OutputLocation.parentFolder(of: "a//b") == "a")
    #expect(OutputLocation.parentFolder(of: "/tmp/a/x.csv") == "/tmp/a")
  }

  @Test("one-character paths: a file in the working directory, a folder to make")
  func oneCharacterPaths() throws {
    // Foundation's deletingLastPathComponent trapped on these.
    try OutputLocation.prepareFile("x", cleanup: InterruptCleanup())
    try OutputLocation.checkFolderAncestors("s")
    try OutputLocation.checkFolderAncestors("s/t")
  }

  @Test("prepareFile refuses a parent that is a file")
  func parentIsAFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("x", to: "f")
    #expect(throws: OutputLocationError.notAFolder(path: file.path)) {
      try OutputLocation.prepareFile(file.appendingPathComponent("x.csv").path)
    }
  }

  @Test("prepareFolder creates nested folders and accepts an existing one")
  func prepareFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("x/y").path
    let url = try OutputLocation.prepareFolder(path)
    #expect(url.path == path)
    #expect(try OutputLocation.prepareFolder(path).path == path)
  }

  @Test("prepareFolder and checkFolder refuse '-', an empty path and a file")
  func folderRefusals() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = try folder.write("x", to: "f")
    #expect(throws: OutputLocationError.standardOutputIsNotAFolder) {
      try OutputLocation.prepareFolder("-")
    }
    #expect(throws: OutputLocationError.standardOutputIsNotAFolder) {
      try OutputLocation.checkFolder("-")
    }
    #expect(throws: OutputLocationError.emptyPath) { try OutputLocation.prepareFolder("") }
    #expect(throws: OutputLocationError.notAFolder(path: file.path)) {
      try OutputLocation.prepareFolder(file.path)
    }
    #expect(!FileManager.default.fileExists(atPath: "-"))
  }
}
