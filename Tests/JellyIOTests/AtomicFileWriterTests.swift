import Foundation
import JellyTestSupport
import Testing

@testable import JellyIO

@Suite(.tags(.sanitizeMemory)) struct AtomicFileWriterTests {
  @Test("a FIFO is written in place, not replaced by a renamed file (as /dev/null must not be)")
  func writesIntoFIFO() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let path = scratch.url.path + "/pipe"
    #expect(mkfifo(path, 0o600) == 0)
    // The reader opens the FIFO in the background; the writer's open then succeeds.
    let received = ReceivedBytes()
    let reader = Thread {
      if let handle = FileHandle(forReadingAtPath: path) {
        received.set(handle.readDataToEndOfFile())
      }
      received.finish()
    }
    reader.start()
    let writer = try AtomicFileWriter(path: path)
    #expect(writer.temporaryPath == nil)
    try writer.write("through the pipe\n")
    try writer.commit()
    received.wait()
    #expect(String(decoding: received.data, as: UTF8.self) == "through the pipe\n")
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect((info.st_mode & S_IFMT) == S_IFIFO)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["pipe"])
  }

  @Test("commit creates the file with exactly the written bytes and leaves no temporary file")
  func commitCreatesFile() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let writer = try AtomicFileWriter(path: scratch.path("out.csv"))
    try writer.write("t,value\n")
    try writer.write("0.0,1.0\n")
    try writer.commit()
    #expect((try? scratch.text("out.csv")) == "t,value\n0.0,1.0\n")
    #expect(scratch.listing() == ["out.csv"])
    #expect(writer.temporaryPath == nil)
  }

  @Test("the destination keeps its old content until commit, even after buffer flushes")
  func oldContentUntilCommit() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    try scratch.write("old", to: "out.csv")
    let writer = try AtomicFileWriter(path: scratch.path("out.csv"), bufferCapacity: 16)
    for _ in 0..<100 { try writer.write("0123456789\n") }  // 1100 bytes: many flushes
    #expect((try? scratch.text("out.csv")) == "old")
    let temporary = try #require(writer.temporaryPath)
    #expect(FileManager.default.fileExists(atPath: temporary))
    #expect(temporary.hasPrefix(scratch.url.path + "/"))  // same directory: rename is atomic
    try writer.commit()
    #expect((try? scratch.text("out.csv")) == String(repeating: "0123456789\n", count: 100))
    #expect(scratch.listing() == ["out.csv"])
  }

  @Test("abort removes the temporary file and keeps the old content")
  func abortKeepsOldContent() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    try scratch.write("old", to: "out.csv")
    let writer = try AtomicFileWriter(path: scratch.path("out.csv"), bufferCapacity: 8)
    try writer.write("new content that is longer than the buffer")
    writer.abort()
    writer.abort()  // idempotent
    #expect((try? scratch.text("out.csv")) == "old")
    #expect(scratch.listing() == ["out.csv"])
  }

  @Test("a writer released without commit leaves no file behind")
  func deinitRemovesTemporary() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    do {
      let writer = try AtomicFileWriter(path: scratch.path("new.csv"), bufferCapacity: 4)
      try writer.write("half a file")
      #expect(scratch.listing().count == 1)  // only the temporary file
    }
    #expect(scratch.listing().isEmpty)
  }

  @Test("a directory destination is refused before anything is created")
  func directoryIsRefused() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(
      atPath: scratch.path("sub"), withIntermediateDirectories: false)
    let error = #expect(throws: AtomicFileWriterError.self) {
      _ = try AtomicFileWriter(path: scratch.path("sub"))
    }
    #expect(error?.reason == .isDirectory)
    #expect(error?.description == "cannot write '\(scratch.path("sub"))': is a folder")
    #expect(scratch.listing() == ["sub"])
  }

  @Test("a missing directory or an empty path is refused")
  func missingDirectoryIsRefused() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let missing = #expect(throws: AtomicFileWriterError.self) {
      _ = try AtomicFileWriter(path: scratch.path("no/such/dir/out.csv"))
    }
    #expect(missing?.reason == .cannotCreate)
    #expect(
      missing?.description
        == "cannot create a file next to '\(scratch.path("no/such/dir/out.csv"))': no such file")
    let empty = #expect(throws: AtomicFileWriterError.self) {
      _ = try AtomicFileWriter(path: "")
    }
    #expect(empty?.reason == .invalidPath)
  }

  @Test("a failing rename leaves the destination as it was and removes the temporary file")
  func failedRenameLeavesNoFile() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let writer = try AtomicFileWriter(path: scratch.path("target"))
    try writer.write("data")
    // The destination becomes a non-empty directory before commit: rename(2) must fail.
    try FileManager.default.createDirectory(
      atPath: scratch.path("target"), withIntermediateDirectories: false)
    try scratch.write("keep", to: "target/inside")
    let error = #expect(throws: AtomicFileWriterError.self) { try writer.commit() }
    #expect(error?.reason == .cannotRename)
    #expect(scratch.listing() == ["target"])
    #expect((try? scratch.text("target/inside")) == "keep")
  }

  @Test("writing after commit or abort throws")
  func writeAfterFinishThrows() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let writer = try AtomicFileWriter(path: scratch.path("a"))
    try writer.commit()
    let error = #expect(throws: AtomicFileWriterError.self) { try writer.write("x") }
    #expect(error?.reason == .finished)
    #expect(throws: AtomicFileWriterError.self) { try writer.commit() }
    #expect((try? scratch.text("a")) == "")
  }

  @Test("permission bits: new files are rw-r--r--, replaced files keep theirs")
  func permissions() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let fresh = try AtomicFileWriter(path: scratch.path("new"))
    try fresh.commit()
    try scratch.write("old", to: "private")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600], ofItemAtPath: scratch.path("private"))
    let replacing = try AtomicFileWriter(path: scratch.path("private"))
    try replacing.write("new")
    try replacing.commit()
    let mode = { (name: String) in
      try FileManager.default.attributesOfItem(atPath: scratch.path(name))[.posixPermissions]
        as? Int
    }
    #expect(try mode("new") == 0o644)
    #expect(try mode("private") == 0o600)
    #expect((try? scratch.text("private")) == "new")
  }

  @Test("random chunk sizes around the buffer size arrive intact and in order")
  func randomChunks() throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    var random = SeededBytes(seed: 7)
    var expected: [UInt8] = []
    let writer = try AtomicFileWriter(path: scratch.path("bytes"), bufferCapacity: 37)
    for _ in 0..<500 {
      let chunk = random.bytes(count: random.below(100))  // 0 ..< 100: below, at, above 37
      expected += chunk
      try chunk.withUnsafeBytes { try writer.write($0) }
    }
    try writer.commit()
    let written = try #require(FileManager.default.contents(atPath: scratch.path("bytes")))
    #expect(Array(written) == expected)
  }
}

/// Deterministic pseudo-random bytes (SplitMix64 steps) for the chunking test.
private struct SeededBytes {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func bytes(count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(next() & 0xFF) } }
}

/// Bytes read by a background thread, handed over once it finishes.
private final class ReceivedBytes: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private(set) var data = Data()
  func set(_ bytes: Data) { data = bytes }
  func finish() { done.signal() }
  func wait() { done.wait() }
}
