import Foundation

/// The presentation times of the decoded frames, in the order ffmpeg reported them on its
/// standard error, shared between the thread reading that stream and the one reading frames.
///
/// Thread-safe: the reader adds times and messages, the decoder waits for the time of frame n
/// until it has come or the stream has ended.
final class PresentationClock: @unchecked Sendable {
  // A pthread condition (NSCondition) so that ThreadSanitizer follows it; every stored
  // property below is read and written with `condition` locked.
  private let condition = NSCondition()
  private var timeBase: (numerator: Int, denominator: Int)?
  private var times: [Double?] = []
  private var ended = false
  private var messages: [String] = []

  /// Reads `line` (one line of ffmpeg's standard error).
  func read(_ line: some StringProtocol) {
    let meaning = ShowInfoLine(line)
    condition.lock()
    defer { condition.unlock() }
    switch meaning {
    case .timeBase(let numerator, let denominator):
      if timeBase == nil { timeBase = (numerator, denominator) }
    case .frame(_, let pts):
      guard let timeBase, let pts else {
        times.append(nil)
        break
      }
      times.append(Double(pts * timeBase.numerator) / Double(timeBase.denominator))
    case .otherFilterLine:
      return
    case .message(let text):
      messages.append(text)
      if messages.count > 40 { messages.removeFirst() }
      return
    }
    condition.broadcast()
  }

  /// Marks the stream as ended: no more times will come.
  func end() {
    condition.lock()
    ended = true
    condition.broadcast()
    condition.unlock()
  }

  /// The presentation time of frame `index` in seconds (waiting until it is known), or `nil`
  /// when the stream ended without it or the frame had no time stamp.
  func time(ofFrame index: Int) -> Double?? {
    condition.lock()
    defer { condition.unlock() }
    while times.count <= index && !ended { condition.wait() }
    return index < times.count ? .some(times[index]) : .none
  }

  /// ffmpeg's last message lines (not the filter's), oldest first.
  var lastMessages: [String] {
    condition.lock()
    defer { condition.unlock() }
    return messages
  }
}
