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
    let duration = easing.settlingDuration
    #expect(((1 + omega * duration) * exp(-omega * duration)).isWithin(1e-12, of: 1e-3))
    for i in 0...200 {
      let u = Double(i) / 200
      let t = u * duration
      let expected = 1 - (1 + omega * t) * exp(-omega * t)
      #expect(easing.value(at: u).isWithin(1e-13, of: expected), "u = \(u)")
      let slope = duration * omega * omega * t * exp(-omega * t)
      #expect(easing.derivative(at: u).isWithin(1e-12, of: slope), "u = \(u)")
    }
  }

  @Test("critically damped with initial velocity: x = (−1 + (v − ω)t)e^(−ωt)")
  func initialVelocity() throws {
    let spring = try Spring(response: 1, dampingRatio: 1)
    let easing = try SpringEasing(spring: spring, initialVelocity: 2)
    let omega = 2 * Double.pi
    let duration = easing.settlingDuration
    for i in 0...200 {
      let t = Double(i) / 200 * duration
      let expected = 1 + (-1 + (2 - omega) * t) * exp(-omega * t)
      #expect(easing.value(at: Double(i) / 200).isWithin(1e-13, of: expected))
    }
    // Slope at 0 is T·v (distances per second times seconds per unit progress).
    #expect(easing.derivative(at: 0).isWithin(1e-12, of: 2 * duration))
  }

  @Test("underdamped from rest: closed form and the textbook overshoot at t = π/ω_d")
  func underdampedClosedForm() throws {
    let zeta = 0.3
    let spring = try Spring(response: 0.5, dampingRatio: zeta)
    let easing = try SpringEasing(spring: spring)
    let omega0 = 4 * Double.pi
    let alpha = zeta * omega0
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let duration = easing.settlingDuration
    for i in 0...400 {
      let t = Double(i) / 400 * duration
      let expected = 1 - exp(-alpha * t) * (cos(omegaD * t) + alpha / omegaD * sin(omegaD * t))
      #expect(easing.value(at: Double(i) / 400).isWithin(1e-13, of: expected))
    }
    let overshoot = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    let peakProgress = Double.pi / omegaD / duration
    #expect(easing.value(at: peakProgress).isWithin(1e-12, of: 1 + overshoot))
    #expect(easing.derivative(at: peakProgress).isWithin(1e-10, of: 0))
  }

  @Test("starts exactly at 0 and ends inside the ε band, on its edge", arguments: [0.0, 0.9, -1])
  func endPoints(velocity: Double) throws {
    for spring in [
      try Spring(uiKitDuration: 0.7, dampingRatio: 0.5, initialVelocity: 0.9),
      try Spring(swiftUIDuration: 0.5, bounce: 0.3), Spring(mass: 1, stiffness: 100, damping: 30),
    ] {
      let easing = try SpringEasing(spring: spring, initialVelocity: velocity)
      #expect(easing.value(at: 0) == 0)
      let miss = abs(easing.value(at: 1) - 1)
      #expect(miss <= 1e-3 * (1 + 1e-9))
      #expect(miss.isWithin(1e-9, of: 1e-3), "T is where |x| falls through ε")
    }
  }

  @Test("derivative matches central differences")
  func derivatives() throws {
    CurveCheck.expectDerivativeMatchesDifferences(try CurveCheck.sampleSpring())
    CurveCheck.expectDerivativeMatchesDifferences(
      try SpringEasing(spring: Spring(mass: 1, stiffness: 100, damping: 30), initialVelocity: -1))
  }

  @Test("an undamped spring, a bad ε or a non-finite velocity throws")
  func errors() throws {
    #expect(throws: EasingParameterError.self) {
      try SpringEasing(spring: Spring(mass: 1, stiffness: 100, damping: 0))
    }
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(throws: EasingParameterError(.epsilon, value: 0, allowed: "in (0, 1)")) {
      try SpringEasing(spring: spring, epsilon: 0)
    }
    #expect(throws: EasingParameterError.self) { try SpringEasing(spring: spring, epsilon: 1) }
    #expect(throws: EasingParameterError.self) {
      try SpringEasing(spring: spring, initialVelocity: .nan)
    }
  }

  @Test("default name lists the physical constants")
  func name() throws {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(
      try SpringEasing(spring: spring).name == "spring(mass=1,stiffness=100,damping-coefficient=10)"
    )
    #expect(
      try SpringEasing(spring: spring, initialVelocity: 0.5).name
        == "spring(mass=1,stiffness=100,damping-coefficient=10,velocity=0.5)")
  }
}
