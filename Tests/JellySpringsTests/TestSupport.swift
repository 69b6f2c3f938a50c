import JellySprings
import Testing

/// A spring in each regime, with a name for test output.
struct RegimeCase: CustomTestStringConvertible, Sendable {
  let name: String
  let spring: Spring
  let x0: Double
  let v0: Double
  var testDescription: String { name }

  static let all: [RegimeCase] = [
    RegimeCase(
      name: "undamped", spring: Spring(inRange: 1, stiffness: 100, damping: 0), x0: 1, v0: 0),
    RegimeCase(
      name: "underdamped", spring: Spring(inRange: 1, stiffness: 100, damping: 5), x0: -1, v0: 3),
    RegimeCase(
      name: "underdamped heavy mass", spring: Spring(inRange: 2.5, stiffness: 40, damping: 3),
      x0: 517, v0: -200),
    RegimeCase(
      name: "critically damped", spring: Spring(inRange: 1, stiffness: 100, damping: 20), x0: 1,
      v0: -30),
    RegimeCase(
      name: "overdamped", spring: Spring(inRange: 1, stiffness: 100, damping: 50), x0: 2, v0: 5),
    RegimeCase(
      name: "strongly overdamped", spring: Spring(inRange: 1, stiffness: 4, damping: 400), x0: 1,
      v0: 0),
  ]
}

/// Asserts |actual − expected| ≤ tolerance·max(1, |expected|).
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = abs(actual - expected)
  #expect(
    error <= tolerance * max(1, abs(expected)),
    "\(what) got \(actual), expected \(expected), error \(error)", sourceLocation: sourceLocation)
}
