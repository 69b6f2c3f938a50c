import Foundation
import JellyEasing
import JellyFit
import JellySprings
import Testing

/// The accuracy of the fits on recordings made from known curves (``SyntheticRecording``): a
/// hold at 100 px until 0.3127 s, a 300 px move, a hold at 400 px, 60 Hz frames with times
/// jittered by ±1 ms, values rounded to whole pixels; seeded, so every run fits the same samples.
@Suite struct MotionFitterTests {
  static let releaseTime = 0.3127

  static func springRecording(zeta: Double, omega: Double, noise: Double, seed: UInt64)
    -> SyntheticRecording
  {
    let spring = Spring(inRange: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    let motion = spring.motion(from: 100, to: 400)
    let release = releaseTime
    let curve = { (t: Double) in t < release ? 100 : 400 + motion.displacement(at: t - release) }
    return SyntheticRecording(curve: curve, noise: noise, seed: seed)
  }

  @Test(
    "pixel-rounded springs: ζ and ω0 within 0.5 %, the start within 2 ms",
    arguments: [(0.3, 30.0), (0.5, 20), (0.7, 12), (0.9, 20)])
  func exactSprings(zeta: Double, omega: Double) throws {
    let motion = try Self.springRecording(zeta: zeta, omega: omega, noise: 0, seed: 7).motion()
    let fit = try #require(try MotionFitter.fit(motion, models: [.spring]).fits.first)
    #expect(abs((fit[.dampingRatio] ?? .nan) / zeta - 1) <= 0.005)
    #expect(abs((fit[.naturalFrequency] ?? .nan) / omega - 1) <= 0.005)
    #expect(abs((fit[.startTime] ?? .nan) - Self.releaseTime) <= 0.002)
    #expect(fit.converged)
  }

  @Test("a well-damped spring's slow tail, rounded to the target, stays in the fit: ζ 0.9 unbiased")
  func settlingTail() throws {
    // At ζ 0.9 and ω0 8 the move is within the band 0.4 s before it reaches 400 to a fraction
    // of a pixel; a fit that leaves out that tail reads ζ low by 0.75 % on average.
    var errors: [Double] = []
    for seed: UInt64 in 7...11 {
      let motion = try Self.springRecording(zeta: 0.9, omega: 8, noise: 0, seed: seed).motion()
      let fit = try #require(try MotionFitter.fit(motion, models: [.spring]).fits.first)
      errors.append((fit[.dampingRatio] ?? .nan) / 0.9 - 1)
      #expect(abs((fit[.dampingRatio] ?? .nan) / 0.9 - 1) <= 0.005, "seed \(seed)")
      #expect(abs((fit[.naturalFrequency] ?? .nan) / 8 - 1) <= 0.005, "seed \(seed)")
      #expect(abs((fit[.to] ?? .nan) - 400) <= 0.15, "seed \(seed)")
    }
    let mean = errors.reduce(0, +) / Double(errors.count)
    #expect(abs(mean) <= 0.003, "mean ζ error \(mean)")
  }

  @Test(
    "the same with Gaussian noise σ = 1 px before the rounding: ζ and ω0 within 2 %",
    arguments: [(0.3, 12.0), (0.5, 30), (0.7, 8), (0.9, 8)])
  func noisySprings(zeta: Double, omega: Double) throws {
    let motion = try Self.springRecording(zeta: zeta, omega: omega, noise: 1, seed: 11).motion()
    let results = try MotionFitter.fit(motion, models: [.spring])
    let fit = try #require(results.fits.first)
    #expect(abs((fit[.dampingRatio] ?? .nan) / zeta - 1) <= 0.02)
    #expect(abs((fit[.naturalFrequency] ?? .nan) / omega - 1) <= 0.02)
    #expect(abs((fit[.startTime] ?? .nan) - Self.releaseTime) <= 0.005)
    // The noise read off the initial hold: σ of the rounded noise, √(1 + 1/12) ≈ 1.04 px.
    #expect(abs(results.profile.noise - 1.04) <= 0.3)
  }

  @Test("a UIKit animation with its cut is recovered by uikit: T within 1 %")
  func uiKit() throws {
    let animation = try UIKitSpringAnimation(
      from: 100, to: 400, duration: 0.6, dampingRatio: 0.7, delay: Self.releaseTime)
    let motion = try SyntheticRecording(curve: animation.value(at:), seed: 3).motion()
    let fit = try #require(try MotionFitter.fit(motion, models: [.uiKit]).fits.first)
    #expect(abs((fit[.duration] ?? .nan) / 0.6 - 1) <= 0.01)
    #expect(abs((fit[.dampingRatio] ?? .nan) / 0.7 - 1) <= 0.01)
    #expect(abs((fit[.startTime] ?? .nan) - Self.releaseTime) <= 0.002)
    let spring = try #require(fit.spring)
    #expect(abs(spring.stiffness / animation.spring.stiffness - 1) <= 0.02)
  }

  static func bezierRecording(_ easing: CubicBezierEasing, duration: Double) -> SyntheticRecording {
    SyntheticRecording(
      curve: heldMotion(from: 100, to: 400, start: releaseTime) { easing.value(at: $0 / duration) },
      seed: 5)
  }

  @Test(
    "cubic-bezier recordings: every control point within 0.01, and auto does not rank spring first",
    arguments: [CubicBezierEasing.ease, .easeInOut, .easeOut])
  func cubicBezier(_ easing: CubicBezierEasing) throws {
    let motion = try Self.bezierRecording(easing, duration: 0.8).motion()
    let results = try MotionFitter.fit(motion, models: MotionModel.all)
    let fit = try #require(results.fits.first { $0.model == .cubicBezier })
    #expect(abs((fit[.x1] ?? .nan) - easing.x1) <= 0.01)
    #expect(abs((fit[.y1] ?? .nan) - easing.y1) <= 0.01)
    #expect(abs((fit[.x2] ?? .nan) - easing.x2) <= 0.01)
    #expect(abs((fit[.y2] ?? .nan) - easing.y2) <= 0.01)
    #expect(abs((fit[.duration] ?? .nan) / 0.8 - 1) <= 0.01)
    #expect(results.fits.first?.model != .spring)
  }

  /// Penner's elastic out is 1 + 2^(−10x)·(b·sin ωx − cos ωx): a damped spring's motion, cut
  /// at x = 1. So the spring models fit it as well as the elastic does (uikit, whose cut is
  /// part of its model, a little better), and the elastic is expected among the best, not alone.
  @Test("a Penner elastic recording is recovered by elastic, at its least squares, ahead of spring")
  func elastic() throws {
    let easing = try ElasticEasing(amplitude: 1.2, period: 0.35)
    let curve = heldMotion(from: 100, to: 400, start: Self.releaseTime) {
      easing.value(at: $0 / 1.2)
    }
    let motion = try SyntheticRecording(curve: curve, seed: 9).motion()
    let results = try MotionFitter.fit(motion, models: MotionModel.all)
    let fit = try #require(results.fits.first { $0.model == .elastic })
    // No worse than the true curve's residuals (0.174 px RMS: whole-pixel rounding), so the
    // fit reached the optimum. UIKit's spring, cut at its duration, follows the rounded samples
    // a little closer still (0.156 px), so BIC need not rank the true model first.
    var squares = 0.0
    for (time, value) in zip(motion.times, motion.values) {
      squares += (curve(time) - value) * (curve(time) - value)
    }
    #expect(fit.rmsResidual <= (squares / Double(motion.count)).squareRoot())
    let spring = try #require(results.fits.first { $0.model == .spring })
    #expect(fit.bic < spring.bic)
    #expect(abs((fit[.amplitude] ?? .nan) - 1.2) <= 0.05)
    #expect(abs((fit[.period] ?? .nan) - 0.35) <= 0.01)
    #expect(abs((fit[.duration] ?? .nan) / 1.2 - 1) <= 0.02)
  }

  @Test("a trace that ends before the first overshoot warns that ζ and ω0 are not determined")
  func endsBeforeOvershoot() throws {
    var recording = Self.springRecording(zeta: 0.5, omega: 12, noise: 0, seed: 7)
    recording.end = Self.releaseTime + 0.16
    let fit = try #require(
      try MotionFitter.fit(recording.motion(), models: [.spring]).fits.first)
    #expect(fit.warnings.contains { $0.contains("not determined") && $0.contains("overshoot") })
  }

  @Test("the recording's notes appear once under the ranking, each fit's warnings in its block")
  func notesOnceInTheTable() throws {
    var (times, values) = Self.springRecording(zeta: 0.5, omega: 20, noise: 0, seed: 7).samples()
    for index in [22, 27] { values[index] = values[index - 1] }
    let results = try MotionFitter.fit(
      RecordedMotion(times: times, values: values), models: [.spring, .uiKit, .elastic])
    let note = try #require(results.notes.first { $0.hasPrefix("2 repeated frames") })
    let table = MotionFitReport(results: results, listsModels: true).table()
    #expect(table.components(separatedBy: note).count == 2, "\(table)")
    let ranking = MotionFitReport(results: results, listsModels: true).ranking()
    #expect(table.hasPrefix(ranking + "warning: \(note)\n"))
    for fit in results.fits {
      for warning in fit.warnings {
        #expect(table.contains("warning: \(warning)\n"))
      }
    }
    // One model: its block carries the recording's notes, as there is no ranking.
    let single = try MotionFitter.fit(
      RecordedMotion(times: times, values: values), models: [.spring])
    let alone = MotionFitReport(results: single, listsModels: false).table()
    #expect(alone.contains("warning: \(note)\n"))
  }

  @Test("repeated frames are found, left out and reported; the fit stays within 0.5 %")
  func repeatedFrames() throws {
    var (times, values) = Self.springRecording(zeta: 0.5, omega: 20, noise: 0, seed: 7).samples()
    // A recorder shows two stale frames while the spring moves fast.
    let stale = [22, 27]
    for index in stale { values[index] = values[index - 1] }
    let results = try MotionFitter.fit(
      RecordedMotion(times: times, values: values), models: [.spring])
    #expect(results.profile.repeatedFrames == stale)
    #expect(!results.profile.usedIndices.contains(22) && !results.profile.usedIndices.contains(27))
    #expect(results.notes.contains { $0.hasPrefix("2 repeated frames") })
    let fit = try #require(results.fits.first)
    #expect(abs((fit[.dampingRatio] ?? .nan) / 0.5 - 1) <= 0.005)
    #expect(abs((fit[.naturalFrequency] ?? .nan) / 20 - 1) <= 0.005)
  }

  @Test("a snap to the target is found and kept, with its time and jump")
  func snap() throws {
    let spring = try Spring(stiffness: 144, damping: 2 * 0.3 * 12)
    let motion = spring.motion(from: 100, to: 400)
    // The engine snaps 0.75 s after the release, 6 px past the target (406 → 400 px).
    let snapTime = Self.releaseTime + 0.75
    let recording = SyntheticRecording(
      curve: { t in
        t < Self.releaseTime
          ? 100 : t >= snapTime ? 400 : 400 + motion.displacement(at: t - Self.releaseTime)
      }, seed: 4)
    let results = try MotionFitter.fit(recording.motion(), models: [.spring])
    let fit = try #require(results.fits.first)
    let snap = try #require(fit.snap)
    // The snap lies between the last sample on the spring and the first at the target.
    #expect(snap.time >= snapTime && snap.time <= snapTime + 1.0 / 60 + 0.002)
    #expect(abs(snap.jump - motion.displacement(at: snap.time - Self.releaseTime)) <= 1)
    #expect(abs((fit[.dampingRatio] ?? .nan) / 0.3 - 1) <= 0.005)
    #expect(fit.fittedParameterCount == 6)
    // Without the snap the same recording cut later is a free spring: no snap is reported.
    let free = try SyntheticRecording(
      curve: { t in t < Self.releaseTime ? 100 : 400 + motion.displacement(at: t - Self.releaseTime)
      },
      seed: 4
    ).motion()
    #expect(try MotionFitter.fit(free, models: [.spring]).fits.first?.snap == nil)
  }
}
