import Foundation
import JellyEasing
import JellyInterruption
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

@Suite("InterruptedMotion: each platform's rule and its identities")
struct InterruptedMotionTests {
  /// ζ = 0.5, ω0 = 10/s, mass 1.
  static let spring = Spring(inRange: 1, stiffness: 100, damping: 10)

  @Test("keep-velocity equals one ODE whose target steps at T (RK4, 1e-9 of the travel)")
  func keepVelocityIsTheTargetStep() throws {
    for platform in [InterruptionPlatform.swiftUI, .framer, .android] {
      let motion = try InterruptedMotion(
        platform: platform, animation: .spring(Self.spring), from: 0, to: 200,
        interruptions: [.retarget(at: 0.23, to: 50)])
      // The first leg relative to 200, integrated to T; then relative to 50 from that state.
      let first = rungeKutta4(spring: Self.spring, x0: -200, v0: 0, times: [0.1, 0.23])
      let times = [0.05, 0.2, 0.5, 1.3]
      let second = rungeKutta4(
        spring: Self.spring, x0: first[1].x + 200 - 50, v0: first[1].v, times: times)
      expectNear(motion.value(at: 0.1), 200 + first[0].x, tolerance: 1e-9 * 200)
      for (t, state) in zip(times, second) {
        expectNear(motion.value(at: 0.23 + t), 50 + state.x, tolerance: 1e-9 * 200, "\(t)")
        expectNear(motion.velocity(at: 0.23 + t), state.v, tolerance: 1e-8 * 2000, "\(t)")
      }
      let jump = try #require(motion.jumps.first)
      #expect(abs(jump.valueJump) <= 1e-12 * 200)
      #expect(abs(jump.velocityJump) <= 1e-12 * 2000)
      #expect(abs(jump.velocityBefore) > 100, "the value was moving fast at T")
    }
  }

  @Test("UIKit adds: value = first animation + Δ·(the same animation from 0 to 1 at T)")
  func uikitIsTheSum() throws {
    let motion = try InterruptedMotion(
      platform: .uikit, animation: .uikit(duration: 1, dampingRatio: 0.6), from: 0, to: 200,
      interruptions: [.retarget(at: 0.3, to: 0)])
    let first = try UIKitSpringAnimation(from: 0, to: 200, duration: 1, dampingRatio: 0.6)
    let unit = try UIKitSpringAnimation(from: 0, to: 1, duration: 1, dampingRatio: 0.6)
    for t in stride(from: 0.0, through: 1.6, by: 0.01) {
      let expected = first.value(at: t) + (t >= 0.3 ? -200 * unit.value(at: t - 0.3) : 0)
      expectNear(motion.value(at: t), expected, tolerance: 1e-12 * 200, "t=\(t)")
      let slope = first.velocity(at: t) + (t >= 0.3 ? -200 * unit.velocity(at: t - 0.3) : 0)
      expectNear(motion.velocity(at: t), slope, tolerance: 1e-12 * 2000, "t=\(t)")
    }
    // The new animation starts at rest on top of the old one: nothing jumps at T.
    let jump = try #require(motion.jumps.first)
    #expect(jump.valueJump == 0)
    #expect(jump.velocityJump == 0)
    #expect(jump.velocityBefore > 100)
    // Both animations end at their cuts: 0 exactly from 1.3 s on.
    #expect(motion.value(at: 1.3) == 0)
    #expect(motion.finalTarget == 0)
    // While the first animation runs, the value overshoots the new target (it keeps the
    // momentum toward 200 a moment, then the sum swings below 0).
    let lowest = stride(from: 0.3, through: 1.3, by: 0.001).map { motion.value(at: $0) }.min()!
    #expect(lowest < -1)
  }

  @Test(
    "one spring: UIKit's sum equals the spring that keeps its velocity until UIKit's cut (linearity)"
  )
  func additiveIsKeepVelocity() throws {
    let uikit = try InterruptedMotion(
      platform: .uikit, animation: .uikit(duration: 0.8, dampingRatio: 0.5), from: 0, to: 200,
      interruptions: [.retarget(at: 0.15, to: 0)])
    let spring = try UIKitSpringAnimation(from: 0, to: 1, duration: 0.8, dampingRatio: 0.5).spring
    let swiftUI = try InterruptedMotion(
      platform: .swiftUI, animation: .spring(spring), from: 0, to: 200,
      interruptions: [.retarget(at: 0.15, to: 0)])
    // Both UIKit animations run uncut until 0.8 s, the first one's duration.
    for t in stride(from: 0.0, to: 0.8, by: 0.005) {
      expectNear(uikit.value(at: t), swiftUI.value(at: t), tolerance: 1e-9, "t=\(t)")
      expectNear(uikit.velocity(at: t), swiftUI.velocity(at: t), tolerance: 1e-8, "t=\(t)")
    }
    #expect(abs(uikit.value(at: 0.85) - swiftUI.value(at: 0.85)) > 1e-6)
  }

  @Test("UIKit's additive legs chain: three targets sum to the last")
  func uikitChains() throws {
    let motion = try InterruptedMotion(
      platform: .uikit, animation: .uikit(duration: 0.5, dampingRatio: 0.8), from: 10, to: 200,
      interruptions: [.retarget(at: 0.1, to: 50), .retarget(at: 0.2, to: 120)])
    let unit = try UIKitSpringAnimation(from: 0, to: 1, duration: 0.5, dampingRatio: 0.8)
    let first = try UIKitSpringAnimation(from: 10, to: 200, duration: 0.5, dampingRatio: 0.8)
    let t = 0.37
    let expected =
      first.value(at: t) - 150 * unit.value(at: t - 0.1) + 70 * unit.value(at: t - 0.2)
    expectNear(motion.value(at: t), expected, tolerance: 1e-12 * 200)
    #expect(motion.value(at: 0.71) == 120)
  }

  @Test("CSS: a reversal runs the duration times |f(p)·s + 1 − s|, and chains")
  func cssReversal() throws {
    let linear = try EasingParser.parse("linear")
    let motion = try InterruptedMotion(
      platform: .css, animation: .easing(linear, duration: 1), from: 0, to: 200,
      interruptions: [.retarget(at: 0.4, to: 0), .retarget(at: 0.6, to: 200)])
    // 0 → 200 linear reversed at 0.4 s: from 80 back to 0 in 0.4 s (factor 0.4).
    expectNear(motion.value(at: 0.4), 80, tolerance: 1e-12)
    expectNear(motion.velocity(at: 0.4), -200, tolerance: 1e-9)
    expectNear(motion.value(at: 0.5), 60, tolerance: 1e-9)
    // Reversed again at 0.6 s (40 px, half of the 0.4 s): factor |0.5·0.4 + 0.6| = 0.8, so
    // the 160 px back to 200 take 0.8 s, at the same 200 px/s.
    expectNear(motion.value(at: 0.6), 40, tolerance: 1e-9)
    expectNear(motion.value(at: 1.0), 120, tolerance: 1e-9)
    expectNear(motion.value(at: 1.4 - 1e-9), 200, tolerance: 1e-6)
    #expect(motion.value(at: 1.4) == 200)
    #expect(motion.jumps.map(\.velocityJump).allSatisfy { abs(abs($0) - 400) < 1e-9 })
  }

  @Test(
    "CSS: with 'ease' the velocity restarts from the easing's own slope; a retarget elsewhere runs the whole duration"
  )
  func cssRestart() throws {
    let ease = try EasingParser.parse("ease")
    let reversed = try InterruptedMotion(
      platform: .css, animation: .easing(ease, duration: 1), from: 0, to: 200,
      interruptions: [.retarget(at: 0.25, to: 0)])
    let atT = 200 * ease.value(at: 0.25)
    let factor = ease.value(at: 0.25)
    expectNear(reversed.value(at: 0.25), atT, tolerance: 1e-12)
    // The reversal ends at T + factor·1 s exactly on 0.
    #expect(reversed.value(at: 0.25 + factor) == 0)
    expectNear(
      reversed.value(at: 0.25 + factor / 2), atT * (1 - ease.value(at: 0.5)), tolerance: 1e-9)
    let jump = try #require(reversed.jumps.first)
    // ease starts with slope 0.4 (its first control point (0.25, 0.1)).
    expectNear(jump.velocityAfter, -atT * 0.4 / factor, tolerance: 1e-6)
    let retarget = try InterruptedMotion(
      platform: .css, animation: .easing(ease, duration: 1), from: 0, to: 200,
      interruptions: [.retarget(at: 0.25, to: 300)])
    #expect(retarget.value(at: 1.25) == 300)
    expectNear(
      retarget.value(at: 0.75), atT + (300 - atT) * ease.value(at: 0.5), tolerance: 1e-9)
  }

  @Test("Web Animations: the value jumps back to the underlying value and runs the whole duration")
  func waapiJumps() throws {
    let linear = try EasingParser.parse("linear")
    let motion = try InterruptedMotion(
      platform: .waapi, animation: .easing(linear, duration: 1), from: 0, to: 200,
      interruptions: [.retarget(at: 0.4, to: 300)])
    let jump = try #require(motion.jumps.first)
    expectNear(jump.valueBefore, 80, tolerance: 1e-12)
    #expect(jump.valueAfter == 0)
    expectNear(motion.value(at: 0.9), 150, tolerance: 1e-9)
  }

  @Test(
    "Qt Quick: without interruption the steps are QtQuickSpringAnimation's; a late target restarts it from rest"
  )
  func qtSteps() throws {
    let qt = ValueAnimation.qtQuick(
      spring: 2, damping: 0.2, mass: 1, epsilon: 0.01, maxVelocity: 0)
    let plain = try InterruptedMotion(platform: .qtQuick, animation: qt, from: 0, to: 200)
    let reference = QtQuickSpringAnimation(spring: 2, damping: 0.2, to: 200).values()
    for (n, expected) in reference.positions.enumerated() {
      #expect(plain.value(at: Double(n) * 0.016 + 0.001) == expected, "step \(n)")
    }
    let restTime = Double(reference.positions.count) * 0.016
    let late = try InterruptedMotion(
      platform: .qtQuick, animation: qt, from: 0, to: 200,
      interruptions: [.retarget(at: restTime + 0.5, to: 120)])
    let second = QtQuickSpringAnimation(spring: 2, damping: 0.2, from: 200, to: 120).values()
    let first = (restTime + 0.5) / 0.016
    let start = Int(first.rounded(.up))
    for n in 1..<second.positions.count {
      #expect(late.value(at: Double(start + n - 1) * 0.016 + 0.001) == second.positions[n])
    }
  }

  @Test("Qt Quick: a retarget keeps the stepper's position and velocity")
  func qtRetarget() throws {
    let qt = ValueAnimation.qtQuick(
      spring: 5, damping: 0.5, mass: 2, epsilon: 0.01, maxVelocity: 0)
    let motion = try InterruptedMotion(
      platform: .qtQuick, animation: qt, from: 0, to: 200,
      interruptions: [.retarget(at: 0.2, to: 0)])
    let plain = try InterruptedMotion(platform: .qtQuick, animation: qt, from: 0, to: 200)
    // Steps taken before 0.2 s agree; step 13 (at 0.208 s) is the first toward 0.
    for n in 0...12 {
      #expect(motion.value(at: Double(n) * 0.016) == plain.value(at: Double(n) * 0.016))
    }
    // Step 13 by hand from step 12's state.
    let x12 = plain.value(at: 0.192)
    let v12 = plain.velocity(at: 0.192)
    let v13 = v12 + (5 * (0 - x12) - 0.5 * v12) / 2
    #expect(motion.velocity(at: 0.208) == v13)
    #expect(motion.value(at: 0.208) == x12 + v13 * 0.016)
    let jump = try #require(motion.jumps.first)
    #expect(jump.velocityJump == 0 && jump.valueJump == 0)
    #expect(motion.value(at: 30) == 0)
  }

  @Test(
    "libadwaita restarted with its velocity: continuous, then AdwaitaSpringAnimation from there")
  func adwaitaRestart() throws {
    let animation = ValueAnimation.adwaita(
      dampingRatio: 0.3, mass: 1, stiffness: 100, epsilon: 0.001)
    let motion = try InterruptedMotion(
      platform: .adwaita, animation: animation, from: 0, to: 200,
      interruptions: [.retarget(at: 0.3, to: 0)])
    let first = AdwaitaSpringAnimation(dampingRatio: 0.3, mass: 1, stiffness: 100, to: 200)
    expectNear(motion.value(at: 0.123), first.oscillation(at: 0.123), tolerance: 1e-12)
    let jump = try #require(motion.jumps.first)
    expectNear(jump.valueJump, 0, tolerance: 1e-9)
    expectNear(jump.velocityJump, 0, tolerance: 1e-9)
    let second = AdwaitaSpringAnimation(
      dampingRatio: 0.3, mass: 1, stiffness: 100, from: jump.valueAfter, to: 0,
      initialVelocity: jump.velocityAfter)
    expectNear(motion.value(at: 0.5), second.oscillation(at: 0.2), tolerance: 1e-9)
    let end = 0.3 + Double(try #require(second.estimatedDuration)) / 1000
    #expect(motion.value(at: end) == 0)
  }

  @Test("a release starts from the gesture's state, with its velocity where the platform takes one")
  func release() throws {
    let release = Interruption.release(at: 0.2, position: 150, velocity: -900, to: 200)
    let spring = try InterruptedMotion(
      platform: .swiftUI, animation: .spring(Self.spring), from: 0, to: 200,
      interruptions: [release])
    #expect(spring.value(at: 0.2) == 150)
    expectNear(spring.velocity(at: 0.2), -900, tolerance: 1e-9)
    let uikit = try InterruptedMotion(
      platform: .uikit, animation: .uikit(duration: 1, dampingRatio: 0.7), from: 0, to: 200,
      interruptions: [release])
    expectNear(uikit.value(at: 0.2), 150, tolerance: 1e-12)
    expectNear(uikit.velocity(at: 0.2), -900, tolerance: 1e-9)
    let css = try InterruptedMotion(
      platform: .css, animation: .easing(try EasingParser.parse("linear"), duration: 1),
      from: 0, to: 200, interruptions: [release])
    expectNear(css.velocity(at: 0.2), 50, tolerance: 1e-9)
  }

  @Test(
    "settling after the interruption: the exact spring's settling from T, and a brute-force scan")
  func settling() throws {
    let motion = try InterruptedMotion(
      platform: .swiftUI, animation: .spring(Self.spring), from: 0, to: 200,
      interruptions: [.retarget(at: 0.3, to: 0)])
    let jump = try #require(motion.jumps.first)
    let leg = Self.spring.motion(
      initialDisplacement: jump.valueAfter, initialVelocity: jump.velocityAfter)
    let tolerance = 0.5
    let expected = 0.3 + leg.settlingDuration(epsilon: tolerance / abs(jump.valueAfter))
    let settling = try motion.settlingTime(tolerance: tolerance)
    expectNear(settling, expected, tolerance: 1e-8)
    // Brute force on a 0.1 ms grid: the last sample outside the band is just before it.
    let last = Array(stride(from: 0.3, through: 3, by: 0.0001)).last {
      abs(motion.value(at: $0)) > tolerance
    }!
    #expect(last < settling && settling - last < 0.0002)
  }

  @Test("rejects what a platform does not run, out-of-order times and NaN, naming them")
  func rejects() throws {
    #expect(throws: InterruptionError.animationNotRun(platform: "css", animation: "spring")) {
      try InterruptedMotion(
        platform: .css, animation: .spring(Self.spring), from: 0, to: 1)
    }
    do {
      _ = try InterruptedMotion(
        platform: .swiftUI, animation: .spring(Self.spring), from: 0, to: 1,
        interruptions: [.retarget(at: 0.5, to: 0), .retarget(at: 0.5, to: 1)])
      Issue.record("accepted two interruptions at one time")
    } catch {
      #expect(
        error.description == "interruption time must be > 0.5 (the interruption before) (got 0.5)")
    }
    do {
      _ = try InterruptedMotion(
        platform: .swiftUI, animation: .spring(Self.spring), from: 0, to: .nan)
      Issue.record("accepted NaN")
    } catch {
      #expect(error.description == "to must be finite (got nan)")
    }
    #expect(!InterruptionPlatform.qtQuick.runs(.spring(Self.spring)))
    #expect(InterruptionPlatform.allCases.count == 8)
  }
}

/// Asserts |actual − expected| ≤ tolerance (absolute, in the value's units).
func expectNear(
  _ actual: Double, _ expected: Double, tolerance: Double, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = abs(actual - expected)
  #expect(
    error <= tolerance, "\(what) got \(actual), expected \(expected), error \(error)",
    sourceLocation: sourceLocation)
}

@Suite("InterruptedMotion's reports and each platform's animation of one spring")
struct InterruptionReportTests {
  @Test("summary and legend: the jump at T, the new animation's duration and the settling time")
  func summaryAndLegend() throws {
    let linear = try EasingParser.parse("linear")
    let motion = try InterruptedMotion(
      platform: .css, animation: .easing(linear, duration: 1), from: 0, to: 200,
      interruptions: [.retarget(at: 0.4, to: 0)])
    #expect(
      try motion.summary(tolerance: 0.2)
        == "css (restart): at 0.4 s value 80, velocity 200 → -200 units/s, then a 0.4 s"
        + " animation; settles within 0.2 at 0.799 s")
    #expect(try motion.legend(tolerance: 0.2) == "css (restart): Δv -400, settles 0.799 s")
  }

  @Test("one spring on every platform")
  func platformAnimations() throws {
    let spring = Spring(inRange: 1, stiffness: 100, damping: 10)
    let ease = try EasingParser.parse("ease")
    for platform in InterruptionPlatform.allCases {
      let animation = try #require(
        platform.animation(of: spring, uikit: nil, easing: (ease, 0.5)), "\(platform)")
      #expect(platform.runs(animation), "\(platform)")
    }
    #expect(InterruptionPlatform.swiftUI.animation(of: nil, uikit: nil, easing: (ease, 0.5)) == nil)
    guard
      case .uikit(let duration, let ratio, _) = InterruptionPlatform.uikit.animation(
        of: spring, uikit: (0.7, 0.6, .iOS), easing: nil)
    else {
      Issue.record("UIKit's own set should run UIView.animate")
      return
    }
    #expect(duration == 0.7 && ratio == 0.6)
    guard
      case .qtQuick(let qtSpring, let qtDamping, 1, _, 0) = InterruptionPlatform.qtQuick.animation(
        of: spring, uikit: nil, easing: nil)
    else {
      Issue.record("Qt Quick runs its stepper")
      return
    }
    // 0.016 k/m and 0.016 c/m.
    #expect(abs(qtSpring - 1.6) < 1e-12 && abs(qtDamping - 0.16) < 1e-12)
  }
}
