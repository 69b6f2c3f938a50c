import Foundation
import JellyTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real gnuplot on PATH, or nil.
private let gnuplotPath: String? = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  return path.split(separator: ":").map { "\($0)/gnuplot" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// A signal sent to the running executable, and the exit status it must give.
struct InterruptSignal: CustomTestStringConvertible, Sendable {
  let number: Int32
  let name: String
  var expectedStatus: Int32 { 128 + number }
  var testDescription: String { name }

  static let interrupt = InterruptSignal(number: SIGINT, name: "SIGINT")
  static let terminate = InterruptSignal(number: SIGTERM, name: "SIGTERM")
  static let both = [interrupt, terminate]
}

/// Spawns `jellylab arguments` with SIGINT and SIGTERM unblocked and at their default action
/// (as a shell starts a foreground command, whatever this test process inherited), standard
/// output and error on /dev/null.
///
/// - Returns: The child's pid.
private func spawnJellylab(_ arguments: [String], environment: [String: String]) throws -> pid_t {
  let executable = try jellylabExecutable().path
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var empty = sigset_t()
  sigemptyset(&empty)
  var defaults = sigset_t()
  sigemptyset(&defaults)
  sigaddset(&defaults, SIGINT)
  sigaddset(&defaults, SIGTERM)
  posix_spawnattr_setsigmask(&attributes, &empty)
  posix_spawnattr_setsigdefault(&attributes, &defaults)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([executable] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { (argv + envp).forEach { free($0) } }
  var pid: pid_t = 0
  let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
  guard result == 0 else {
    throw LaunchFailure(reason: "posix_spawn: \(String(cString: strerror(result)))")
  }
  return pid
}

/// How a child ended: its exit status, or the signal that killed it.
private enum Ending: Equatable {
  case exited(Int32)
  case killed(by: Int32)

  init(waitStatus status: Int32) {
    self = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .killed(by: status & 0x7f)
  }
}

/// Launches `jellylab arguments`, waits (polling, up to 120 s) until `isReady` holds, sends
/// `signal` and waits for the end.
///
/// - Returns: How the process ended; the test fails if it ended before `isReady` held.
private func interruptedRun(
  _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
  signal: InterruptSignal, isReady: () -> Bool
) throws -> Ending {
  let pid = try spawnJellylab(arguments, environment: environment)
  var status: Int32 = 0
  var ended = false
  let deadline = Date().addingTimeInterval(120)
  while !isReady() && Date() < deadline {
    if waitpid(pid, &status, WNOHANG) == pid {
      ended = true
      break
    }
    usleep(20_000)
  }
  let ready = !ended && isReady()
  if !ended {
    kill(pid, signal.number)
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  }
  try #require(ready, "the run ended or timed out before it was ready to interrupt")
  return Ending(waitStatus: status)
}

/// The entries of `folder`, sorted (empty when it does not exist).
private func entries(_ folder: URL) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

/// Whether an entry of `folder` starts with `prefix` (and, unless `orEmpty`, is non-empty).
private func hasFile(in folder: URL, startingWith prefix: String, orEmpty: Bool = false) -> Bool {
  entries(folder).contains { name in
    guard name.hasPrefix(prefix) else { return false }
    if orEmpty { return true }
    let path = folder.appendingPathComponent(name).path
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return size > 0
  }
}

@Suite(.tags(.sanitizeThread)) struct InterruptTests {
  @Test(
    "spring --samples 1e8 --out: an interrupt leaves neither the temporary file nor the CSV",
    arguments: InterruptSignal.both)
  func springToFile(signal: InterruptSignal) throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let status = try interruptedRun(
      [
        "spring", "--duration", "1", "--damping", "0.5", "--samples", "1e8", "--out",
        folder.appendingPathComponent("big.csv").path,
      ],
      signal: signal
    ) { hasFile(in: folder, startingWith: ".big.csv.tmp-") }
    #expect(status == .exited(signal.expectedStatus))
    #expect(entries(folder) == [])
  }

  @Test(
    "sweep --out a/b/c: an interrupt while the table is written removes the folders it made",
    arguments: InterruptSignal.both)
  func sweepToFolder(signal: InterruptSignal) throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let figures = folder.appendingPathComponent("a/b/c")
    let status = try interruptedRun(
      [
        // 9 010 901 cells: a run of minutes, above the default --max-cells.
        "sweep", "--damping", "0.1:1:0.001", "--velocity", "0:10:0.001", "--max-cells",
        "10000000", "--format", "none", "--out-dir", figures.path,
      ],
      signal: signal
    ) {
      // The table's temporary file exists from the first cell on; its first bytes arrive only
      // when a whole chunk of cells is done, which under the sanitizers can take minutes now that
      // iOS's solver gives every low-damping, high-velocity cell a spring to measure.
      hasFile(in: figures, startingWith: ".jelly-sweep.csv.tmp-", orEmpty: true)
    }
    #expect(status == .exited(signal.expectedStatus))
    // a, a/b and a/b/c were made by the run: all gone, the scratch folder is as it was.
    #expect(entries(folder) == [])
  }

  @Test(
    "track --out: an interrupt while ffmpeg decodes ends ffmpeg and leaves no file",
    .enabled(if: ffmpegTestsRun, "needs ffmpeg on PATH"), arguments: InterruptSignal.both)
  func trackWhileFFmpegDecodes(signal: InterruptSignal) throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let tools = try requireFFmpeg()
    // 5 s of video at 60 fps (2.5 s instrumented, drawn by instrumented code), decoded at its
    // own pace (-re) by an ffmpeg that records its pid.
    var video = TestVideo()
    (video.width, video.height) = (320, 180)
    let frames = (0..<Sanitizers.workload(plain: 300, sanitized: 150)).map {
      video.frame(boxAt: (Double(20 + $0 % 200), 60))
    }
    let path = folder.appendingPathComponent("long.mp4")
    try video.encode(frames, to: path, tools: tools)
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let pidFile = folder.appendingPathComponent("ffmpeg.pid")
    try writeExecutableScript(
      """
      #!/bin/sh
      echo $$ > '\(pidFile.path).new' && mv '\(pidFile.path).new' '\(pidFile.path)'
      exec '\(tools.ffmpeg.path)' -re "$@"

      """, to: bin.appendingPathComponent("ffmpeg"))
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "")
    let out = folder.appendingPathComponent("out")
    let status = try interruptedRun(
      ["track", path.path, "--out", out.appendingPathComponent("track.csv").path],
      environment: environment, signal: signal
    ) {
      FileManager.default.fileExists(atPath: pidFile.path)
        && hasFile(in: out, startingWith: ".track.csv.tmp-", orEmpty: true)
    }
    #expect(status == .exited(signal.expectedStatus))
    let pidText = try String(contentsOf: pidFile, encoding: .utf8)
    let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(processHasEnded(pid), "ffmpeg (pid \(pid)) is still running")
    // The output folder the run made is gone with its temporary file.
    #expect(entries(folder) == ["bin", "ffmpeg.pid", "long.mp4"], "\(entries(folder))")
  }

  @Test(
    "plot --format gif: an interrupt mid-render ends gnuplot and removes its temporary files",
    .enabled(if: gnuplotPath != nil, "needs gnuplot on PATH"), arguments: InterruptSignal.both)
  func plotWhileGnuplotRuns(signal: InterruptSignal) throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    // A gnuplot that records its pid, renders, then stays in gnuplot for a minute.
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let pidFile = folder.appendingPathComponent("gnuplot.pid")
    let fake = bin.appendingPathComponent("gnuplot")
    try writeExecutableScript(
      """
      #!/bin/sh
      echo $$ > '\(pidFile.path).new' && mv '\(pidFile.path).new' '\(pidFile.path)'
      exec '\(try #require(gnuplotPath))' "$@" -e 'pause 60'

      """, to: fake)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "")
    // An existing folder with a file of its own, and one the run will replace.
    let figures = folder.appendingPathComponent("figs")
    try FileManager.default.createDirectory(at: figures, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: figures.appendingPathComponent("keep.txt"))
    try Data("old".utf8).write(to: figures.appendingPathComponent("jelly.gp"))
    let status = try interruptedRun(
      ["plot", "--format", "gif", "--out-dir", figures.path], environment: environment,
      signal: signal
    ) {
      FileManager.default.fileExists(atPath: pidFile.path)
        && hasFile(in: figures, startingWith: ".jelly.gif.tmp-")
    }
    #expect(status == .exited(signal.expectedStatus))
    let pidText = try String(contentsOf: pidFile, encoding: .utf8)
    let pid = try #require(Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(processHasEnded(pid), "gnuplot (pid \(pid)) is still running")
    // The CSVs and the manifest the run had written are gone; the folder keeps its own file
    // and the script the run replaced (now the run's).
    #expect(entries(figures) == ["jelly.gp", "keep.txt"], "\(entries(figures))")
    #expect(
      try String(contentsOf: figures.appendingPathComponent("keep.txt"), encoding: .utf8) == "mine")
  }
}
