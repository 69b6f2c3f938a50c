import Foundation
import JellyFit
import Testing

/// The fits a report leads with, and the warning of fits that leave parameters undetermined.
@Suite struct MotionFitResultsChoiceTests {
  /// A recording that holds at 0, then jumps to 100 between two samples: no timing is measured.
  static func jump() throws -> RecordedMotion {
    let times = (0..<40).map { Double($0) * 0.05 }
    return try RecordedMotion(times: times, values: times.map { $0 < 0.99 ? 0 : 100 })
  }

  /// A spring released at 0.2 s (ζω0 = 8/s, ωd = 14 rad/s) from 0 to 100, at 60 Hz.
  static func spring() throws -> RecordedMotion {
    let times = (0..<90).map { Double($0) / 60 }
    return try RecordedMotion(
      times: times,
      values: times.map { t in
        t < 0.2 ? 0 : 100 * (1 - exp(-8 * (t - 0.2)) * cos(14 * (t - 0.2)))
      })
  }

  @Test("a fit ranked first that leaves its timing undetermined is named, with what to suspect")
  func undeterminedFit() throws {
    let results = try MotionFitter.fit(Self.jump(), models: [.uiKit])
    let message = try #require(results.undeterminedWarning(springFit: results.bestSpringFit))
    #expect(
      message.hasPrefix(
        "the uikit fit (listed first, none ranked) leaves duration, start_time undetermined"
          + " (an infinite standard error)"),
      "\(message)")
    #expect(message.contains("time stamps are not when its frames were drawn"))
    // A recording that measures the spring raises no such warning.
    let measured = try MotionFitter.fit(Self.spring(), models: [.spring])
    #expect(measured.undeterminedWarning(springFit: measured.bestSpringFit) == nil)
  }

  @Test("the leading fit is the lowest BIC; the best spring fit skips the easings")
  func choice() throws {
    let results = try MotionFitter.fit(Self.spring(), models: [.cubicBezier, .spring, .elastic])
    let leading = try #require(results.leadingFit)
    #expect(leading.isRanked && leading == results.fits.first)
    #expect(results.fits.allSatisfy { !$0.isRanked || $0.bic >= leading.bic })
    let spring = try #require(results.bestSpringFit)
    #expect(spring.model == .spring && spring.spring != nil)
    // The spring fits the spring it was made from: ζω0 = 8/s within 1 %.
    let decay = (spring[.dampingRatio] ?? .nan) * (spring[.naturalFrequency] ?? .nan)
    #expect(abs(decay / 8 - 1) < 0.01, "\(decay)")
    let easings = try MotionFitter.fit(Self.spring(), models: [.cubicBezier])
    #expect(easings.bestSpringFit == nil)
    #expect(easings.leadingFit?.model == .cubicBezier)
  }
}
