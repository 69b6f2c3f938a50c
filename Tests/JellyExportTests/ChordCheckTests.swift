import JellyEasing
import Testing

@testable import JellyExport

@Suite struct ChordCheckTests {
  @Test func boundCoversTheTrueErrorOfAParabolaChord() throws {
    // easeInQuad: f = x², chord 0 → 1 is y = x, true max error 1/4 at x = 1/2.
    let curve = try EasingParser.parse("easeInQuad")
    let check = ChordCheck(curve: curve)
    let bound = check.errorBound(
      from: Breakpoint(progress: 0, value: 0), to: Breakpoint(progress: 1, value: 1))
    #expect(bound >= 0.25)
    // Grid spacing 2^-17 ≈ 7.6e-6 with |e′| ≤ 1 and f″ = 2: margin below 1e-5.
    #expect(bound <= 0.25 + 1e-5)
  }

  @Test func marginCoversAMaximumBetweenLatticePoints() throws {
    // Chord 0 → 0.3 of x²: e = x² − 0.3x peaks at x = 0.15 (not a lattice point, 0.15·2^17 =
    // 19660.8) with |e| = 0.0225. The grid alone sees about 2e-12 less; the margin covers it.
    let curve = try EasingParser.parse("easeInQuad")
    let check = ChordCheck(curve: curve)
    let bound = check.errorBound(
      from: Breakpoint(progress: 0, value: 0), to: Breakpoint(progress: 0.3, value: 0.09))
    let lattice = 1.0 / Double(ChordCheck.latticeSteps)
    let gridOnly = (0...39321).map { k -> Double in
      let x = Double(k) * lattice
      return abs(x * x - 0.3 * x)
    }.max()!
    #expect(gridOnly < 0.0225)
    #expect(bound >= 0.0225)
    #expect(bound <= 0.0225 + 1e-5)
  }

  @Test func shortIntervalsUseTheirOwnGrid() throws {
    let curve = try EasingParser.parse("easeInQuad")
    let check = ChordCheck(curve: curve)
    let a = 0.3
    let b = 0.3 + 1e-4
    let bound = check.errorBound(
      from: Breakpoint(progress: a, value: a * a), to: Breakpoint(progress: b, value: b * b))
    // True error (b − a)²/4 = 2.5e-9.
    #expect(bound >= 2.5e-9 * (1 - 1e-6))
    #expect(bound <= 1e-8)
  }

  @Test func limitedCheckIsExactWithinTheLimitAndAboveItOtherwise() throws {
    // easeOutElastic wobbles, so chords over it have errors from ~1e-9 to ~1. Over intervals
    // long and short (lattice and own grid), a limit at half, equal to and twice the full
    // bound must give the full bound when it is within the limit, and something above the
    // limit when it is not: the fit only ever compares the result with the limit.
    let curve = try EasingParser.parse("easeOutElastic")
    let check = ChordCheck(curve: curve)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var decidedEarly = 0
    for trial in 0..<300 {
      let a = unit() * 0.9
      let length = trial.isMultiple(of: 3) ? unit() * 1e-4 : unit() * (1 - a)
      let b = min(1, a + max(length, 1e-9))
      let start = Breakpoint(progress: a, value: curve.value(at: a))
      let end = Breakpoint(progress: b, value: curve.value(at: b))
      let full = check.errorBound(from: start, to: end)
      try #require(full.isFinite && full > 0)
      for limit in [full / 2, full, full * 2] {
        let limited = check.errorBound(from: start, to: end, givingUpAbove: limit)
        if full <= limit {
          #expect(limited == full, "[\(a), \(b)] limit \(limit)")
        } else {
          #expect(limited > limit, "[\(a), \(b)] limit \(limit)")
          #expect(limited <= full)
          if limited < full { decidedEarly += 1 }
        }
      }
    }
    // The point of the limit: most checks that fail stop before the end of their interval.
    #expect(decidedEarly > 150)
  }

  @Test func reversedOrOutOfRangeIntervalsAreInfinite() {
    let check = ChordCheck(curve: LinearEasing())
    let half = Breakpoint(progress: 0.5, value: 0.5)
    #expect(check.errorBound(from: half, to: half) == .infinity)
    #expect(check.errorBound(from: half, to: Breakpoint(progress: 1.5, value: 1)) == .infinity)
  }
}
