import Foundation
import JellyFrameDiff
import JellyMath
import JellySprings
import JellySweep
import JellyTestSupport
import Testing

/// A (ζ, v) cell for table-driven tests.
struct SweepCellCase: CustomTestStringConvertible, Sendable {
  let dampingRatio: Double
  let velocity: Double
  var testDescription: String { "ζ \(dampingRatio), v \(velocity)" }

  static let all: [SweepCellCase] = [
    (0.5, 0.9), (0.8, 2), (0.2, 0), (0.35, 2.5), (0.75, 0.8), (0.9, 0.9), (1, 0), (1.3, 3),
    (0.999, 0.5), (0.6, -0.4),
  ].map { SweepCellCase(dampingRatio: $0.0, velocity: $0.1) }
}

@Suite struct SweepCellTests {
  /// Turning points of x(t) found by dense sampling (independent of the closed-form extrema):
  /// samples strictly above or below both neighbours, step 1e-5 s over [0, 4] s.
  static func sampledTurns(_ motion: SpringMotion) -> [(time: Double, x: Double)] {
    let step = 1e-5
    var turns: [(time: Double, x: Double)] = []
    var previous = motion.displacement(at: 0)
    var current = motion.displacement(at: step)
    for n in 2...400_000 {
      let next = motion.displacement(at: Double(n) * step)
      if (current > previous && current > next) || (current < previous && current < next) {
        turns.append((Double(n - 1) * step, current))
      }
      previous = current
      current = next
    }
    return turns
  }

  @Test(
    "metrics agree with dense sampling and the exact settling time", arguments: SweepCellCase.all)
  func matchesSampling(_ c: SweepCellCase) throws {
    // The free spring of the ideal solver: every turning point over 4 s counts.
    let cell = SweepCell(
      duration: 1, dampingRatio: c.dampingRatio, velocity: c.velocity, epsilon: 0.001,
      model: .idealFree)
    let spring = try Spring(
      uiKitDuration: 1, dampingRatio: c.dampingRatio, initialVelocity: c.velocity,
      solver: .ideal)
    #expect(cell.spring == spring)
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: c.velocity)
    let turns = Self.sampledTurns(motion)
    // Sampled turning points are within one step (1e-5 s) of the true ones, so their values
    // are within |x''|·h²/2 ≈ ω²·1e-10 of the true extreme values.
    let tolerance = spring.stiffness * 1e-10 + 1e-12
    let overshoot = turns.map(\.x).filter { $0 > 0 }.max() ?? 0
    #expect(abs(cell.overshoot - overshoot) <= tolerance, "overshoot \(cell.overshoot)")
    let visible = turns.filter { abs($0.x) >= 0.001 }
    #expect(cell.peakCount == visible.count)
    if let first = visible.first, let time = cell.firstPeakTime {
      #expect(abs(time - first.time) <= 1e-5)
    } else {
      #expect(cell.firstPeakTime == nil && visible.isEmpty)
    }
    let settling = try #require(cell.settlingDuration)
    #expect(settling == motion.settlingDuration(epsilon: 0.001))
    // After settling, |x| stays within the band (checked on a 1e-4 s grid over 3 s).
    for n in 1...30_000 {
      let t = settling + Double(n) * 1e-4
      #expect(abs(motion.displacement(at: t)) <= 0.001 * (1 + 1e-9))
      if abs(motion.displacement(at: t)) > 0.001 * (1 + 1e-9) { break }
    }
  }

  @Test("peak counts match the closed-form extrema enumeration over a grid of cells")
  func peakCountsMatchExtrema() throws {
    for zeta in stride(from: 0.05, through: 1.0, by: 0.05) {
      for v in stride(from: 0.0, through: 3.0, by: 0.5) {
        let cell = SweepCell(
          duration: 0.7, dampingRatio: zeta, velocity: v, epsilon: 0.001, model: .idealFree)
        guard let spring = cell.spring else { continue }
        let motion = spring.motion(initialDisplacement: -1, initialVelocity: v)
        let peaks = motion.extrema(maxCount: 10_000, minimumMagnitude: 0.001)
        #expect(cell.peakCount == peaks.count, "ζ \(zeta) v \(v)")
        #expect(cell.firstPeakTime == peaks.first?.time, "ζ \(zeta) v \(v)")
      }
    }
  }

  @Test("a cell the UIKit model cannot solve has no spring and empty metrics")
  func unsolvable() {
    // No ω of the envelope equation reaches ε for ζ 0.2, v 8; iOS's 12 steps do end on one.
    let cell = SweepCell(
      duration: 1, dampingRatio: 0.2, velocity: 8, epsilon: 0.001, model: .idealFree)
    #expect(cell.spring == nil)
    #expect(cell.overshoot == 0 && cell.peakCount == 0)
    #expect(cell.firstPeakTime == nil && cell.settlingDuration == nil)
    #expect(cell.endJump == 0)
    #expect(SweepCell(duration: 1, dampingRatio: 0.2, velocity: 8, epsilon: 0.001).spring != nil)
    // iOS raises ζ 0 to 2^−23, where its steps end on NaN: no spring, under either setting.
    for model in [
      UIKitAnimationModel.iOS, UIKitAnimationModel(solver: .iOS, cutsAtDuration: false),
    ] {
      let zero = SweepCell(
        duration: 1, dampingRatio: 0, velocity: 0, epsilon: 0.001, model: model)
      #expect(zero.spring == nil)
      #expect(zero.overshoot == 0 && zero.peakCount == 0 && zero.endJump == 0)
      #expect(zero.firstPeakTime == nil && zero.settlingDuration == nil)
    }
  }

  @Test(
    "cut at the duration (iOS): metrics are the turning points before the end and the value there",
    arguments: SweepCellCase.all)
  func cutMatchesSampling(_ c: SweepCellCase) throws {
    for duration in [1.0, 0.4] {
      let cell = SweepCell(
        duration: duration, dampingRatio: c.dampingRatio, velocity: c.velocity, epsilon: 0.001)
      let spring = try Spring(
        uiKitDuration: duration, dampingRatio: c.dampingRatio, initialVelocity: c.velocity)
      #expect(cell.spring == spring)
      let motion = spring.motion(
        initialDisplacement: -1, initialVelocity: c.velocity, endTime: duration)
      var turns = Self.sampledTurns(motion.free).filter { $0.time < duration }
      // The value just before the cut, where x still moves away from the target.
      let last = motion.displacement(at: duration.nextDown)
      if abs(last) > abs(motion.displacement(at: duration.nextDown - 1e-5)) {
        turns.append((duration.nextDown, last))
      }
      let tolerance = spring.stiffness * 1e-10 + 1e-12
      let overshoot = turns.map(\.x).filter { $0 > 0 }.max() ?? 0
      #expect(abs(cell.overshoot - overshoot) <= tolerance, "overshoot \(cell.overshoot)")
      let visible = turns.filter { abs($0.x) >= 0.001 }
      #expect(cell.peakCount == visible.count, "T \(duration)")
      if let first = visible.first, let time = cell.firstPeakTime {
        #expect(abs(time - first.time) <= 1e-5)
      } else {
        #expect(cell.firstPeakTime == nil && visible.isEmpty)
      }
      let settling = try #require(cell.settlingDuration)
      #expect(settling == motion.settlingDuration(epsilon: 0.001))
      #expect(settling <= duration)
      // The end jump against an independent integration of the free spring to T.
      let x = rungeKutta4(
        spring: spring, x0: -1, v0: c.velocity, times: [duration], step: duration / 100_000)[0].x
      #expect(abs(cell.endJump - x) <= 1e-10, "end jump \(cell.endJump) vs RK4 \(x)")
    }
  }

  @Test("T 1, ζ 0.5, v 2: iOS's spring is much softer than the ideal one and ends far off")
  func highVelocityIOSAgainstIdeal() throws {
    let iOS = SweepCell(duration: 1, dampingRatio: 0.5, velocity: 2, epsilon: 0.001)
    let ideal = SweepCell(
      duration: 1, dampingRatio: 0.5, velocity: 2, epsilon: 0.001,
      model: UIKitAnimationModel(solver: .ideal))
    let soft = try #require(iOS.spring)
    let stiff = try #require(ideal.spring)
    #expect(abs(soft.stiffness - 15.61) < 0.01, "\(soft.stiffness)")
    #expect(abs(stiff.stiffness - 141.55) < 0.01, "\(stiff.stiffness)")
    // Both cut at 1 s, both past the target (x > 0): iOS's soft spring by 0.133 of the travel,
    // a visible snap back; the ideal one by 0.0024.
    #expect(abs(iOS.endJump) > 0.1 && abs(ideal.endJump) < 0.01)
    #expect(abs(iOS.endJump - 0.133_045) < 1e-6, "\(iOS.endJump)")
    #expect(abs(ideal.endJump - 0.002_435) < 1e-6, "\(ideal.endJump)")
    for (cell, spring) in [(iOS, soft), (ideal, stiff)] {
      let x = rungeKutta4(spring: spring, x0: -1, v0: 2, times: [1], step: 1e-5)[0].x
      #expect(abs(cell.endJump - x) <= 1e-10, "\(cell.endJump) vs RK4 \(x)")
    }
    // Unsettled at the cut, iOS's cell settles at the end (1 s) by the jump.
    #expect(iOS.settlingDuration == 1)
  }
}

@Suite(.tags(.long)) struct SweepCellCutTests {
  /// How many random springs: 60 in `swift test`, 240 with `make long-test`.
  static let caseCount = LongTests.count(quick: 60, long: 240)

  /// ``caseCount`` random UIKit springs (duration 0.2–2 s, ζ 0.03–1.05, velocity −1–5, and soft ones as
  /// Skype's side helper at ζ 0.1, v 0.3) whose cut matters (|x| ≥ 0.001 of the travel just
  /// before it), released from −1 toward 0.
  static let cases: [(cell: SweepCell, motion: SpringMotion, scan: DenseScan)] = {
    var random = SplitMix64(seed: 0x25_0002)
    func uniform(_ low: Double, _ high: Double) -> Double {
      low + (high - low) * random.nextUnitDouble()
    }
    var result: [(SweepCell, SpringMotion, DenseScan)] = []
    while result.count < caseCount {
      let duration = uniform(0.2, 2)
      var damping = uniform(0.03, 1.05)
      var velocity = random.nextUnitDouble() < 0.5 ? uniform(-1, 1) : uniform(1, 5)
      if random.nextUnitDouble() < 0.3 {
        // Soft, as Skype's side helper at ζ 0.1, v 0.3: past the target and still swinging
        // away from it when UIKit ends the animation.
        damping = uniform(0.05, 0.2)
        velocity = uniform(0.2, 0.6) / duration
      }
      guard
        let spring = try? Spring(
          uiKitDuration: duration, dampingRatio: damping, initialVelocity: velocity)
      else { continue }
      let motion = spring.motion(
        initialDisplacement: -1, initialVelocity: velocity, endTime: duration)
      guard abs(motion.endJump) >= 1e-3 else { continue }
      let cell = SweepCell(
        duration: duration, dampingRatio: damping, velocity: velocity, epsilon: 0.001)
      let scan = DenseScan(
        horizon: duration + 0.05, step: 2e-4, kinks: [duration], jumps: [duration],
        value: { motion.displacement(at: $0) })
      result.append((cell, motion, scan))
    }
    return result
  }()

  @Test("overshoot, peaks, first peak, settling and jump of random cut springs match a DenseScan")
  func cutSpringMetricsMatchDenseScan() throws {
    let epsilon = 0.001
    var overshootAtCut = 0
    var peakAtCut = 0
    var ambiguous = 0
    for (cell, motion, scan) in Self.cases {
      let extrema = scan.extrema()
      // Overshoot: the largest x past the target (x > 0), from samples and refined extrema.
      let past = (scan.samples.map(\.value) + extrema.map(\.value)).max() ?? 0
      #expect(abs(cell.overshoot - max(0, past)) <= 1e-9, "\(cell) vs \(past)")
      if let largest = extrema.filter({ $0.value > 0 }).max(by: { $0.value < $1.value }),
        largest.isBeforeJump, largest.value >= past
      {
        overshootAtCut += 1
      }
      // Peaks at least ε from the target; a peak within 1e-7 of ε is decided by rounding.
      if extrema.contains(where: { abs(abs($0.value) - epsilon) <= 1e-7 * epsilon }) {
        ambiguous += 1
        continue
      }
      let visible = extrema.filter { abs($0.value) >= epsilon }
      #expect(cell.peakCount == visible.count, "\(cell): \(visible)")
      if let first = visible.first, let time = cell.firstPeakTime {
        #expect(abs(time - first.time) <= 1e-5, "\(cell): \(first)")
      } else {
        #expect(cell.firstPeakTime == nil && visible.isEmpty, "\(cell)")
      }
      peakAtCut += visible.count(where: \.isBeforeJump)
      // Settling: the band is ε of the travel (|x0| = 1).
      let settling = try #require(cell.settlingDuration)
      #expect(
        abs(settling - scan.settlingTime(reference: 0, threshold: epsilon)) <= 1e-9,
        "\(cell)")
      #expect(abs(cell.endJump - motion.displacement(at: motion.endTime.nextDown)) <= 1e-12)
    }
    #expect(ambiguous <= 5, "\(ambiguous)")
    #expect(overshootAtCut >= 5 * Self.caseCount / 240, "\(overshootAtCut)")
    #expect(peakAtCut >= 50 * Self.caseCount / 240, "\(peakAtCut)")
  }
}
