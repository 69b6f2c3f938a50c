import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeaksCommandTests {
  @Test("the subcommands, and the default rule: check, write, series, easing, spring, else scene")
  func modesAndDefaultRule() throws {
    let command = PeaksCommand()
    let rule = try #require(command.defaultSubcommand)
    #expect(
      command.subcommands.map(\.name) == ["scene", "spring", "easing", "series", "write", "check"])
    #expect(rule.cases.map(\.mode) == ["check", "write", "series", "easing", "spring"])
    #expect(rule.cases.map { $0.given.map(\.name) }.prefix(3) == [["check"], ["write"], ["input"]])
    #expect(rule.fallback == "scene")
  }

  static let badInputs = [
    BadInput(["--preset", "skyp"], mentions: "did you mean 'skype'"),
    BadInput(["--preset", "skype", "--side", "duration=1,damping=1"], mentions: "--side"),
    BadInput(
      ["--preset", "skype", "--mass", "1"],
      mentions: "--mass belongs to 'jellylab peaks "),
    BadInput(["--side", "duration=1,speed=2,damping=1"], mentions: "'speed'"),
    BadInput(
      ["--input", "x.csv", "--preset", "skype"],
      mentions: "--preset belongs to 'jellylab peaks "),
    BadInput(
      ["--input", "x.csv", "--duration", "1"],
      mentions: "--duration belongs to 'jellylab peaks "),
    BadInput(
      ["--input", "x.csv", "--fps", "30"],
      mentions: "--fps belongs to 'jellylab peaks "),
    BadInput(
      ["--column", "diff", "--preset", "skype"],
      mentions: "--column belongs to 'jellylab peaks "),
    BadInput(
      ["--input", "x.csv", "--write", "x-golden.csv"], mentions: "--input: cannot read 'x.csv'"),
    BadInput(
      ["--duration", "1", "--damping", "0.5", "--side-damping", "0.5"],
      mentions: "--side-damping belongs to 'jellylab peaks "),
    BadInput(
      ["--duration", "1", "--damping", "0.5", "--drop-frames", "3"],
      mentions: "--drop-frames belongs to 'jellylab peaks "),
    BadInput(["--preset", "skype", "--drop-frames", "3"], mentions: "--sampled"),
    BadInput(["--preset", "skype", "--threshold", "1"], mentions: "--threshold"),
    BadInput(
      ["--preset", "skype", "--summary", "s.csv", "--threshold", "-1"], mentions: "--threshold"),
    BadInput(
      ["--preset", "skype", "--summary", "s.csv", "--threshold", "nan"], mentions: "--threshold"),
    BadInput(
      ["--preset", "skype", "--summary", "-", "--out", "-"],
      mentions: "--summary - and --out - both name stdout"),
    BadInput(["--preset", "skype", "--time-column", "t"], mentions: "--time-column"),
    BadInput(["--preset", "skype", "--value-column", "v"], mentions: "--value-column"),
    BadInput(
      ["--input", "x.csv", "--column", "a", "--value-column", "b"], mentions: "--column"),
    BadInput(
      ["--preset", "skype", "--time-tolerance", "1"],
      mentions: "--time-tolerance needs --write"),
    BadInput(
      ["--preset", "skype", "--check", "g.csv", "--time-tolerance", "-1"],
      mentions: "--time-tolerance"),
    BadInput(
      ["--preset", "skype", "--check", "g.csv", "--value-tolerance", "inf"],
      mentions: "--value-tolerance"),
    BadInput(
      ["--preset", "skype", "--check", "g.csv", "--write", "h.csv"],
      mentions: "--write belongs to 'jellylab peaks "),
    BadInput(["--preset", "skype", "--check", "/nonexistent/g.csv"], mentions: "--check"),
    BadInput(["--input", "/nonexistent/s.csv"], mentions: "--input"),
    BadInput(["--preset", "skype", "--fps", "0"], mentions: "--fps"),
    BadInput(["--preset", "skype", "--until", "-1"], mentions: "--until"),
    BadInput(["--preset", "skype", "--distance", "nan"], mentions: "--distance"),
    BadInput(["--preset", "skype", "--screen", "axb"], mentions: "--screen"),
  ]

  @Test("bad input exits 2 with one error line naming the option", arguments: badInputs)
  func badInput(_ input: BadInput) {
    let result = runCLI(["peaks"] + input.arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(input.mentions) == true, "\(result.errorLines)")
  }

  /// A file's content and the `path:line` (or reason) its error must name.
  struct BadFile: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let option: String
    let mentions: String
    var testDescription: String { "\(option) \(name)" }
  }

  static let badFiles = [
    BadFile(name: "empty", bytes: [], option: "--input", mentions: "file is empty"),
    BadFile(
      name: "latin1", bytes: [0x74, 0x2C, 0x76, 0x0A, 0xE9], option: "--input",
      mentions: ":2: line is not valid UTF-8"),
    BadFile(
      name: "text", bytes: Array("t,diff\n0,1\n0.1,x\n".utf8), option: "--input",
      mentions: ":3: column 'diff': 'x' is not a number"),
    BadFile(
      name: "short", bytes: Array("t,diff\n0,1\n0.1\n".utf8), option: "--input",
      mentions: ":3: expected 2 cells as in the header, found 1"),
    BadFile(
      name: "unsorted", bytes: Array("t,diff\n0,1\n0.2,2\n0.1,3\n".utf8), option: "--input",
      mentions: ":4: column 't' must increase, but 0.1 follows 0.2"),
    BadFile(
      name: "notime", bytes: Array("x,diff\n0,1\n".utf8), option: "--input",
      mentions: "columns found: 'x', 'diff'; name it with --time-column NAME"),
    BadFile(
      name: "gap", bytes: Array("t,diff\n0,1\n\n0.1,2\n".utf8), option: "--input",
      mentions: ":3: blank line inside the data (only the end of the file may be blank)"),
    BadFile(
      name: "gap", bytes: Array("index,t,value,kind\n1,0.1,2,max\n\n2,0.2,1,min\n".utf8),
      option: "--check",
      mentions: ":3: blank line inside the data (only the end of the file may be blank)"),
    BadFile(name: "empty", bytes: [], option: "--check", mentions: ":1: expected the header"),
    BadFile(name: "latin1", bytes: [0xFF, 0xFE], option: "--check", mentions: "not UTF-8"),
    BadFile(
      name: "kind", bytes: Array("index,t,value,kind\n1,0.1,2,top\n".utf8), option: "--check",
      mentions: ":2: kind 'top'"),
    BadFile(
      name: "nan", bytes: Array("index,t,value,kind\n1,nan,2,max\n".utf8), option: "--check",
      mentions: ":2: t 'nan' not a number"),
  ]

  @Test(
    "bad files exit 2 with one error line naming the option, the file and the line",
    arguments: badFiles)
  func badFile(_ file: BadFile) throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("\(file.name).csv").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(file.bytes)))
    let arguments =
      file.option == "--input"
      ? ["peaks", "--input", path] : ["peaks", "--preset", "skype", "--check", path]
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    let message = result.errorMessages.first ?? ""
    #expect(message.contains(file.option) && message.contains(path), "\(message)")
    #expect(message.contains(file.mentions), "\(message)")
  }
}
