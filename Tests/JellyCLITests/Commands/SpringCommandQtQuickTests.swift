import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyCLI

/// `spring --qt-spring K --qt-damping D`: Qt Quick's SpringAnimation, its 16 ms steps.
@Suite struct SpringCommandQtQuickTests {
  @Test(
    "at 62.5 frames a second each row is one step, and every value Qt Quick wrote is a row's (recorded)"
  )
  func rowsAreQtQuicksSteps() throws {
    let result = runCLI([
      "spring", "--qt-spring", "2", "--qt-damping", "0.2", "--to", "100", "--fps", "62.5",
    ])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    let csv = NumericCSV(result.output)
    // 100 steps to rest: t = 0 … 1.6 s, ending on the target at rest.
    #expect(csv.rows.count == 101)
    #expect(csv.rows[1] == [0.016, 3.2, 200])
    #expect(csv.rows.last == [1.6, 100, 0])
    let recorded = try RepositoryFiles.read("Tests/Fixtures/engines/qtquick-spring.csv")
      .split(separator: "\n").filter { $0.hasPrefix("qtquick:SpringAnimation(2.0, 0.2, 1.0,") }
      .compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }
    #expect(recorded.count == 100)
    let values = csv.rows.map { $0[1] }
    for value in recorded {
      #expect(values.contains { abs($0 - value) <= 1e-9 * 100 }, "Qt wrote \(value)")
    }
  }

  @Test("a time inside a step holds that step; before 0 the value waits at --from")
  func heldSteps() {
    let result = runCLI([
      "spring", "--qt-spring", "2", "--qt-damping", "0.2", "--from", "10", "--to", "110", "--at",
      "-1,0.0159,0.016,0.03",
    ])
    let csv = NumericCSV(result.output)
    #expect(csv.rows.map { $0[1] } == [10, 10, 13.2, 13.2])
  }

  static let badInputs = [
    (["--qt-spring", "2"], "needs both --qt-spring and --qt-damping"),
    (
      ["--qt-spring", "2", "--qt-damping", "0.2", "--velocity", "1"],
      "--velocity cannot be combined"
    ),
    (
      ["--qt-spring", "2", "--qt-damping", "0.2", "--response", "1"],
      "--response cannot be combined"
    ),
    (["--qt-spring", "-1", "--qt-damping", "0.2"], "--qt-spring"),
    (
      ["--qt-spring", "2", "--qt-damping", "0.2", "--free-spring"],
      "--free-spring cannot be combined with --qt-spring"
    ),
    (
      ["--duration", "1", "--damping", "0.5", "--qt-mass", "2"],
      "--duration cannot be combined with --qt-mass"
    ),
    (["--qt-spring", "1e308", "--qt-damping", "0.2"], "not finite"),
  ]

  @Test("bad input: one error line naming the option, exit 2", arguments: 0..<7)
  func badInput(index: Int) {
    let (arguments, mentions) = Self.badInputs[index]
    let result = runCLI(["spring"] + arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorLines.first?.hasPrefix("error: ") == true)
    #expect(result.errorLines.first?.contains(mentions) == true, "\(result.errorLines)")
  }

  @Test(
    "a damping above 1 is clamped as Qt's setter does, with a warning that shows the value used")
  func clampedDamping() {
    let result = runCLI(["spring", "--qt-spring", "2", "--qt-damping", "3", "--at", "0.1"])
    #expect(result.status == 0)
    #expect(result.errorLines == ["warning: Qt Quick clamps --qt-damping to 1 (given 3); using 1"])
  }

  @Test(
    "the default --until ends on a grid time at or after rest, so the last row is on the target")
  func lastRowOnTarget() {
    let result = runCLI([
      "spring", "--qt-spring", "2", "--qt-damping", "0.2", "--to", "100", "--qt-mass", "3",
    ])
    let csv = NumericCSV(result.output)
    #expect(csv.rows.last?[1] == 100 && csv.rows.last?[2] == 0)
    #expect(csv.rows.dropLast().last?[1] != 100)
  }

  @Test("no damping never rests: refused without --until, written with it")
  func undamped() {
    let refused = runCLI(["spring", "--qt-spring", "2", "--qt-damping", "0"])
    #expect(refused.status == 1 || refused.status == 2)
    #expect(refused.errorLines.first?.contains("give --until") == true)
    let result = runCLI(["spring", "--qt-spring", "2", "--qt-damping", "0", "--until", "1"])
    #expect(result.status == 0)
    #expect(NumericCSV(result.output).rows.count == 61)
  }
}
