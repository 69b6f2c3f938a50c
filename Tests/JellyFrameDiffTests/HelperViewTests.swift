import Foundation
import JellyFrameDiff
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

@Suite struct HelperViewTests {
  /// Skype's side helper: 727 → 333.5 points, UIKit 1 s / ζ 0.5 / v 0.9, on the ideal solver's
  /// spring left to run on (the closed form is checked over 2 s, past the UIKit duration).
  let helper: HelperView

  init() throws {
    helper = try HelperView(
      from: 727, to: 333.5, duration: 1, dampingRatio: 0.5, initialVelocity: 0.9,
      model: .idealFree)
  }

  @Test("value follows an independently written closed form (rel 1e-12 of the distance)")
  func valueMatchesClosedForm() throws {
    let spring = try Spring(
      uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 0.9, solver: .ideal)
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
      from: 727, to: 333.5, delay: 0.25, duration: 1, dampingRatio: 0.5, initialVelocity: 0.9,
      model: .idealFree)
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
        ParameterError(.delay, value: -1.0, allowed: ">= 0 and finite"))
    ) {
      try HelperView(from: 0, to: 1, delay: -1, duration: 1, dampingRatio: 0.5)
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.duration, value: 0.0, allowed: "> 0 and finite"))
    ) {
      try HelperView(from: 0, to: 1, duration: 0, dampingRatio: 0.5)
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.from, value: .nan, allowed: "finite"))
    ) {
      try HelperView(from: .nan, to: 1, duration: 1, dampingRatio: 0.5)
    }
    #expect(throws: FrameDiffError.self) {
      try HelperView(from: -1e308, to: 1e308, duration: 1, dampingRatio: 0.5)
    }
    // ζ 0 passes the helper's own check (UIKit accepts it) and is refused by the ideal solver;
    // a negative ζ is refused by the helper whatever the model.
    let error = FrameDiffError.invalidParameter(
      ParameterError(.dampingRatio, value: -0.5, allowed: ">= 0 and finite"))
    #expect(error.description == "damping ratio must be >= 0 and finite (got -0.5)")
    #expect(throws: error) { try HelperView(from: 0, to: 1, duration: 1, dampingRatio: -0.5) }
    #expect(throws: error) {
      try HelperView(from: 0, to: 1, duration: 1, dampingRatio: -0.5, model: .idealFree)
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.dampingRatio, value: 0.0, allowed: "> 0 and finite"))
    ) {
      try HelperView(from: 0, to: 1, duration: 1, dampingRatio: 0, model: .idealFree)
    }
    // Under iOS's solver ζ 0 acts as 2^−23, where its 12 Newton steps end on NaN.
    #expect {
      try HelperView(from: 0, to: 1, duration: 1, dampingRatio: 0)
    } throws: { error in
      (error as? FrameDiffError)?.parameterError?.parameter == .dampingRatio
    }
  }

  @Test("under iOS's model the helper is the free spring until delay + duration, then `to`")
  func cutAtTheDuration() throws {
    for delay in [0, 0.25] {
      let cut = try HelperView(
        from: 727, to: 333.5, delay: delay, duration: 1, dampingRatio: 0.5, initialVelocity: 0.9)
      let free = try HelperView(
        from: 727, to: 333.5, delay: delay, duration: 1, dampingRatio: 0.5, initialVelocity: 0.9,
        model: UIKitAnimationModel(solver: .iOS, cutsAtDuration: false))
      #expect(cut.spring == free.spring)
      #expect(cut.cutTime == delay + 1 && free.cutTime == nil)
      #expect(cut.animationEnd == delay + 1)
      let end = delay + 1
      // Bit for bit the free spring before the cut (a 1/600 s grid and the last double before
      // it), exactly `to` and at rest from the cut on.
      for n in 0..<600 {
        let t = Double(n) / 600 * end
        #expect(cut.value(at: t) == free.value(at: t), "t = \(t)")
        #expect(cut.velocity(at: t) == free.velocity(at: t), "t = \(t)")
      }
      #expect(cut.value(at: end.nextDown) == free.value(at: end.nextDown))
      for t in [end, end.nextUp, end + 1 / 60.0, end + 0.5, end + 10] {
        #expect(cut.value(at: t) == 333.5, "t = \(t)")
        #expect(cut.velocity(at: t) == 0, "t = \(t)")
      }
      // The jump is the free displacement at the duration: the helper is 0.58 pt past its
      // target (x = value − to < 0: above 333.5 on screen, having come down from 727).
      #expect(cut.endJump == cut.motion.free.displacement(at: cut.duration))
      #expect(abs(cut.endJump - (free.value(at: end) - 333.5)) <= 1e-12)
      #expect(abs(cut.endJump - -0.581_208) < 1e-6, "\(cut.endJump)")
      #expect(free.endJump == 0)
    }
  }
}

@Suite struct HelperViewClampTests {
  @Test("UIKit's clamps are the model's: 20 s runs the 10 s spring and reaches the target at 10 s")
  func durationClamp() throws {
    let long = try HelperView(from: 0, to: 1, duration: 20, dampingRatio: 0.5)
    let ten = try HelperView(from: 0, to: 1, duration: 10, dampingRatio: 0.5)
    #expect(long.duration == 10 && long.requestedDuration == 20)
    #expect(long.cutTime == 10 && long.animationEnd == 10)
    #expect(long.spring == ten.spring)
    // At 11 s the helper is at its target, as on a device (the 10 s spring left to run on is
    // 0.00059 of the travel short of it).
    #expect(long.value(at: 11) == 1)
    #expect(abs(long.motion.free.displacement(at: 11) + 0.000594) < 1e-6)
    for t in [0.0, 0.5, 3, 9.999, 10, 15] {
      #expect(long.value(at: t) == ten.value(at: t), "t \(t)")
    }
    // Below 0.01 s: the 0.01 s spring, cut at 0.01 s.
    let short = try HelperView(from: 0, to: 1, duration: 0.001, dampingRatio: 0.5)
    #expect(short.duration == 0.01 && short.cutTime == 0.01)
    #expect(short.value(at: 0.005) != 1 && short.value(at: 0.01) == 1)
  }

  @Test("damping ratios above 1 run as 1, and the requested one is kept")
  func dampingClamp() throws {
    let stiff = try HelperView(from: 0, to: 1, duration: 1, dampingRatio: 1.7)
    #expect(stiff.dampingRatio == 1 && stiff.requestedDampingRatio == 1.7)
    #expect(stiff.spring == (try HelperView(from: 0, to: 1, duration: 1, dampingRatio: 1)).spring)
  }
}
