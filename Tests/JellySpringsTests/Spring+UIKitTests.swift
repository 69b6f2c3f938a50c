import Foundation
import JellyMath
import JellySprings
import Testing

@Suite struct SpringUIKitTests {
  @Test("Framer's published example: ζ 0.25, d 3 → k 54.83363359078326, c 3.702486785620688")
  func publishedExample() throws {
    let s = try Spring(uiKitDuration: 3, dampingRatio: 0.25)
    #expect(s.mass == 1)
    expectClose(s.stiffness, 54.833_633_590_783_26, tolerance: 1e-13)
    expectClose(s.damping, 3.702_486_785_620_688, tolerance: 1e-13)
  }

  /// Values computed from the cited Framer formula (springs.md §7 item 10), 4 decimals.
  @Test(
    "reference table of the Framer conversion",
    arguments: [
      (0.5, 0.7, 330.0398, 18.1670), (0.8, 0.7, 165.0967, 20.5584), (0.6, 0.7, 248.4431, 18.9145),
      (0.7, 0.7, 197.5891, 19.6793), (0.5, 1, 161.7195, 12.7169), (0.8, 1, 80.8974, 14.3909),
      (0.6, 1, 121.7371, 13.2401), (0.7, 1, 96.8186, 13.7755), (0.85, 1, 75.5100, 14.7724),
      (0.75, 0.5, 351.7788, 28.1336), (0.9, 0.5, 287.6989, 30.5310),
    ])
  func referenceTable(zeta: Double, duration: Double, k: Double, c: Double) throws {
    let s = try Spring(uiKitDuration: duration, dampingRatio: zeta)
    #expect(abs(s.stiffness - k) <= 1e-4)
    #expect(abs(s.damping - c) <= 1e-4)
  }

  @Test("with v > 0 the envelope has two roots; the model takes the larger (d 1, ζ 0.5, v 0.9)")
  func twoRoots() throws {
    let omega = try UIKitSpringModel.naturalFrequency(
      duration: 1, dampingRatio: 0.5, initialVelocity: 0.9, solver: .ideal)
    #expect(abs(omega - 12.40) < 0.005)
    // The smaller root ≈ 1.81 also satisfies the envelope equation; check by bisection.
    let eps = UIKitSpringModel.epsilon
    let g = { (w: Double) in (0.5 * w - 0.9) / (w * 0.75.squareRoot()) * exp(-0.5 * w) - eps }
    let small = bisect(g, 1.800_001, 3)
    #expect(abs(small - 1.81) < 0.005)
    expectClose(g(omega), 0, tolerance: 1e-15, "the model root solves the equation")
    // Framer's 11-step Newton from 5/d reaches the same (larger) root here.
    let framer = UIKitSpringModel.framerNewtonFrequency(
      duration: 1, dampingRatio: 0.5, initialVelocity: 0.9)
    expectClose(framer, omega, tolerance: 1e-12)
  }

  @Test("where Framer's fixed Newton iteration fails and the bracketed solver does not")
  func fixedNewtonDiverges() throws {
    // d 2, ζ 0.5, v 0.9: eleven Newton steps from ω = 5/d land on a negative frequency;
    // the envelope's larger root is ω ≈ 6.0019 rad/s.
    let framer = UIKitSpringModel.framerNewtonFrequency(
      duration: 2, dampingRatio: 0.5, initialVelocity: 0.9)
    #expect(framer < 0)
    let twelve = UIKitSpringModel.framerNewtonFrequency(
      duration: 2, dampingRatio: 0.5, initialVelocity: 0.9, iterations: 12)
    #expect(twelve < 0)
    let omega = try UIKitSpringModel.naturalFrequency(
      duration: 2, dampingRatio: 0.5, initialVelocity: 0.9, solver: .ideal)
    #expect(abs(omega - 6.001_910_610_110_9) < 1e-9)
    // ζ 0.05, d 0.05, v 0.9: Newton overshoots to −21804.65; the root is ≈ 1560.67.
    let wild = UIKitSpringModel.framerNewtonFrequency(
      duration: 0.05, dampingRatio: 0.05, initialVelocity: 0.9)
    #expect(wild < 0)
    let root = try UIKitSpringModel.naturalFrequency(
      duration: 0.05, dampingRatio: 0.05, initialVelocity: 0.9, solver: .ideal)
    #expect(abs(root - 1_560.669_613_131_483) < 1e-6)
  }

  @Test("duration round-trips through the ideal solver's spring for a grid of ζ, d, v")
  func roundTrip() throws {
    var unsolvable = 0
    for zeta in [0.1, 0.25, 0.5, 0.85, 0.99, 1] {
      for d in [0.01, 0.3, 1, 3, 10] {
        for v in [-2.0, 0, 0.9, 2] {
          guard
            let s = try? Spring(
              uiKitDuration: d, dampingRatio: zeta, initialVelocity: v, solver: .ideal)
          else {
            // The model has no root only when the envelope's peak stays below ε: check that
            // independently on a dense grid of ω.
            #expect(
              peakEnvelope(zeta: zeta, d: d, v: v) < UIKitSpringModel.epsilon,
              "ζ \(zeta) d \(d) v \(v)")
            unsolvable += 1
            continue
          }
          let back = try #require(s.uiKitDuration(initialVelocity: v), "ζ \(zeta) d \(d) v \(v)")
          expectClose(back, d, tolerance: 1e-10, "ζ \(zeta) d \(d) v \(v)")
          expectClose(s.dampingRatio, zeta, tolerance: 1e-13)
        }
      }
    }
    // Long durations with a velocity toward the target: the Framer envelope never reaches ε.
    #expect(unsolvable == 18)
  }

  /// The largest value of the Framer envelope g(ω) over ω ∈ (0, 5000], sampled densely.
  func peakEnvelope(zeta: Double, d: Double, v: Double) -> Double {
    var best = -Double.infinity
    for i in 1...500_000 {
      let w = Double(i) * 0.01
      let g =
        zeta < 1
        ? (zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * d)
        : exp(-w * d) * ((w - v) * d + 1)
      best = max(best, g)
    }
    return best
  }

  @Test("ζ ≥ 1 is treated as critically damped; durations are clamped to [0.01, 10]")
  func clampsAndCriticalDamping() throws {
    let critical = try Spring(uiKitDuration: 1, dampingRatio: 1)
    let over = try Spring(uiKitDuration: 1, dampingRatio: 3)
    #expect(over == critical)
    expectClose(critical.dampingRatio, 1, tolerance: 1e-15)
    // ζ = 1 envelope: exp(−ωd)(ωd + 1) = 0.001 at d = 1 → ω ≈ 9.2335 (hand-checked by bisection).
    let w = critical.naturalFrequency
    expectClose(exp(-w) * (w + 1), 0.001, tolerance: 1e-15)
    #expect(
      try Spring(uiKitDuration: 100, dampingRatio: 0.5)
        == Spring(uiKitDuration: 10, dampingRatio: 0.5))
    #expect(
      try Spring(uiKitDuration: 0.001, dampingRatio: 0.5)
        == Spring(uiKitDuration: 0.01, dampingRatio: 0.5))
  }

  @Test("inputs the ideal model cannot solve throw instead of returning garbage")
  func unsolvable() {
    #expect(throws: ParameterError.self) {
      try Spring(uiKitDuration: 1, dampingRatio: 0, solver: .ideal)
    }
    for solver in UIKitSpringModel.Solver.allCases {
      #expect(throws: ParameterError.self) {
        try Spring(uiKitDuration: .nan, dampingRatio: 0.5, solver: solver)
      }
      #expect(throws: ParameterError.self) {
        try Spring(uiKitDuration: -1, dampingRatio: 0.5, solver: solver)
      }
    }
    // ζ so small that the envelope starts below ε: no frequency reaches 0.001 at d.
    #expect(throws: ParameterError.self) {
      try Spring(uiKitDuration: 1, dampingRatio: 0.0005, solver: .ideal)
    }
    // A huge velocity toward the target: the envelope never rises to ε.
    #expect(throws: ParameterError.self) {
      try Spring(uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 1e6, solver: .ideal)
    }
  }

  func bisect(_ f: (Double) -> Double, _ a: Double, _ b: Double) -> Double {
    var lo = a
    var hi = b
    let negativeAtLo = f(lo) < 0
    for _ in 0..<200 {
      let mid = 0.5 * (lo + hi)
      if (f(mid) < 0) == negativeAtLo { lo = mid } else { hi = mid }
    }
    return lo
  }
}

@Suite struct UIKitOverflowTests {
  @Test("extreme inputs throw or give a finite spring, never trap (ζ 1e-300, v ±1e300)")
  func overflow() {
    var thrown = 0
    for solver in UIKitSpringModel.Solver.allCases {
      for duration in [0.01, 10] {
        for velocity in [-1e300, 1e300] {
          do {
            let s = try Spring(
              uiKitDuration: duration, dampingRatio: 1e-300, initialVelocity: velocity,
              solver: solver)
            #expect(s.stiffness.isFinite && s.stiffness > 0 && s.damping.isFinite)
          } catch {
            thrown += 1
          }
        }
      }
    }
    // v = +1e300 toward the target: no envelope reaches ε for the ideal solver, and iOS's
    // steps overflow; v = −1e300 gives a (very stiff) spring under both.
    #expect(thrown >= 2)
  }
}

extension SpringUIKitTests {
  @Test("the values UIKit runs: duration clamped to [0.01, 10] s, damping above 1 as 1")
  func valuesInEffect() {
    #expect(UIKitSpringModel.durationInEffect(500) == 10)
    #expect(UIKitSpringModel.durationInEffect(0.001) == 0.01)
    #expect(UIKitSpringModel.durationInEffect(0.7) == 0.7)
    #expect(UIKitSpringModel.dampingRatioInEffect(2) == 1)
    #expect(UIKitSpringModel.dampingRatioInEffect(0.85) == 0.85)
    #expect(abs(UIKitSpringModel.dampingRatioInEffect(0) - 1.192_092_9e-7) < 1e-14)
    #expect(UIKitSpringModel.dampingRatioInEffect(-3) == 0x1p-23)
  }
}
