import Testing

@testable import JellyEasing

@Suite struct LinearEasingTests {
  @Test("identity with slope 1, equal to linear(0, 1) and cubic-bezier(0, 0, 1, 1)")
  func identity() throws {
    let curve = LinearEasing()
    let css = try PiecewiseLinearEasing(outputs: [0, 1])
    let bezier = try CubicBezierEasing(0, 0, 1, 1)
    for i in 0...100 {
      let x = Double(i) / 100
      #expect(curve.value(at: x) == x)
      #expect(curve.derivative(at: x) == 1)
      #expect(css.value(at: x) == x)
      #expect(bezier.value(at: x).isWithin(1e-7, of: x))
    }
    #expect(curve.name == "linear")
  }
}
