import Foundation
import JellyTestSupport
import Testing

/// Progress on the real executable: silent when stderr is a pipe, a bar when it is a terminal
/// (a pseudo-terminal from openpty).
@Suite(.tags(.sanitizeThread)) struct ProgressEndToEndTests {
  /// A spring long enough to run for more than a second even in a release build.
  static let longSpring = [
    "spring", "--duration", "1", "--damping", "0.85", "--samples", "100000000",
  ]

  @Test("stderr not a terminal: no byte on stderr from a run of several seconds")
  func silentOnAPipe() throws {
    let process = Process()
    process.executableURL = try jellylabExecutable()
    // 3·10^6 rows (3·10^5 instrumented): seconds in a debug build, far past the bar's
    // one-second delay.
    process.arguments = [
      "spring", "--duration", "1", "--damping", "0.85", "--samples",
      Sanitizers.workload(plain: "3000000", sanitized: "300000"),
    ]
    let errorPipe = Pipe()
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = errorPipe
    try process.run()
    let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(errors.isEmpty, "stderr: \(String(decoding: errors, as: UTF8.self))")
  }

  @Test("stderr a terminal: a bar in rows after a second, redrawn in place")
  func barOnATerminal() throws {
    // Until two redraws have arrived.
    let text = try drawnOnATerminal(Self.longSpring) {
      $0.components(separatedBy: "\r[").count >= 3
    }
    let draws = text.components(separatedBy: "\r").filter { !$0.isEmpty }
    #expect(draws.count >= 2, "drawn: \(text.debugDescription)")
    for draw in draws.prefix(2) {
      #expect(draw.hasPrefix("[") && draw.hasSuffix("/100000000 rows"), "\(draw.debugDescription)")
      #expect(draw.dropFirst().prefix(30).allSatisfy { $0 == "#" || $0 == "-" })
    }
    #expect(!text.contains("\n"), "the bar is redrawn in place, never a new line")
  }

  @Test("compare on a terminal: a bar in fit runs while both models are fitted")
  func compareBarOnATerminal() throws {
    let points = Sanitizers.workload(plain: "100000", sanitized: "20000")
    let text = try drawnOnATerminal(["compare", "report", "--points", points]) {
      $0.contains("fit runs")
    }
    let draw = text.components(separatedBy: "\r").first { $0.contains("fit runs") } ?? ""
    #expect(
      draw.hasPrefix("[") && draw.hasSuffix("/9 fit runs"), "drawn: \(text.debugDescription)")
  }

  @Test("export on a terminal: the seconds spent fitting, redrawn in place")
  func exportActivityOnATerminal() throws {
    let text = try drawnOnATerminal([
      "export", "--duration", "10", "--damping", "0.05", "--max-error", "1e-6",
    ]) { $0.components(separatedBy: "\rfitting").count >= 3 }
    let draws = text.components(separatedBy: "\r").filter { $0.hasPrefix("fitting") }
    #expect(draws.count >= 2, "drawn: \(text.debugDescription)")
    for draw in draws {
      #expect(
        draw.hasPrefix("fitting css-linear within E = 1e-06 … ") && draw.hasSuffix(" s"),
        "\(draw.debugDescription)")
    }
  }

  @Test(
    "peaks and figures on a terminal: a line with the seconds while they work",
    arguments: [
      (
        [
          "peaks", "spring", "--mass", "1", "--stiffness", "1000000", "--damping-coefficient",
          "0.0001", "--fps", "1000", "--until", "3000",
        ], "finding the peaks … "
      ),
      (
        [
          "plot", "--preset", "skype", "--fps", "1000", "--side-delay", "3000", "--format",
          "none", "--out-dir",
        ], "writing the figure … "
      ),
    ])
  func activityOnATerminal(arguments: [String], line: String) throws {
    let folder = try TemporaryFolder().url.appendingPathComponent("out")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let text = try drawnOnATerminal(
      arguments.last == "--out-dir" ? arguments + [folder.path] : arguments
    ) {
      $0.contains(line)
    }
    let draw = text.components(separatedBy: "\r").first { $0.contains(line) } ?? ""
    #expect(draw.hasPrefix(line) && draw.hasSuffix(" s"), "drawn: \(text.debugDescription)")
  }

  @Test(
    "stderr not a terminal: compare and export of seconds draw nothing",
    arguments: [
      ["compare", "report", "--points", Sanitizers.workload(plain: "5000", sanitized: "1000")],
      [
        "export", "--preset", "skype", "--max-error",
        Sanitizers.workload(plain: "1e-6", sanitized: "1e-5"),
      ],
    ])
  func silentOnAPipe(arguments: [String]) throws {
    let process = Process()
    process.executableURL = try jellylabExecutable()
    process.arguments = arguments
    let errorPipe = Pipe()
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = errorPipe
    try process.run()
    let errors = String(
      decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // export reports its key: value lines on stderr; no bar or line is drawn among them.
    #expect(!errors.contains("\r") && !errors.contains("fit runs") && !errors.contains("fitting"))
  }

  /// The first drawing of a bar in GIF frames in `text` (a `[…]` line), or `nil`.
  static func gifBar(in text: String) -> String? {
    text.components(separatedBy: "\r").first {
      $0.hasPrefix("[") && $0.hasSuffix("GIF frames")
    }
  }

  @Test(
    "plot --format gif on a terminal: a bar in GIF frames while gnuplot renders",
    .enabled(if: installedGnuplot != nil, "needs gnuplot on PATH"))
  func gifBarOnATerminal() throws {
    let folder = try TemporaryFolder().url.appendingPathComponent("out")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    // A large page: gnuplot takes seconds for its frames, past the bar's one-second delay.
    let text = try drawnOnATerminal([
      "plot", "--format", "gif", "--size", "6000x3000", "--out-dir", folder.path,
    ]) { Self.gifBar(in: $0) != nil }
    // The bar, not an activity line that may come first while gnuplot starts its frames.
    let draw = Self.gifBar(in: text) ?? ""
    // e.g. `[########-----…]  28% 6/21 GIF frames`: every third of the jelly's 61 frames at
    // 60 fps (5 cs per GIF frame).
    #expect(
      draw.hasPrefix("[") && draw.hasSuffix("/21 GIF frames"), "drawn: \(text.debugDescription)")
  }
}

/// What jellylab run with `arguments` draws on its stderr, a pseudo-terminal from openpty, read
/// until `enough` holds for the text so far, the terminal closes or two minutes pass (stdout goes
/// to /dev/null; the process is stopped if it still runs).
private func drawnOnATerminal(_ arguments: [String], until enough: (String) -> Bool) throws
  -> String
{
  var controller: Int32 = -1
  var terminal: Int32 = -1
  try #require(openpty(&controller, &terminal, nil, nil, nil) == 0, "no pseudo-terminal")
  defer { close(controller) }
  let process = Process()
  process.executableURL = try jellylabExecutable()
  process.arguments = arguments
  process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
  process.standardError = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
  try process.run()
  defer {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
  var text = ""
  let deadline = Date().addingTimeInterval(120)
  var buffer = [UInt8](repeating: 0, count: 4_096)
  while !enough(text) && Date() < deadline {
    var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 1_000) > 0 else { continue }
    let count = read(controller, &buffer, buffer.count)
    guard count > 0 else { break }
    text += String(decoding: buffer[..<count], as: UTF8.self)
  }
  return text
}
