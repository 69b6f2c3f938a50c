import Foundation
import JellyEasing
import JellyInterruption
import JellyMath
import JellySprings
import JellyTestSupport
import Testing

@Suite("InterruptionFit: which rule explains an interrupted recording")
struct InterruptionFitTests {
  /// 60 Hz samples of `motion` over `duration` seconds, with uniform noise of ±`noise`.
  static func samples(_ motion: InterruptedMotion, duration: Double, noise: Double = 0)
    -> (times: [Double], values: [Double])
  {
    var random = SplitMix64(seed: 43)
    let times = (0...Int(duration * 60)).map { Double($0) / 60 }
    let values = times.map { t in
      motion.value(at: t) + noise * (Double(random.next() >> 11) / Double(1 << 53) * 2 - 1)
    }
    return (times, values)
  }

  static let spring = Spring(inRange: 1, stiffness: 200, damping: 14)

  @Test("a spring retargeted with its velocity: keep-velocity, T within a frame, the targets close")
  func keepVelocity() throws {
    let motion = try InterruptedMotion(
      platform: .swiftUI, animation: .spring(Self.spring), from: 0, to: 200,
      interruptions: [.retarget(at: 0.1, to: 60)])
    let (times, values) = Self.samples(motion, duration: 1.6, noise: 0.3)
    let fit = try InterruptionFit(times: times, values: values)
    let best = try #require(fit.fits.first)
    #expect(best.rule == .keepVelocity)
    #expect(abs(best.time - 0.1) < 1.0 / 60)
    // The first target is seen only 0.1 s into the motion: it is the loosest number.
    #expect(abs(best.firstTarget - 200) < 10 && abs(best.secondTarget - 60) < 0.5)
    #expect(abs(best.first.naturalFrequency - Self.spring.naturalFrequency) < 0.05)
    #expect(best.rms < 0.3)
    // Measured: RMS 0.25 (the noise, ±0.3 uniform: 0.17 RMS) against restart's 0.38.
    #expect(fit.fits.count == 3 && fit.fits[1].rms > 1.3 * best.rms)
    #expect(fit.evidence > 30)
  }

  @Test("retargeted near its turning point, where the velocity is smaller, the evidence is weaker")
  func turningPoint() throws {
    func evidence(at time: Double) throws -> Double {
      let motion = try InterruptedMotion(
        platform: .swiftUI, animation: .spring(Self.spring), from: 0, to: 200,
        interruptions: [.retarget(at: time, to: 60)])
      let (times, values) = Self.samples(motion, duration: 1.6, noise: 0.3)
      return try InterruptionFit(times: times, values: values).evidence
    }
    #expect(try evidence(at: 0.23) < evidence(at: 0.1))
  }

  @Test("a spring restarted at rest (CSS's rule, the spring as an easing): restart")
  func restart() throws {
    let easing = try SpringEasing(spring: Self.spring)
    let motion = try InterruptedMotion(
      platform: .css, animation: .easing(easing, duration: easing.duration), from: 0, to: 200,
      interruptions: [.retarget(at: 0.2, to: 0)])
    let (times, values) = Self.samples(motion, duration: 1.8, noise: 0.3)
    let fit = try InterruptionFit(times: times, values: values)
    let best = try #require(fit.fits.first)
    #expect(best.rule == .restart)
    #expect(abs(best.time - 0.2) < 1.0 / 60)
    #expect(abs(best.secondTarget) < 0.5)
    #expect(best.platforms == [.css])
  }

  @Test("Web Animations' jump back to the start: jump")
  func jump() throws {
    let easing = try SpringEasing(spring: Self.spring)
    let motion = try InterruptedMotion(
      platform: .waapi, animation: .easing(easing, duration: easing.duration), from: 0, to: 200,
      interruptions: [.retarget(at: 0.3, to: 120)])
    let (times, values) = Self.samples(motion, duration: 1.8, noise: 0.3)
    let best = try #require(try InterruptionFit(times: times, values: values).fits.first)
    #expect(best.rule == .jump)
    #expect(abs(best.time - 0.3) < 1.0 / 60)
    #expect(abs(best.secondTarget - 120) < 0.5)
  }

  @Test("libadwaita's recorded restart (an engine's output, not made for this): keep-velocity")
  func adwaitaRecording() throws {
    let rows = try EngineInterruptionTests.rows("adwaita-spring-restart.csv").filter {
      $0["case"] == "0" && $0["event"] == "tick"
    }
    let interrupt = 0.3
    let times = try rows.map { row in
      try row.number("t_ms") / 1000 + (row["animation"] == "1" ? 0 : interrupt)
    }
    let values = try rows.map { try $0.number("value") }
    // The recording starts at the first tick (17 ms): shift it to start at 0 with the start value.
    let best = try #require(
      try InterruptionFit(times: [0] + times, values: [0] + values).fits.first)
    #expect(best.rule == .keepVelocity)
    #expect(abs(best.time - 0.3) < 0.02)
    #expect(abs(best.secondTarget - 0) < 0.5)
    #expect(best.rms < 0.5)
  }
}
