import JellyMath
import Testing

@testable import JellyEasing

@Suite struct BackEasingTests {
  @Test("the default s = 1.70158 equals easings.net's back", arguments: EasingMode.allCases)
  func defaultEqualsEasingsNet(mode: EasingMode) throws {
    let parametric = try BackEasing(mode: mode)
    let easingsNet = PennerEasing(family: .back, mode: mode)
    for i in 0...1_000 {
      let x = Double(i) / 1_000
      #expect(parametric.value(at: x).isWithin(1e-15, of: easingsNet.value(at: x)), "x = \(x)")
      #expect(
        parametric.derivative(at: x).isWithin(1e-13, of: easingsNet.derivative(at: x)), "x = \(x)")
    }
  }

  @Test("s = 0 is the plain cubic", arguments: EasingMode.allCases)
  func zeroOvershootIsCubic(mode: EasingMode) throws {
    let back = try BackEasing(overshoot: 0, mode: mode)
    let cubic = PennerEasing(family: .cubic, mode: mode)
    for i in 0...100 {
      let x = Double(i) / 100
      #expect(back.value(at: x).isWithin(1e-15, of: cubic.value(at: x)), "x = \(x)")
    }
  }

  @Test("s = 1.70158 undershoots by 10 % (Penner): closed form and dense sampling")
  func tenPercentOvershoot() throws {
    let curve = try BackEasing(mode: .in)
    let s = 1.70158
    // in'(x) = 0 at x* = 2s/(3(s + 1)); in(x*) = −4s³/(27(s + 1)²).
    let closedForm = -4 * s * s * s / (27 * (s + 1) * (s + 1))
    let sampled = (0...100_000).map { curve.value(at: Double($0) / 100_000) }.min() ?? 0
    #expect(closedForm.isWithin(1e-4, of: -0.1))
    #expect(sampled.isWithin(1e-9, of: closedForm))
    #expect(curve.value(at: 2 * s / (3 * (s + 1))).isWithin(1e-15, of: closedForm))
    let out = try BackEasing(mode: .out)
    let peak = (0...100_000).map { out.value(at: Double($0) / 100_000) }.max() ?? 0
    #expect(peak.isWithin(1e-9, of: 1 - closedForm))
  }

  @Test("analytic derivatives match central differences")
  func derivatives() throws {
    for mode in EasingMode.allCases {
      for s in [0, 1.70158, 4] {
        CurveCheck.expectDerivativeMatchesDifferences(try BackEasing(overshoot: s, mode: mode))
      }
    }
  }

  @Test("negative or non-finite overshoot throws, naming it")
  func errors() {
    #expect(
      throws: ParameterError(.overshoot, value: -1, allowed: ">= 0 and finite")
    ) {
      try BackEasing(overshoot: -1)
    }
    #expect(throws: ParameterError.self) { try BackEasing(overshoot: .nan) }
  }

  @Test("name lists the parameters")
  func name() throws {
    #expect(try BackEasing().name == "back(overshoot=1.70158,mode=out)")
    #expect(try BackEasing(overshoot: 2, mode: .in).name == "back(overshoot=2,mode=in)")
  }
}
