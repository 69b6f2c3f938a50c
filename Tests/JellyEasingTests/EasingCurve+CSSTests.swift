import Testing

@testable import JellyEasing

@Suite struct EasingCurveCSSTests {
  @Test("cubic-bezier text and its keywords give the curve the parser gives")
  func cubicBezier() throws {
    #expect(try CubicBezierEasing(css: "ease") == .ease)
    let parsed = try CubicBezierEasing(css: " cubic-bezier(0.1, 0.2, 0.3, 1.4) ")
    let direct = try CubicBezierEasing(0.1, 0.2, 0.3, 1.4)
    for progress in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(parsed.value(at: progress) == direct.value(at: progress))
    }
  }

  @Test("linear() text gives the stops of PiecewiseLinearEasing(stops:)")
  func piecewiseLinear() throws {
    let parsed = try PiecewiseLinearEasing(css: "linear(0, 0.8 30%, 1)")
    #expect(parsed.value(at: 0.3) == 0.8)
    #expect(abs(parsed.value(at: 0.65) - 0.9) <= 1e-15)
  }

  @Test("steps() text and the step keywords")
  func steps() throws {
    let steps = try StepsEasing(css: "steps(4, jump-end)")
    #expect(steps.value(at: 0.3) == 0.25)
    #expect(try StepsEasing(css: "step-start").value(at: 0.5) == 1)
  }

  @Test("text naming another kind of curve is refused, naming what it is")
  func otherCurves() {
    #expect(throws: EasingParseError.self) { try CubicBezierEasing(css: "linear(0, 1)") }
    #expect(throws: EasingParseError.self) { try PiecewiseLinearEasing(css: "ease") }
    #expect(throws: EasingParseError.self) { try StepsEasing(css: "easeOutElastic") }
    do {
      _ = try CubicBezierEasing(css: "steps(2)")
      Issue.record("steps(2) was taken as a cubic-bezier")
    } catch {
      #expect(error.description.contains("is not a cubic-bezier() curve"))
    }
  }
}
