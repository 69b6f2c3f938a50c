import Foundation
import JellyTestSupport
import Synchronization
import Testing

@testable import JellyIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(.tags(.sanitizeMemory, .sanitizeThread)) struct InterruptCleanupTests {
  @Test("a writer's temporary file is registered while open and forgotten on commit and abort")
  func writerRegistration() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cleanup = InterruptCleanup()
    let committed = try AtomicFileWriter(
      path: folder.url.appendingPathComponent("a.csv").path, cleanup: cleanup)
    let aborted = try AtomicFileWriter(
      path: folder.url.appendingPathComponent("b.csv").path, cleanup: cleanup)
    #expect(
      cleanup.temporaryFiles
        == [committed.temporaryPath, aborted.temporaryPath].compactMap { $0 }.sorted())
    try committed.write("x\n")
    try committed.commit()
    #expect(cleanup.temporaryFiles == [try #require(aborted.temporaryPath)])
    aborted.abort()
    #expect(cleanup.temporaryFiles.isEmpty)
    #expect(folder.listing() == ["a.csv"])
  }

  @Test("a committed file is a created path only where none was before; cleanUp removes it")
  func committedFilesAreCreatedPaths() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cleanup = InterruptCleanup()
    let old = folder.url.appendingPathComponent("old.csv").path
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: old))
    let new = folder.url.appendingPathComponent("new.csv").path
    for path in [old, new] {
      let writer = try AtomicFileWriter(path: path, cleanup: cleanup)
      try writer.write("x\n")
      try writer.commit()
    }
    #expect(cleanup.createdPaths == [new])
    cleanup.cleanUp()
    #expect(folder.listing() == ["old.csv"])
    #expect(cleanup.createdPaths.isEmpty)
    // Forgotten at the end of a run: a later cleanup keeps the file.
    let kept = try AtomicFileWriter(path: new, cleanup: cleanup)
    try kept.write("y\n")
    try kept.commit()
    cleanup.forgetCreatedPaths()
    cleanup.cleanUp()
    #expect(folder.listing() == ["new.csv", "old.csv"])
  }

  @Test("a folder OutputLocation makes is registered at its outermost new ancestor")
  func createdFoldersAreRegistered() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cleanup = InterruptCleanup()
    let nested = folder.url.appendingPathComponent("a/b/c").path
    try OutputLocation.prepareFolder(nested, cleanup: cleanup)
    let outermost = folder.url.appendingPathComponent("a").standardizedFileURL.path
    #expect(cleanup.createdPaths == [outermost])
    // An existing folder is not registered again; a file's new parent is.
    try OutputLocation.prepareFolder(nested, cleanup: cleanup)
    try OutputLocation.prepareFile(
      folder.url.appendingPathComponent("d/x.csv").path, cleanup: cleanup)
    let d = folder.url.appendingPathComponent("d").standardizedFileURL.path
    #expect(cleanup.createdPaths == [outermost, d])
    cleanup.cleanUp()
    #expect(folder.listing() == [])
  }

  @Test("cleanUp deletes an open writer's temporary file; its commit then fails cleanly")
  func cleanUpDeletesTemporaryFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cleanup = InterruptCleanup()
    let writer = try AtomicFileWriter(
      path: folder.url.appendingPathComponent("big.csv").path, cleanup: cleanup)
    try writer.write(String(repeating: "1,2,3\n", count: 100_000))
    #expect(folder.listing().count == 1)
    cleanup.cleanUp()
    #expect(folder.listing() == [])
    #expect(cleanup.temporaryFiles.isEmpty)
    #expect(throws: AtomicFileWriterError.self) { try writer.commit() }
    #expect(folder.listing() == [])
  }

  @Test("cleanUp ends a registered child process before it returns")
  func cleanUpEndsChildren() throws {
    let cleanup = InterruptCleanup()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sleep")
    process.arguments = ["60"]
    try process.run()
    let pid = process.processIdentifier
    _ = cleanup.register(childProcess: pid)
    #expect(cleanup.childProcesses == [pid])
    cleanup.cleanUp()
    #expect(processHasEnded(pid))
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGKILL)
    #expect(cleanup.childProcesses.isEmpty)
  }
}
