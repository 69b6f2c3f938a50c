import Foundation
import Testing

@testable import JellyGeometry

@Suite struct ArcLengthTests {
  @Test(arguments: [1e-2, 1e-5, 1e-8, 1e-11])
  func adaptiveRuleMeetsAccuracyOnAKink(accuracy: Double) {
    // ∫₀¹ |t − 1/3| dt = (1/3)²/2 + (2/3)²/2 = 5/18; the kink defeats any single rule.
    let value = ArcLength.adaptive(from: 0, to: 1, accuracy: accuracy) { abs($0 - 1.0 / 3) }
    #expect(abs(value - 5.0 / 18) <= accuracy)
  }

  @Test func adaptiveRuleOnSmoothIntegrandNeedsNoSplitting() {
    var calls = 0
    let value = ArcLength.adaptive(from: 0, to: 1, accuracy: 1e-12) { t in
      calls += 1
      return exp(t)
    }
    #expect(abs(value - (M_E - 1)) < 1e-15)
    #expect(calls == 24)  // one 8-point and one 16-point sum
  }

  @Test func inversionOfAKnownLengthFunction() {
    // Speed 2t on [0, 1]: length(0, t) = t², so the answer is √s.
    for target in [0.0, 0.01, 0.3, 0.64, 0.999, 1] {
      let t = ArcLength.parameter(
        at: target, total: 1, accuracy: 1e-12, speed: { 2 * $0 },
        length: { a, b, _ in b * b - a * a })
      #expect(abs(t * t - target) <= 1e-12)
    }
  }

  @Test func nonFiniteIntegrandsReturnAtOnce() {
    var calls = 0
    let value = ArcLength.adaptive(from: 0, to: 1, accuracy: 1e-9) { _ in
      calls += 1
      return .nan
    }
    #expect(value.isNaN && calls == 24)
  }
}
