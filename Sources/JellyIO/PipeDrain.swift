import Foundation

/// Reads a pipe to its end on a thread of its own, so that a child writing to two pipes never
/// stalls on the one not being read (gnuplot's and ffmpeg's standard error).
package final class PipeDrain: @unchecked Sendable {
  // `data` is written by the reading thread before `done` is signalled and read after waiting
  // for it.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  /// Starts reading `handle`.
  package init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// The bytes read, once the pipe has ended.
  package func wait() -> Data {
    done.wait()
    return data
  }
}
