import Foundation
import JellyEasing
import JellyFrameDiff
import JellyMath
import JellyTestSupport
import Testing

@testable import JellyAnalysis

@Suite struct ElasticFitTests {
  static let times = (0..<201).map { Double($0) / 200 }

  /// easeOutElastic written out from easings.net's published formula, not from ElasticEasing:
  /// 2^(−10x)·sin((10x − 0.75)·2π/3) + 1.
  static func easeOutElastic(_ x: Double) -> Double {
    x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((10 * x - 0.75) * 2 * Double.pi / 3) + 1
  }

  @Test("recovers Penner's defaults a 1, p 0.3 from easeOutElastic − 1 (easings.net formula)")
  func recoversDefaults() throws {
    let values = Self.times.map { Self.easeOutElastic($0) - 1 }
    let fit = try ElasticFit(times: Self.times, values: values)
    #expect(abs(fit.amplitude - 1) < 1e-10)
    #expect(abs(fit.period - 0.3) < 1e-10)
    #expect(fit.rmsResidual < 1e-9)
  }

  @Test("recovers a 1.4, p 0.22 from samples of that Penner elastic")
  func recoversOtherParameters() throws {
    let curve = try ElasticEasing(amplitude: 1.4, period: 0.22)
    let values = Self.times.map { curve.value(at: $0) - 1 }
    let fit = try ElasticFit(times: Self.times, values: values)
    #expect(abs(fit.amplitude - 1.4) < 1e-10)
    #expect(abs(fit.period - 0.22) < 1e-10)
    #expect(fit.rmsResidual < 1e-9)
  }

  @Test("a curve that is no elastic keeps a residual: for −cos(πu/2)… the RMS is > 0.05")
  func nonElasticHasResidual() throws {
    let values = Self.times.map { -cos(Double.pi * $0 / 2) }
    let fit = try ElasticFit(times: Self.times, values: values)
    // Every Penner elastic has decayed below 2^(−10u)·a by u = 0.5 while this is still −0.71.
    #expect(fit.rmsResidual > 0.05)
    #expect(fit.amplitude >= 1)
  }

  @Test("fewer than 3 samples are rejected")
  func rejectsTooFewSamples() {
    #expect(
      throws: FrameDiffError.invalidParameter(
        ParameterError(.samples, count: 2, allowed: ">= 3"))
    ) {
      try ElasticFit(times: [0, 1], values: [-1, 0])
    }
  }

  @Test("skype aligned at the start (201 samples): pinned RMS 0.343741, a = 1, p at its bound 2")
  func skypeElasticFitFromStart() throws {
    let comparison = try skypeComparison(alignment: .start)
    let fit = try ElasticFit(times: comparison.times, values: comparison.diff)
    #expect(abs(fit.rmsResidual - 0.343741282) < 1e-8)
    #expect(fit.periodIsAtBound)
    #expect(fit.amplitude == 1)
    // Independent check: the residual recomputed from easings.net's formula with p = 2, a = 1.
    let sum = zip(comparison.times, comparison.diff).reduce(0.0) { sum, sample in
      let (u, y) = sample
      let model = u == 0 ? -1 : u == 1 ? 0 : pow(2, -10 * u) * sin((u - 0.5) * Double.pi)
      return sum + (y - model) * (y - model)
    }
    #expect(abs((sum / 201).squareRoot() - fit.rmsResidual) < 1e-12)
  }

  @Test(
    "skype aligned at its peak: a = 1, p = 1.429867 inside (0, 2], RMS 0.092726; no grid point better"
  )
  func skypeElasticFitFromPeak() throws {
    let comparison = try skypeComparison()
    let fit = try ElasticFit(times: comparison.times, values: comparison.diff)
    #expect(!fit.periodIsAtBound)
    #expect(fit.amplitude == 1)
    #expect(abs(fit.period - 1.42986652) < 1e-7)
    #expect(abs(fit.rmsResidual - 0.0927262326) < 1e-9)
    // Independent check: a brute-force grid over a in [1, 3] (step 0.05) and p in (0, 2]
    // (step 0.005) finds no smaller sum of squares than the fit.
    let best = fit.rmsResidual * fit.rmsResidual * 201
    for i in 0...40 {
      for j in 1...400 {
        let sum = ElasticFit.sumOfSquares(
          comparison.times, comparison.diff, amplitude: 1 + 0.05 * Double(i),
          period: 0.005 * Double(j))
        #expect(sum >= best - 1e-12)
      }
    }
  }

  @Test("progress: every least-squares run counted, 6 with three period guesses, 4 with two")
  func progressReportsEveryRun() throws {
    // easeOutElastic − 1 has peaks, so its spacing adds a second period guess.
    let values = Self.times.map { Self.easeOutElastic($0) - 1 }
    var reports: [Int] = []
    let reported = try ElasticFit(times: Self.times, values: values) { reports.append($0) }
    #expect(reports == Array(1...ElasticFit.maximumRunCount))
    #expect(reported == (try ElasticFit(times: Self.times, values: values)))
    // A monotone curve has no peaks: only Penner's default period and the longest are tried.
    var single: [Int] = []
    _ = try ElasticFit(times: Self.times, values: Self.times.map { $0 - 1 }) { single.append($0) }
    #expect(single == [1, 2, 3, 4])
  }
}

/// Skype's diff normalized (aligned as given) and laid over easeOutElastic on 201 samples, on the
/// ideal solver's free springs (the fits' pinned values are properties of that smooth curve).
func skypeComparison(alignment: DiffAlignment = .peak) throws -> CurveComparison {
  let normalization = try DiffNormalization(
    scene: try FrameDiffPreset.skype.idealFree.scene(), alignment: alignment)
  return try CurveComparison(
    normalization: normalization, curve: try EasingParser.parse("easeOutElastic"), samples: 201)
}
