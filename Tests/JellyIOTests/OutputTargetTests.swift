import Foundation
import JellyTestSupport
import Testing

@testable import JellyIO

@Suite(.tags(.sanitizeMemory)) struct OutputTargetTests {
  struct Stop: Error {}

  /// A stream target that gathers its bytes and counts its flushes.
  final class Stream {
    var bytes: [UInt8] = []
    var flushes = 0
    var target: OutputTarget {
      OutputTarget(write: { self.bytes.append(contentsOf: $0) }, flush: { self.flushes += 1 })
    }
    var text: String { String(decoding: bytes, as: UTF8.self) }
  }

  @Test("a stream target passes bytes through and flushes at commit")
  func stream() throws {
    let stream = Stream()
    let target = stream.target
    try target.write("hello\n")
    #expect(stream.text == "hello\n" && stream.flushes == 0)
    try target.commit()
    #expect(stream.flushes == 1)
  }

  @Test("a file appears only at commit; an uncommitted target leaves nothing")
  func file() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("a.txt").path
    do {
      let abandoned = OutputTarget(file: try AtomicFileWriter(path: path), name: "--out")
      try abandoned.write("partial")
    }
    #expect(!folder.exists("a.txt"))
    let target = OutputTarget(file: try AtomicFileWriter(path: path), name: "--out")
    try target.write("complete\n")
    #expect(!folder.exists("a.txt"))
    try target.commit()
    #expect(FileManager.default.contents(atPath: path) == Data("complete\n".utf8))
  }

  @Test("failures are one line naming the destination")
  func failures() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("a.txt").path
    let target = OutputTarget(file: try AtomicFileWriter(path: path), name: "--plot")
    try target.commit()
    let twice = #expect(throws: OutputTargetError.self) { try target.commit() }
    #expect(twice?.description == "--plot: cannot write '\(path)': the writer is already finished")
    let full = OutputTarget(
      write: { _ in
        throw AtomicFileWriterError(
          path: "<stdout>", reason: .cannotWrite, detail: "No space left on device")
      }, flush: {})
    let error = #expect(throws: OutputTargetError.self) { try full.write("x") }
    #expect(error?.description == "cannot write to standard output: No space left on device")
  }

  @Test("writeCSV streams the header and rows as round-trip numbers")
  func csvToStream() throws {
    let stream = Stream()
    try stream.target.writeCSV(header: ["n", "x"]) { csv in
      try csv.append("7")
      try csv.append(0.1)
      try csv.endRow()
      try csv.writeRow([2, 1.0 / 3])
    }
    #expect(stream.text == "n,x\n7,0.1\n2.0,0.3333333333333333\n")
    #expect(stream.flushes == 1)
  }

  @Test("writeCSV commits a file only when the rows are complete")
  func csvToFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.url.appendingPathComponent("a.csv").path
    #expect(throws: Stop.self) {
      try OutputTarget(file: try AtomicFileWriter(path: path), name: "--out")
        .writeCSV(header: ["x"]) { csv in
          try csv.writeRow([1.0])
          throw Stop()
        }
    }
    #expect(!folder.exists("a.csv"), "a failed body leaves no file")
    try OutputTarget(file: try AtomicFileWriter(path: path), name: "--out")
      .writeCSV(header: ["x"]) { csv in try csv.writeRow([1.5]) }
    #expect(FileManager.default.contents(atPath: path) == Data("x\n1.5\n".utf8))
  }
}
