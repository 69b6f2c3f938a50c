import Foundation
import JellyTestSupport
import Testing

@testable import JellyIO

@Suite(.tags(.sanitizeMemory)) struct CSVLineScannerTests {
  /// All lines of `bytes` read with `chunkSize`, as text, plus the scanner's peak buffer size.
  private func lines(_ bytes: [UInt8], chunkSize: Int) throws -> (lines: [String], peak: Int) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var scanner = try CSVLineScanner(
      path: try folder.write(bytes, to: "f.csv").path, chunkSize: chunkSize,
      maximumLineLength: 1_000)
    var lines: [String] = []
    while let line = try scanner.nextLine() {
      lines.append(String(decoding: line, as: UTF8.self))
      #expect(scanner.lineNumber == lines.count)
    }
    return (lines, scanner.peakBufferedBytes)
  }

  @Test("terminators are stripped at every chunk boundary", arguments: [1, 2, 3, 4, 1_024])
  func terminators(chunkSize: Int) throws {
    let text = "ab\r\ncd\n\nlone\rcr\nlast"
    let result = try lines(Array(text.utf8), chunkSize: chunkSize)
    #expect(result.lines == ["ab", "cd", "", "lone\rcr", "last"])
    // One chunk plus the longest unfinished line ("lone\rcr\n" = 8 bytes).
    #expect(result.peak <= chunkSize + 8)
  }

  @Test func emptyFileAndSingleNewline() throws {
    #expect(try lines([], chunkSize: 8).lines.isEmpty)
    #expect(try lines(Array("\n".utf8), chunkSize: 8).lines == [""])
  }
}
