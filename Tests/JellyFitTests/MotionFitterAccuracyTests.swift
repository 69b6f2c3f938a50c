import Foundation
import JellyFit
import Testing

/// The accuracy of spring fits over a grid, on the recordings of ``MotionFitterTests`` (holds,
/// 60 Hz, ±1 ms jitter, whole pixels; with and without Gaussian noise σ = 1 px): for each
/// (ζ, ω0), the largest error over five seeds. It prints the table and checks it against
/// bounds that hold on every cell; `swift test` skips it (80 fits), `make long-test` runs it
/// (JELLYLAB_LONG_TESTS=1).
@Suite struct MotionFitterAccuracyTests {
  static let dampingRatios = [0.3, 0.5, 0.7, 0.9]
  static let frequencies = [8.0, 12, 20, 30]
  static let seeds: [UInt64] = [7, 8, 9, 10, 11]

  @Test(
    "ζ, ω0 and the start over the grid: pixel-rounded within 1 %, with σ = 1 px within 3 %",
    .enabled(if: ProcessInfo.processInfo.environment["JELLYLAB_LONG_TESTS"] == "1"))
  func grid() throws {
    var table = "| noise | ζ | ω0 rad/s | ζ error | ω0 error | start error |\n"
    table += "| --- | --- | --- | --- | --- | --- |\n"
    for noise in [0.0, 1.0] {
      for zeta in Self.dampingRatios {
        for omega in Self.frequencies {
          var worst = (zeta: 0.0, omega: 0.0, start: 0.0)
          for seed in Self.seeds {
            let motion = try MotionFitterTests.springRecording(
              zeta: zeta, omega: omega, noise: noise, seed: seed
            ).motion()
            let fit = try #require(try MotionFitter.fit(motion, models: [.spring]).fits.first)
            worst.zeta = max(worst.zeta, abs(fit["damping_ratio"] / zeta - 1))
            worst.omega = max(worst.omega, abs(fit["natural_frequency"] / omega - 1))
            worst.start = max(
              worst.start, abs(fit["start_time"] - MotionFitterTests.releaseTime))
          }
          table += String(
            format: "| %.0f px | %.1f | %.0f | %.2f %% | %.2f %% | %.1f ms |\n", noise, zeta, omega,
            100 * worst.zeta, 100 * worst.omega, 1000 * worst.start)
          let bound = noise == 0 ? 0.01 : 0.03
          #expect(worst.zeta <= bound && worst.omega <= bound, "ζ \(zeta) ω0 \(omega)")
          #expect(worst.start <= (noise == 0 ? 0.002 : 0.005), "ζ \(zeta) ω0 \(omega)")
        }
      }
    }
    print(table)
  }
}
