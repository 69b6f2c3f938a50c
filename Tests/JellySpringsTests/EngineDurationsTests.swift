import Foundation
import JellyTestSupport
import Testing

@testable import JellySprings

/// Motion's forward `findSpring({duration, bounce, velocity})`, written here from the published
/// description (motiondivision/motion `packages/framer-motion/src/animation/generators/spring/find.ts`)
/// independently of the library: ζ = clamp(0.05, 1, 1 − bounce), duration clamped to
/// [0.01, 10] s, `approximateRoot` loop `for (i = 1; i < 12; i++)` (11 Newton steps) from
/// 5/duration, envelope with `safeMin` 0.001. Returns (ω, ζ).
private func motionFindSpring(duration: Double, bounce: Double, velocity: Double)
  -> (omega: Double, zeta: Double)
{
  let zeta = Swift.max(0.05, Swift.min(1, 1 - bounce))
  let d = Swift.max(0.01, Swift.min(10, duration))
  let safeMin = 0.001
  let envelope: (Double) -> Double
  let derivative: (Double) -> Double
  if zeta < 1 {
    envelope = { w in
      let exponentialDecay = w * zeta
      let a = exponentialDecay - velocity
      let b = w * (1 - zeta * zeta).squareRoot()
      return safeMin - a / b * exp(-exponentialDecay * d)
    }
    derivative = { w in
      let delta = w * zeta * d
      let numerator = (delta * velocity + velocity) - zeta * zeta * w * w * d
      let g = w * w * (1 - zeta * zeta).squareRoot()
      let factor: Double = -envelope(w) + safeMin > 0 ? -1 : 1
      return factor * numerator * exp(-delta) / g
    }
  } else {
    envelope = { w in -safeMin + exp(-w * d) * ((w - velocity) * d + 1) }
    derivative = { w in exp(-w * d) * (velocity - w) * d * d }
  }
  var result = 5 / d
  for _ in 1..<12 { result -= envelope(result) / derivative(result) }
  return (result, zeta)
}

/// The last sample time at which |x| ≥ `delta`, from the textbook RK4 oracle sampled every
/// `step` seconds up to `horizon`.
private func lastTimeAtOrAbove(
  _ delta: Double, spring: Spring, x0: Double, v0: Double, horizon: Double, step: Double
) -> Double {
  let count = Int((horizon / step).rounded())
  let times = (0...count).map { Double($0) * step }
  let states = rungeKutta4(spring: spring, x0: x0, v0: v0, times: times, step: step)
  var last = 0.0
  for (time, state) in zip(times, states) where abs(state.x) >= delta { last = time }
  return last
}

@Suite struct EngineDurationsTests {
  // MARK: Core Animation

  @Test(
    "CA settlingDuration reproduces Apple's documented examples: c 5 ≈ 2.85 s, c 15 just over 1 s")
  func coreAnimationAppleExamples() throws {
    let bouncy = EngineDurations(spring: try Spring(stiffness: 100, damping: 5), initialVelocity: 0)
    let firm = EngineDurations(spring: try Spring(stiffness: 100, damping: 15), initialVelocity: 0)
    let bouncyValue = try #require(bouncy.coreAnimationSettlingDuration)
    let firmValue = try #require(firm.coreAnimationSettlingDuration)
    #expect(abs(bouncyValue - 2.855) <= 1e-3)
    #expect(abs(firmValue - 1.022) <= 1e-3)
    // Apple's words: "approximately 2.85 seconds" and "just over 1 second".
    #expect(firmValue > 1)
  }

  @Test("CA: a velocity toward the target of ζω0 makes B = 0, so T = ln(1000)/(ζω0)")
  func coreAnimationVelocitySign() throws {
    // k 100, c 5: ζω0 = 2.5. With v = 2.5 toward the target B vanishes; with v = −2.5 (away)
    // B doubles, so moving away takes longer.
    let spring = try Spring(stiffness: 100, damping: 5)
    let toward = try #require(
      EngineDurations(spring: spring, initialVelocity: 2.5).coreAnimationSettlingDuration)
    #expect(abs(toward - log(1000) / 2.5) <= 1e-12)
    let away = try #require(
      EngineDurations(spring: spring, initialVelocity: -2.5).coreAnimationSettlingDuration)
    let b = 5 / (100 - 6.25).squareRoot()
    #expect(abs(away - log((b + 1) * 1000) / 2.5) <= 1e-12)
  }

  @Test("CA: no settling duration at ζ ≥ 1 (no public source), infinite when undamped")
  func coreAnimationOutsideItsSource() throws {
    #expect(
      EngineDurations(spring: try Spring(stiffness: 100, damping: 20), initialVelocity: 0)
        .coreAnimationSettlingDuration == nil)
    #expect(
      EngineDurations(spring: try Spring(stiffness: 100, damping: 40), initialVelocity: 0)
        .coreAnimationSettlingDuration == nil)
    #expect(
      EngineDurations(spring: try Spring(stiffness: 100, damping: 0), initialVelocity: 0)
        .coreAnimationSettlingDuration == .infinity)
  }

  // MARK: Wave

  @Test(
    "Wave's published settling durations: (ζ 1, response 0.8) 1.17269 × 1.25, (0.6, 0.8) 1.9544")
  func waveSettlingPublished() throws {
    let critical = try Spring(response: 0.8, dampingRatio: 1)
    let bouncy = try Spring(response: 0.8, dampingRatio: 0.6)
    let criticalValue = EngineDurations(spring: critical, initialVelocity: 0).waveSettlingDuration
    let bouncyValue = EngineDurations(spring: bouncy, initialVelocity: 3).waveSettlingDuration
    #expect(abs(criticalValue - 1.17269 * 1.25) <= 1e-4)
    #expect(abs(bouncyValue - 1.9544) <= 1e-4)
  }

  // MARK: Motion

  @Test(
    "Motion duration round trip: findSpring(duration, bounce) gives a spring whose motionDuration is that duration",
    arguments: [
      (1.0, 0.15, 0.0), (0.8, 0.3, 0.0), (0.3, 0.0, 0.0), (2.0, 0.5, 0.0), (0.5, 0.95, 0.0),
      (1.0, 0.15, 900.0), (0.6, 0.25, -300.0), (0.4, 0.0, 1500.0),
    ])
  func motionRoundTrip(duration: Double, bounce: Double, velocity: Double) throws {
    // `velocity` is Motion's option in units/s over a travel of 1; findSpring sees −v/1000.
    let found = motionFindSpring(duration: duration, bounce: bounce, velocity: -velocity / 1000)
    let spring = try Spring(
      stiffness: found.omega * found.omega, damping: 2 * found.zeta * found.omega)
    let engines = EngineDurations(spring: spring, initialVelocity: velocity)
    let inverse = try #require(engines.motionDuration)
    #expect(abs(inverse - duration) <= 1e-9 * duration)
    #expect(abs(try #require(engines.motionBounce) - bounce) <= 1e-12)
    let libraryOmega = EngineDurations.motionFindSpringNaturalFrequency(
      duration: duration, bounce: bounce, velocity: -velocity / 1000)
    #expect(abs(libraryOmega - found.omega) <= 1e-12 * found.omega)
  }

  @Test("Motion's duration equals UIKit's for a release from rest (both are Framer's envelope)")
  func motionMatchesUIKitAtRest() throws {
    // The Glow jelly spring: UIKit 1 s, ζ 0.85, v 0 → k 75.51, c 14.77.
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 0.85, initialVelocity: 0)
    let engines = EngineDurations(spring: spring, initialVelocity: 0)
    #expect(abs(try #require(engines.motionDuration) - 1) <= 1e-12)
  }

  @Test("Motion: no duration when its fixed Newton from the inverse duration misses this spring")
  func motionFlagsNewtonMiss() throws {
    // ζ 0.2, ω0 5, moving away at 500 units/s (findSpring sees V = +0.5): the envelope
    // equation's root is at T ≈ 4.6256 s, but 11 Newton steps from 5/T do not reach ω0 = 5.
    let spring = try Spring(stiffness: 25, damping: 2)
    let v = 0.5
    let closedForm = log((1 - v) / (0.001 * 5 * (1 - 0.04).squareRoot())) / 1
    #expect(abs(closedForm - 4.6256) <= 1e-4)
    let landed = motionFindSpring(duration: closedForm, bounce: 0.8, velocity: v).omega
    #expect(!(abs(landed - 5) <= 1e-6 * 5))
    #expect(EngineDurations(spring: spring, initialVelocity: -500).motionDuration == nil)
    // The same spring released from rest is reachable.
    #expect(EngineDurations(spring: spring, initialVelocity: 0).motionDuration != nil)
  }

  @Test("Motion: no duration or visualDuration for ζ > 1 or ζ < 0.05 (Motion clamps ζ)")
  func motionDampingRange() throws {
    for damping in [40.0, 0.5] {
      let engines = EngineDurations(
        spring: try Spring(stiffness: 100, damping: damping), initialVelocity: 0)
      #expect(engines.motionBounce == nil)
      #expect(engines.motionDuration == nil)
      #expect(engines.motionVisualDuration == nil)
    }
  }

  @Test(
    "Motion visualDuration round trip: ω = 2π/(1.2·visualDuration), c = 2·(1 − bounce)·ω",
    arguments: [(0.5, 0.25), (0.3, 0.0), (1.2, 0.6)])
  func motionVisualDurationRoundTrip(visualDuration: Double, bounce: Double) throws {
    let root = 2 * Double.pi / (visualDuration * 1.2)
    let spring = try Spring(stiffness: root * root, damping: 2 * (1 - bounce) * root)
    let engines = EngineDurations(spring: spring, initialVelocity: 7)
    #expect(abs(try #require(engines.motionVisualDuration) - visualDuration) <= 1e-12)
    #expect(abs(try #require(engines.motionBounce) - bounce) <= 1e-12)
    if visualDuration == 0.5 {
      // The reference notes' arithmetic for (0.5, 0.25): k = (2π/0.6)² = 109.6623, c = 15.7080.
      #expect(abs(spring.stiffness - 109.6623) <= 1e-4)
      #expect(abs(spring.damping - 15.7080) <= 1e-4)
    }
  }

  // MARK: Compose

  @Test(
    "Compose's published durations: stiffness 100, x0 100, v 3000, δ 1 → ζ 1: 811, ζ 5: 4830, ζ 0.5: 1206 ms",
    arguments: [(1.0, 811.0), (5.0, 4830.0), (0.5, 1206.0)])
  func composePublished(dampingRatio: Double, millis: Double) {
    // androidx PhysicsAnimationTest (package androidx.animation): testCriticallydampedDuration
    // `/* = 811 ms*/`, testOverdampedDuration `/* = 4830 ms*/`, testUnderdampedDuration
    // `/* = 1206 ms*/`.
    let value = EngineDurations.composeEstimatedDurationMillis(
      stiffness: 100, dampingRatio: dampingRatio, initialVelocity: 3000,
      initialDisplacement: 100, delta: 1)
    #expect(value == millis)
  }

  @Test(
    "Compose against a simulation: ζ ≥ 1 is the last time |x| ≥ δ; ζ < 1 is an envelope bound above it",
    arguments: [
      (100.0, 1.0, 0.0), (100.0, 1.0, 3.0), (100.0, 2.5, -4.0), (400.0, 0.5, 0.0),
      (75.51, 0.85, 1.0), (100.0, 0.25, -2.0),
    ])
  func composeAgainstSimulation(stiffness: Double, dampingRatio: Double, velocity: Double) throws {
    let omega = stiffness.squareRoot()
    let spring = try Spring(stiffness: stiffness, damping: 2 * dampingRatio * omega)
    let threshold = 0.01
    let estimate = try #require(
      EngineDurations(spring: spring, initialVelocity: velocity).composeDuration(
        visibilityThreshold: threshold))
    let step = 1e-4
    let last = lastTimeAtOrAbove(
      threshold, spring: spring, x0: -1, v0: velocity, horizon: 4, step: step)
    if dampingRatio >= 1 {
      // Whole milliseconds truncated, from a crossing known to one sample step.
      #expect(estimate <= last + step && estimate >= last - 1e-3 - step)
    } else {
      // The envelope reaches δ after the last peak: the excess is below half a period plus
      // the time the envelope needs to fall by √(1 − ζ²) (peaks sit at that fraction of it).
      let decay = dampingRatio * omega
      let halfPeriod = Double.pi / (omega * (1 - dampingRatio * dampingRatio).squareRoot())
      let slack = -log((1 - dampingRatio * dampingRatio).squareRoot()) / decay
      #expect(estimate + 1e-3 >= last)
      #expect(estimate <= last + halfPeriod + slack)
    }
  }

  @Test("Compose: infinite when undamped, 0 at rest on target, nil for a bad threshold")
  func composeEdges() throws {
    let undamped = EngineDurations(
      spring: try Spring(stiffness: 100, damping: 0), initialVelocity: 0)
    #expect(undamped.composeDuration() == .infinity)
    #expect(
      EngineDurations.composeEstimatedDurationMillis(
        stiffness: 100, dampingRatio: 0.5, initialVelocity: 0, initialDisplacement: 0, delta: 1)
        == 0)
    let engines = EngineDurations(
      spring: try Spring(stiffness: 100, damping: 10), initialVelocity: 0)
    #expect(engines.composeDuration(visibilityThreshold: 0) == nil)
    #expect(engines.composeDuration(visibilityThreshold: .nan) == nil)
  }

  // MARK: anime.js

  @Test("anime.js perceived duration is 2π/√(k/m) rounded to 0.001 ms")
  func animeJSPerceived() throws {
    let engines = EngineDurations(
      spring: try Spring(mass: 2, stiffness: 200, damping: 20), initialVelocity: 0)
    // k/m = 100: 2π/10 s = 628.3185… ms → 628.319 ms.
    #expect(abs(try #require(engines.animeJSDuration) - 0.628319) <= 1e-12)
    let slow = EngineDurations(spring: try Spring(stiffness: 0.3, damping: 1), initialVelocity: 0)
    #expect(slow.animeJSDuration == nil)  // 11.5 s: outside anime.js's 10 s limit
  }

  @Test(
    "anime.js settling: 0.2 s after the first of 11 consecutive 20 ms samples with |x| < 0.0005",
    arguments: [(100.0, 10.0, 0.0), (100.0, 20.0, 0.0), (75.51, 14.77, 1.0), (400.0, 60.0, -3.0)])
  func animeJSSettling(stiffness: Double, damping: Double, velocity: Double) throws {
    let spring = try Spring(stiffness: stiffness, damping: damping)
    let value = try #require(
      EngineDurations(spring: spring, initialVelocity: velocity).animeJSSettlingDuration)
    // Independent: the oracle's samples on the 20 ms grid.
    let times = (0...3000).map { Double($0) * 0.02 }
    let states = rungeKutta4(spring: spring, x0: -1, v0: velocity, times: times, step: 1e-4)
    var run = 0
    var expected: Double?
    for (index, state) in states.enumerated() {
      run = abs(state.x) < 0.0005 ? run + 1 : 0
      if run == 11 {
        expected = times[index]
        break
      }
    }
    #expect(abs(value - (try #require(expected))) <= 1e-9)
  }

  @Test("anime.js: no settling duration when it would clamp k/m, c/m or |v| to 10 000")
  func animeJSLimits() throws {
    #expect(
      EngineDurations(spring: try Spring(stiffness: 20_000, damping: 10), initialVelocity: 0)
        .animeJSSettlingDuration == nil)
    #expect(
      EngineDurations(spring: try Spring(stiffness: 100, damping: 10), initialVelocity: 20_000)
        .animeJSSettlingDuration == nil)
  }
}
