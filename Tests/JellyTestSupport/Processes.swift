import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether process `pid` is gone, a zombie (exited, waiting to be reaped) or being reaped.
public func processHasEnded(_ pid: Int32) -> Bool {
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
public func writeExecutableScript(_ script: String, to url: URL) throws {
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
public struct ScriptWriteFailure: Error, CustomStringConvertible {
  /// The script's path.
  public let path: String
  /// The exit status (or signal) of `/bin/sh`.
  public let status: Int32

  /// The failure in one line.
  public var description: String { "could not write \(path): /bin/sh ended with \(status)" }
}
