import Foundation
import JellyEasing
import JellyFrameDiff
import JellyMath
import JellyTestSupport
import Testing

@testable import JellyAnalysis

@Suite struct CurveComparisonTests {
  static let grid = (0..<201).map { Double($0) / 200 }

  @Test("a curve against itself: residual, RMS and maximum difference are exactly 0")
  func selfComparisonIsZero() throws {
    let curve = try ElasticEasing()
    let values = Self.grid.map { curve.value(at: $0) - 1 }
    let comparison = try CurveComparison(times: Self.grid, diff: values, easing: values)
    #expect(comparison.residual.allSatisfy { $0 == 0 })
    #expect(comparison.rmsDifference == 0)
    #expect(comparison.maximumDifference == 0)
    #expect(comparison.peakOffsets.allSatisfy { $0.timeOffset == 0 && $0.amplitudeOffset == 0 })
  }

  @Test("0 against −(1 − u): RMS = sqrt((2N − 1)/(6(N − 1))) for N = 201, maximum 1")
  func closedFormResidual() throws {
    let comparison = try CurveComparison(
      times: Self.grid, diff: Self.grid.map { _ in 0 }, easing: Self.grid.map { $0 - 1 })
    #expect(abs(comparison.rmsDifference - (401.0 / 1200).squareRoot()) < 1e-14)
    #expect(comparison.maximumDifference == 1)
  }

  @Test("easeOutElastic's peaks: the start (−1), then every 0.15 with ratio 2^(−1.5)")
  func easeOutElasticPeaks() throws {
    let curve = try EasingParser.parse("easeOutElastic")
    let values = Self.grid.map { curve.value(at: $0) - 1 }
    let comparison = try CurveComparison(times: Self.grid, diff: values, easing: values)
    let peaks = comparison.easingPeaks
    #expect(peaks.first == Peak(index: 0, time: 0, value: -1, kind: .minimum))
    // Interior extrema of 2^(−10u)·sin(ω(u − s)) are spaced half a period, p/2 = 0.15, apart;
    // parabolas through grid points (h = 0.005) place them to ~1e-4.
    for (a, b) in zip(peaks.dropFirst(), peaks.dropFirst(2)) {
      #expect(abs(b.time - a.time - 0.15) < 2e-4)
      #expect(abs(abs(b.value / a.value) - pow(2, -1.5)) < 2e-3)
    }
    #expect(peaks.count == 7)  // the start and six extrema above 0.001 before u = 1
  }

  @Test("a damped cosine's mean decay ratio is exp(−πζ/√(1 − ζ²)) (ζ 0.3) to 1e-3")
  func decayRatioOfDampedCosine() throws {
    let (zeta, omega) = (0.3, 25.0)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let values = Self.grid.map { -exp(-zeta * omega * $0) * cos(damped * $0) }
    let comparison = try CurveComparison(times: Self.grid, diff: values, easing: values)
    let expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    // The start is no extremum of the envelope form exactly, so allow the grid's 1e-3.
    let ratio = try #require(comparison.diffDecayRatio)
    #expect(abs(ratio - expected) < 1e-2)
    let summary = try PeakSummary(peaks: Array(comparison.diffPeaks.dropFirst()), threshold: 0)
    for r in summary.decayRatios { #expect(abs(r - expected) < 1e-3) }
  }

  @Test("skype aligned at its peak: pinned RMS 0.315087, maximum 0.954023, peaks from u = 0")
  func skypePinnedFromPeak() throws {
    let normalization = try DiffNormalization(scene: try FrameDiffPreset.skype.idealFree.scene())
    let curve = try EasingParser.parse("easeOutElastic")
    let comparison = try CurveComparison(normalization: normalization, curve: curve, samples: 201)
    #expect(abs(comparison.rmsDifference - 0.315087473) < 1e-8)
    #expect(abs(comparison.maximumDifference - 0.954023415) < 1e-8)
    #expect(abs(comparison.diff[0] + 1) < 1e-12)
    #expect(comparison.easing[0] == -1)
    let offsets = comparison.peakOffsets
    #expect(offsets.count == 4)
    #expect(offsets.first?.timeOffset == 0)
    #expect(abs((offsets.first?.amplitudeOffset ?? .nan)) < 1e-12)
    // Rank 1: the diff's overshoot +0.112 at u 0.367 (its exact extremum, not a parabola's
    // vertex on the grid) against the easing's +0.373 at 0.135.
    #expect(abs((offsets.dropFirst().first?.diff.value ?? .nan) - 0.112148) < 1e-6)
    #expect(abs((offsets.dropFirst().first?.timeOffset ?? .nan) - 0.231727) < 1e-6)
    #expect(abs((comparison.diffDecayRatio ?? .nan) - 0.10820) < 1e-4)
  }

  @Test("Skype at ζ 0.1, v 0.3 from the start: the peaks are exact, |n| ≤ 1, the cut's value last")
  func peaksAcrossTheCut() throws {
    // The grid's parabola through the samples around the cut's jump put a vertex at n = −1.12.
    let scene = try FrameDiffPreset.skype.applying(
      PresetOverrides(side: HelperOverrides(dampingRatio: 0.1, initialVelocity: 0.3))
    ).scene()
    let normalization = try DiffNormalization(scene: scene, alignment: .start)
    let curve = try EasingParser.parse("easeOutElastic")
    let comparison = try CurveComparison(normalization: normalization, curve: curve, samples: 201)
    let peaks = comparison.diffPeaks
    #expect(peaks.allSatisfy { abs($0.value) <= 1 })
    let main = try #require(peaks.first)
    #expect(main.isBeforeJump && abs(main.value) == 1)
    #expect(abs(main.time - 1) < 1e-15)
  }

  @Test("skype aligned at the start: pinned RMS 0.48969, maximum 1.31215 (201 samples)")
  func skypePinned() throws {
    let normalization = try DiffNormalization(
      scene: try FrameDiffPreset.skype.idealFree.scene(), alignment: .start)
    let curve = try EasingParser.parse("easeOutElastic")
    let comparison = try CurveComparison(normalization: normalization, curve: curve, samples: 201)
    #expect(abs(comparison.rmsDifference - 0.489688075) < 1e-8)
    #expect(abs(comparison.maximumDifference - 1.31214994) < 1e-7)
    #expect(comparison.diff[0] == 0)
    #expect(comparison.easing[0] == -1)
    let main = try #require(comparison.peakOffsets.first)
    #expect(abs(main.diff.value + 1) < 1e-5)  // the parabola's vertex, not the exact peak
    #expect(
      abs(main.timeOffset - normalization.mainExcursionTime / normalization.settlingTime)
        < 1e-4)
  }

  @Test("bad grids are rejected with the parameter named")
  func rejectsBadInput() throws {
    let normalization = try DiffNormalization(scene: try FrameDiffPreset.skype.scene())
    let curve = try EasingParser.parse("linear")
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.samples, count: 2, allowed: "in [3, 100000]"))
    ) {
      try CurveComparison(normalization: normalization, curve: curve, samples: 2)
    }
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.value, value: .nan, allowed: "finite"))
    ) {
      try CurveComparison(times: [0, 0.5, 1], diff: [0, .nan, 0], easing: [0, 0, 0])
    }
    #expect(throws: FrameDiffError.self) {
      try CurveComparison(times: [0, 0.5, 1], diff: [0, 0], easing: [0, 0, 0])
    }
  }

  @Test("the easing's main excursion sign: −1 for easeOutElastic and linear")
  func mainExcursionSign() throws {
    #expect(
      CurveComparison.mainExcursionSign(of: try EasingParser.parse("easeOutElastic"), samples: 201)
        == -1)
    #expect(
      CurveComparison.mainExcursionSign(of: try EasingParser.parse("linear"), samples: 3) == -1)
  }
}
