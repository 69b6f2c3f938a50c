import Foundation
import JellyMath

/// CSS `steps(n, <step-position>)` (CSS Easing Functions Level 2 §2.3, "step easing function"),
/// for any input progress and with the before flag:
///
/// ```
/// step = floor(x·n), +1 for jump-start and jump-both,
///        −1 when the before flag is set and x·n is an integer;
/// step = max(step, 0) when x ≥ 0, min(step, jumps) when x ≤ 1
/// jumps = n (jump-start, jump-end), n − 1 (jump-none), n + 1 (jump-both)
/// value = step / jumps
/// ```
///
/// so `steps(4, jump-end)` is 0, 0.25, 0.5, 0.75 on the quarters and 1 at 1, and
/// `steps(4, jump-start)` is 0.25 already at 0 (0 there with the before flag). Outside [0, 1]
/// the steps go on: `steps(4)` is 1.25 at 1.25 and −0.25 at −0.1. Exact (a ratio of small
/// integers).
public struct StepsEasing: EasingCurve, Hashable {
  /// Where the jumps happen.
  public enum JumpTerm: String, Sendable, Hashable, CaseIterable {
    /// The first jump happens at progress 0 (CSS `start` is an alias).
    case jumpStart = "jump-start"
    /// The last jump happens at progress 1 (the default; CSS `end` is an alias).
    case jumpEnd = "jump-end"
    /// No jump at either end: n − 1 jumps, holding 0 and 1 for 1/n each.
    case jumpNone = "jump-none"
    /// Jumps at both ends: n + 1 jumps.
    case jumpBoth = "jump-both"
  }

  /// The second argument as CSS spells it: the four jump terms and their aliases `start`
  /// (`jump-start`) and `end` (`jump-end`), which behave alike but serialize as written.
  public enum Position: String, Sendable, Hashable, CaseIterable {
    case jumpStart = "jump-start"
    case jumpEnd = "jump-end"
    case jumpNone = "jump-none"
    case jumpBoth = "jump-both"
    case start
    case end

    /// The jump term it means.
    public var jumpTerm: JumpTerm {
      switch self {
      case .jumpStart, .start: .jumpStart
      case .jumpEnd, .end: .jumpEnd
      case .jumpNone: .jumpNone
      case .jumpBoth: .jumpBoth
      }
    }
  }

  /// The largest n accepted: 2^53, beyond which x·n no longer separates the steps.
  public static let maximumCount = 1 << 53

  /// The number of intervals n in [1, 2^53] (≥ 2 for jump-none).
  public let count: Int
  /// Where the jumps happen.
  public var jumpTerm: JumpTerm { position.jumpTerm }
  /// The step position as written (`start` and `jump-start` alike behave as jump-start).
  public let position: Position
  /// `steps(4, jump-end)`, or `step-start` / `step-end` for those keywords.
  public let name: String

  /// `steps(count, jumpTerm)`.
  ///
  /// - Throws: `ParameterError` when `count` < 1, < 2 with jump-none, or > 2^53.
  public init(count: Int, jumpTerm: JumpTerm = .jumpEnd) throws(ParameterError) {
    try self.init(count: count, position: Position(rawValue: jumpTerm.rawValue) ?? .jumpEnd)
  }

  /// `steps(count, position)`, with `position` as written (`start` or `jump-start`, …).
  ///
  /// - Throws: `ParameterError` when `count` < 1, < 2 with jump-none, or > 2^53.
  public init(count: Int, position: Position) throws(ParameterError) {
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum else {
      throw ParameterError(
        .stepCount, value: Double(count),
        allowed: position == .jumpNone ? "an integer >= 2 with jump-none" : "an integer >= 1")
    }
    guard count <= StepsEasing.maximumCount else {
      throw ParameterError(.stepCount, value: Double(count), allowed: "at most 2^53")
    }
    self.init(checked: count, position, name: "steps(\(count), \(position.rawValue))")
  }

  init(checked count: Int, _ position: Position, name: String) {
    self.count = count
    self.position = position
    self.name = name
  }

  /// CSS `step-start` = `steps(1, jump-start)`: 1 everywhere.
  public static let stepStart = StepsEasing(checked: 1, .start, name: "step-start")
  /// CSS `step-end` = `steps(1, jump-end)`: 0 until progress 1.
  public static let stepEnd = StepsEasing(checked: 1, .end, name: "step-end")

  /// The number of jumps: n, n − 1 (jump-none) or n + 1 (jump-both).
  public var jumps: Int {
    switch jumpTerm {
    case .jumpStart, .jumpEnd: count
    case .jumpNone: count - 1
    case .jumpBoth: count + 1
    }
  }

  /// The step value at `progress`, any input, with the before flag clear (§2.3.1); exact.
  public func value(at progress: Double) -> Double {
    value(at: progress, before: false)
  }

  /// The step value at `progress` with the before flag set or clear: set, a jump exactly at
  /// `progress` is not yet taken (the value at the foot of the step), as in an animation's
  /// delay with a backwards fill.
  public func value(at progress: Double, before: Bool) -> Double {
    if progress.isNaN { return .nan }
    let scaled = progress * Double(count)
    var step = scaled.rounded(.down)
    if jumpTerm == .jumpStart || jumpTerm == .jumpBoth { step += 1 }
    if before, scaled == scaled.rounded(.down) { step -= 1 }
    let jumps = Double(self.jumps)
    if progress >= 0, step < 0 { step = 0 }
    if progress <= 1, step > jumps { step = jumps }
    return step / jumps
  }

  /// The CSS serialization (§2.4): `steps(n)` for `end` and `jump-end`, else
  /// `steps(n, position)` with the position as written.
  public var cssText: String {
    jumpTerm == .jumpEnd ? "steps(\(count))" : "steps(\(count), \(position.rawValue))"
  }

  /// 0: the curve is flat between jumps (the jumps themselves have no finite slope).
  public func derivative(at progress: Double) -> Double { progress.isNaN ? .nan : 0 }
}
