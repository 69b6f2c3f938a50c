import Foundation

/// A one-line note for a step whose length cannot be counted (a gnuplot render): once the step
/// has run for ``ProgressBar/delay`` seconds, `drawing compare.png with gnuplot … 2.3 s` is
/// redrawn in place every ``interval`` seconds from a background timer, and cleared by
/// ``stop()``. Like ``ProgressBar``, callers draw it only when the error stream is a terminal.
package final class ActivityLine: @unchecked Sendable {
  /// Seconds between two redraws.
  package static let interval = 0.1

  /// What is being done, e.g. `drawing spring.png with gnuplot` (see ``retitle(_:)``).
  package var text: String { queue.sync { title } }
  /// The text drawn (on ``queue``).
  private var title: String
  /// Receives the text to print (already including the carriage returns).
  private let write: @Sendable (String) -> Void
  /// The queue of the timer; every access to the state below happens on it.
  private let queue = DispatchQueue(label: "jellylab.activity-line")
  private var timer: DispatchSourceTimer?
  /// When ``start(delay:)`` was called, seconds of ``ProgressBar/now()``.
  private var started = 0.0
  /// The width of the longest line drawn, 0 while nothing has been drawn.
  private var drawnWidth = 0

  /// A line describing `text`, printed through `write`.
  package init(text: String, write: @escaping @Sendable (String) -> Void) {
    title = text
    self.write = write
  }

  /// Says `text` from the next redraw on, keeping the clock: one line for the steps of one
  /// piece of work (a figure's data, then its render).
  package func retitle(_ text: String) {
    queue.sync { title = text }
  }

  /// The line's text after `elapsed` seconds, without carriage returns.
  package static func line(text: String, elapsed: Double) -> String {
    let tenths = Int((max(0, elapsed) * 10).rounded(.down))
    return "\(text) … \(tenths / 10).\(tenths % 10) s"
  }

  /// Starts the clock; the line first appears after `delay` seconds (default
  /// ``ProgressBar/delay``). Call once.
  package func start(delay: Double = ProgressBar.delay) {
    queue.sync {
      started = ProgressBar.now()
      let timer = DispatchSource.makeTimerSource(queue: queue)
      timer.schedule(
        deadline: .now() + max(0, delay), repeating: Self.interval, leeway: .milliseconds(10))
      timer.setEventHandler { [weak self] in self?.draw() }
      self.timer = timer
      timer.resume()
    }
  }

  /// Stops the clock and clears the line if it was drawn; nothing is drawn after it returns.
  package func stop() {
    queue.sync {
      timer?.cancel()
      timer = nil
      clearDrawn()
    }
  }

  /// Clears the line if it is drawn, runs `body` (which writes something of its own, e.g. a
  /// warning) and lets the line be drawn again below it at the next redraw.
  package func clearing(_ body: () -> Void) {
    queue.sync {
      clearDrawn()
      body()
    }
  }

  /// Blanks the drawn line, if any, and puts the cursor back at its start (on ``queue``).
  private func clearDrawn() {
    guard drawnWidth > 0 else { return }
    write("\r" + String(repeating: " ", count: drawnWidth) + "\r")
    drawnWidth = 0
  }

  /// Redraws the line (on ``queue``).
  private func draw() {
    guard timer != nil else { return }
    let line = Self.line(text: title, elapsed: ProgressBar.now() - started)
    // A shorter title than before is padded, so no end of the longer one is left on screen.
    let padding = String(repeating: " ", count: max(0, drawnWidth - line.count))
    drawnWidth = max(drawnWidth, line.count)
    write("\r" + line + padding)
  }

  deinit {
    timer?.cancel()
  }
}
