import Foundation
import JellyEasing
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyAnalysis

@Suite(.tags(.sanitizeMemory)) struct DampedOscillationFitTests {
  static func grid(_ count: Int) -> [Double] {
    (0..<count).map { Double($0) / Double(count - 1) }
  }

  @Test("recovers ζ 0.2, ω 20, A 1.3, φ 0.4 from 201 samples of the model to 1e-10")
  func recoversModelParameters() throws {
    let (zeta, omega, amplitude, phase) = (0.2, 20.0, 1.3, 0.4)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let times = Self.grid(201)
    let values = times.map { amplitude * exp(-zeta * omega * $0) * cos(damped * $0 + phase) }
    let fit = try DampedOscillationFit(times: times, values: values)
    #expect(abs(fit.dampingRatio - zeta) < 1e-10)
    #expect(abs(fit.angularFrequency - omega) < 1e-10)
    #expect(abs(fit.amplitude - amplitude) < 1e-10)
    #expect(abs(fit.phase - phase) < 1e-10)
    #expect(fit.rmsResidual < 1e-9)
    let expected = amplitude * exp(-zeta * omega * 0.37) * cos(damped * 0.37 + phase)
    #expect(abs(fit.value(at: 0.37) - expected) < 1e-6)
  }

  @Test("a single underdamped spring's displacement is such a curve: ζ 0.5, ω 4π recovered")
  func springDisplacement() throws {
    // x(t) = e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t): released from 1 at rest.
    let (zeta, omega) = (0.5, 4 * Double.pi)
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let times = Self.grid(301)
    let values = times.map {
      exp(-zeta * omega * $0) * (cos(damped * $0) + zeta * omega / damped * sin(damped * $0))
    }
    let fit = try DampedOscillationFit(times: times, values: values)
    #expect(abs(fit.dampingRatio - zeta) < 1e-6)
    #expect(abs(fit.angularFrequency - omega) < 1e-6)
    // A = sqrt(1 + (ζω/ω_d)²) = 1/√(1 − ζ²).
    #expect(abs(fit.amplitude - 1 / (1 - zeta * zeta).squareRoot()) < 1e-6)
  }

  @Test("the residual is the RMS of data − model: noise ±0.01 on alternate samples leaves ≈ 0.01")
  func residualMeasuresMisfit() throws {
    let times = Self.grid(201)
    let clean = times.map { exp(-3 * $0) * cos(15 * $0) }
    let noisy = clean.enumerated().map { $0.element + ($0.offset % 2 == 0 ? 0.01 : -0.01) }
    let fit = try DampedOscillationFit(times: times, values: noisy)
    // Alternating ±0.01 is orthogonal to a smooth curve to O(1/N): the fit stays put.
    #expect(abs(fit.rmsResidual - 0.01) < 5e-4)
    #expect(fit.rmsResidual <= 0.01 + 1e-12)
  }

  @Test(
    "bad input is rejected with the parameter named",
    arguments: [
      ([0.0, 0.25, 0.5, 0.75], [1.0, 0, -1, 0], "samples must be >= 5 (got 4)"),
      ([0.0, 0.25, 0.5, 0.75, 1], [1.0, 0, .nan, 0, 1], "value must be finite (got nan)"),
      (
        [0.0, 0.25, 0.25, 0.75, 1], [1.0, 0, -1, 0, 1],
        "time must be strictly increasing (got 0.25)"
      ),
      (
        [0.0, 0.25, 0.5, 0.75, 1], [1.0, 0, -1, 0],
        "sample counts must be equal for times and values (got 5/4)"
      ),
    ])
  func rejectsBadInput(times: [Double], values: [Double], message: String) {
    #expect(throws: FrameDiffError.self) { try DampedOscillationFit(times: times, values: values) }
    do {
      _ = try DampedOscillationFit(times: times, values: values)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("skype aligned at its peak: pinned ζ 0.574463, ω 10.665357 rad/u, RMS 0.004702")
  func skypeDampedFitFromPeak() throws {
    let comparison = try skypeComparison()
    let fit = try DampedOscillationFit(times: comparison.times, values: comparison.diff)
    #expect(abs(fit.dampingRatio - 0.574463112) < 1e-7)
    #expect(abs(fit.angularFrequency - 10.6653571) < 1e-6)
    #expect(abs(fit.rmsResidual - 0.00470170497) < 1e-9)
    // The fitted ζ agrees with the diff's own mean peak decay, exp(−πζ/√(1 − ζ²)) ≈ 0.108,
    // to 2 % (two springs of ζ 0.5 and 0.8 are not exactly one oscillation).
    let ratio = try #require(comparison.diffDecayRatio)
    let zeta = fit.dampingRatio
    #expect(abs(exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()) / ratio - 1) < 0.02)
    let sum = zip(comparison.times, comparison.diff).reduce(0.0) { sum, sample in
      let r = sample.1 - fit.value(at: sample.0)
      return sum + r * r
    }
    #expect(abs((sum / 201).squareRoot() - fit.rmsResidual) < 1e-12)
  }

  @Test("skype aligned at the start: pinned ζ 0.481328, ω 9.269075 rad/u, RMS 0.083042")
  func skypeDampedFitFromStart() throws {
    let comparison = try skypeComparison(alignment: .start)
    let fit = try DampedOscillationFit(times: comparison.times, values: comparison.diff)
    #expect(abs(fit.dampingRatio - 0.481327874) < 1e-7)
    #expect(abs(fit.angularFrequency - 9.26907531) < 1e-6)
    #expect(abs(fit.rmsResidual - 0.0830416362) < 1e-9)
    // Independent check of the residual: recomputed from the fitted model.
    let sum = zip(comparison.times, comparison.diff).reduce(0.0) { sum, sample in
      let r = sample.1 - fit.value(at: sample.0)
      return sum + r * r
    }
    #expect(abs((sum / 201).squareRoot() - fit.rmsResidual) < 1e-12)
  }

  @Test("jelly (one UIKit spring, damping 0.85): ζ = 0.85 and ω/T = the spring's ω0, to 1e-9")
  func jellyIsOneDampedOscillation() throws {
    // The free spring is one damped oscillation to the last sample; cut at 1 s, the sample at
    // the settling time would be the target instead.
    let scene = try FrameDiffPreset.jelly.idealFree.scene()
    let normalization = try DiffNormalization(scene: scene)
    let comparison = try CurveComparison(
      normalization: normalization, curve: try EasingParser.parse("easeOutElastic"), samples: 201)
    let fit = try DampedOscillationFit(times: comparison.times, values: comparison.diff)
    #expect(abs(fit.dampingRatio - 0.85) < 1e-9)
    let omegaPerSecond = fit.angularFrequency / normalization.timeSpan
    #expect(abs(omegaPerSecond - scene.side.spring.naturalFrequency) < 1e-9)
    #expect(fit.rmsResidual < 1e-12)
  }

  @Test("progress: runs 1 through 3 reported in order, and the fit is the one made without it")
  func progressReportsEveryRun() throws {
    let times = Self.grid(201)
    let values = times.map { exp(-3 * $0) * cos(17 * $0 + 0.2) }
    var reports: [Int] = []
    let reported = try DampedOscillationFit(times: times, values: values) { reports.append($0) }
    #expect(reports == Array(1...DampedOscillationFit.runCount))
    #expect(DampedOscillationFit.runCount == 3)
    #expect(reported == (try DampedOscillationFit(times: times, values: values)))
  }
}
