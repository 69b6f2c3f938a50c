import Foundation
import JellyAnalysis
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct InputFileTests {
  @Test("reads UTF-8 text; missing and non-UTF-8 files give one message naming option and path")
  func reading() throws {
    let directory = try TemporaryFolder().url
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

  @Test("CSV errors become 'option path:line: reason'")
  func csvErrors() {
    let error = InputFile.csvError(
      PeakTableError(line: 4, reason: "time 0.1 does not increase"), option: "--input",
      path: "s.csv")
    #expect(error.message == "--input s.csv:4: time 0.1 does not increase")
    #expect(error.status == .usageError)
  }
}
