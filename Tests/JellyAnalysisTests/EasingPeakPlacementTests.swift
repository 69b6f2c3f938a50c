import Foundation
import JellyAnalysis
import JellyEasing
import JellyFrameDiff
import Testing

/// Extrema of easing curves placed where their formulas put them, whatever the duration: a
/// curve computed in 32-bit floats (Android's interpolators) is located on its formula in
/// doubles and valued in floats; a formula without a closed-form slope is located on a central
/// difference. Truths: the closed forms derived by hand below.
@Suite struct EasingPeakPlacementTests {
  static func peaks(_ name: String, duration: Double) throws -> [Peak] {
    try PeakFinder.refinedPeaks(
      of: try EasingParser.parse(name), duration: duration, framesPerSecond: 60)
  }

  @Test(
    "android:overshoot(T) peaks at 1 − 2T/(3(T + 1)) of the duration, valued in floats",
    arguments: [1.0, 2, 3, 5])
  func overshoot(tension: Double) throws {
    // (t − 1)²((T + 1)(t − 1) + T) + 1 has its maximum where u = t − 1 = −2T/(3(T + 1)),
    // worth 1 + 4T³/(27(T + 1)²).
    let progress = 1 - 2 * tension / (3 * (tension + 1))
    let top = 1 + 4 * pow(tension, 3) / (27 * pow(tension + 1, 2))
    for duration in [1.0, 2, 3.7] {
      let peaks = try Self.peaks("android:overshoot(\(tension))", duration: duration)
      let peak = try #require(peaks.first)
      #expect(peaks.count == 1 && peak.kind == .maximum)
      #expect(abs(peak.time - progress * duration) <= 1e-9 * duration, "\(peak.time)")
      // The float curve's value there: the top to a float's rounding.
      #expect(abs(peak.value - top) <= 3e-7, "\(peak.value) for \(top)")
    }
  }

  @Test("compose:EaseOutElastic's first peak at 0.075 + 3/(20π)·atan(2π/(3 ln 2))")
  func composeElastic() throws {
    // 2^(−10t)·sin((10t − 0.75)·2π/3): zero slope where tan((10t − 0.75)·2π/3) = 2π/(3 ln 2).
    let expected = 0.075 + 3 / (20 * Double.pi) * atan(2 * Double.pi / (3 * log(2)))
    let peak = try #require(try Self.peaks("compose:EaseOutElastic", duration: 1).first)
    #expect(abs(peak.time - expected) <= 1e-9, "\(peak.time) for \(expected)")
  }

  @Test(
    "a peak's time scales with the duration and its value stays",
    arguments: [
      "android:overshoot(3)", "android:anticipate-overshoot", "android:cycle(2)",
      "android:anticipate", "compose:EaseOutElastic", "compose:EaseInOutElastic", "qt:OutElastic",
      "qt:OutBack", "gnome:ease-out-elastic",
    ])
  func scalesWithDuration(name: String) throws {
    let base = try Self.peaks(name, duration: 1)
    #expect(!base.isEmpty)
    for duration in [0.35, 2, 3.7] {
      let scaled = try Self.peaks(name, duration: duration)
      #expect(scaled.count == base.count, "\(name) over \(duration) s")
      for (one, other) in zip(base, scaled) {
        #expect(abs(other.time / duration - one.time) <= 2e-9, "\(name): \(other.time)")
        #expect(abs(other.value - one.value) <= 1e-12, "\(name): \(other.value)")
      }
    }
  }

  @Test("compose:EaseOutElastic has easeOutElastic's peaks, and no peak at its end value")
  func composeMatchesPenner() throws {
    // Both are 2^(−10t)·sin((10t − 0.75)·2π/3) + 1, set to 1 at t = 1 (a jump of 4.9e-4).
    for duration in [1.0, 2.5] {
      let compose = try Self.peaks("compose:EaseOutElastic", duration: duration)
      let penner = try Self.peaks("easeOutElastic", duration: duration)
      #expect(compose.count == penner.count && compose.count == 6)
      for (a, b) in zip(compose, penner) {
        #expect(abs(a.time - b.time) <= 1e-9 * duration && a.kind == b.kind)
        #expect(abs(a.value - b.value) <= 1e-12)
      }
    }
  }
}
