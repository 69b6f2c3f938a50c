import Foundation
import JellyMath
import Testing

@testable import JellyEasing

@Suite struct ElasticEasingTests {
  @Test(
    "defaults (a = 1, p = 0.3, InOut 0.45) equal the easings.net form",
    arguments: EasingMode.allCases)
  func defaultsEqualEasingsNet(mode: EasingMode) throws {
    let parametric = try ElasticEasing(mode: mode)
    let easingsNet = PennerEasing(family: .elastic, mode: mode)
    for i in 0...1_000 {
      let x = Double(i) / 1_000
      #expect(parametric.value(at: x).isWithin(1e-14, of: easingsNet.value(at: x)), "x = \(x)")
      #expect(
        parametric.derivative(at: x).isWithin(1e-11, of: easingsNet.derivative(at: x)), "x = \(x)")
    }
    #expect(parametric.period == (mode == .inOut ? 0.45 : 0.3))
  }

  @Test("the easings.net published values through the parametric form")
  func publishedValues() throws {
    let curve = try ElasticEasing(amplitude: 1, period: 0.3, mode: .out)
    #expect(curve.value(at: 0.1).isWithin(1e-15, of: 1.25))
    #expect(curve.value(at: 0.25).isWithin(1e-15, of: 0.9116116523516816))
    #expect(curve.value(at: 0.75).isWithin(1e-15, of: 1.00552427172802))
  }

  @Test("Out crosses 1 every half period, starting at the phase p/4")
  func zeroCrossingsFollowThePeriod() throws {
    let curve = try ElasticEasing(amplitude: 1, period: 0.4, mode: .out)
    #expect(curve.phase == 0.1)
    for k in 0..<5 {
      let x = 0.1 + Double(k) * 0.2
      #expect(curve.value(at: x).isWithin(1e-15, of: 1), "x = \(x)")
    }
  }

  @Test("a > 1: the wave peaks at s + p/4 on the envelope a·2^(−10x), and the ends hold")
  func largerAmplitude() throws {
    let curve = try ElasticEasing(amplitude: 2, period: 0.3, mode: .out)
    let phase = 0.3 / (2 * Double.pi) * asin(0.5)  // = 0.3/12
    #expect(curve.phase.isWithin(1e-16, of: phase))
    let peak = phase + 0.3 / 4
    #expect((curve.value(at: peak) - 1).isWithin(1e-15, of: 2 * pow(2, -10 * peak)))
    // The formula itself (not only the clamp) meets 0 and 1 at the ends: a·sin(−s·ω) = −1.
    #expect(curve.value(at: 1e-12).isWithin(1e-10, of: 0))
    // Where the wave starts (In at 1, Out at 0, InOut at 1/2 from both sides) the formula is
    // continuous; at the far end it is off by at most a·2^−10, which Penner's definition
    // overrides with exact 0 and 1.
    let a = 2.5
    let curveIn = try ElasticEasing(amplitude: a, period: 0.5, mode: .in)
    let curveOut = try ElasticEasing(amplitude: a, period: 0.5, mode: .out)
    let curveInOut = try ElasticEasing(amplitude: a, period: 0.5, mode: .inOut)
    for c in [curveIn, curveOut, curveInOut] {
      #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
      #expect(abs(c.value(at: 1e-9)) <= a / 1_024)
      #expect(abs(c.value(at: 1 - 1e-9) - 1) <= a / 1_024)
    }
    #expect(abs(curveIn.value(at: 1 - 1e-9) - 1) < 1e-6)
    #expect(abs(curveOut.value(at: 1e-9)) < 1e-6)
    #expect(curveInOut.value(at: 0.5).isWithin(1e-15, of: 0.5))
    #expect(curveInOut.value(at: 0.5 - 1e-9).isWithin(1e-6, of: 0.5))
  }

  @Test("out(t) = 1 − in(1 − t) when a = 1, for several periods")
  func outMirrorsIn() throws {
    for period in [0.2, 0.3, 0.45, 1.0] {
      let curveIn = try ElasticEasing(period: period, mode: .in)
      let curveOut = try ElasticEasing(period: period, mode: .out)
      for i in 0...100 {
        let t = Double(i) / 100
        #expect(curveOut.value(at: t).isWithin(1e-14, of: 1 - curveIn.value(at: 1 - t)))
      }
    }
  }

  @Test("analytic derivatives match central differences")
  func derivatives() throws {
    for mode in EasingMode.allCases {
      for (a, p) in [(1.0, 0.3), (1.8, 0.25), (1.0, 0.7)] {
        CurveCheck.expectDerivativeMatchesDifferences(
          try ElasticEasing(amplitude: a, period: p, mode: mode))
      }
    }
  }

  @Test("out-of-range parameters throw errors that name them")
  func errors() {
    #expect(
      throws: ParameterError(.amplitude, value: 0.5, allowed: ">= 1 and finite")
    ) {
      try ElasticEasing(amplitude: 0.5)
    }
    #expect(throws: ParameterError(.period, value: 0, allowed: "> 0 and finite")) {
      try ElasticEasing(period: 0)
    }
    #expect(throws: ParameterError.self) { try ElasticEasing(period: .infinity) }
    #expect(throws: ParameterError.self) { try ElasticEasing(amplitude: .nan) }
  }

  @Test(
    "outMinusOne with b = √(a² − 1) is Penner's out − 1 (1e-12), exactly −1 and 0 at the ends",
    arguments: [(1.0, 0.3), (1.4, 0.22), (3.0, 0.8), (1.000_001, 2.0)])
  func outMinusOneIsPenner(amplitude: Double, period: Double) throws {
    let curve = try ElasticEasing(amplitude: amplitude, period: period)
    let b = ElasticEasing.excess(amplitude: amplitude)
    #expect(abs(ElasticEasing.amplitude(excess: b) - amplitude) <= 1e-15 * amplitude)
    for i in 0...200 {
      let x = Double(i) / 200
      let value = ElasticEasing.outMinusOne(at: x, excess: b, period: period)
      #expect(abs(value - (curve.value(at: x) - 1)) <= 1e-12, "x \(x)")
    }
    for x in [-0.5, 0] {
      #expect(ElasticEasing.outMinusOne(at: x, excess: b, period: period) == -1)
    }
    for x in [1, 1.5] { #expect(ElasticEasing.outMinusOne(at: x, excess: b, period: period) == 0) }
  }

  @Test("outMinusOne's gradient in b is 2^(−10x)·sin(2πx/p), finite at Penner's default b = 0")
  func outMinusOneGradient() {
    for x in [0.05, 0.2, 0.55, 0.9] {
      let value = ElasticEasing.outMinusOne(
        at: Dual(x), excess: Dual.variable(0, index: 0), period: Dual(0.3))
      let expected = pow(2, -10 * x) * sin(2 * Double.pi * x / 0.3)
      #expect(abs(value.derivative(0) - expected) <= 1e-15, "x \(x)")
    }
  }

  @Test("name lists the parameters")
  func name() throws {
    #expect(try ElasticEasing().name == "elastic(amplitude=1,period=0.3,mode=out)")
    #expect(
      try ElasticEasing(amplitude: 1.5, mode: .inOut).name
        == "elastic(amplitude=1.5,period=0.45,mode=in-out)")
  }
}
