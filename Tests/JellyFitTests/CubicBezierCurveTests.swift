import JellyEasing
import JellyFit
import JellyMath
import Testing

@Suite struct CubicBezierCurveTests {
  static let parameters: [Double] = [0.25, 0.1, 0.25, 1, 0.8, 0.3, 100, 400]
  static let times = (0..<70).map { 0.25 + Double($0) / 60 }

  @Test("the values are from + (to − from)·CubicBezierEasing over the duration (1e-12 px)")
  func values() {
    let easing = CubicBezierEasing.ease
    let values = CubicBezierCurve.values(Self.parameters, at: Self.times)
    for (t, value) in zip(Self.times, values) {
      // The recorded motion holds before its start and after its end; CSS's curve would go on.
      let progress = min(max((t - 0.3) / 0.8, 0), 1)
      let expected = 100 + 300 * easing.value(at: progress)
      #expect(abs(value - expected) <= 1e-12 * 300, "t \(t)")
    }
  }

  @Test("the implicit-function gradient equals a central difference (1e-6 relative)")
  func gradient() {
    let duals = Self.parameters.enumerated().map { Dual.variable($0.element, index: $0.offset) }
    let values = CubicBezierCurve.values(duals, at: Self.times)
    for (row, t) in Self.times.enumerated() {
      for k in 0..<8 {
        let h = 1e-6 * max(abs(Self.parameters[k]), 0.1)
        var up = Self.parameters
        var down = Self.parameters
        up[k] += h
        down[k] -= h
        let difference =
          (CubicBezierCurve.values(up, at: [t])[0] - CubicBezierCurve.values(down, at: [t])[0])
          / (2 * h)
        // Samples within a step of the start or end see the clamp's kink: skipped.
        let progress = (t - 0.3) / 0.8
        guard progress > 0.01, progress < 0.99 else { continue }
        #expect(
          abs(values[row].derivative(k) - difference) <= 1e-6 * max(abs(difference), 1),
          "t \(t) ∂\(k)")
      }
    }
  }
}
