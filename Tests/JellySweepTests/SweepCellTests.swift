import Foundation
import JellyFrameDiff
import JellySprings
import JellySweep
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
    let cell = SweepCell(
      duration: 1, dampingRatio: c.dampingRatio, velocity: c.velocity, epsilon: 0.001)
    let spring = try Spring(
      uiKitDuration: 1, dampingRatio: c.dampingRatio, initialVelocity: c.velocity)
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
        let cell = SweepCell(duration: 0.7, dampingRatio: zeta, velocity: v, epsilon: 0.001)
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
    let cell = SweepCell(duration: 1, dampingRatio: 0.2, velocity: 8, epsilon: 0.001)
    #expect(cell.spring == nil)
    #expect(cell.overshoot == 0 && cell.peakCount == 0)
    #expect(cell.firstPeakTime == nil && cell.settlingDuration == nil)
  }
}
