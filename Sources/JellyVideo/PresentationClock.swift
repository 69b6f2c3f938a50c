import Foundation

/// The presentation times of the decoded frames, in the order ffmpeg reported them on its
/// standard error, shared between the thread reading that stream and the one reading frames.
///
/// Thread-safe: the reader adds times and messages, the decoder takes the times that have
/// come; a lock guards them.
final class PresentationClock: @unchecked Sendable {
  // A pthread lock (NSLock) so that ThreadSanitizer follows it; every stored property below is
  // read and written with `lock` held.
  private let lock = NSLock()
  private let timeBase: (numerator: Int, denominator: Int)
  private var times: [Double?] = []
  private var messages: [String] = []

  /// A clock for time stamps counting `timeBase` seconds (the stream's, as ffprobe gives it).
  init(timeBase: (numerator: Int, denominator: Int)) {
    self.timeBase = timeBase
  }

  /// Reads `line` (one line of ffmpeg's standard error). A frame's time is pts × time base;
  /// one that differs from ffmpeg's own rounded seconds by more than their rounding (the time
  /// base would not be the filter's) counts as no time.
  func read(_ line: some StringProtocol) {
    let meaning = FrameLogLine(line)
    lock.lock()
    defer { lock.unlock() }
    switch meaning {
    case .frame(_, let pts, let rounded):
      guard let pts else {
        times.append(nil)
        break
      }
      let time = Double(pts * timeBase.numerator) / Double(timeBase.denominator)
      let agrees = rounded.map { abs($0 - time) <= 1e-5 * max(1, abs(time)) } ?? true
      times.append(agrees ? time : nil)
    case .otherFilterLine:
      return
    case .message(let text):
      messages.append(text)
      if messages.count > 40 { messages.removeFirst() }
      return
    }
  }

  /// The times known of the frames from `index` on (`nil` for a frame without a time stamp);
  /// never waits.
  func times(from index: Int) -> [Double?] {
    lock.lock()
    defer { lock.unlock() }
    return index < times.count ? Array(times[index...]) : []
  }

  /// The number of frames whose time (or lack of one) has been read.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return times.count
  }

  /// ffmpeg's last message lines (not the filter's), oldest first.
  var lastMessages: [String] {
    lock.lock()
    defer { lock.unlock() }
    return messages
  }
}
