/// Progress of a long loop, cheap enough to report once per row: each ``advance(to:)`` is one
/// integer comparison; the clock is read only every ``checkStride`` units (a thousandth of the
/// total) and the ``ProgressBar`` redrawn at most once per ``redrawInterval`` seconds. A meter
/// without a bar (stderr is not a terminal, or a test's console) never reads the clock and
/// never writes anything.
package struct ProgressMeter {
  /// The shortest time between two redraws, seconds (at most 10 redraws a second).
  package static let redrawInterval = 0.1

  /// A meter that shows nothing.
  package static var silent: ProgressMeter { ProgressMeter(bar: nil) }

  /// The bar drawn, if any.
  package private(set) var bar: ProgressBar?
  /// Units of work between two clock reads (≥ 1).
  package let checkStride: Int
  /// The next `done` count at which the clock is read (`Int.max` without a bar).
  private var nextCheck: Int
  /// When the bar was last drawn, seconds of ``ProgressBar/now()``.
  private var lastDraw = -Double.infinity

  /// A meter drawing on `bar`, or a silent one when `bar` is `nil`.
  package init(bar: ProgressBar?) {
    self.bar = bar
    checkStride = max(1, (bar?.total ?? 1) / 1_000)
    nextCheck = bar == nil ? .max : 0
  }

  /// Reports that `done` units of the bar's total are finished (`done` never decreases).
  @inline(__always)
  package mutating func advance(to done: Int) {
    if done >= nextCheck { check(done: done, at: ProgressBar.now()) }
  }

  /// The slow path of ``advance(to:)`` at clock time `time`: redraws when the bar's delay and
  /// ``redrawInterval`` since the last redraw have passed.
  mutating func check(done: Int, at time: Double) {
    guard var shown = bar else { return }
    nextCheck = done + checkStride
    guard time - lastDraw >= Self.redrawInterval else { return }
    shown.update(done: done, at: time)
    if shown.isVisible { lastDraw = time }
    bar = shown
  }

  /// Clears the bar's line if it was drawn (call once the work is done or has failed).
  package func finish() {
    bar?.finish()
  }
}
