import Foundation
import JellyMotion
import Testing

/// An app's whole use of the library through `import JellyMotion` alone: a spring from its
/// SwiftUI constants, its motion and peaks, a fit of its recording, its CSS export and a golden
/// file that pins it.
@Suite struct JellyMotionTests {
  /// SwiftUI's `.spring(response: 0.5, dampingFraction: 0.6)`: ω0 = 2π / 0.5, ζ = 0.6.
  static let spring = Spring(inRange: 1, stiffness: 16 * .pi * .pi, damping: 2 * 0.6 * 4 * .pi)

  @Test("a SwiftUI spring's constants and first overshoot, from the closed form")
  func springAndPeaks() throws {
    let spring = try Spring(response: 0.5, dampingRatio: 0.6)
    #expect(abs(spring.naturalFrequency - 4 * .pi) <= 1e-12 * 4 * .pi)
    #expect(abs(spring.dampingRatio - 0.6) <= 1e-15)
    // From 0 to 100 at rest: the first maximum at π/ω_d, 100·exp(−ζπ/√(1−ζ²)) past the target.
    let motion = spring.motion(from: 0, to: 100)
    let peaks = try PeakFinder.refinedPeaks(of: motion, target: 100, through: 2)
    let dampedFrequency = 4 * Double.pi * 0.8
    #expect(abs(peaks[0].time - .pi / dampedFrequency) <= 1e-9)
    #expect(abs(peaks[0].value - (100 + 100 * exp(-0.6 * .pi / 0.8))) <= 1e-9)
    #expect(peaks[0].kind == .maximum)
  }

  @Test("a fit of the spring's 60 Hz recording recovers ζ and ω0 within 1e-6")
  func fitRecording() throws {
    let motion = Self.spring.motion(from: 0, to: 100)
    let times = (0..<90).map { Double($0) / 60 }
    let values = times.map { 100 + motion.displacement(at: $0) }
    let results = try MotionFitter.fit(
      RecordedMotion(times: times, values: values), models: [.spring])
    guard case .spring(let omega, let zeta, _) = results.fits[0].shape else {
      Issue.record("the best fit is \(results.fits[0].model)")
      return
    }
    #expect(abs(zeta - 0.6) <= 1e-6)
    #expect(abs(omega - 4 * .pi) <= 1e-6 * 4 * .pi)
  }

  @Test("the spring as CSS linear() stays within its certified bound")
  func export() throws {
    let curve = try EasingParser.parse("spring(duration=0.5, damping=0.6)")
    let linear = try CSSLinear(curve: curve, bound: 0.001, durationSeconds: 1)
    #expect(linear.certifiedError <= 0.001)
    #expect(linear.text.hasPrefix("linear("))
  }

  @Test("a golden file pins the spring's peaks: the same spring passes, a softer one fails")
  func golden() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellymotion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("card.csv")
    let card = SpringPeakSource(
      .swiftUIResponse, [.response: 0.5, .damping: 0.6], from: 0, to: 100)
    let pinned = try GoldenPeaks.record(.spring(card), to: url)
    // The golden peaks are the values PeakFinder gives for the same motion.
    let motion = try card.motion()
    let direct = try PeakFinder.refinedPeaks(
      of: motion, target: 100, through: motion.settlingDuration())
    #expect(pinned.peaks == direct)
    #expect(try GoldenPeaks.check(.spring(card), against: url).passed)
    var softer = card
    softer.inputs[.damping] = 0.5
    #expect(try !GoldenPeaks.check(.spring(softer), against: url).passed)
  }

  @Test("a refused source's error keeps the library's cause and message")
  func goldenErrorCause() {
    let broken = SpringPeakSource(.swiftUIResponse, [.response: -1, .damping: 0.6])
    #expect {
      try broken.peaks()
    } throws: { error in
      guard let error = error as? GoldenError, case .parameter(let cause) = error.cause else {
        return false
      }
      return cause.parameter == .response && error.description == cause.description
        && error.localizedDescription == cause.description
    }
  }
}
