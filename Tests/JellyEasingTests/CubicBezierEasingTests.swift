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

  @Test("the solved t satisfies |x(t) − x| ≤ 1e-7 on a dense grid, hard curves included")
  func inversionAccuracy() throws {
    for curve in try Self.allTestCurves() {
      var worst = 0.0
      for i in 0...20_000 {
        let x = Double(i) / 20_000
        let t = curve.parameter(forProgress: x)
        #expect(t >= 0 && t <= 1)
        worst = max(worst, abs(curve.point(at: t).x - x))
      }
      #expect(worst <= 1e-7, "\(curve.name): worst |x(t) − x| = \(worst)")
    }
  }

  @Test("a tighter tolerance is honoured too")
  func tighterTolerance() throws {
    let curve = try CubicBezierEasing(1, 0, 0, 1, tolerance: 1e-13)
    for i in 0...2_000 {
      let x = Double(i) / 2_000
      #expect(abs(curve.point(at: curve.parameter(forProgress: x)).x - x) <= 1e-13)
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
        // |Δy| ≤ |dy/dx|·|Δx| ≤ 5·1e-7 for these curves.
        #expect(curve.value(at: x).isWithin(5e-7, of: y), "\(curve.name) at t = \(t)")
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
    #expect(inOut.value(at: 0.5).isWithin(1e-15, of: 0.5))
    for i in 0...1_000 {
      let x = Double(i) / 1_000
      // ease-in-out is point-symmetric about (1/2, 1/2); ease-in and ease-out mirror each other.
      #expect((inOut.value(at: x) + inOut.value(at: 1 - x)).isWithin(1e-6, of: 1))
      let easeIn = CubicBezierEasing.easeIn.value(at: x)
      #expect(easeIn.isWithin(1e-6, of: 1 - CubicBezierEasing.easeOut.value(at: 1 - x)))
    }
    // cubic-bezier(0, 0, 1, 1) is y = x exactly (x(t) and y(t) are the same cubic).
    let identity = CubicBezierEasing(checked: 0, 0, 1, 1, tolerance: 1e-7, name: "")
    #expect(identity.value(at: 0.3) == identity.point(at: identity.parameter(forProgress: 0.3)).y)
    #expect(identity.value(at: 0.3).isWithin(1e-7, of: 0.3))
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

  @Test("x1 and x2 outside [0, 1], non-finite y or tolerance throw, naming the parameter")
  func errors() {
    #expect(throws: EasingParameterError(.x1, value: 1.5, allowed: "in [0, 1]")) {
      try CubicBezierEasing(1.5, 0, 0.5, 1)
    }
    #expect(throws: EasingParameterError(.x2, value: -0.1, allowed: "in [0, 1]")) {
      try CubicBezierEasing(0.5, 0, -0.1, 1)
    }
    #expect(throws: EasingParameterError.self) { try CubicBezierEasing(0.5, .nan, 0.5, 1) }
    #expect(throws: EasingParameterError.self) { try CubicBezierEasing(.nan, 0, 0.5, 1) }
    #expect(throws: EasingParameterError.self) {
      try CubicBezierEasing(0.5, 0, 0.5, 1, tolerance: 0)
    }
  }

  @Test("name")
  func name() throws {
    #expect(try CubicBezierEasing(0.25, 0.1, 0.25, 1).name == "cubic-bezier(0.25, 0.1, 0.25, 1)")
  }
}
