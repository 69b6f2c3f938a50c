import Foundation
import JellyFit
import JellyTestSupport
import Testing

/// The accuracy of spring fits over a grid, on the recordings of ``MotionFitterTests`` (holds,
/// 60 Hz, ±1 ms jitter, whole pixels; with and without Gaussian noise σ = 1 px): for each
/// (ζ, ω0), the largest error over five seeds. It prints the table and checks it against
/// bounds that hold on every cell; `swift test` skips it (80 fits), `make long-test` runs it
/// (JELLYLAB_LONG_TESTS=1).
@Suite(.tags(.long)) struct MotionFitterAccuracyTests {
  static let dampingRatios = [0.3, 0.5, 0.7, 0.9]
  static let frequencies = [8.0, 12, 20, 30]
  static let seeds: [UInt64] = [7, 8, 9, 10, 11]

  @Test(
    "ζ, ω0 and the start over the grid: pixel-rounded within 0.5 % (1 % at ζ 0.9), noisy 2 %",
    .enabled(if: LongTests.isEnabled))
  func grid() throws {
    var table =
      "| noise | ζ | ω0 rad/s | ζ error | ω0 error | start error | largest error / stderr |\n"
    table += "| --- | --- | --- | --- | --- | --- | --- |\n"
    for noise in [0.0, 1.0] {
      for zeta in Self.dampingRatios {
        for omega in Self.frequencies {
          var worst = (zeta: 0.0, omega: 0.0, start: 0.0, standardErrors: 0.0)
          for seed in Self.seeds {
            let motion = try MotionFitterTests.springRecording(
              zeta: zeta, omega: omega, noise: noise, seed: seed
            ).motion()
            let fit = try #require(try MotionFitter.fit(motion, models: [.spring]).fits.first)
            worst.zeta = max(worst.zeta, abs((fit[.dampingRatio] ?? .nan) / zeta - 1))
            worst.omega = max(worst.omega, abs((fit[.naturalFrequency] ?? .nan) / omega - 1))
            worst.start = max(
              worst.start, abs((fit[.startTime] ?? .nan) - MotionFitterTests.releaseTime))
            // The error in units of the standard error the fit reports (s²·(JᵀJ)⁻¹). With
            // noise, an unbiased fit's errors stay within three; rounding alone is not
            // independent noise (the slow stretches round alike from frame to frame), and the
            // errors reach four of the standard errors it implies.
            let zetaError = try #require(fit.parameter(.dampingRatio)?.standardError)
            let omegaError = try #require(fit.parameter(.naturalFrequency)?.standardError)
            worst.standardErrors = max(
              worst.standardErrors, abs((fit[.dampingRatio] ?? .nan) - zeta) / zetaError,
              abs((fit[.naturalFrequency] ?? .nan) - omega) / omegaError)
          }
          table += String(
            format: "| %.0f px | %.1f | %.0f | %.2f %% | %.2f %% | %.1f ms | %.1f |\n", noise, zeta,
            omega, 100 * worst.zeta, 100 * worst.omega, 1000 * worst.start, worst.standardErrors)
          #expect(worst.standardErrors <= (noise == 0 ? 5 : 3), "ζ \(zeta) ω0 \(omega)")
          // Rounded to whole pixels: 0.5 % up to ζ 0.7. At ζ 0.9 the overshoot (0.46 px) is
          // below the rounding, and an independent least-squares fit of the same samples misses
          // by as much (Benchmarks/fit_rounding_peer.py): within 1 %. With σ = 1 px: 2 %.
          let bound = noise > 0 ? 0.02 : zeta < 0.8 ? 0.005 : 0.01
          #expect(worst.zeta <= bound && worst.omega <= bound, "ζ \(zeta) ω0 \(omega)")
          #expect(worst.start <= (noise == 0 ? 0.002 : 0.005), "ζ \(zeta) ω0 \(omega)")
        }
      }
    }
    print(table)
  }
}
