import Foundation
import JellyFrameDiff
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

@Suite struct HelperViewTests {
  /// Skype's side helper: 727 → 333.5 points, UIKit 1 s / ζ 0.5 / v 0.9.
  let helper: HelperView

  init() throws {
    helper = try HelperView(
      from: 727, to: 333.5, duration: 1, dampingRatio: 0.5, initialVelocity: 0.9)
  }

  @Test("value follows an independently written closed form (rel 1e-12 of the distance)")
  func valueMatchesClosedForm() throws {
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 0.9)
    #expect(helper.spring == spring)
    // x0 = from − to = 393.5; v0 = 0.9 · (to − from) = −354.15 points/s.
    let reference = ReferenceSpring(
      stiffness: spring.stiffness, damping: spring.damping, x0: 393.5, v0: -354.15)
    for n in 0...120 {
      let t = Double(n) / 60
      #expect(abs(helper.value(at: t) - (333.5 + reference.displacement(t))) <= 393.5 * 1e-12)
      #expect(abs(helper.velocity(at: t) - reference.velocity(t)) <= 393.5 * 20 * 1e-12)
    }
    #expect(helper.value(at: 0) == 727)
    #expect(abs(helper.velocity(at: 0) - -354.15) <= 1e-9)
  }

  @Test("a delayed helper holds from (velocity 0) until its delay, then starts the spring")
  func delayHoldsFrom() throws {
    let delayed = try HelperView(
      from: 727, to: 333.5, delay: 0.25, duration: 1, dampingRatio: 0.5, initialVelocity: 0.9)
    for t in [0, 0.1, 0.2, 0.25.nextDown] {
      #expect(delayed.value(at: t) == 727)
      #expect(delayed.velocity(at: t) == 0)
    }
    for t in [0.25, 0.3, 0.6, 1.1] {
      #expect(delayed.value(at: t) == helper.value(at: t - 0.25))
      #expect(delayed.velocity(at: t) == helper.velocity(at: t - 0.25))
    }
    #expect(delayed.animationEnd == 1.25)
  }

  @Test("bad input throws an error naming the parameter and its range")
  func rejectsBadInput() {
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.delay, valueText: "-1.0", allowed: ">= 0 and finite"))
    ) {
      try HelperView(from: 0, to: 1, delay: -1, duration: 1, dampingRatio: 0.5)
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.duration, valueText: "0.0", allowed: "> 0 and finite"))
    ) {
      try HelperView(from: 0, to: 1, duration: 0, dampingRatio: 0.5)
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.from, valueText: "nan", allowed: "finite"))
    ) {
      try HelperView(from: .nan, to: 1, duration: 1, dampingRatio: 0.5)
    }
    #expect(throws: FrameDiffError.self) {
      try HelperView(from: -1e308, to: 1e308, duration: 1, dampingRatio: 0.5)
    }
    let error = FrameDiffError.invalidParameter(
      ParameterError(.dampingRatio, valueText: "-0.5", allowed: "> 0 and finite"))
    #expect(error.description == "damping ratio must be > 0 and finite (got -0.5)")
    #expect(throws: error) { try HelperView(from: 0, to: 1, duration: 1, dampingRatio: -0.5) }
  }
}
