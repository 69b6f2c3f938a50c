import Foundation
import JellyCLITestSupport
import JellySprings
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct SpringCommandTests {
  /// One Core Animation spring per regime, with a release that is not from rest.
  struct Regime: CustomTestStringConvertible, Sendable {
    let name: String
    let mass: Double
    let stiffness: Double
    let damping: Double
    var testDescription: String { name }
  }

  static let regimes = [
    Regime(name: "undamped", mass: 2, stiffness: 50, damping: 0),
    Regime(name: "underdamped", mass: 1, stiffness: 100, damping: 4),
    Regime(name: "critically damped", mass: 1, stiffness: 100, damping: 20),
    Regime(name: "overdamped", mass: 0.5, stiffness: 40, damping: 30),
  ]

  @Test("value and velocity agree with an independent RK4 integration to 1e-9", arguments: regimes)
  func matchesRungeKutta(regime: Regime) throws {
    let (from, to, velocity) = (2.0, -3.0, 1.5)  // x0 = 5, v0 = 1.5·(−5) = −7.5
    let result = runCLI([
      "spring", "--mass", "\(regime.mass)", "--stiffness", "\(regime.stiffness)",
      "--damping-coefficient", "\(regime.damping)", "--velocity", "\(velocity)", "--from",
      "\(from)", "--to", "\(to)", "--fps", "50", "--until", "3",
    ])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let csv = NumericCSV(result.output)
    #expect(csv.header == ["t", "value", "velocity"])
    #expect(csv.rows.count == 151)
    let spring = try Spring(mass: regime.mass, stiffness: regime.stiffness, damping: regime.damping)
    let states = rungeKutta4(
      spring: spring, x0: from - to, v0: velocity * (to - from), times: csv.column(0))
    var worst = 0.0
    for (row, state) in zip(csv.rows, states) {
      worst = max(worst, abs(row[1] - (to + state.x)), abs(row[2] - state.v))
    }
    #expect(worst <= 1e-9, "worst deviation from RK4: \(worst)")
    #expect(abs(csv.rows[0][1] - from) <= 1e-15)
    #expect(csv.rows[0][2] == -7.5)
  }

  @Test("times are exactly frame/fps, up to the last frame <= until", arguments: [60.0, 29.97, 7])
  func framesTimes(fps: Double) {
    let result = runCLI([
      "spring", "--response", "0.5", "--damping", "0.7", "--fps", "\(fps)", "--until", "1.3",
    ])
    let times = NumericCSV(result.output).column(0)
    #expect(!times.isEmpty)
    for (index, t) in times.enumerated() { #expect(t == Double(index) / fps) }
    #expect(times.last.map { $0 <= 1.3 && Double(times.count) / fps > 1.3 } == true)
  }

  @Test("--samples spaces N rows evenly over [0, until], ending exactly at until")
  func uniformSamples() {
    let times = NumericCSV(
      runCLI([
        "spring", "--duration", "0.5", "--bounce", "0.2", "--samples", "11", "--until", "0.7",
      ])
      .output
    ).column(0)
    #expect(times.count == 11)
    #expect(times.first == 0)
    #expect(times.last == 0.7)
    for index in 1..<times.count {
      #expect(abs(times[index] - times[index - 1] - 0.07) <= 1e-15)
    }
  }

  @Test("the default end is the first frame inside the settling band; the CSV is exact doubles")
  func defaultEndAndRoundTrip() throws {
    let spring = try Spring(
      uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 0.9, solver: .ideal)
    let motion = spring.motion(initialDisplacement: 10 - 250, initialVelocity: 0.9 * 240)
    let settle = motion.settlingDuration()
    let result = runCLI([
      "spring", "--duration", "1", "--damping", "0.5", "--velocity", "0.9", "--from", "10", "--to",
      "250", "--uikit-solver", "ideal", "--free-spring",
    ])
    let csv = NumericCSV(result.output)
    #expect(csv.rows.count == Int((settle * 60).rounded(.up)) + 1)
    for row in csv.rows {
      // Bit-exact: the CSV text parses back to the very doubles the model computes.
      #expect(row[1] == 250 + motion.displacement(at: row[0]))
      #expect(row[2] == motion.velocity(at: row[0]))
    }
    // The last row is the first frame at or after the settling time: inside the band, and the
    // row before is outside it; from the last row on the motion stays within 0.001 of the
    // distance (checked by dense sampling).
    let last = try #require(csv.rows.last)
    #expect(last[0] >= settle && last[0] - 1.0 / 60 < settle)
    #expect(abs(last[1] - 250) <= 0.001 * 240)
    #expect(abs(csv.rows[csv.rows.count - 2][1] - 250) > 0.001 * 240)
    let worstAfter = (0...5_000).map { abs(motion.displacement(at: last[0] + Double($0) * 1e-3)) }
      .max()
    #expect(try #require(worstAfter) <= 0.001 * 240)
  }

  @Test("by default the spring stops on the target at its UIKit duration, which ends the CSV")
  func defaultCutAndRoundTrip() throws {
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 0.9)
    let motion = spring.motion(
      initialDisplacement: 10 - 250, initialVelocity: 0.9 * 240, endTime: 1)
    // Still 0.00148 of the distance away just before 1 s, so the cut motion settles at the cut.
    #expect(abs(motion.endJump / 240 - 0.001477020647818533) <= 1e-12)
    #expect(motion.settlingDuration() == 1)
    let csv = NumericCSV(
      runCLI([
        "spring", "--duration", "1", "--damping", "0.5", "--velocity", "0.9", "--from", "10",
        "--to", "250",
      ]).output)
    #expect(csv.rows.count == 61)
    for row in csv.rows {
      #expect(row[1] == 250 + motion.displacement(at: row[0]))
      #expect(row[2] == motion.velocity(at: row[0]))
    }
    #expect(csv.rows.last == [1, 250, 0])
    #expect(csv.rows.dropLast().allSatisfy { $0[1] != 250 })
  }

  @Test("--duration 1 --damping 0.5 --velocity 2: from 1 s on the value is the target, at rest")
  func cutAtDuration() throws {
    let base = ["spring", "--duration", "1", "--damping", "0.5", "--velocity", "2"]
    let cut = NumericCSV(runCLI(base + ["--until", "2"]).output)
    #expect(cut.rows.count == 121)
    let after = cut.rows.filter { $0[0] >= 1 }
    #expect(after.count == 61)
    #expect(after.allSatisfy { $0[1] == 1 && $0[2] == 0 })
    // Just before the cut the spring is still 0.133 of the distance past the target.
    let before = try #require(cut.rows.last { $0[0] < 1 })
    #expect(abs(before[1] - 1.1395869767850169) <= 1e-12)
    // --free-spring lets it run on: at 1 s it is where the cut jumps from.
    let free = NumericCSV(runCLI(base + ["--until", "2", "--free-spring"]).output)
    #expect(free.rows.count == 121)
    let freeAtOne = try #require(free.rows.first { $0[0] == 1 })
    #expect(freeAtOne[1] != 1 && freeAtOne[2] != 0)
    #expect(abs(freeAtOne[1] - 1.1330445922589372) <= 1e-12)
    #expect(zip(cut.rows, free.rows).allSatisfy { $0[0] >= 1 || $0 == $1 })
    // The ideal solver gives another spring (stiffness 141.55 against iOS's 15.61), so another
    // motion before the cut and the same target from 1 s on.
    let ideal = NumericCSV(runCLI(base + ["--until", "2", "--uikit-solver", "ideal"]).output)
    #expect(ideal.rows.count == 121)
    #expect(ideal.rows[30][1] != cut.rows[30][1])
    #expect(ideal.rows.filter { $0[0] >= 1 }.allSatisfy { $0[1] == 1 && $0[2] == 0 })
    let stiffness = { (solver: String) -> Double? in
      let lines = runCLI(
        [
          "convert", "--duration", "1", "--damping", "0.5", "--velocity", "2", "--format", "csv",
          "--uikit-solver", solver,
        ]
      ).output.split(separator: "\n")
      return lines.first { $0.hasPrefix("stiffness,") }.flatMap {
        Double(String($0.dropFirst("stiffness,".count)))
      }
    }
    let iOSStiffness = try #require(stiffness("ios"))
    let idealStiffness = try #require(stiffness("ideal"))
    #expect(abs(iOSStiffness - 15.6078) <= 5e-5)
    #expect(abs(idealStiffness - 141.546) <= 5e-4)
  }

  @Test(
    "from == to rests at the target over the settling duration of any move; undamped needs --until")
  func degenerateMotions() throws {
    let spring = try Spring(response: 1, dampingRatio: 0.5)
    let duration = spring.settlingDuration()
    let moving = NumericCSV(runCLI(["spring", "--response", "1", "--damping", "0.5"]).output)
    let still = runCLI([
      "spring", "--response", "1", "--damping", "0.5", "--from", "3", "--to", "3", "--samples",
      "3",
    ])
    #expect(still.status == 0)
    #expect(
      still.output
        == "t,value,velocity\n0.0,3.0,0.0\n\(duration / 2),3.0,0.0\n\(duration),3.0,0.0\n")
    #expect(duration > 1)
    let stillFrames = NumericCSV(
      runCLI(["spring", "--response", "1", "--damping", "0.5", "--from", "3", "--to", "3"]).output)
    #expect(stillFrames.rows.count == moving.rows.count, "the same time axis as a real move")
    #expect(stillFrames.rows.count == Int((duration * 60).rounded(.up)) + 1)
    #expect(stillFrames.rows.allSatisfy { $0[1] == 3 && $0[2] == 0 })
    let undamped = runCLI(["spring", "--response", "1", "--damping", "0"])
    #expect(undamped.status == 2)
    #expect(undamped.errorMessages.first?.contains("--until") == true)
  }

  @Test("a default time range over 10^7 rows is refused with its size; an explicit one runs")
  func defaultRangeRows() throws {
    let spring = [
      "spring", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "0.00001",
    ]
    let refused = runCLI(spring)
    #expect(refused.status == 2 && refused.output.isEmpty)
    #expect(
      refused.errorMessages == [
        "error: the settling duration, 1381550.869549792 s (the default --until) at --fps 60"
          + " (default) asks for 82893054 rows (about 5.0 GB of CSV); a default time range gives"
          + " at most 10000000 rows: give --until T or --samples N (up to 100000000 rows)"
      ])
    // The same spring over an explicit range runs (SamplingOptionsTests: up to 10^8 rows).
    let explicit = runCLI(spring + ["--until", "1000", "--fps", "60"])
    #expect(explicit.status == 0 && explicit.errorLines.isEmpty)
    #expect(explicit.output.split(separator: "\n").count == 60_002)
    let samples = runCLI(spring + ["--samples", "3"])
    #expect(samples.status == 0 && samples.output.split(separator: "\n").count == 4)
  }

  @Test("UIKit clamping is reported as a warning, never silently")
  func clampWarnings() {
    let result = runCLI(["spring", "--duration", "20", "--damping", "1.5", "--samples", "2"])
    #expect(result.status == 0)
    #expect(
      result.errorLines == [
        "warning: UIKit clamps --duration 20 to 10 s (durations run from 0.01 to 10 s); using 10",
        "warning: UIKit treats --damping 1.5 as 1 (critically damped); using 1",
      ])
  }

  @Test("--at gives the grid's rows at those times, in order; before 0 the spring waits at --from")
  func atTimes() {
    let base = ["spring", "--damping", "0.5", "--duration", "1", "--from", "10", "--to", "20"]
    let grid = NumericCSV(runCLI(base + ["--fps", "4", "--until", "1"]).output)
    let at = runCLI(base + ["--at", "0.75,0.25,-2"])
    #expect(at.status == 0, "\(at.errorLines)")
    let rows = NumericCSV(at.output)
    #expect(rows.header == ["t", "value", "velocity"])
    #expect(rows.rows[0] == grid.rows[3] && rows.rows[1] == grid.rows[1])
    #expect(rows.rows[2] == [-2, 10, 0])
    let conflict = runCLI(base + ["--at", "1", "--until", "2"])
    #expect(conflict.errorLines.first == "error: --until cannot be combined with --at or --input")
  }
}
