import JellyEasing
import Testing

/// `cubic-bezier()` outside [0, 1]: every branch of the tangent rule at both ends, and the
/// expected values of the web-platform-tests (css/css-easing/cubic-bezier-timing-functions-output
/// and web-animations/…/effect-value-transformed-distance), whose in-range reference is a
/// 30-step bisection of x(s) (``wptCubicBezier(_:_:_:_:)``). Chromium's own values for the same
/// curves are checked in Tests/Browser/test_css_easing_browser.py.
@Suite struct CubicBezierExtrapolationTests {
  /// The web-platform-tests' reference for inputs in [0, 1]: s by 30 bisections of x(s), then
  /// y(s); exactly 0 and 1 at the ends.
  static func wptCubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> (Double) -> Double
  {
    func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    return { x in
      if x == 0 || x == 1 { return x }
      var low = 0.0
      var high = 1.0
      for _ in 0..<30 {
        let guess = (low + high) / 2
        if x < bezier(x1, x2, guess) { high = guess } else { low = guess }
      }
      return bezier(y1, y2, (low + high) / 2)
    }
  }

  @Test(
    "each end's tangent goes through the nearest control point that is not the end point",
    arguments: [
      // (x1, y1, x2, y2), slope below 0, slope above 1 (derived by hand from the rule)
      ((0.3, -0.5, 0.7, 1.5), -0.5 / 0.3, 0.5 / -0.3),  // P1 at the start, P2 at the end
      ((0, 0, 0.5, 2), 4, -2),  // P1 is the start point: through P2
      ((0, 0, 0, 0.7), 0, 0.3),  // P1 is the start point, P2 straight above it: held
      ((0, -0.5, 1, -0.5), 0, 0),  // P1 straight below the start, P2 below the end: held
      ((0, 1.5, 1, 1.5), 0, 0),  // vertical tangents at both ends: held
      ((0.5, -1, 1, 1), -2, 4),  // P2 is the end point: through P1
      ((1, 0.3, 1, 1), 0.3, 0),  // P2 is the end point, P1 straight below it: held
      ((0, 0, 0, 0), 1, 1),  // every point on the diagonal's ends: the identity
      ((1, 1, 1, 1), 1, 1),
      ((0, 0, 1, 1), 1, 1),
    ])
  func tangentRule(points: (Double, Double, Double, Double), start: Double, end: Double) throws {
    let curve = try CubicBezierEasing(points.0, points.1, points.2, points.3)
    let slopes = curve.extrapolationSlopes
    #expect(abs(slopes.start - start) <= 1e-15 && abs(slopes.end - end) <= 1e-15, "\(slopes)")
    #expect(abs(curve.value(at: -0.295) - start * -0.295) <= 1e-15)
    #expect(abs(curve.value(at: 1.0241) - (1 + end * 0.0241)) <= 1e-15)
    #expect(curve.derivative(at: -1) == slopes.start && curve.derivative(at: 2) == slopes.end)
  }

  @Test("a vertical tangent at the end holds 1: cubic-bezier(0, 1.5, 1, 1.5) at 1.024 is 1")
  func verticalEnd() throws {
    let curve = try CubicBezierEasing(0, 1.5, 1, 1.5)
    #expect(curve.value(at: 1.024) == 1)
    #expect(curve.value(at: 7) == 1)
  }

  @Test("cubic-bezier(0, 0, 0, 0) and cubic-bezier(1, 1, 1, 1) are the identity outside [0, 1]")
  func identityOutside() throws {
    for curve in [try CubicBezierEasing(0, 0, 0, 0), try CubicBezierEasing(1, 1, 1, 1)] {
      #expect(curve.value(at: 1.0241) == 1.0241)
      #expect(curve.value(at: -0.295) == -0.295)
    }
  }

  /// The web-platform-tests' gEasingTests cubic-bezier curves (control points x1, y1, x2, y2).
  static let wptEasings: [(String, [Double])] = [
    ("linear", [0, 0, 1, 1]),
    ("ease", [0.25, 0.1, 0.25, 1]),
    ("ease-in", [0.42, 0, 1, 1]),
    ("ease-in-out", [0.42, 0, 0.58, 1]),
    ("ease-out", [0, 0, 0.58, 1]),
    ("cubic-bezier(0, 1.5, 1, 1.5)", [0, 1.5, 1, 1.5]),
    ("cubic-bezier(0, -0.5, 1, -0.5)", [0, -0.5, 1, -0.5]),
  ]

  static func wptCubicBezier(_ points: [Double]) -> (Double) -> Double {
    wptCubicBezier(points[0], points[1], points[2], points[3])
  }

  @Test("WPT effect-value-transformed-distance: a linear-equivalent keyframe easing alters nothing")
  func linearEquivalentKeyframeEasing() throws {
    let equivalents = [try CubicBezierEasing(0, 0, 0, 0), try CubicBezierEasing(1, 1, 1, 1)]
    var outside = 0
    for (name, points) in Self.wptEasings {
      let effect = Self.wptCubicBezier(points)
      for time in [0.0, 250, 500, 750, 1000] {
        let progress = effect(time / 1000)
        if progress < 0 || progress > 1 { outside += 1 }
        for equivalent in equivalents {
          // Widths of 0 px → 100 px, compared as computed styles (to 1e-9 px here).
          let width = 100 * equivalent.value(at: progress)
          #expect(
            abs(width - 100 * progress) <= 1e-9, "\(equivalent.name) after \(name) at \(time) ms")
        }
      }
    }
    // The overshooting curves feed inputs outside [0, 1].
    #expect(outside == 6)
  }

  /// One test of cubic-bezier-timing-functions-output: a keyframe easing under an effect
  /// easing, sampled at `times` (ms of 1000), and the value the test expects where the effect
  /// easing leaves [0, 1].
  struct KeyframeOverEffect: Sendable, CustomTestStringConvertible {
    enum Outside: Sendable {
      /// 1 + (0 − 1)/(0.5 − 1)·(x − 1): the tangent through P2 = (0.5, 0).
      case throughP2
      /// 2·x: the tangent through P1 = (0.5, 1).
      case throughP1
      /// The end's value: a vertical tangent.
      case held(Double)
    }
    var keyframe: [Double]
    var effect: [Double]
    var times: [Double]
    var outside: Outside
    var testDescription: String { "keyframe \(keyframe) over effect \(effect)" }

    func expected(_ x: Double) -> Double {
      switch outside {
      case .throughP2: 1 + (0 - 1) / (0.5 - 1) * (x - 1)
      case .throughP1: 2 * x
      case .held(let value): value
      }
    }
  }

  @Test(
    "WPT cubic-bezier-timing-functions-output: a keyframe easing fed an effect easing's overshoot",
    arguments: [
      KeyframeOverEffect(
        keyframe: [0.5, 1, 0.5, 0], effect: [0, 1.5, 1, 1.5], times: [0, 230, 240, 700, 990, 1000],
        outside: .throughP2),
      KeyframeOverEffect(
        keyframe: [0, 1.5, 1, 1.5], effect: [0, 1.5, 1, 1.5], times: [0, 230, 240, 700, 990, 1000],
        outside: .held(1)),
      KeyframeOverEffect(
        keyframe: [0.5, 1, 0.5, 0], effect: [0, -0.5, 1, -0.5],
        times: [0, 10, 300, 750, 770, 1000],
        outside: .throughP1),
      KeyframeOverEffect(
        keyframe: [0, -0.5, 1, -0.5], effect: [0, -0.5, 1, -0.5],
        times: [0, 10, 300, 750, 770, 1000], outside: .held(0)),
    ])
  func keyframeOverEffect(_ test: KeyframeOverEffect) throws {
    let points = test.keyframe
    let keyframeCurve = try CubicBezierEasing(points[0], points[1], points[2], points[3])
    let keyframeReference = Self.wptCubicBezier(test.keyframe)
    let effectReference = Self.wptCubicBezier(test.effect)
    var extrapolations = 0
    for time in test.times {
      let progress = effectReference(time / 1000)
      let expected: Double
      if progress < 0 || progress > 1 {
        expected = test.expected(progress)
        extrapolations += 1
      } else {
        expected = keyframeReference(progress)
      }
      // The test's tolerance: 0.01 px of a 100 px move.
      let left = 100 * keyframeCurve.value(at: progress)
      #expect(abs(left - 100 * expected) <= 0.01, "at \(time) ms: \(left) px for \(100 * expected)")
    }
    #expect(extrapolations == 3)
  }

  @Test("WPT transformed-progress: each gEasingTests easing at 0, 250, 500, 750 and 1000 ms")
  func transformedProgress() throws {
    for (name, points) in Self.wptEasings {
      let curve = try EasingParser.parse(name)
      let reference = Self.wptCubicBezier(points)
      for time in [0.0, 250, 500, 750, 1000] {
        let portion = time / 1000
        // WPT allows 0.01; its 30 bisections place s within 1e-9.
        #expect(abs(curve.value(at: portion) - reference(portion)) <= 1e-8, "\(name) at \(time)")
      }
    }
    // The steps of gEasingTests: step-start = steps(1, start), steps(2, start), step-end =
    // steps(1), steps(2, end): floor(x·n + 1)/n capped at 1, and floor(x·n)/n.
    let steps: [(String, Int, Bool)] = [
      ("step-start", 1, true), ("steps(1, start)", 1, true), ("steps(2, start)", 2, true),
      ("step-end", 1, false), ("steps(1)", 1, false), ("steps(1, end)", 1, false),
      ("steps(2, end)", 2, false),
    ]
    for (name, count, jumpsAtStart) in steps {
      let curve = try EasingParser.parse(name)
      for time in [0.0, 250, 500, 750, 1000] {
        let x = time / 1000
        let n = Double(count)
        let expected =
          jumpsAtStart ? min(1, ((x * n) + 1).rounded(.down) / n) : (x * n).rounded(.down) / n
        #expect(curve.value(at: x) == expected, "\(name) at \(time) ms")
      }
    }
  }
}
