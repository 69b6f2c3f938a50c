import Foundation
import Testing

@testable import JellyEasing

@Suite struct PennerEasingTests {
  @Test("easeOutElastic matches easings.net's published values")
  func easeOutElasticPublishedValues() {
    let curve = PennerEasing.easeOutElastic
    let expected: [(Double, Double)] = [
      (0.1, 1.25), (0.2, 1.125), (0.25, 0.9116116523516816), (0.5, 1.015625),
      (0.75, 1.00552427172802),
    ]
    for (x, value) in expected {
      #expect(
        curve.value(at: x).isWithin(1e-15, of: value), "x = \(x)")
    }
  }

  @Test("hand-computed values of each family")
  func handComputedValues() {
    let cases: [(PennerEasing, Double, Double)] = [
      (.easeInQuad, 0.3, 0.09),
      (.easeOutQuad, 0.5, 0.75),
      (.easeInOutCubic, 0.25, 0.0625),  // 4·x³
      (.easeInOutQuart, 0.75, 0.96875),  // 1 − (0.5)⁴/2
      (.easeOutQuint, 0.5, 1 - 1.0 / 32),
      (.easeInSine, 0.5, 1 - 0.5.squareRoot()),
      (.easeInOutSine, 0.25, (1 - 0.5.squareRoot()) / 2),
      (.easeInExpo, 0.5, 1.0 / 32),
      (.easeOutExpo, 0.1, 0.5),
      (.easeInOutExpo, 0.25, 1.0 / 64),  // 2^(−5)/2
      (.easeInCirc, 0.6, 0.2),  // 1 − sqrt(1 − 0.36)
      (.easeOutCirc, 0.4, 0.8),  // sqrt(1 − 0.36)
      (.easeInBack, 0.5, 2.70158 / 8 - 1.70158 / 4),
      (.easeOutBounce, 0.5, 0.765625),  // 7.5625·(0.125/2.75)² + 0.75
      (.easeOutBounce, 0.2, 0.3025),  // 7.5625·0.04
      (.easeInBounce, 0.5, 0.234375),
      (.easeInOutElastic, 0.5, 0.5),  // 1 + sin(−1.125·2π/4.5)/2 = 1 − 1/2
    ]
    for (curve, x, value) in cases {
      #expect(
        curve.value(at: x).isWithin(1e-15, of: value),
        "\(curve.name)(\(x)) = \(curve.value(at: x)), expected \(value)")
    }
  }

  @Test("every function is exactly 0 at 0 and 1 at 1", arguments: PennerEasing.all)
  func endPoints(curve: PennerEasing) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    // Continuity into the ends; expo and elastic formulas are up to 2^-10 off at the ends,
    // which easings.net overrides by definition; circ meets its vertical tangents like
    // sqrt(2·1e-9) ≈ 4.5e-5.
    let tolerance: Double =
      switch curve.family {
      case .expo, .elastic: 1e-3
      case .circ: 5e-5
      default: 1e-6
      }
    #expect(abs(curve.value(at: 1e-9)) <= tolerance)
    #expect(abs(curve.value(at: 1 - 1e-9) - 1) <= tolerance)
  }

  @Test("out(t) = 1 − in(1 − t) for every family", arguments: PennerEasing.Family.allCases)
  func outMirrorsIn(family: PennerEasing.Family) {
    let curveIn = PennerEasing(family: family, mode: .in)
    let curveOut = PennerEasing(family: family, mode: .out)
    for i in 0...200 {
      let t = Double(i) / 200
      #expect(
        curveOut.value(at: t).isWithin(1e-14, of: 1 - curveIn.value(at: 1 - t)),
        "t = \(t)")
    }
  }

  @Test("inOut(t) = in(2t)/2, then 1 − in(2 − 2t)/2", arguments: PennerEasing.Family.allCases)
  func inOutFromIn(family: PennerEasing.Family) throws {
    // Penner's InOut back and elastic use s·1.525 and period 0.45 for their halves.
    let curveIn: any EasingCurve =
      switch family {
      case .back:
        try BackEasing(overshoot: 1.70158 * 1.525, mode: .in)
      case .elastic:
        try ElasticEasing(amplitude: 1, period: 0.45, mode: .in)
      default:
        PennerEasing(family: family, mode: .in)
      }
    let curveInOut = PennerEasing(family: family, mode: .inOut)
    for i in 0...200 {
      let t = Double(i) / 200
      let expected = t < 0.5 ? curveIn.value(at: 2 * t) / 2 : 1 - curveIn.value(at: 2 - 2 * t) / 2
      #expect(
        curveInOut.value(at: t).isWithin(1e-14, of: expected), "t = \(t)")
    }
  }

  @Test("analytic derivatives match central differences", arguments: PennerEasing.all)
  func derivatives(curve: PennerEasing) {
    CurveCheck.expectDerivativeMatchesDifferences(curve)
  }

  @Test("derivatives at the ends and at known points")
  func derivativeSpotValues() {
    #expect(PennerEasing.easeInQuad.derivative(at: 1) == 2)
    #expect(PennerEasing.easeOutCubic.derivative(at: 0) == 3)
    #expect(PennerEasing.easeInOutQuint.derivative(at: 0.5).isWithin(1e-12, of: 5))
    #expect(PennerEasing.easeInCirc.derivative(at: 1) == .infinity)
    #expect(PennerEasing.easeOutSine.derivative(at: 0) == Double.pi / 2)
    // Back In turns at x = 2s/(3(s + 1)).
    let s = 1.70158
    #expect(abs(PennerEasing.easeInBack.derivative(at: 2 * s / (3 * (s + 1)))) < 1e-15)
  }

  @Test("names and the list of all 30")
  func names() {
    #expect(PennerEasing.all.count == 30)
    #expect(Set(PennerEasing.all.map(\.name)).count == 30)
    #expect(PennerEasing.easeInQuad.name == "easeInQuad")
    #expect(PennerEasing.easeInOutBounce.name == "easeInOutBounce")
    #expect(PennerEasing.all.first == .easeInQuad)
    #expect(PennerEasing.all.last == .easeInOutBounce)
  }
}
