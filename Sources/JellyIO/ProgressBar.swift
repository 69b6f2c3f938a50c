import Foundation

/// A one-line progress bar redrawn in place on a terminal's error stream with carriage returns:
/// `[##########----------]  50% 1410/2821 cells` (or rows, frames, … see ``unit``). It stays silent until the work has run for
/// ``delay`` seconds, so quick runs print nothing. Callers draw it only when the error stream is
/// a terminal (``standardErrorIsTerminal``), never into pipes, files or tests.
package struct ProgressBar {
  /// Seconds of work before the bar first appears.
  package static let delay = 1.0
  /// The number of characters between the brackets.
  package static let barWidth = 30

  /// The total amount of work, in ``unit``s (≥ 1).
  package let total: Int
  /// What one unit of work is, plural ("cells", "rows", "frames").
  package let unit: String
  /// Receives the text to print (already including the carriage return).
  package let write: (String) -> Void
  /// When the work started, in seconds of a monotonic clock.
  package let start: Double
  /// Whether anything was drawn (so ``finish()`` knows to clear the line).
  package private(set) var isVisible = false

  /// A bar for `total` units of work called `unit` (default "cells") started at `start` seconds
  /// (see ``now()``).
  package init(
    total: Int, unit: String = "cells", start: Double = ProgressBar.now(),
    write: @escaping (String) -> Void
  ) {
    self.total = max(total, 1)
    self.unit = unit
    self.start = start
    self.write = write
  }

  /// Whether the process's standard error (file descriptor 2) is a terminal.
  package static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Seconds of the monotonic clock.
  package static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }

  /// The bar's text for `done` units of `total` called `unit`, without the carriage return.
  package static func line(done: Int, total: Int, unit: String = "cells") -> String {
    let total = max(total, 1)
    let done = min(max(done, 0), total)
    let filled = done * barWidth / total
    let percent = done * 100 / total
    let bar =
      String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
    let percentText = String(repeating: " ", count: 3 - String(percent).count) + "\(percent)"
    return "[\(bar)] \(percentText)% \(done)/\(total) \(unit)"
  }

  /// Redraws the bar for `done` cells when at least ``delay`` seconds have passed at `time`.
  package mutating func update(done: Int, at time: Double = ProgressBar.now()) {
    guard isVisible || time - start >= Self.delay else { return }
    isVisible = true
    write("\r" + Self.line(done: done, total: total, unit: unit))
  }

  /// Clears the bar's line if it was drawn.
  package func finish() {
    guard isVisible else { return }
    let width = Self.line(done: total, total: total, unit: unit).count
    write("\r" + String(repeating: " ", count: width) + "\r")
  }
}
