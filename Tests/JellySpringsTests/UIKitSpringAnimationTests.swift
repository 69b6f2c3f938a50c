import Foundation
import JellyMath
import JellyTestSupport
import Testing

@testable import JellySprings

@Suite struct UIKitSpringAnimationTests {
  @Test("a 20 s request runs UIKit's 10 s spring and is at its target from 10 s on")
  func durationClamp() throws {
    let asked = try UIKitSpringAnimation(from: 0, to: 1, duration: 20, dampingRatio: 0.5)
    let run = try UIKitSpringAnimation(from: 0, to: 1, duration: 10, dampingRatio: 0.5)
    #expect(asked.duration == 10)
    #expect(asked.requestedDuration == 20)
    #expect(asked.value(at: 11) == 1)
    #expect(asked.value(at: 10) == 1)
    for t in stride(from: 0.0, through: 12, by: 0.37) {
      #expect(asked.value(at: t) == run.value(at: t))
    }
    // Before the cut the value is the spring's, not yet the target.
    #expect(asked.value(at: 9.9) != 1)
  }

  @Test("a damping ratio above 1 runs as 1 and one below 2^-23 as 2^-23")
  func dampingClamp() throws {
    let over = try UIKitSpringAnimation(duration: 0.5, dampingRatio: 1.5)
    let critical = try UIKitSpringAnimation(duration: 0.5, dampingRatio: 1)
    #expect(over.dampingRatio == 1)
    #expect(over.requestedDampingRatio == 1.5)
    #expect(over.spring == critical.spring)
    // iOS's Newton steps find a spring at 2^-23 when the helper starts with a velocity.
    let zero = try UIKitSpringAnimation(duration: 1, dampingRatio: 0, initialVelocity: 1)
    #expect(zero.dampingRatio == 0x1p-23)
    #expect(zero.requestedDampingRatio == 0)
    #expect(abs(zero.spring.dampingRatio - 0x1p-23) <= 1e-9 * 0x1p-23)
  }

  @Test("the sign rule: a positive velocity points toward the target, whichever way it lies")
  func signRule() throws {
    for (from, to) in [(0.0, 300.0), (300.0, 0.0), (-20.0, -80.0)] {
      let animation = try UIKitSpringAnimation(
        from: from, to: to, duration: 0.6, dampingRatio: 0.4, initialVelocity: 2)
      #expect(animation.value(at: 0) == from)
      // dx/dt(0) = 2 distances per second toward the target.
      let expected = 2 * (to - from)
      #expect(abs(animation.velocity(at: 0) - expected) <= 1e-12 * abs(expected))
      // The same motion from the hand-written closed form of JellyTestSupport.
      let spring = animation.spring
      let reference = ReferenceSpring(
        stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass, x0: from - to,
        v0: expected)
      for t in stride(from: 0.0, to: 0.6, by: 0.013) {
        let value = to + reference.displacement(t)
        #expect(abs(animation.value(at: t) - value) <= 1e-9 * abs(to - from))
      }
    }
  }

  @Test("the delay holds the start; the cut at delay + duration jumps to the target")
  func delayAndCut() throws {
    let animation = try UIKitSpringAnimation(
      from: 10, to: 110, duration: 0.4, dampingRatio: 0.2, initialVelocity: 0, delay: 0.25)
    #expect(animation.value(at: 0.2499) == 10)
    #expect(animation.velocity(at: 0.2499) == 0)
    #expect(animation.value(at: 0.25) == 10)
    #expect(animation.animationEnd == 0.65)
    #expect(animation.cutTime == 0.65)
    #expect(animation.value(at: 0.65) == 110)
    let before = animation.value(at: 0.65.nextDown)
    #expect(abs(before - (110 + animation.endJump)) <= 1e-9)
    #expect(animation.relativeEndJump == animation.endJump / 100)
    // ζ 0.2 cut at 0.4 s leaves more than 0.1 % of the distance: it settles at the cut.
    #expect(abs(animation.endJump) > 0.1)
    #expect(animation.settlingTime() == 0.65)
  }

  @Test("without the cut the spring runs on and settles after the duration")
  func freeSpring() throws {
    let model = UIKitAnimationModel(solver: .iOS, cutsAtDuration: false)
    let animation = try UIKitSpringAnimation(
      from: 0, to: 1, duration: 0.4, dampingRatio: 0.2, delay: 0.1, model: model)
    #expect(animation.cutTime == nil)
    #expect(animation.relativeEndJump == nil)
    #expect(animation.value(at: 0.5) != 1)
    let settling = animation.settlingTime()
    #expect(settling > 0.5)
    // At the settling time |x| is the 0.001 band, and it stays inside after it.
    #expect(abs(abs(animation.value(at: settling) - 1) - 0.001) <= 1e-9)
    for t in stride(from: settling + 0.001, to: settling + 3, by: 0.01) {
      #expect(abs(animation.value(at: t) - 1) <= 0.001)
    }
  }

  @Test("out-of-range inputs are refused, naming the parameter")
  func refusals() {
    #expect(throws: ParameterError.self) {
      try UIKitSpringAnimation(duration: 0, dampingRatio: 0.5)
    }
    #expect(throws: ParameterError.self) {
      try UIKitSpringAnimation(duration: 1, dampingRatio: .nan)
    }
    do {
      _ = try UIKitSpringAnimation(duration: 1, dampingRatio: 0.5, delay: -1)
      Issue.record("a negative delay was accepted")
    } catch {
      #expect(error.parameter == .delay)
      #expect(error.description == "delay must be >= 0 and finite (got -1.0)")
    }
  }
}
