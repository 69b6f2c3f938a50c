import Foundation
import JellyFit
import Testing

@Suite struct MotionFitLegendTests {
  @Test("a spring fit's legend: ζ and ω0 to 4 digits (0.5 and 20 fitted), then the RMS residual")
  func springLegend() throws {
    let motion = try MotionFitterTests.springRecording(zeta: 0.5, omega: 20, noise: 0, seed: 7)
      .motion()
    let fit = try #require(try MotionFitter.fit(motion, models: [.spring]).fits.first)
    let legend = MotionFitReport.legend(fit)
    let four = { (value: Double) in String(format: "%.4g", value) }
    #expect(
      legend
        == "spring: ζ = \(four(fit[.dampingRatio] ?? .nan)), ω0 ="
        + " \(four(fit[.naturalFrequency] ?? .nan)) rad/s, RMS \(four(fit.rmsResidual))")
    // The numbers printed are the fitted ones: ζ within 0.5 % of 0.5, ω0 of 20 rad/s.
    let numbers = legend.split(whereSeparator: { " ,".contains($0) }).compactMap { Double($0) }
    #expect(numbers.count == 3)
    #expect(abs(numbers[0] / 0.5 - 1) <= 0.005 && abs(numbers[1] / 20 - 1) <= 0.005)
  }
}
