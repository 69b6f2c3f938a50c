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
