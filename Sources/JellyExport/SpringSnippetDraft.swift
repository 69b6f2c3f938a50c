import Foundation
import JellySprings

/// A ``SpringSnippet`` being written: its lines, the worst read-back so far, notes and report
/// entries. The per-format writers live in `SpringSnippet+<Format>.swift`.
struct SpringSnippetDraft {
  let format: ExportFormat
  let spring: Spring
  /// v, travels per second toward the target.
  let velocity: Double
  /// When the source stops at its target, seconds (`.infinity`: never).
  let endTime: Double
  private(set) var lines: [String] = []
  private(set) var readBackError = 0.0
  var notes: [String] = []
  var entries: [(key: String, value: Double)] = []

  init(format: ExportFormat, spring: Spring, velocity: Double, endTime: Double) {
    self.format = format
    self.spring = spring
    self.velocity = velocity
    self.endTime = endTime
    let t = Self.text
    comment(
      "jellylab export \(format.rawValue): spring m \(t(spring.mass)), k \(t(spring.stiffness)),"
        + " c \(t(spring.damping)), initial velocity \(t(velocity)) travels/s toward the target")
    var details =
      "(damping ratio \(t(spring.dampingRatio)), natural frequency"
      + " \(t(spring.naturalFrequency)) rad/s"
    if endTime.isFinite { details += "; the source stops at the target at \(t(endTime)) s" }
    comment(details + ")")
  }

  /// The code: the lines, each ending in a newline.
  var code: String { lines.map { $0 + "\n" }.joined() }

  /// Shortest round-trip text, for comments and notes.
  static func text(_ x: Double) -> String { SnippetNumber.double(x).text }

  /// Three significant digits, for sizes in notes.
  static func brief(_ x: Double) -> String { String(format: "%.3g", x) }

  /// Appends a `//` comment line.
  mutating func comment(_ text: String) { lines.append("\(format.commentPrefix) \(text)") }

  /// Appends a code line.
  mutating func line(_ text: String) { lines.append(text) }

  /// Folds in one API line's read-back: `readBack` (nil: the line gives no spring, an infinite
  /// error) and its velocity (`nil` when the API carries none).
  mutating func readBack(_ readBack: Spring?, velocity readBackVelocity: Double?) {
    guard let readBack else {
      readBackError = .infinity
      return
    }
    readBackError = max(
      readBackError,
      SpringReadBack.error(
        of: readBack, velocity: readBackVelocity, against: spring, velocity: velocity))
  }

  /// The displacement the source still has, as a fraction of the travel, just before it stops
  /// at `time` (the end jump); 0 for `.infinity`.
  func endJump(at time: Double) -> Double {
    abs(spring.motion(initialDisplacement: -1, initialVelocity: velocity, endTime: time).endJump)
  }

  // MARK: - Notes shared by several formats

  /// `api` has mass 1: the printed constants are k/m and c/m (only when m ≠ 1).
  mutating func noteMassNormalised(_ api: String) {
    guard spring.mass != 1 else { return }
    let t = Self.text
    notes.append(
      "\(api): mass 1, so the spring is printed as k/m = \(t(spring.stiffness / spring.mass))"
        + " and c/m = \(t(spring.damping / spring.mass)) (the same motion as mass"
        + " \(t(spring.mass))).")
  }

  /// `api` takes no initial velocity (only when v ≠ 0).
  mutating func noteNoVelocity(_ api: String) {
    guard velocity != 0 else { return }
    notes.append(
      "\(api): no initial velocity, so those lines start at rest instead of at"
        + " \(Self.text(velocity)) travels/s.")
  }

  /// The source stops at `endTime` but `platform` runs the spring on (only when finite).
  mutating func noteCutNotKept(_ platform: String) {
    guard endTime.isFinite else { return }
    notes.append(
      "The source stops at the target at \(Self.text(endTime)) s, jumping"
        + " \(Self.brief(endJump(at: endTime))) of the travel; \(platform) runs the spring on"
        + " past that time and keeps no such cut.")
  }

  /// `platform`'s velocity is in the value's own units per `unit`, so the snippet scales v by
  /// the variable `travel`.
  mutating func noteVelocityUnits(_ platform: String, unit: String, travel: String) {
    guard velocity != 0 else { return }
    notes.append(
      "\(platform) takes the velocity in the animated value's units per \(unit), so the snippet"
        + " multiplies it by `\(travel)`, the signed distance from the start to the target"
        + " that you set.")
  }
}
