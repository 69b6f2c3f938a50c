import Foundation
import JellyTestSupport
import Testing

/// The repository root.
private let repositoryRoot = RepositoryFiles.root

/// README.md and every Markdown file under docs/, sorted by path.
private func documentationFiles() -> [String] {
  var files = ["README.md"]
  let docs = repositoryRoot.appendingPathComponent("docs")
  if let enumerator = FileManager.default.enumerator(atPath: docs.path) {
    for case let path as String in enumerator where path.hasSuffix(".md") {
      files.append("docs/" + path)
    }
  }
  return files.sorted()
}

extension ConsoleBlock: CustomTestStringConvertible {
  var testDescription: String { location }
}

/// Every console block of README.md and docs/**/*.md.
private let consoleBlocks: [ConsoleBlock] = documentationFiles().flatMap { file in
  let url = repositoryRoot.appendingPathComponent(file)
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [ConsoleBlock]() }
  return ConsoleTranscript.blocks(inMarkdown: text, file: file)
}

/// Whether `block` runs ffmpeg (itself or through `jellylab track`).
private func needsFFmpeg(_ block: ConsoleBlock) -> Bool {
  block.steps.contains { $0.command.contains("ffmpeg") || $0.command.contains("jellylab track ") }
}

/// The folder of the freshly built `jellylab` (found as the end-to-end tests find it).
private func jellylabDirectory() throws -> URL {
  try jellylabExecutable().deletingLastPathComponent()
}

/// Runs `command` through `/bin/sh -c` in `folder` with `path` as PATH; returns the combined
/// stdout and stderr. A command still running after `timeout` seconds is terminated.
private func runShell(_ command: String, in folder: URL, path: String, timeout: Double = 300)
  throws -> String
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", command]
  process.currentDirectoryURL = folder
  var environment = ProcessInfo.processInfo.environment
  environment["PATH"] = path
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
  DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
  let output = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  watchdog.cancel()
  return String(decoding: output, as: UTF8.self)
}

/// Every ```` ```console ```` block of the docs runs and prints what it shows. Each block runs in
/// a fresh temporary folder holding a symbolic link `data` to the repository's data/, with the
/// freshly built debug jellylab first on PATH.
@Suite struct ConsoleExampleTests {
  @Test("the docs have console examples to run")
  func examplesFound() {
    #expect(consoleBlocks.count >= 10)
    #expect(consoleBlocks.allSatisfy { !$0.steps.isEmpty })
  }

  @Test("console example", arguments: consoleBlocks.filter { !needsFFmpeg($0) })
  func example(_ block: ConsoleBlock) throws {
    try run(block)
  }

  @Test(
    "console example with ffmpeg", .enabled(if: ffmpegTestsRun, "needs ffmpeg on PATH"),
    arguments: consoleBlocks.filter(needsFFmpeg))
  func ffmpegExample(_ block: ConsoleBlock) throws {
    _ = try requireFFmpeg()
    try run(block)
  }

  private func run(_ block: ConsoleBlock) throws {
    let binDirectory = try jellylabDirectory()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellylab-console-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("data"),
      withDestinationURL: repositoryRoot.appendingPathComponent("data"))
    let inheritedPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for step in block.steps {
      let output = try runShell(
        step.command, in: folder, path: binDirectory.path + ":" + inheritedPath)
      let actual = ConsoleTranscript.normalizedLines(output)
      if !ConsoleTranscript.matches(expected: step.expected, actual: actual) {
        Issue.record(
          """
          \(block.file):\(step.line): console example output differs
          $ \(step.command)
          --- expected (docs) ---
          \(step.expected.joined(separator: "\n"))
          --- actual ---
          \(actual.joined(separator: "\n"))
          --- end ---
          """)
      }
    }
  }
}
