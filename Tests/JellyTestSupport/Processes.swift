import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether process `pid` is gone, a zombie (exited, waiting to be reaped) or being reaped.
package func processHasEnded(_ pid: Int32) -> Bool {
  if kill(pid, 0) != 0 { return errno == ESRCH }
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let close = stat.lastIndex(of: ")")
  else {
    // The process existed a moment ago; its /proc entry going away means another thread (e.g.
    // Foundation's Process) has just reaped it.
    return kill(pid, 0) != 0 && errno == ESRCH
  }
  // Z: exited, waiting to be reaped; X: being reaped right now.
  let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
  return state == "Z" || state == "X"
}

/// Writes `script` (e.g. a stand-in gnuplot starting with `#!/bin/sh`) to `url` as an executable
/// file (mode 755), without this process ever opening the file for writing.
///
/// Tests run in parallel, and a test that writes an executable races with every other test
/// that starts a process: a child forked while the file is open for writing holds that
/// descriptor until it calls exec, and running the script meanwhile fails with ETXTBSY ("text
/// file busy"; Foundation reports it as `NSCocoaErrorDomain` error 256). Here `/bin/sh` writes
/// the file from a pipe, so the only writer is that child, and it has exited when this returns.
///
/// - Throws: When `/bin/sh` cannot be started, or it fails (its exit status in the message).
package func writeExecutableScript(_ script: String, to url: URL) throws {
  let writer = Process()
  writer.executableURL = URL(fileURLWithPath: "/bin/sh")
  writer.arguments = ["-c", "cat > \"$1\" && chmod 755 \"$1\"", "sh", url.path]
  let input = Pipe()
  writer.standardInput = input
  try writer.run()
  input.fileHandleForWriting.write(Data(script.utf8))
  try input.fileHandleForWriting.close()
  writer.waitUntilExit()
  guard writer.terminationReason == .exit, writer.terminationStatus == 0 else {
    throw ScriptWriteFailure(path: url.path, status: writer.terminationStatus)
  }
}

/// `/bin/sh` could not write an executable script.
package struct ScriptWriteFailure: Error, CustomStringConvertible {
  /// The script's path.
  package let path: String
  /// The exit status (or signal) of `/bin/sh`.
  package let status: Int32

  /// The failure in one line.
  package var description: String { "could not write \(path): /bin/sh ended with \(status)" }
}

/// The built `jellylab` executable: next to the test bundle in the build directory (so a
/// sanitizer build's tests run that build's binary).
package func jellylabExecutable() throws -> URL {
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

/// The `jellylab` executable could not be found.
package struct LaunchFailure: Error, CustomStringConvertible {
  /// Where it was looked for.
  package let reason: String
  package var description: String { reason }

  /// A failure for `reason`.
  package init(reason: String) { self.reason = reason }
}

/// The outcome of one launch of the `jellylab` executable.
package struct Launch: Sendable {
  /// The exit status.
  package let status: Int32
  /// Standard output (empty when it went to a given file handle).
  package let output: String
  /// The lines of standard error.
  package let errorLines: [String]
}

/// Runs the built `jellylab arguments` as a child process, in `folder` when given (so relative
/// paths land there), with `standardOutput` (default: captured) and `standardInput` (written
/// from another thread, so that a large input cannot block against a full stdout).
package func launchJellylab(
  _ arguments: [String], in folder: URL? = nil, standardOutput: FileHandle? = nil,
  standardInput: Data? = nil
) throws -> Launch {
  let process = Process()
  process.executableURL = try jellylabExecutable()
  process.arguments = arguments
  if let folder { process.currentDirectoryURL = folder }
  let outputPipe = Pipe()
  let errorPipe = Pipe()
  let inputPipe = Pipe()
  process.standardOutput = standardOutput ?? outputPipe
  process.standardError = errorPipe
  if standardInput != nil { process.standardInput = inputPipe }
  try process.run()
  if let standardInput {
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

/// Polls `condition` every 20 ms for up to 60 s; whether it became true.
package func eventually(_ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(60)
  while !condition() {
    if Date() > deadline { return false }
    usleep(20_000)
  }
  return true
}
