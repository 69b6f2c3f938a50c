import JellySprings
import Testing

@testable import JellyEasing

@Suite struct EasingParserTests {
  @Test("plain names, case-insensitive, with surrounding whitespace")
  func plainNames() throws {
    #expect(try EasingParser.parse("easeOutElastic") as? PennerEasing == .easeOutElastic)
    #expect(try EasingParser.parse("  EASEOUTELASTIC ") as? PennerEasing == .easeOutElastic)
    #expect(try EasingParser.parse("linear") is LinearEasing)
    #expect(try EasingParser.parse("ease") as? CubicBezierEasing == .ease)
    #expect(try EasingParser.parse("ease-in-out") as? CubicBezierEasing == .easeInOut)
    #expect(try EasingParser.parse("step-end") as? StepsEasing == .stepEnd)
  }

  @Test("every catalog name and every parsed name reads back as the same curve")
  func namesRoundTrip() throws {
    let forms = [
      "cubic-bezier(0.25, 0.1, 0.25, 1)", "steps(4, jump-end)", "steps(3,start)",
      "linear(0, 0.25 75%, 1)", "linear(0, 0.5 25% 75%, 1)", "spring(duration=1,damping=0.5)",
      "spring(response=0.5, damping=0.8, velocity=-2)", "spring(duration=0.5,bounce=0.3)",
      "spring(mass=2,stiffness=300,damping-coefficient=20)", "elastic(amplitude=1,period=0.3)",
      "elastic(period=0.45, mode=in-out)", "back(overshoot=1.70158)", "back(mode=in)",
    ]
    for text in EasingCatalog.names + forms {
      let curve = try EasingParser.parse(text)
      let again = try EasingParser.parse(curve.name)
      #expect(again.name == curve.name, "\(text)")
      for i in 0...20 {
        let x = Double(i) / 20
        #expect(again.value(at: x) == curve.value(at: x), "\(text) at \(x)")
      }
    }
  }

  @Test("cubic-bezier, steps and linear() build the same curves as their initializers")
  func cssFunctions() throws {
    let bezier = try #require(
      try EasingParser.parse("cubic-bezier(0.25, 0.1, 0.25, 1)") as? CubicBezierEasing)
    #expect([bezier.x1, bezier.y1, bezier.x2, bezier.y2] == [0.25, 0.1, 0.25, 1])
    #expect(bezier.value(at: 0.3) == CubicBezierEasing.ease.value(at: 0.3))
    let steps = try #require(try EasingParser.parse("steps(4, jump-end)") as? StepsEasing)
    #expect(steps.count == 4 && steps.jumpTerm == .jumpEnd)
    #expect(steps.value(at: 0.25) == 0.25)
    #expect((try EasingParser.parse("steps(2)") as? StepsEasing)?.jumpTerm == .jumpEnd)
    #expect((try EasingParser.parse("steps(2, JUMP-NONE)") as? StepsEasing)?.jumpTerm == .jumpNone)
    let linear = try #require(
      try EasingParser.parse("linear(0, 0.25 75%, 1)") as? PiecewiseLinearEasing)
    #expect(linear.points.map(\.input) == [0, 0.75, 1])
    #expect(linear.value(at: 0.375) == 0.125)
    // A percentage may come before the output (CSS `&&`).
    let swapped = try #require(
      try EasingParser.parse("linear(0, 75% 0.25, 1)") as? PiecewiseLinearEasing)
    #expect(swapped.points == linear.points)
  }

  @Test("elastic() and back() defaults and modes")
  func pennerFunctions() throws {
    let elastic = try #require(
      try EasingParser.parse("elastic(amplitude=1,period=0.3)") as? ElasticEasing)
    #expect(elastic == (try ElasticEasing(amplitude: 1, period: 0.3, mode: .out)))
    #expect((try EasingParser.parse("elastic()") as? ElasticEasing) == (try ElasticEasing()))
    #expect((try EasingParser.parse("elastic(mode=inOut)") as? ElasticEasing)?.period == 0.45)
    let back = try #require(try EasingParser.parse("back(overshoot=1.70158)") as? BackEasing)
    #expect(back == (try BackEasing()))
    #expect((try EasingParser.parse("back(overshoot=2, mode=in)") as? BackEasing)?.mode == .in)
  }

  /// A text that must fail, and the exact error message.
  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let message: String
    /// The model a UIKit `spring(duration=…,damping=…)` is parsed under.
    var uiKit: UIKitAnimationModel = .iOS
    var testDescription: String { text }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(text: "  ", message: "empty easing name"),
    ErrorCase(
      text: "easeOutElastc",
      message: "unknown easing 'easeOutElastc' (did you mean 'easeOutElastic'?)"),
    ErrorCase(text: "ease-inn", message: "unknown easing 'ease-inn' (did you mean 'ease-in'?)"),
    ErrorCase(text: "wobble", message: "unknown easing 'wobble'"),
    ErrorCase(
      text: "cubic-bezir(0, 0, 1, 1)",
      message: "unknown easing 'cubic-bezir' (did you mean 'cubic-bezier'?)"),
    ErrorCase(
      text: "steps(4", message: "cannot read easing 'steps(4': missing closing ')' at the end"),
    ErrorCase(
      text: "steps 4)", message: "cannot read easing 'steps 4)': ')' without a matching '('"),
    ErrorCase(
      text: "linear((0), 1)",
      message: "linear(): stop 1 '(0)' holds something other than a number and percentages"),
    ErrorCase(text: "ease()", message: "cannot read easing 'ease()': 'ease' takes no arguments"),
    ErrorCase(text: "(1)", message: "cannot read easing '(1)': missing function name before '('"),
    ErrorCase(
      text: "cubic-bezier(0.25, 0.1, 0.25)", message: "cubic-bezier() takes 4 arguments, got 3"),
    ErrorCase(
      text: "cubic-bezier(1.5, 0, 0.5, 1)",
      message: "cubic-bezier(): x1 must be in [0, 1] (got 1.5)"),
    ErrorCase(
      text: "cubic-bezier(0.5, 0, -0.1, 1)",
      message: "cubic-bezier(): x2 must be in [0, 1] (got -0.1)"),
    ErrorCase(
      text: "cubic-bezier(nan, 0, 0.5, 1)",
      message: "cubic-bezier(): x1 must be a number, got 'nan'"),
    ErrorCase(
      text: "cubic-bezier(0.5, inf, 0.5, 1)",
      message: "cubic-bezier(): y1 must be a number, got 'inf'"
    ),
    ErrorCase(
      text: "cubic-bezier(0.5, x, 0.5, 1)", message: "cubic-bezier(): y1 must be a number, got 'x'"),
    ErrorCase(text: "steps()", message: "steps() takes 1 or 2 arguments, got 0"),
    ErrorCase(text: "steps(0)", message: "steps(): n must be an integer >= 1 (got 0.0)"),
    ErrorCase(text: "steps(2.5)", message: "steps(): n must be an integer >= 1 (got 2.5)"),
    ErrorCase(
      text: "steps(1, jump-none)",
      message: "steps(): n must be an integer >= 2 with jump-none (got 1.0)"),
    ErrorCase(
      text: "steps(4, jump-ned)",
      message: "steps(): unknown argument 'jump-ned' (did you mean 'jump-end'?)"),
    ErrorCase(text: "linear()", message: "linear() takes at least 2 arguments, got 0"),
    ErrorCase(
      text: "linear(0, 0.5 10% 20% 30%, 1)",
      message: "linear(): stop 2 '0.5 10% 20% 30%': a stop has at most two positions, side by side"),
    ErrorCase(
      text: "linear(0, 0.5 0.6, 1)",
      message: "linear(): stop 2 '0.5 0.6' has two outputs (positions need '%')"),
    ErrorCase(text: "linear(0, , 1)", message: "linear(): an argument is empty"),
    ErrorCase(
      text: "linear(0, nan)",
      message: "linear(): stop 2 'nan' holds something other than a number and percentages"),
    ErrorCase(
      text: "spring(duration=1)",
      message: "spring(): duration= (UIKit; or bounce= for SwiftUI) also needs damping="),
    ErrorCase(
      text: "spring(duration=1,damping=0.5,bounce=0.2)",
      message: "spring(): damping cannot be used with duration= and bounce= (SwiftUI)"),
    ErrorCase(
      text: "spring(stiffness=100,damping=0.5)",
      message: "spring(): damping cannot be used with stiffness=/damping-coefficient=/mass="),
    ErrorCase(
      text: "spring(stifness=100)",
      message: "spring(): unknown argument 'stifness' (did you mean 'stiffness'?)"),
    ErrorCase(
      text: "spring(duration=1,duration=2)", message: "spring(): argument 'duration' given twice"),
    ErrorCase(
      text: "spring(velocity=1)",
      message:
        "spring(): give duration= with damping= (UIKit) or bounce= (SwiftUI), response= with "
        + "damping=, or stiffness= with damping-coefficient="),
    ErrorCase(text: "spring(1, 0.5)", message: "spring(): expected key=value, got '1'"),
    // The ideal solver refuses ζ ≤ 0; iOS's clamps it to 2^−23 (see uiKitDampingUnderIOS).
    ErrorCase(
      text: "spring(duration=1,damping=-0.5)",
      message: "spring(): damping must be > 0 and finite (got -0.5)",
      uiKit: UIKitAnimationModel(solver: .ideal)),
    ErrorCase(
      text: "spring(duration=0.5,bounce=1.5)",
      message: "spring(): bounce must be in (-1, 1] (got 1.5)"),
    ErrorCase(
      text: "spring(stiffness=100,damping-coefficient=-1)",
      message: "spring(): damping-coefficient must be >= 0 and finite (got -1.0)"),
    ErrorCase(
      text: "spring(stiffness=100,damping-coefficient=0)",
      message: "spring(): damping must be > 0 so that the spring settles in a finite time (got 0.0)"
    ),
    ErrorCase(
      text: "spring(response=0.5,damping=0.5,velocity=nan)",
      message: "spring(): velocity must be finite (got nan)"),
    ErrorCase(
      text: "elastic(amplitude=0.5)",
      message: "elastic(): amplitude must be >= 1 and finite (got 0.5)"),
    ErrorCase(
      text: "elastic(period=nan)", message: "elastic(): period must be > 0 and finite (got nan)"),
    ErrorCase(
      text: "elastic(mode=sideways)",
      message: "elastic(): mode must be in, out or in-out, got 'sideways'"),
    ErrorCase(
      text: "back(overshot=2)",
      message: "back(): unknown argument 'overshot' (did you mean 'overshoot'?)"),
  ]

  @Test("errors name what is wrong", arguments: errorCases)
  func errors(_ testCase: ErrorCase) {
    do {
      let curve = try EasingParser.parse(testCase.text, uiKit: testCase.uiKit)
      Issue.record("'\(testCase.text)' parsed as \(curve.name)")
    } catch {
      #expect(error.description == testCase.message)
    }
  }

  @Test("under iOS's solver a UIKit damping ≤ 0 acts as 2^−23, where its Newton steps end on NaN")
  func uiKitDampingUnderIOS() {
    for text in ["spring(duration=1,damping=-0.5)", "spring(duration=1,damping=0)"] {
      do {
        let curve = try EasingParser.parse(text)
        Issue.record("'\(text)' parsed as \(curve.name)")
      } catch {
        // The NaN's printed sign depends on the CPU: only the fixed parts are pinned.
        #expect(
          error.description.hasPrefix(
            "spring(): damping must be such that iOS's 12 Newton steps end on a finite, nonzero "
              + "frequency (with duration 1.0 and velocity 0.0; they end on "), "\(error)")
        #expect(error.description.hasSuffix("nan) (got \(text.contains("-0.5") ? "-0.5" : "0.0"))"))
      }
    }
  }

  @Test("typed error values for a few cases")
  func errorValues() {
    #expect(throws: EasingParseError.unknownName("easeOutElastc", suggestion: "easeOutElastic")) {
      try EasingParser.parse("easeOutElastc")
    }
    #expect(
      throws: EasingParseError.wrongArgumentCount(function: "cubic-bezier", expected: "4", got: 5)
    ) {
      try EasingParser.parse("cubic-bezier(0, 0, 1, 1, 1)")
    }
  }
}
