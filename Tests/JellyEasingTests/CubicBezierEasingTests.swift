import JellyMath
import Testing

@testable import JellyEasing

@Suite struct CubicBezierEasingTests {
  /// Curves whose x(t) has zero slope somewhere: x1 = 0 or x2 = 1 (flat at the ends),
  /// x1 = 1 and x2 = 0 (flat at t = 1/2), nearly flat regions, overshooting y.
  static let hardCurves: [(Double, Double, Double, Double)] = [
    (0, 0, 1, 1), (1, 0, 0, 1), (0, 1, 1, 0), (1, 1, 0, 0), (0.99, 0, 0.01, 1),
    (0, 0.5, 1, 0.5), (0.5, -2, 0.5, 3), (0.001, 0, 0.999, 1), (0, 0, 0, 1), (1, 0, 1, 1),
  ]

  static func allTestCurves() throws -> [CubicBezierEasing] {
    try hardCurves.map { try CubicBezierEasing($0.0, $0.1, $0.2, $0.3) }
      + CubicBezierEasing.presets
  }

  /// x'(s) from the Bernstein form, written independently of the type.
  static func slope(_ curve: CubicBezierEasing, _ s: Double) -> Double {
    let u = 1 - s
    return 3 * (curve.x1 * u * u + 2 * (curve.x2 - curve.x1) * u * s + (1 - curve.x2) * s * s)
  }

  @Test("the solved s is the root to within an ulp of s on a dense grid, hard curves included")
  func inversionAccuracy() throws {
    for curve in try Self.allTestCurves() {
      for i in 0...20_000 {
        let x = Double(i) / 20_000
        let s = curve.parameter(forProgress: x)
        #expect(s >= 0 && s <= 1)
        // x(s) (within an ulp, compensated) misses x by at most x'(s) times the spacing of
        // the doubles at s (s is the root rounded to a neighbouring double), plus x(s)'s
        // rounding; where x'(s) is tiny this pins s only loosely, value(at:) does not rely
        // on it (see CubicBezierReferenceTests).
        let miss = abs(curve.point(at: s).x - x)
        #expect(
          miss <= 2 * x.ulp + 2 * Self.slope(curve, s) * max(s.ulp, (1 - s).ulp),
          "\(curve.name) at \(x): |x(s) − x| = \(miss)")
      }
    }
  }

  @Test("issue 25: cubic-bezier(0, 0, 1, 1) is the identity to the last bit, e.g. at 0.05")
  func identityToTheLastBit() throws {
    let identity = try EasingParser.parse("cubic-bezier(0,0,1,1)")
    // Was 0.05000009252140515 (x inverted to 1e-7 only).
    #expect(abs(identity.value(at: 0.05) - 0.05) <= 0.05.ulp)
    // Every cubic-bezier(a, a, b, b) is y = x: x(s) and y(s) are the same cubic.
    for curve in [try CubicBezierEasing(0, 0, 1, 1), try CubicBezierEasing(0.3, 0.3, 0.7, 0.7)] {
      var worst = 0.0
      for i in 1..<20_000 {
        let x = Double(i) / 20_000
        worst = max(worst, abs(curve.value(at: x) - x) / x.ulp)
      }
      #expect(worst <= 1, "\(curve.name): worst \(worst) ulp")
    }
  }

  @Test("value(x(t)) = y(t) for points built by the Bezier formula (well-conditioned curves)")
  func valuesAgainstTheParametricCurve() throws {
    let curves = CubicBezierEasing.presets + [try CubicBezierEasing(0.3, -0.5, 0.7, 1.5)]
    for curve in curves {
      for i in 0...1_000 {
        let t = Double(i) / 1_000
        // Bernstein form, written independently of the power basis used by the type.
        let u = 1 - t
        let x = 3 * u * u * t * curve.x1 + 3 * u * t * t * curve.x2 + t * t * t
        let y = 3 * u * u * t * curve.y1 + 3 * u * t * t * curve.y2 + t * t * t
        // x and y carry a few roundings each (≤ 4e-16), and |dy/dx| ≤ 5 on these curves:
        // |Δy| ≤ 4e-16 + 5·4e-16 (was 5e-7 while x was inverted to 1e-7 only).
        #expect(curve.value(at: x).isWithin(2.4e-15, of: y), "\(curve.name) at t = \(t)")
      }
    }
  }

  @Test("CSS presets: control points, symmetry and known values")
  func presets() {
    #expect(CubicBezierEasing.ease.name == "ease")
    #expect(
      [CubicBezierEasing.easeIn.x1, CubicBezierEasing.easeIn.y1, CubicBezierEasing.easeIn.x2]
        == [0.42, 0, 1])
    let inOut = CubicBezierEasing.easeInOut
    #expect(inOut.value(at: 0.5) == 0.5)
    for i in 0...1_000 {
      let x = Double(i) / 1_000
      // ease-in-out is point-symmetric about (1/2, 1/2); ease-in and ease-out mirror each other.
      // 1 − x is rounded (≤ 5.6e-17) and |dy/dx| ≤ 1.8 on these curves, each value is within
      // an ulp: 1e-15 covers it (was 1e-6 while x was inverted to 1e-7 only).
      #expect((inOut.value(at: x) + inOut.value(at: 1 - x)).isWithin(1e-15, of: 1))
      let easeIn = CubicBezierEasing.easeIn.value(at: x)
      #expect(easeIn.isWithin(1e-15, of: 1 - CubicBezierEasing.easeOut.value(at: 1 - x)))
    }
  }

  @Test("exact end points for every test curve")
  func endPoints() throws {
    for curve in try Self.allTestCurves() {
      #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1, "\(curve.name)")
    }
  }

  @Test("dy/dx matches the parametric difference quotient")
  func derivatives() throws {
    let curves = CubicBezierEasing.presets + [try CubicBezierEasing(0.3, -0.5, 0.7, 1.5)]
    for curve in curves {
      for i in 1..<200 {
        let t = Double(i) / 200
        let h = 1e-6
        let a = curve.point(at: t - h)
        let b = curve.point(at: t + h)
        let quotient = (b.y - a.y) / (b.x - a.x)
        let x = curve.point(at: t).x
        #expect(
          curve.derivative(at: x).isWithin(1e-5 * max(1, abs(quotient)), of: quotient),
          "\(curve.name) at t = \(t)")
      }
    }
  }

  @Test("slopes where x'(t) = 0: limits and vertical tangents")
  func degenerateSlopes() throws {
    // y = x: slope 1 even at the ends, where x'(0) = y'(0) = 0.
    let identity = try CubicBezierEasing(0, 0, 1, 1)
    #expect(identity.derivative(at: 0) == 1)
    #expect(identity.derivative(at: 1) == 1)
    // ease-out at 0: x ≈ b_x·t², y ≈ b_y·t², slope b_y/b_x = 3/(3·0.58).
    #expect(CubicBezierEasing.easeOut.derivative(at: 0).isWithin(1e-12, of: 1 / 0.58))
    // (1, 0, 0, 1) has a vertical tangent at its middle.
    #expect(try CubicBezierEasing(1, 0, 0, 1).derivative(at: 0.5) == .infinity)
  }

  @Test("x1 and x2 outside [0, 1] or non-finite y throw, naming the parameter")
  func errors() {
    #expect(throws: ParameterError(.x1, value: 1.5, allowed: "in [0, 1]")) {
      try CubicBezierEasing(1.5, 0, 0.5, 1)
    }
    #expect(throws: ParameterError(.x2, value: -0.1, allowed: "in [0, 1]")) {
      try CubicBezierEasing(0.5, 0, -0.1, 1)
    }
    #expect(throws: ParameterError.self) { try CubicBezierEasing(0.5, .nan, 0.5, 1) }
    #expect(throws: ParameterError.self) { try CubicBezierEasing(.nan, 0, 0.5, 1) }
  }

  @Test("name")
  func name() throws {
    #expect(try CubicBezierEasing(0.25, 0.1, 0.25, 1).name == "cubic-bezier(0.25, 0.1, 0.25, 1)")
  }
}
