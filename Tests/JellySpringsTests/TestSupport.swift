import JellySprings
import Testing

/// An independent oracle: classic fourth-order Runge–Kutta on m·x'' + c·x' + k·x = 0 with a
/// fixed step, written from the textbook scheme and sharing no code with the closed form.
/// Global error is O(h⁴): h = 1e-4 s gives ~1e-13 relative for the springs used here.
func rungeKutta4(
  spring: Spring, x0: Double, v0: Double, times: [Double], step: Double = 1e-4
) -> [(x: Double, v: Double)] {
  let m = spring.mass
  let k = spring.stiffness
  let c = spring.damping
  func accel(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
  var x = x0
  var v = v0
  var t = 0.0
  var out: [(x: Double, v: Double)] = []
  var n = 0
  for target in times {
    // Integer step count so the step lands exactly on the sample time.
    let steps = Int((target / step).rounded())
    let h = steps > n ? (target - t) / Double(steps - n) : 0
    while n < steps {
      let k1x = v
      let k1v = accel(x, v)
      let k2x = v + 0.5 * h * k1v
      let k2v = accel(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
      let k3x = v + 0.5 * h * k2v
      let k3v = accel(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
      let k4x = v + h * k3v
      let k4v = accel(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      n += 1
      t += h
    }
    t = target
    out.append((x, v))
  }
  return out
}

/// A spring in each regime, with a name for test output.
struct RegimeCase: CustomTestStringConvertible, Sendable {
  let name: String
  let spring: Spring
  let x0: Double
  let v0: Double
  var testDescription: String { name }

  static let all: [RegimeCase] = [
    RegimeCase(name: "undamped", spring: Spring(mass: 1, stiffness: 100, damping: 0), x0: 1, v0: 0),
    RegimeCase(
      name: "underdamped", spring: Spring(mass: 1, stiffness: 100, damping: 5), x0: -1, v0: 3),
    RegimeCase(
      name: "underdamped heavy mass", spring: Spring(mass: 2.5, stiffness: 40, damping: 3),
      x0: 517, v0: -200),
    RegimeCase(
      name: "critically damped", spring: Spring(mass: 1, stiffness: 100, damping: 20), x0: 1,
      v0: -30),
    RegimeCase(
      name: "overdamped", spring: Spring(mass: 1, stiffness: 100, damping: 50), x0: 2, v0: 5),
    RegimeCase(
      name: "strongly overdamped", spring: Spring(mass: 1, stiffness: 4, damping: 400), x0: 1,
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
