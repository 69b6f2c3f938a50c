import Foundation
import JellyFit
import JellySprings
import Testing

/// What a fit says of itself: standard errors that cover the truth, held values named, and
/// fits that collapse onto a bound left unranked.
@Suite struct FitHonestyTests {
  /// A UIKit animation (100 → 400 px, released at 0.25 s after 15 frames of hold) sampled at
  /// 60 Hz, times jittered by ±1 ms, with Gaussian noise of `noise` px, rounded to whole pixels.
  static func uiKitRecording(duration: Double, damping: Double, noise: Double, seed: UInt64)
    throws -> RecordedMotion
  {
    let animation = try UIKitSpringAnimation(
      from: 100, to: 400, duration: duration, dampingRatio: damping)
    var generator = SplitMix(seed: seed)
    var times: [Double] = []
    var values: [Double] = []
    for frame in 0..<105 {
      let t = Double(frame) / 60 + (frame == 0 ? 0 : 0.002 * (generator.unit() - 0.5))
      let value = t < 0.25 ? 100 : animation.value(at: t - 0.25)
      times.append(t)
      values.append((value + noise * generator.gaussian()).rounded())
    }
    return try RecordedMotion(times: times, values: values)
  }

  @Test("a step between two samples leaves its timing undetermined: infinite errors, never NaN")
  func stepLeavesTimingUndetermined() throws {
    let times = (0..<40).map { Double($0) * 0.05 }
    let motion = try RecordedMotion(times: times, values: times.map { $0 < 0.99 ? 0 : 100 })
    let fits = try MotionFitter.fit(motion, models: [.uiKit, .cubicBezier]).fits
    for fit in fits {
      #expect(fit.parameters.allSatisfy { !($0.standardError?.isNaN ?? false) })
      // The motion happens between two samples: when it starts and how long it takes are
      // anywhere inside that interval.
      #expect(
        fit.undeterminedParameters.contains(.startTime)
          && fit.undeterminedParameters.contains(.duration),
        "\(fit.model): \(fit.undeterminedParameters)")
      #expect(!fit.undeterminedParameters.contains(.to))
    }
  }

  @Test(
    "UIKit recordings: duration, damping ratio and start within 3.5 standard errors of the truth",
    arguments: [(0.6, 0.7), (0.8, 0.5), (0.5, 0.9)])
  func errorsCoverTheTruth(duration: Double, damping: Double) throws {
    var largest = 0.0
    for seed: UInt64 in 1...3 {
      let motion = try Self.uiKitRecording(
        duration: duration, damping: damping, noise: 1, seed: seed)
      let fit = try #require(try MotionFitter.fit(motion, models: [.uiKit]).fits.first)
      for (key, truth) in [
        (MotionParameter.Key.duration, duration), (.dampingRatio, damping), (.startTime, 0.25),
      ] {
        let parameter = try #require(fit.parameter(key))
        let error = try #require(parameter.standardError, "\(key) has an error")
        largest = max(largest, abs(parameter.value - truth) / error)
      }
    }
    #expect(largest <= 3.5, "the truth lies \(largest) standard errors away")
  }

  @Test("a held release velocity is named, and the errors are said to take it as known")
  func heldVelocity() throws {
    let motion = try Self.uiKitRecording(duration: 0.6, damping: 0.7, noise: 0, seed: 1)
    let fit = try #require(try MotionFitter.fit(motion, models: [.uiKit]).fits.first)
    let velocity = try #require(fit.parameter(.velocity))
    #expect(velocity.isHeld && velocity.value == 0 && velocity.standardError == nil)
    #expect(
      fit.warnings.contains {
        $0.hasPrefix("the standard errors take velocity = 0.0 as known")
      }, "\(fit.warnings)")
  }

  @Test("a fit that collapses onto a search bound is listed last and not ranked")
  func collapsedFitsAreNotRanked() throws {
    // A jump from 100 to 400 between two frames: the elastic collapses onto a bound.
    let times = (0..<80).map { Double($0) / 60 }
    let motion = try RecordedMotion(times: times, values: times.indices.map { $0 < 31 ? 100 : 400 })
    let results = try MotionFitter.fit(motion, models: MotionModel.all)
    let elastic = try #require(results.fits.first { $0.model == .elastic })
    #expect(!elastic.isRanked)
    #expect(!elastic.collapsedParameters.isEmpty)
    #expect(elastic.warnings.contains { $0.hasPrefix("not ranked: ") && $0.contains("collapsed") })
    // The ranked fits come first; each fit after them says why it is not ranked (a step between
    // two frames determines no spring's frequency either).
    let firstUnranked = try #require(results.fits.firstIndex { !$0.isRanked })
    #expect(results.fits[..<firstUnranked].allSatisfy { $0.isRanked })
    for fit in results.fits[firstUnranked...] {
      #expect(
        !fit.isRanked && fit.warnings.contains { $0.hasPrefix("not ranked: ") }, "\(fit.model)")
    }
  }

  @Test("natural ends are results: UIKit's damping ratio 1, Penner's amplitude 1")
  func naturalBounds() throws {
    func bounds(_ model: MotionModel, _ key: MotionParameter.Key) throws -> (Bool, Bool) {
      try #require(model.parameters.first { $0.key == key }).naturalBounds
    }
    #expect(try bounds(.uiKit, .dampingRatio) == (true, true))
    #expect(try bounds(.elastic, .amplitude) == (true, false))
    #expect(try bounds(.spring, .dampingRatio) == (false, false))
    #expect(try bounds(.elastic, .duration) == (false, false))
  }

  @Test("values that spread by no more than twice the noise band are refused: nothing moves")
  func noiseAtRest() throws {
    var random = SplitMix(seed: 11)
    let times = (0..<72).map { Double($0) / 60 }
    // A tracked column of an element at rest: 195 px with a 0.02 px jitter (the range is
    // about five σ, the band 5σ).
    let still = times.map { _ in 195 + 0.02 * random.gaussian() }
    #expect(throws: MotionFitError.self) {
      try MotionFitter.fit(RecordedMotion(times: times, values: still), models: [.spring])
    }
    do {
      _ = try MotionFitter.fit(RecordedMotion(times: times, values: still), models: [.spring])
    } catch {
      guard case .withinNoise(let range, let band) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(range <= 2 * band && range > 0.05 && band > 0.05, "range \(range), band \(band)")
    }
    // The same jitter on a 2 px move is a motion: fitted, ζ within 5 %.
    let spring = try Spring(stiffness: 400, damping: 20)
    let motion = spring.motion(from: 0, to: 2)
    let moving = times.map { t in
      195 + (t < 0.2 ? 0 : 2 + motion.displacement(at: t - 0.2)) + 0.02 * random.gaussian()
    }
    let fit = try #require(
      try MotionFitter.fit(RecordedMotion(times: times, values: moving), models: [.spring]).fits
        .first)
    #expect(abs((fit[.dampingRatio] ?? .nan) / 0.5 - 1) < 0.05)
  }
}

/// A small seeded generator (SplitMix64) for the recordings of these tests.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// Standard normal (Box–Muller).
  mutating func gaussian() -> Double {
    let u = max(unit(), 1e-300)
    let v = unit()
    return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
  }
}
