import JellyIO

/// Progress of a figure that gnuplot renders page by page (an animated GIF) on the terminal:
/// the meter is made at the first report, when the page count is known, and shows after a
/// second like every other bar (silent when stderr is not a terminal).
final class RenderProgress: @unchecked Sendable {
  private let makeMeter: (Int) -> ProgressMeter
  private var meter: ProgressMeter?

  /// Progress drawn through `context`'s bar.
  init(context: CommandContext) {
    makeMeter = { context.progress(total: $0, unit: "GIF frames") }
  }

  /// Reports `done` of `total` pages finished (called on the command's thread).
  func report(done: Int, total: Int) {
    if meter == nil { meter = makeMeter(total) }
    meter?.advance(to: done)
  }

  /// Clears the bar, if it was drawn.
  func finish() {
    meter?.finish()
  }
}
