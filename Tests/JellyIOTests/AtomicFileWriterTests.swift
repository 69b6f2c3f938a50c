import Foundation
import Testing

@testable import JellyIO

/// A fresh empty directory under the system temporary directory, removed by `cleanUp()`.
private struct ScratchDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "jellylab-atomic-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func contents(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  func write(_ text: String, to name: String) throws {
    try text.write(toFile: file(name), atomically: false, encoding: .utf8)
  }

  func cleanUp() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

@Suite struct AtomicFileWriterTests {
  @Test("a FIFO is written in place, not replaced by a renamed file (as /dev/null must not be)")
  func writesIntoFIFO() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let path = scratch.path + "/pipe"
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
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["pipe"])
  }

  @Test("commit creates the file with exactly the written bytes and leaves no temporary file")
  func commitCreatesFile() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let writer = try AtomicFileWriter(path: scratch.file("out.csv"))
    try writer.write("t,value\n")
    try writer.write("0.0,1.0\n")
    try writer.commit()
    #expect(scratch.contents("out.csv") == "t,value\n0.0,1.0\n")
    #expect(try scratch.entries() == ["out.csv"])
    #expect(writer.temporaryPath == nil)
  }

  @Test("the destination keeps its old content until commit, even after buffer flushes")
  func oldContentUntilCommit() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    try scratch.write("old", to: "out.csv")
    let writer = try AtomicFileWriter(path: scratch.file("out.csv"), bufferCapacity: 16)
    for _ in 0..<100 { try writer.write("0123456789\n") }  // 1100 bytes: many flushes
    #expect(scratch.contents("out.csv") == "old")
    let temporary = try #require(writer.temporaryPath)
    #expect(FileManager.default.fileExists(atPath: temporary))
    #expect(temporary.hasPrefix(scratch.path + "/"))  // same directory: rename is atomic
    try writer.commit()
    #expect(scratch.contents("out.csv") == String(repeating: "0123456789\n", count: 100))
    #expect(try scratch.entries() == ["out.csv"])
  }

  @Test("abort removes the temporary file and keeps the old content")
  func abortKeepsOldContent() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    try scratch.write("old", to: "out.csv")
    let writer = try AtomicFileWriter(path: scratch.file("out.csv"), bufferCapacity: 8)
    try writer.write("new content that is longer than the buffer")
    writer.abort()
    writer.abort()  // idempotent
    #expect(scratch.contents("out.csv") == "old")
    #expect(try scratch.entries() == ["out.csv"])
  }

  @Test("a writer released without commit leaves no file behind")
  func deinitRemovesTemporary() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    do {
      let writer = try AtomicFileWriter(path: scratch.file("new.csv"), bufferCapacity: 4)
      try writer.write("half a file")
      #expect(try scratch.entries().count == 1)  // only the temporary file
    }
    #expect(try scratch.entries().isEmpty)
  }

  @Test("a directory destination is refused before anything is created")
  func directoryIsRefused() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    try FileManager.default.createDirectory(
      atPath: scratch.file("sub"), withIntermediateDirectories: false)
    let error = #expect(throws: AtomicFileWriterError.self) {
      _ = try AtomicFileWriter(path: scratch.file("sub"))
    }
    #expect(error?.reason == .isDirectory)
    #expect(error?.description == "cannot write '\(scratch.file("sub"))': is a folder")
    #expect(try scratch.entries() == ["sub"])
  }

  @Test("a missing directory or an empty path is refused")
  func missingDirectoryIsRefused() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let missing = #expect(throws: AtomicFileWriterError.self) {
      _ = try AtomicFileWriter(path: scratch.file("no/such/dir/out.csv"))
    }
    #expect(missing?.reason == .cannotCreate)
    #expect(
      missing?.description
        == "cannot create a file next to '\(scratch.file("no/such/dir/out.csv"))': no such file")
    let empty = #expect(throws: AtomicFileWriterError.self) {
      _ = try AtomicFileWriter(path: "")
    }
    #expect(empty?.reason == .invalidPath)
  }

  @Test("a failing rename leaves the destination as it was and removes the temporary file")
  func failedRenameLeavesNoFile() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let writer = try AtomicFileWriter(path: scratch.file("target"))
    try writer.write("data")
    // The destination becomes a non-empty directory before commit: rename(2) must fail.
    try FileManager.default.createDirectory(
      atPath: scratch.file("target"), withIntermediateDirectories: false)
    try scratch.write("keep", to: "target/inside")
    let error = #expect(throws: AtomicFileWriterError.self) { try writer.commit() }
    #expect(error?.reason == .cannotRename)
    #expect(try scratch.entries() == ["target"])
    #expect(scratch.contents("target/inside") == "keep")
  }

  @Test("writing after commit or abort throws")
  func writeAfterFinishThrows() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let writer = try AtomicFileWriter(path: scratch.file("a"))
    try writer.commit()
    let error = #expect(throws: AtomicFileWriterError.self) { try writer.write("x") }
    #expect(error?.reason == .finished)
    #expect(throws: AtomicFileWriterError.self) { try writer.commit() }
    #expect(scratch.contents("a") == "")
  }

  @Test("permission bits: new files are rw-r--r--, replaced files keep theirs")
  func permissions() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let fresh = try AtomicFileWriter(path: scratch.file("new"))
    try fresh.commit()
    try scratch.write("old", to: "private")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600], ofItemAtPath: scratch.file("private"))
    let replacing = try AtomicFileWriter(path: scratch.file("private"))
    try replacing.write("new")
    try replacing.commit()
    let mode = { (name: String) in
      try FileManager.default.attributesOfItem(atPath: scratch.file(name))[.posixPermissions]
        as? Int
    }
    #expect(try mode("new") == 0o644)
    #expect(try mode("private") == 0o600)
    #expect(scratch.contents("private") == "new")
  }

  @Test("random chunk sizes around the buffer size arrive intact and in order")
  func randomChunks() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    var random = SeededBytes(seed: 7)
    var expected: [UInt8] = []
    let writer = try AtomicFileWriter(path: scratch.file("bytes"), bufferCapacity: 37)
    for _ in 0..<500 {
      let chunk = random.bytes(count: random.below(100))  // 0 ..< 100: below, at, above 37
      expected += chunk
      try chunk.withUnsafeBytes { try writer.write($0) }
    }
    try writer.commit()
    let written = try #require(FileManager.default.contents(atPath: scratch.file("bytes")))
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
