import Testing

@testable import JellyEasing

/// CSS Easing Functions Level 2 read as the specification reads it: validity, the serialization
/// of §2.4, the output of §2.1.4, §2.2.1 and §2.3.1. The expected serializations are those
/// Chromium 156 gives (`getComputedStyle(…).animationTimingFunction`), except for the calculated
/// values out of range that the specification clamps and Chromium refuses, whose computed forms
/// are the web-platform-tests' (timing-functions-syntax-computed); Tests/Browser asks the
/// browser again on every run.
@Suite struct CSSEasingSyntaxTests {
  /// Valid forms and their serialization.
  static let valid: [(String, String)] = [
    ("linear(0, 1)", "linear(0 0%, 1 100%)"),
    ("linear(0 20%, 0.5 10%, 1)", "linear(0 20%, 0.5 20%, 1 100%)"),
    ("linear(0, 0.25 25% 75%, 1)", "linear(0 0%, 0.25 25%, 0.25 75%, 1 100%)"),
    ("linear(0, 0.25, 1)", "linear(0 0%, 0.25 50%, 1 100%)"),
    ("linear(50% 0, 1)", "linear(0 50%, 1 100%)"),
    ("linear(0 calc(50% - 50%), 1)", "linear(0 0%, 1 100%)"),
    ("linear(calc(0.5 * 2) 10%, 1)", "linear(1 10%, 1 100%)"),
    ("linear(0, 1 calc(20% * 2))", "linear(0 0%, 1 40%)"),
    ("linear(0, 1 min(20%, 30%))", "linear(0 0%, 1 20%)"),
    ("linear(0 max(20%, 10%) 80%, 1)", "linear(0 20%, 0 80%, 1 100%)"),
    ("linear(0 clamp(0%, 150%, 100%), 1)", "linear(0 100%, 1 100%)"),
    ("linear(1e1, 0)", "linear(10 0%, 0 100%)"),
    ("linear(0 1e2%, 1)", "linear(0 100%, 1 100%)"),
    ("linear(0, +.5, 1)", "linear(0 0%, 0.5 50%, 1 100%)"),
    ("linear(calc(0.5) calc(10%) calc(20%), 1)", "linear(0.5 10%, 0.5 20%, 1 100%)"),
    ("linear(0, 1 calc(120%))", "linear(0 0%, 1 120%)"),
    ("linear(0 -10%, 1 110%)", "linear(0 -10%, 1 110%)"),
    ("cubic-bezier(calc(0.7 / 2), 0, 1, 1)", "cubic-bezier(0.35, 0, 1, 1)"),
    ("cubic-bezier(0.1, calc(2 * 3), 0.9, 1)", "cubic-bezier(0.1, 6, 0.9, 1)"),
    (
      "cubic-bezier(min(0.2, 0.4), max(-1, 2), clamp(0, 0.5, 1), 1)", "cubic-bezier(0.2, 2, 0.5, 1)"
    ),
    ("cubic-bezier(0.1, calc(0/0), 0.9, 1)", "cubic-bezier(0.1, 0, 0.9, 1)"),
    ("cubic-bezier(.1, .2, .3, .4)", "cubic-bezier(0.1, 0.2, 0.3, 0.4)"),
    ("cubic-bezier(calc(0.5 + 0.5), 0, 1, 1)", "cubic-bezier(1, 0, 1, 1)"),
    ("cubic-bezier(calc((0.5 + 0.5) * 0.5), 0, 1, 1)", "cubic-bezier(0.5, 0, 1, 1)"),
    ("cubic-bezier(calc(calc(0.2)), 0, 1, 1)", "cubic-bezier(0.2, 0, 1, 1)"),
    ("cubic-bezier(clamp(0.1, 0.05, 0.2), 0, 1, 1)", "cubic-bezier(0.1, 0, 1, 1)"),
    ("cubic-bezier(clamp(0.3, 0.05, 0.2), 0, 1, 1)", "cubic-bezier(0.3, 0, 1, 1)"),
    ("cubic-bezier(min(0.1), 0, 1, 1)", "cubic-bezier(0.1, 0, 1, 1)"),
    ("steps(calc(5 / 2), start)", "steps(3, start)"),
    ("steps(calc(7 / 2))", "steps(4)"),
    ("steps(calc(0))", "steps(1)"),
    ("steps(calc(2.5))", "steps(3)"),
    ("steps(calc(1.5))", "steps(2)"),
    ("steps(calc(-0.5))", "steps(1)"),
    // Calculated values out of range are clamped (CSS Values 4 §10.12); Chromium refuses them.
    (
      "cubic-bezier(calc(-2), calc(0.7 / 2), calc(1.5), calc(0))", "cubic-bezier(0, 0.35, 1, 0)"
    ),
    ("cubic-bezier(calc(1.5), 0, 1, 1)", "cubic-bezier(1, 0, 1, 1)"),
    ("cubic-bezier(calc(1/0), 0, 1, 1)", "cubic-bezier(1, 0, 1, 1)"),
    ("cubic-bezier(calc(-1), 0, 1, 1)", "cubic-bezier(0, 0, 1, 1)"),
    ("steps(calc(1), jump-none)", "steps(2, jump-none)"),
    ("steps(calc(-3), jump-none)", "steps(2, jump-none)"),
    ("steps(calc(0/0), jump-none)", "steps(2, jump-none)"),
    ("steps(calc(-10), start)", "steps(1, start)"),
    ("steps(2, jump-none)", "steps(2, jump-none)"),
    ("steps(3, START)", "steps(3, start)"),
    ("steps(3, end)", "steps(3)"),
    ("steps(3, jump-end)", "steps(3)"),
    ("steps(3,jump-both)", "steps(3, jump-both)"),
    ("steps(4 , jump-start)", "steps(4, jump-start)"),
    ("steps(+4)", "steps(4)"),
    ("step-start", "steps(1, start)"),
    ("step-end", "steps(1)"),
    ("STEPS(2)", "steps(2)"),
    ("Linear", "linear"),
    ("EASE-IN", "ease-in"),
  ]

  /// Forms CSS refuses (and Chromium with it).
  static let invalid = [
    "linear(0)", "linear(0% 1 50%)", "linear(0 0% 100%)", "linear(0% 100% 0)", "linear()",
    "linear(0, 1,)", "linear(0 10% 20% 30%, 1)", "linear(0 10 %, 1)",
    "linear(0 calc(10% + 0.1), 1)",
    "cubic-bezier(1.5, 0, 1, 1)", "cubic-bezier(-0.1, 0, 1, 1)", "cubic-bezier(0.1, 50%, 0.9, 1)",
    "cubic-bezier(0.1 0.2 0.3 0.4)", "cubic-bezier(0.1, 0.2, 0.3)",
    "cubic-bezier(1., 0, 1, 1)", "cubic-bezier(calc(50% * 0.01), 0, 1, 1)",
    "cubic-bezier(calc(0.5+0.5), 0, 1, 1)", "cubic-bezier(calc(0.5 +0.5), 0, 1, 1)",
    "cubic-bezier(max(), 0, 1, 1)",
    "steps(2.0)", "steps(2e0)", "steps(0)", "steps(1, jump-none)", "steps(2, middle)",
    "cubic-bezier(0.1, 2px, 0.9, 1)", "linear(0, 1) x", "cubic-bezier(calc(0.2), 0, 1, 1",
  ]

  @Test("valid forms serialize as CSS (and Chromium) does, and read back to an equal curve")
  func validForms() throws {
    for (text, serialization) in Self.valid {
      let curve = try EasingParser.parse(text)
      #expect(EasingParser.canonicalText(curve) == serialization, "\(text)")
      let again = try EasingParser.parse(serialization)
      #expect(EasingParser.canonicalText(again) == serialization, "\(text)")
      for x in [-0.7, 0, 0.1, 0.35, 0.5, 0.8, 1, 1.6] {
        #expect(again.value(at: x) == curve.value(at: x), "\(text) at \(x)")
      }
    }
  }

  @Test("invalid forms are refused with one error", arguments: invalid)
  func invalidForms(text: String) {
    #expect(throws: EasingParseError.self) { try EasingParser.parse(text) }
  }

  @Test("errors name the problem")
  func messages() {
    let cases: [(String, String)] = [
      ("linear(0)", "linear() takes at least 2 arguments, got 1"),
      (
        "linear(0% 1 50%)",
        "linear(): stop 1 '0% 1 50%': a stop has at most two positions, side by side"
      ),
      ("cubic-bezier(1.5, 0, 1, 1)", "cubic-bezier(): x1 must be in [0, 1] (got 1.5)"),
      (
        "cubic-bezier(calc(0.5 +0.5), 0, 1, 1)",
        "cubic-bezier(): x1: calc(): unexpected the number 0.5"
      ),
      (
        "cubic-bezier(calc(0.5 -0.5), 0, 1, 1)",
        "cubic-bezier(): x1: calc(): unexpected the number -0.5"
      ),
      (
        "cubic-bezier(calc(0.5 * 50%), 0, 1, 1)",
        "cubic-bezier(): x1 must be a number, got 'calc(0.5 * 50%)'"
      ),
      ("linear(0 calc(10% + 0.1), 1)", "linear(): stop 1: calc() adds a number and a percentage"),
      ("steps(2.0)", "steps(): n must be an integer >= 1 (got 2.0)"),
      ("steps(1, jump-none)", "steps(): n must be an integer >= 2 with jump-none (got 1.0)"),
      ("steps(2, middle)", "steps(): unknown argument 'middle'"),
      (
        "cubic-bezier(0.1, 2px, 0.9, 1)",
        "cannot read easing 'cubic-bezier(0.1, 2px, 0.9, 1)': it holds a dimension (a unit after a number)"
      ),
      (
        "cubic-bezier(0.2, 0, 1, 1) x",
        "cannot read easing 'cubic-bezier(0.2, 0, 1, 1) x': text after the closing ')'"
      ),
    ]
    for (text, message) in cases {
      do {
        _ = try EasingParser.parse(text)
        Issue.record("\(text) was accepted")
      } catch {
        #expect(error.description == message, "\(text)")
      }
    }
  }

  @Test("linear(): the specification's examples (§2.1.5), and its end segments carried on")
  func linearExamples() throws {
    // linear(0, 0.25 75%, 1): 0 → 0.25 over 75 % of the time, then → 1.
    let curve = try EasingParser.parse("linear(0, 0.25 75%, 1)")
    #expect(curve.value(at: 0.375) == 0.125 && curve.value(at: 0.75) == 0.25)
    #expect(curve.value(at: 0.875) == 0.625)
    // Beyond the points the nearest segment goes on: slope 1/3 before 0, 3 after 1.
    #expect(abs(curve.value(at: -0.3) - (-0.1)) < 1e-15)
    #expect(abs(curve.value(at: 1.2) - 1.6) < 1e-15)
    // The bounce example ends with `1 100% 100%`, so inputs above 1 always give 1.
    let bounce = try EasingParser.parse(
      "linear(0, 0.063, 0.25, 0.563, 1 36.4%, 0.812, 0.75, 0.813, 1 72.7%, 0.953, 0.938, 0.953,"
        + " 1 90.9%, 0.984, 1 100% 100%)")
    #expect(bounce.value(at: 1.5) == 1 && bounce.value(at: 37) == 1)
    // Two points at one input: the value after the jump (§2.1.4: pointB's output).
    let jump = try EasingParser.parse("linear(0, 0 50%, 1 50%, 1)")
    #expect(jump.value(at: 0.5) == 1 && jump.value(at: 0.4999) == 0)
  }

  @Test("cubic-bezier() beyond [0, 1]: the tangents of §2.2.1, for every branch")
  func bezierTangents() throws {
    // P1 = (0.25, 0.1): below 0 the line through (0, 0) and P1, slope 0.4.
    let ease = try EasingParser.parse("ease")
    #expect(abs(ease.value(at: -0.5) - (-0.2)) < 1e-15)
    // P2 = (0.25, 1): above 1 the line through P2 and (1, 1), flat.
    #expect(ease.value(at: 3) == 1)
    // x1 = 0: below 0 through P2 instead: P2 = (0.58, 1), slope 1/0.58.
    let easeOut = try EasingParser.parse("ease-out")
    #expect(abs(easeOut.value(at: -0.29) - (-0.5)) < 1e-15)
    // x2 = 1: above 1 through P1 = (0.42, 0): slope (0 − 1)/(0.42 − 1).
    let easeIn = try EasingParser.parse("ease-in")
    #expect(abs(easeIn.value(at: 1.58) - 2) < 1e-14)
    // Both x at 0 (below) or 1 (above): flat at 0 and 1.
    let flat = try EasingParser.parse("cubic-bezier(0, 0.5, 0, 0.5)")
    #expect(flat.value(at: -4) == 0)
    let flatEnd = try EasingParser.parse("cubic-bezier(1, 0.5, 1, 0.5)")
    #expect(flatEnd.value(at: 4) == 1)
  }

  @Test("steps() with the before flag: the spec's animation-delay example (§2.3.1)")
  func beforeFlag() throws {
    // steps(5, start) during a delay with backwards fill: input 0 with the before flag gives
    // 0, the foot of the first step; at the start of the interval, 0.2.
    let steps = try #require(try EasingParser.parse("steps(5, start)") as? StepsEasing)
    #expect(steps.value(at: 0, before: true) == 0)
    #expect(steps.value(at: 0, before: false) == 0.2)
    // At an inner jump the flag takes the value before it; between jumps it changes nothing.
    #expect(steps.value(at: 0.4, before: true) == 0.4 && steps.value(at: 0.4) == 0.6)
    #expect(steps.value(at: 0.5, before: true) == steps.value(at: 0.5))
    // jump-end: 1 at 1, 0.8 with the flag; jump-both and jump-none too.
    let end = try #require(try EasingParser.parse("steps(5)") as? StepsEasing)
    #expect(end.value(at: 1) == 1 && end.value(at: 1, before: true) == 0.8)
    let both = try #require(try EasingParser.parse("steps(3, jump-both)") as? StepsEasing)
    #expect(both.value(at: 0) == 0.25 && both.value(at: 0, before: true) == 0)
    // Outside [0, 1] the steps go on: steps(4) at 1.25 is 1.25, at −0.1 it is −0.25.
    let four = try #require(try EasingParser.parse("steps(4)") as? StepsEasing)
    #expect(four.value(at: 1.25) == 1.25 && four.value(at: -0.1) == -0.25)
    // …but a jump-start at 1 stays at 1 (step 6 is kept at the 4 jumps while input ≤ 1).
    let start = try #require(try EasingParser.parse("steps(4, jump-start)") as? StepsEasing)
    #expect(start.value(at: 1) == 1 && start.value(at: 1.0000001) == 1.25)
  }
}
