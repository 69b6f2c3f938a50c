import JellySprings
import Testing

@testable import JellyEasing

extension Double {
  /// Whether |self − other| ≤ tolerance (false for NaN).
  func isWithin(_ tolerance: Double, of other: Double) -> Bool {
    abs(self - other) <= tolerance
  }
}

/// Shared checks for every curve, and helpers used by the other suites.
enum CurveCheck {
  /// 64 interior points (i + 0.5)/64: never 0, 1/2 or a bounce breakpoint.
  static let interiorGrid: [Double] = (0..<64).map { (Double($0) + 0.5) / 64 }

  /// Central difference (f(x+h) − f(x−h))/(2h), h = 1e-5: truncation ≈ h²·f'''/6, rounding
  /// ≈ 1e-16/h, both below 1e-5 for the curves tested here.
  static func centralDifference(_ curve: any EasingCurve, at x: Double, h: Double = 1e-5)
    -> Double
  {
    (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
  }

  /// Expects `derivative(at:)` to match the central difference within 1e-5·max(1, |slope|)
  /// on `grid`; returns the worst relative error.
  @discardableResult
  static func expectDerivativeMatchesDifferences(
    _ curve: any EasingCurve, grid: [Double] = interiorGrid,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Double {
    var worst = 0.0
    for x in grid {
      let analytic = curve.derivative(at: x)
      let numeric = centralDifference(curve, at: x)
      let error = abs(analytic - numeric) / max(1, abs(analytic))
      worst = max(worst, error)
      #expect(
        error <= 1e-5, "\(curve.name) at \(x): analytic \(analytic), numeric \(numeric)",
        sourceLocation: sourceLocation)
    }
    return worst
  }

  /// A spring easing for the shared checks (UIKit 0.7 s, ζ 0.5, v 0.9: the seed menu's
  /// side-helper spring).
  static func sampleSpring() throws -> SpringEasing {
    try SpringEasing(
      spring: Spring(uiKitDuration: 0.7, dampingRatio: 0.5, initialVelocity: 0.9),
      initialVelocity: 0.9)
  }

  /// Every named curve plus one of each function form.
  static func allCurves() throws -> [any EasingCurve] {
    EasingCatalog.namedCurves + [
      try CubicBezierEasing(0.3, -0.5, 0.7, 1.5), try StepsEasing(count: 4, jumpTerm: .jumpBoth),
      try PiecewiseLinearEasing(outputs: [0, 0.8, 1]), try ElasticEasing(amplitude: 1.5),
      try BackEasing(overshoot: 3, mode: .inOut), try sampleSpring(),
    ]
  }
}

@Suite struct EasingCurveTests {
  @Test("outside [0, 1] the CSS functions go on as CSS defines them, the others hold their ends")
  func outsideUnitInterval() throws {
    for curve in try CurveCheck.allCurves() {
      for x in [-2.5, -0.5, -1e-9, 1 + 1e-9, 1.5, 7] {
        let value = curve.value(at: x)
        let slope = curve.derivative(at: x)
        switch curve {
        case is LinearEasing:
          #expect(value == x && slope == 1)
        case let bezier as CubicBezierEasing:
          // §2.2.1: the tangent through the nearer end and P1 or P2.
          let line: Double
          if x < 0 {
            line = bezier.x1 > 0 ? bezier.y1 / bezier.x1 : bezier.x2 > 0 ? bezier.y2 / bezier.x2 : 0
          } else {
            line =
              bezier.x2 < 1
              ? (bezier.y2 - 1) / (bezier.x2 - 1)
              : bezier.x1 < 1 ? (bezier.y1 - 1) / (bezier.x1 - 1) : 0
          }
          let expected = x < 0 ? line * x : 1 + line * (x - 1)
          #expect(value.isWithin(1e-15 * max(1, abs(expected)), of: expected), "\(curve.name) \(x)")
          #expect(slope == line, "\(curve.name) \(x)")
        case let steps as StepsEasing:
          // §2.3.1 with the before flag clear: floor(x·n), +1 at a jump-start; no clamping
          // outside [0, 1].
          let start = steps.jumpTerm == .jumpStart || steps.jumpTerm == .jumpBoth ? 1.0 : 0
          var step = (x * Double(steps.count)).rounded(.down) + start
          if x >= 0 { step = max(step, 0) }
          if x <= 1 { step = min(step, Double(steps.jumps)) }
          #expect(value == step / Double(steps.jumps), "\(curve.name) \(x)")
        case let piecewise as PiecewiseLinearEasing:
          let points = piecewise.points
          let (a, b) =
            x < points[0].input
            ? (points[0], points[1]) : (points[points.count - 2], points[points.count - 1])
          let expected = a.output + (x - a.input) / (b.input - a.input) * (b.output - a.output)
          #expect(value.isWithin(1e-12, of: expected), "\(curve.name) \(x)")
        default:
          #expect(value == curve.value(at: x < 0 ? 0 : 1), "\(curve.name) \(x)")
          #expect(slope == 0, "\(curve.name) \(x)")
        }
      }
      #expect(curve.value(at: .nan).isNaN, "\(curve.name)")
      #expect(curve.derivative(at: .nan).isNaN, "\(curve.name)")
    }
  }

  @Test("values are finite on a dense grid for every curve")
  func finiteValues() throws {
    for curve in try CurveCheck.allCurves() {
      for i in 0...1_000 {
        let x = Double(i) / 1_000
        #expect(curve.value(at: x).isFinite, "\(curve.name) at \(x)")
      }
    }
  }

  @Test("clampedToUnitInterval")
  func clamp() {
    #expect((-1.0).clampedToUnitInterval == 0)
    #expect(0.25.clampedToUnitInterval == 0.25)
    #expect(1.5.clampedToUnitInterval == 1)
    #expect(Double.nan.clampedToUnitInterval.isNaN)
  }
}
