import Foundation
import JellyMath

/// CSS `steps(n, <jump-term>)` (CSS Easing Level 1, "step easing function"), without the
/// before flag (progress is clamped to [0, 1]):
///
/// ```
/// step = floor(x·n), +1 for jump-start and jump-both
/// jumps = n (jump-start, jump-end), n − 1 (jump-none), n + 1 (jump-both)
/// value = min(step, jumps) / jumps
/// ```
///
/// so `steps(4, jump-end)` is 0, 0.25, 0.5, 0.75 on the quarters and 1 at 1, and
/// `steps(4, jump-start)` is 0.25 already at 0. Exact (a ratio of small integers).
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

  /// The largest n accepted: 2^53, beyond which x·n no longer separates the steps.
  public static let maximumCount = 1 << 53

  /// The number of intervals n in [1, 2^53] (≥ 2 for jump-none).
  public let count: Int
  /// Where the jumps happen.
  public let jumpTerm: JumpTerm
  /// `steps(4, jump-end)`, or `step-start` / `step-end` for those keywords.
  public let name: String

  /// `steps(count, jumpTerm)`.
  ///
  /// - Throws: ``EasingParameterError`` when `count` < 1, < 2 with jump-none, or > 2^53.
  public init(count: Int, jumpTerm: JumpTerm = .jumpEnd) throws(EasingParameterError) {
    let minimum = jumpTerm == .jumpNone ? 2 : 1
    guard count >= minimum else {
      throw ParameterError(
        .stepCount, value: Double(count),
        allowed: jumpTerm == .jumpNone ? "an integer >= 2 with jump-none" : "an integer >= 1")
    }
    guard count <= StepsEasing.maximumCount else {
      throw ParameterError(.stepCount, value: Double(count), allowed: "at most 2^53")
    }
    self.init(checked: count, jumpTerm, name: "steps(\(count), \(jumpTerm.rawValue))")
  }

  init(checked count: Int, _ jumpTerm: JumpTerm, name: String) {
    self.count = count
    self.jumpTerm = jumpTerm
    self.name = name
  }

  /// CSS `step-start` = `steps(1, jump-start)`: 1 everywhere.
  public static let stepStart = StepsEasing(checked: 1, .jumpStart, name: "step-start")
  /// CSS `step-end` = `steps(1, jump-end)`: 0 until progress 1.
  public static let stepEnd = StepsEasing(checked: 1, .jumpEnd, name: "step-end")

  /// The number of jumps: n, n − 1 (jump-none) or n + 1 (jump-both).
  public var jumps: Int {
    switch jumpTerm {
    case .jumpStart, .jumpEnd: count
    case .jumpNone: count - 1
    case .jumpBoth: count + 1
    }
  }

  /// The step value at `progress` (clamped to [0, 1]), per the CSS algorithm; exact.
  public func value(at progress: Double) -> Double {
    let x = progress.clampedToUnitInterval
    if x.isNaN { return .nan }
    var step = floor(x * Double(count))
    if jumpTerm == .jumpStart || jumpTerm == .jumpBoth { step += 1 }
    let jumps = Double(self.jumps)
    return min(step, jumps) / jumps
  }

  /// 0: the curve is flat between jumps (the jumps themselves have no finite slope).
  public func derivative(at progress: Double) -> Double { progress.isNaN ? .nan : 0 }
}
