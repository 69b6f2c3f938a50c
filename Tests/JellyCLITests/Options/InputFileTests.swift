import Foundation
import JellyFrameDiff
import Testing

@testable import JellyCLI

@Suite struct InputFileTests {
  @Test("reads UTF-8 text; missing and non-UTF-8 files give one message naming option and path")
  func reading() throws {
    let directory = try CLIFiles.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.csv").path
    try "t,v\n0,1\n".write(toFile: good, atomically: true, encoding: .utf8)
    #expect(try InputFile.text(good, option: "--input") == "t,v\n0,1\n")
    let bad = directory.appendingPathComponent("bad.csv").path
    #expect(FileManager.default.createFile(atPath: bad, contents: Data([0xC3, 0x28])))
    #expect(throws: CLIError("--input: '\(bad)' is not UTF-8 text", showsUsage: false)) {
      try InputFile.text(bad, option: "--input")
    }
    #expect(throws: CLIError.self) { try InputFile.text(directory.path, option: "--check") }
  }

  @Test("forEachLine streams the lines of text(); UTF-8 errors win over the body's errors")
  func streamingLines() throws {
    let directory = try CLIFiles.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("lines.csv").path
    // Longer than one 64 KiB chunk, so lines cross chunk boundaries.
    let text = (0..<20_000).map { "\($0),\(Double($0) / 7)" }.joined(separator: "\n") + "\n"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    var lines: [String] = []
    try InputFile.forEachLine(path, option: "--input") { line, number in
      #expect(number == lines.count + 1)
      lines.append(line)
    }
    let expected = try InputFile.text(path, option: "--input")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines == expected)

    struct Stop: Error, Equatable {}
    var calls = 0
    #expect(throws: Stop()) {
      try InputFile.forEachLine(path, option: "--input") { _, _ in
        calls += 1
        throw Stop()
      }
    }
    #expect(calls == 1)
    let late = directory.appendingPathComponent("late.csv").path
    #expect(FileManager.default.createFile(atPath: late, contents: Data("t,v\nx\n".utf8 + [0xE9])))
    #expect(throws: CLIError("--input: '\(late)' is not UTF-8 text", showsUsage: false)) {
      try InputFile.forEachLine(late, option: "--input") { _, number in
        if number == 2 { throw Stop() }
      }
    }
    #expect(throws: CLIError.self) {
      try InputFile.forEachLine(directory.path, option: "--input") { _, _ in }
    }
  }

  @Test("CSV errors become 'option path:line: reason'")
  func csvErrors() {
    let error = InputFile.csvError(
      .malformedCSV(line: 4, reason: "time 0.1 does not increase"), option: "--input", path: "s.csv"
    )
    #expect(error.message == "--input s.csv:4: time 0.1 does not increase")
    #expect(error.status == .usageError)
  }
}
