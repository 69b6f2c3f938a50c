import JellyCLITestSupport
import JellySprings
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct RobustnessTests {
  static let values = [
    "0", "-0", "1", "-1", "0.5", "2", "10", "0.01", "1e-3", "1e-5", "1e5", "1e-308", "5e-324",
    "1e308", "-1e308", "1.7976931348623157e308", "0.9999999999999999", "1.0000000000000002",
    "-0.9999999999999999", "nan", "inf", "-inf", "", "abc", "1e-300", "-1e300",
  ]
  static let names = [
    "duration", "damping", "velocity", "mass", "stiffness", "damping-coefficient", "response",
    "bounce", "from", "to",
  ]

  /// Deterministic SplitMix64 steps.
  private struct Random {
    var state: UInt64
    mutating func below(_ bound: Int) -> Int {
      state &+= 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  @Test("3000 random extreme command lines: exit 0 or 2, never a trap, one error line on 2")
  func randomCommandLines() {
    var random = Random(state: 42)
    let sets = SpringParametrization.allCases.map(\.requiredOptions)
    var statuses: [Int32: Int] = [:]
    for index in 0..<3_000 {
      var names = random.below(4) == 0 ? [Self.names[random.below(Self.names.count)]] : []
      names += sets[random.below(sets.count)]
      for extra in ["velocity", "from", "to"] where random.below(3) == 0 { names.append(extra) }
      var arguments = [index % 2 == 0 ? "spring" : "convert"]
      for name in Set(names).sorted() {
        arguments += ["--\(name)", Self.values[random.below(Self.values.count)]]
      }
      if index % 2 == 0 { arguments += ["--samples", "3", "--until", "1"] }
      let result = runCLI(arguments)
      statuses[result.status, default: 0] += 1
      if result.status == 0 {
        #expect(result.errorMessages.isEmpty, "\(arguments)")
        #expect(!result.output.isEmpty, "\(arguments)")
      } else {
        #expect(result.status == 2, "\(arguments)")
        #expect(result.errorMessages.count == 1, "\(arguments)")
        #expect(result.output.isEmpty, "\(arguments)")
      }
    }
    // Both outcomes must occur for the sweep to mean anything.
    #expect(statuses[0, default: 0] > 100)
    #expect(statuses[2, default: 0] > 100)
  }

  // This spring's stiffness used to overflow (and was refused). UIKit now raises a damping ratio
  // below 2^-23 to 2^-23, which bounds the stiffness (iOS 4.18e12, ideal 3.16e23): it runs.
  @Test(
    "a UIKit spring at the smallest duration and damping is clamped and finite, not trapped",
    arguments: ["ios", "ideal"])
  func uiKitExtremes(solver: String) throws {
    let result = runCLI([
      "spring", "--duration", "0.01", "--damping", "1e-300", "--velocity", "-1e300", "--samples",
      "2", "--uikit-solver", solver,
    ])
    #expect(result.status == 0)
    #expect(
      result.errorLines == [
        "warning: UIKit raises --damping 1e-300 to its smallest damping ratio"
          + " 1.1920928955078125e-07 (2^-23); using 1.1920928955078125e-07"
      ])
    let rows = result.output.split(separator: "\n").dropFirst()
    #expect(rows.count == 2)
    for row in rows {
      for field in row.split(separator: ",") {
        #expect(try #require(Double(String(field))).isFinite, "\(row)")
      }
    }
  }
}
