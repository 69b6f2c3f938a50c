import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@Suite(.tags(.sanitizeThread)) struct EndToEndTests {
  @Test("--version and --help exit 0 on stdout")
  func versionAndHelp() throws {
    let version = try launchJellylab(["--version"])
    #expect(version.status == 0)
    #expect(version.output == "jellylab 0.1.0\n")
    #expect(version.errorLines.isEmpty)
    let help = try launchJellylab(["spring", "--help"])
    #expect(help.status == 0)
    #expect(help.output == runCLI(["spring", "--help"]).output)
  }

  @Test("bad input exits 2 with one error line on stderr and nothing on stdout")
  func badInput() throws {
    let result = try launchJellylab([
      "spring", "--duration", "1", "--damping", "0.5", "--fps", "nan",
    ])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorLines == [
        "error: --fps must be a finite number in (0, 1000] (got 'nan')",
        "usage: jellylab spring [options]",
        "see 'jellylab spring --help'",
      ])
  }

  @Test("the process writes the same CSV as the in-process run, to stdout and to --out")
  func sameOutput() throws {
    let args = [
      "spring", "--duration", "0.7", "--damping", "0.5", "--velocity", "0.9", "--to", "300",
    ]
    let expected = runCLI(args).output
    let result = try launchJellylab(args)
    #expect(result.status == 0)
    #expect(result.output == expected)
    #expect(expected.split(separator: "\n").count > 10)
    let path = NSTemporaryDirectory() + "jellylab-e2e-\(UUID().uuidString).csv"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let toFile = try launchJellylab(args + ["--out", path])
    #expect(toFile.status == 0 && toFile.output.isEmpty && toFile.errorLines.isEmpty)
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect(String(decoding: written, as: UTF8.self) == expected)
  }

  @Test("a folder as --out is exit 2 with one error line")
  func folderDestination() throws {
    let result = try launchJellylab([
      "convert", "--response", "1", "--damping", "1", "--out", "/tmp",
    ])
    #expect(result.status == 2)
    #expect(result.errorLines == ["error: --out: cannot write '/tmp': is a folder"])
  }

  @Test("a full stdout is exit 2 with one error line, not a crash")
  func fullStandardOutput() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "needs /dev/full (Linux)")
    let result = try launchJellylab(
      ["spring", "--duration", "1", "--damping", "0.5"], standardOutput: full)
    #expect(result.status == 2)
    #expect(
      result.errorLines == [
        "error: cannot write to standard output: no space left on the device"
      ])
  }

  @Test("peaks reads a pipe once: --input - and --input /dev/stdin with --summary FILE")
  func peaksFromAPipe() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let series = try launchJellylab(["diff", "--preset", "skype"])
    #expect(series.status == 0)
    let fromFile = directory.appendingPathComponent("diff.csv")
    try Data(series.output.utf8).write(to: fromFile)
    let summary = directory.appendingPathComponent("summary.csv").path
    let expected = try launchJellylab(["peaks", "--input", fromFile.path, "--summary", summary])
    #expect(expected.status == 0)
    let expectedSummary = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(expectedSummary.hasPrefix("key,value\npeaks,4\n"))
    for input in ["-", "/dev/stdin"] {
      try? FileManager.default.removeItem(atPath: summary)
      let piped = try launchJellylab(
        ["peaks", "--input", input, "--summary", summary], standardInput: Data(series.output.utf8))
      #expect(piped.status == 0, "\(input): \(piped.errorLines)")
      #expect(piped.errorLines.isEmpty)
      #expect(piped.output == expected.output)
      #expect(try String(contentsOfFile: summary, encoding: .utf8) == expectedSummary)
    }
    let bad = try launchJellylab(
      ["peaks", "--input", "-"], standardInput: Data("t,v\n0,1\n0,2\n".utf8))
    #expect(bad.status == 2)
    #expect(
      bad.errorLines == ["error: --input <stdin>:3: column 't' must increase, but 0.0 follows 0.0"])
  }
}
