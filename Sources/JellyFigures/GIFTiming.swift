/// Which frames an animated GIF shows and for how long, and whether it plays in real time.
///
/// GIF frame delays are whole centiseconds, and gnuplot's `set terminal gif animate delay D` sets
/// one delay for the whole file (setting the terminal again starts a second GIF in the same
/// file), so delays cannot alternate (e.g. 2, 2, 1 cs for 60 fps). Instead every k-th frame is
/// shown, k chosen so that k/fps seconds is a whole number of centiseconds: real time. When no
/// small k does that (e.g. 59.94 fps), the nearest delay is used and ``playbackSpeed`` says how
/// much faster or slower than real time the GIF plays. Delays below ``minimumDelay`` are never
/// used: browsers show them at 10 cs.
package struct GIFTiming: Sendable, Equatable, CustomStringConvertible {
  /// The shortest delay used, in centiseconds.
  package static let minimumDelay = 2
  /// The longest delay a real-time choice may take, in centiseconds, unless twice the rounded
  /// delay is longer.
  package static let longestRealTimeDelay = 10

  /// Show every `frameStep`-th frame (≥ 1).
  package let frameStep: Int
  /// The delay of every page, in centiseconds (2...65535).
  package let delayCentiseconds: Int
  /// The display-link rate of the data, frames per second.
  package let framesPerSecond: Double

  /// The timing for `frameCount` frames at `framesPerSecond` (in (0, 1000]), with at most
  /// `maximumPages` pages (≥ 1).
  package init(framesPerSecond: Double, frameCount: Int, maximumPages: Int) {
    self.framesPerSecond = framesPerSecond
    let forPages = max(1, (frameCount + maximumPages - 1) / max(maximumPages, 1))
    // Below 1.5 cs per step the rounded delay would be under the minimum.
    let forDelay = Int((1.5 * framesPerSecond / 100).rounded(.up))
    let smallest = max(forPages, forDelay, 1)
    let rounded = max(Self.minimumDelay, Int((100 * Double(smallest) / framesPerSecond).rounded()))
    for step in smallest...(6 * smallest) {
      let exact = 100 * Double(step) / framesPerSecond
      let whole = exact.rounded()
      guard abs(exact - whole) <= 1e-9 * whole, whole >= Double(Self.minimumDelay) else { continue }
      guard whole <= Double(max(Self.longestRealTimeDelay, 2 * rounded)) else { break }
      frameStep = step
      delayCentiseconds = Int(whole)
      return
    }
    frameStep = smallest
    delayCentiseconds = min(rounded, 65_535)
  }

  /// Page duration over data duration: 1 is real time, below 1 slower.
  package var playbackSpeed: Double {
    100 * Double(frameStep) / framesPerSecond / Double(delayCentiseconds)
  }

  /// Whether the GIF plays in real time (to 1e-9).
  package var isRealTime: Bool { abs(playbackSpeed - 1) <= 1e-9 }

  /// The positions of the frames shown, among `frameCount` frames.
  package func pages(frameCount: Int) -> [Int] {
    Array(stride(from: 0, to: frameCount, by: frameStep))
  }

  /// One line for the page title and the help, e.g. `GIF: every 3rd frame, 5 cs per page, real
  /// time`.
  package var description: String {
    let which =
      switch frameStep {
      case 1: "every frame"
      case 2: "every 2nd frame"
      case 3: "every 3rd frame"
      default: "every \(frameStep)th frame"
      }
    let speed =
      isRealTime
      ? "real time"
      : String(format: "plays at %.2f× real time (GIF delays are whole 1/100 s)", playbackSpeed)
    return "GIF: \(which), \(delayCentiseconds) cs per page, \(speed)"
  }
}
