import Foundation
import JellyMath
import JellySprings
import Testing

@testable import JellyEasing

@Suite struct SpringEasingTests {
  @Test("critically damped: 1 − (1 + ωt)e^(−ωt), with (1 + ωT)e^(−ωT) = ε at T")
  func criticallyDampedClosedForm() throws {
    let spring = try Spring(response: 1, dampingRatio: 1)
    let easing = try SpringEasing(spring: spring)
    let omega = 2 * Double.pi
    let duration = easing.duration
    #expect(((1 + omega * duration) * exp(-omega * duration)).isWithin(1e-12, of: 1e-3))
    for i in 0...200 {
      let u = Double(i) / 200
      let t = u * duration
      let expected = 1 - (1 + omega * t) * exp(-omega * t)
      #expect(easing.rawValue(at: u).isWithin(1e-13, of: expected), "u = \(u)")
      let slope = duration * omega * omega * t * exp(-omega * t) / easing.rawSpan
      #expect(easing.derivative(at: u).isWithin(1e-12, of: slope), "u = \(u)")
    }
  }

  @Test("critically damped with initial velocity: x = (−1 + (v − ω)t)e^(−ωt)")
  func initialVelocity() throws {
    let spring = try Spring(response: 1, dampingRatio: 1)
    let easing = try SpringEasing(spring: spring, initialVelocity: 2)
    let omega = 2 * Double.pi
    let duration = easing.duration
    for i in 0...200 {
      let t = Double(i) / 200 * duration
      let expected = 1 + (-1 + (2 - omega) * t) * exp(-omega * t)
      #expect(easing.rawValue(at: Double(i) / 200).isWithin(1e-13, of: expected))
    }
    // Slope at 0 is T·v / (y(1) − y(0)) (distances per second times seconds per unit progress).
    #expect(easing.derivative(at: 0).isWithin(1e-12, of: 2 * duration / easing.rawSpan))
  }

  @Test("underdamped from rest: closed form and the textbook overshoot at t = π/ω_d")
  func underdampedClosedForm() throws {
    let zeta = 0.3
    let spring = try Spring(response: 0.5, dampingRatio: zeta)
    let easing = try SpringEasing(spring: spring)
    let omega0 = 4 * Double.pi
    let alpha = zeta * omega0
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let duration = easing.duration
    for i in 0...400 {
      let t = Double(i) / 400 * duration
      let expected = 1 - exp(-alpha * t) * (cos(omegaD * t) + alpha / omegaD * sin(omegaD * t))
      #expect(easing.rawValue(at: Double(i) / 400).isWithin(1e-13, of: expected))
    }
    let overshoot = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    let peakProgress = Double.pi / omegaD / duration
    #expect(easing.rawValue(at: peakProgress).isWithin(1e-12, of: 1 + overshoot))
    #expect(easing.derivative(at: peakProgress).isWithin(1e-10, of: 0))
  }

  @Test(
    "the raw spring starts at 0 and ends inside the ε band, on its edge", arguments: [0.0, 0.9, -1])
  func rawEndPoints(velocity: Double) throws {
    for spring in [
      try Spring(uiKitDuration: 0.7, dampingRatio: 0.5, initialVelocity: 0.9),
      try Spring(swiftUIDuration: 0.5, bounce: 0.3),
      try Spring(mass: 1, stiffness: 100, damping: 30),
    ] {
      let easing = try SpringEasing(spring: spring, initialVelocity: velocity)
      #expect(easing.rawValue(at: 0) == 0)
      let miss = abs(easing.rawValue(at: 1) - 1)
      #expect(miss <= 1e-3 * (1 + 1e-9))
      #expect(miss.isWithin(1e-9, of: 1e-3), "T is where |x| falls through ε")
    }
  }

  /// Every spring(...) form the parser takes, under-, critically and over-damped, with and
  /// without initial velocity.
  static let parsedSprings = [
    "spring(duration=1,damping=0.5)", "spring(response=0.5,damping=0.7)",
    "spring(duration=0.7,damping=1)", "spring(duration=0.7,damping=2.5)",
    "spring(duration=0.5,damping=0.1,velocity=3)", "spring(duration=0.4,bounce=0.3)",
    "spring(duration=0.4,bounce=0)", "spring(duration=0.4,bounce=-0.5)",
    "spring(response=1,damping=1)", "spring(response=0.3,damping=0.05)",
    "spring(response=0.5,damping=4,velocity=-2)", "spring(stiffness=100,damping-coefficient=10)",
    "spring(mass=2,stiffness=300,damping-coefficient=49)",
    "spring(stiffness=100,damping-coefficient=20)",
    "spring(stiffness=100,damping-coefficient=60,velocity=5)",
    "spring(mass=0.5,stiffness=1000,damping-coefficient=0.9)",
  ]

  @Test("parsed spring easings start at exactly 0 and end at exactly 1", arguments: parsedSprings)
  func exactEndPoints(text: String) throws {
    let easing = try #require(try EasingParser.parse(text) as? SpringEasing)
    #expect(easing.value(at: 0) == 0)
    #expect(easing.value(at: 1) == 1)
    #expect(easing.value(at: 7) == 1 && easing.value(at: -3) == 0)
  }

  @Test(
    "the normalized easing is the raw spring scaled by 1/(y(1) − y(0)): within |y|·ε/(1 − ε)",
    arguments: parsedSprings)
  func interiorBound(text: String) throws {
    let easing = try #require(try EasingParser.parse(text) as? SpringEasing)
    let epsilon = easing.epsilon
    // The raw end misses 1 by ε (to root-finding accuracy), so the scale is 1/(1 ± ε).
    #expect(abs(easing.rawSpan - 1) <= epsilon * (1 + 1e-9))
    for i in 0...1000 {
      let p = Double(i) / 1000
      let raw = easing.rawValue(at: p)
      let value = easing.value(at: p)
      #expect(
        abs(value - raw) <= abs(raw) * epsilon / (1 - epsilon) * (1 + 1e-9) + 1e-15, "p = \(p)")
      // Same shape: the ratio is one constant.
      if abs(raw) > 1e-6 {
        #expect((value / raw).isWithin(1e-12, of: 1 / easing.rawSpan), "p = \(p)")
      }
    }
  }

  @Test("derivative matches central differences")
  func derivatives() throws {
    CurveCheck.expectDerivativeMatchesDifferences(try CurveCheck.sampleSpring())
    CurveCheck.expectDerivativeMatchesDifferences(
      try SpringEasing(
        spring: try Spring(mass: 1, stiffness: 100, damping: 30), initialVelocity: -1))
  }

  @Test("an undamped spring, a bad ε or a non-finite velocity throws")
  func errors() throws {
    #expect(throws: ParameterError.self) {
      try SpringEasing(spring: try Spring(mass: 1, stiffness: 100, damping: 0))
    }
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(throws: ParameterError(.epsilon, value: 0, allowed: "in (0, 1)")) {
      try SpringEasing(spring: spring, epsilon: 0)
    }
    #expect(throws: ParameterError.self) { try SpringEasing(spring: spring, epsilon: 1) }
    #expect(throws: ParameterError.self) {
      try SpringEasing(spring: spring, initialVelocity: .nan)
    }
  }

  @Test("default name lists the physical constants")
  func name() throws {
    let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(
      try SpringEasing(spring: spring).name == "spring(mass=1,stiffness=100,damping-coefficient=10)"
    )
    #expect(
      try SpringEasing(spring: spring, initialVelocity: 0.5).name
        == "spring(mass=1,stiffness=100,damping-coefficient=10,velocity=0.5)")
  }
}
