import Foundation
import Testing

/// The built `jellylab` executable: next to the test bundle in the build directory.
func jellylabExecutable() throws -> URL {
  var directories: [URL] = []
  if let executable = Bundle.main.executableURL {
    directories.append(executable.deletingLastPathComponent())
  }
  directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
  directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
  for directory in directories {
    var candidate = directory
    for _ in 0..<4 {
      let binary = candidate.appendingPathComponent("jellylab")
      if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
      candidate = candidate.deletingLastPathComponent()
    }
  }
  throw LaunchFailure(reason: "no jellylab executable near \(directories.map(\.path))")
}

struct LaunchFailure: Error, CustomStringConvertible {
  let reason: String
  var description: String { reason }
}

/// The outcome of launching the executable.
private struct Launch {
  let status: Int32
  let output: String
  let errorLines: [String]
}

private func launch(
  _ arguments: [String], standardOutput: FileHandle? = nil, standardInput: Data? = nil
) throws -> Launch {
  let process = Process()
  process.executableURL = try jellylabExecutable()
  process.arguments = arguments
  let outputPipe = Pipe()
  let errorPipe = Pipe()
  let inputPipe = Pipe()
  process.standardOutput = standardOutput ?? outputPipe
  process.standardError = errorPipe
  if standardInput != nil { process.standardInput = inputPipe }
  try process.run()
  if let standardInput {
    // Written from another thread so that a large input cannot block against a full stdout.
    let writer = Thread {
      inputPipe.fileHandleForWriting.write(standardInput)
      try? inputPipe.fileHandleForWriting.close()
    }
    writer.start()
  }
  let output =
    standardOutput == nil ? outputPipe.fileHandleForReading.readDataToEndOfFile() : Data()
  let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let errorText = String(decoding: errors, as: UTF8.self)
  return Launch(
    status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
    errorLines: errorText.split(separator: "\n").map(String.init))
}

@Suite struct EndToEndTests {
  @Test("--version and --help exit 0 on stdout")
  func versionAndHelp() throws {
    let version = try launch(["--version"])
    #expect(version.status == 0)
    #expect(version.output == "jellylab 0.1.0\n")
    #expect(version.errorLines.isEmpty)
    let help = try launch(["spring", "--help"])
    #expect(help.status == 0)
    #expect(help.output == runCLI(["spring", "--help"]).output)
  }

  @Test("bad input exits 2 with one error line on stderr and nothing on stdout")
  func badInput() throws {
    let result = try launch(["spring", "--duration", "1", "--damping", "0.5", "--fps", "nan"])
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
    let result = try launch(args)
    #expect(result.status == 0)
    #expect(result.output == expected)
    #expect(expected.split(separator: "\n").count > 10)
    let path = NSTemporaryDirectory() + "jellylab-e2e-\(UUID().uuidString).csv"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let toFile = try launch(args + ["--out", path])
    #expect(toFile.status == 0 && toFile.output.isEmpty && toFile.errorLines.isEmpty)
    let written = try #require(FileManager.default.contents(atPath: path))
    #expect(String(decoding: written, as: UTF8.self) == expected)
  }

  @Test("a folder as --out is exit 2 with one error line")
  func folderDestination() throws {
    let result = try launch(["convert", "--response", "1", "--damping", "1", "--out", "/tmp"])
    #expect(result.status == 2)
    #expect(result.errorLines == ["error: --out: cannot write '/tmp': is a folder"])
  }

  @Test("a full stdout is exit 2 with one error line, not a crash")
  func fullStandardOutput() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "needs /dev/full (Linux)")
    let result = try launch(
      ["spring", "--duration", "1", "--damping", "0.5"], standardOutput: full)
    #expect(result.status == 2)
    #expect(
      result.errorLines == [
        "error: cannot write to standard output: no space left on the device"
      ])
  }

  @Test("peaks reads a pipe once: --input - and --input /dev/stdin with --summary FILE")
  func peaksFromAPipe() throws {
    let directory = try CLIFiles.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let series = try launch(["diff", "--preset", "skype"])
    #expect(series.status == 0)
    let fromFile = directory.appendingPathComponent("diff.csv")
    try Data(series.output.utf8).write(to: fromFile)
    let summary = directory.appendingPathComponent("summary.csv").path
    let expected = try launch(["peaks", "--input", fromFile.path, "--summary", summary])
    #expect(expected.status == 0)
    let expectedSummary = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(expectedSummary.hasPrefix("key,value\npeaks,4\n"))
    for input in ["-", "/dev/stdin"] {
      try? FileManager.default.removeItem(atPath: summary)
      let piped = try launch(
        ["peaks", "--input", input, "--summary", summary], standardInput: Data(series.output.utf8))
      #expect(piped.status == 0, "\(input): \(piped.errorLines)")
      #expect(piped.errorLines.isEmpty)
      #expect(piped.output == expected.output)
      #expect(try String(contentsOfFile: summary, encoding: .utf8) == expectedSummary)
    }
    let bad = try launch(["peaks", "--input", "-"], standardInput: Data("t,v\n0,1\n0,2\n".utf8))
    #expect(bad.status == 2)
    #expect(
      bad.errorLines == ["error: --input <stdin>:3: column 't' must increase, but 0.0 follows 0.0"])
  }
}
