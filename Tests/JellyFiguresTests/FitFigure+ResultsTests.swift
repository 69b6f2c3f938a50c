import Foundation
import JellyFigures
import JellyFit
import Testing

@Suite struct FitFigureResultsTests {
  /// 200 frames held at 100 (more than the fit keeps), then an exponential approach to 400
  /// over 60 frames, at 60 fps.
  static func makeMotion() throws -> RecordedMotion {
    let times = (0..<260).map { Double($0) / 60 }
    let values = times.map { $0 < 200.0 / 60 ? 100 : 400 - 300 * exp(-10 * ($0 - 200.0 / 60)) }
    return try RecordedMotion(times: times, values: values)
  }

  @Test("the figure of fits: used and left-out samples, a 600-point grid, each fit's curve")
  func figureOfFits() throws {
    let motion = try Self.makeMotion()
    let results = try MotionFitter.fit(motion, models: [.spring, .cubicBezier])
    let figure = FitFigure(results: results, motion: motion, valueLabel: "x (px)")
    let used = results.profile.usedIndices
    #expect(figure.sampleTimes == used.map { motion.times[$0] })
    #expect(figure.sampleTimes.count + figure.leftOutTimes.count == 260)
    #expect(figure.leftOutValues.allSatisfy { $0 == 100 } && !figure.leftOutTimes.isEmpty)
    #expect(figure.gridTimes.count == 600)
    #expect(figure.gridTimes.first == 0 && figure.gridTimes.last == 259.0 / 60)
    #expect(figure.curves.count == 2)
    let fit = results.fits[0]
    #expect(figure.curves[0].label == MotionFitReport.legend(fit))
    #expect(figure.curves[0].gridValues[599] == fit.value(at: 259.0 / 60))
    #expect(figure.curves[0].residuals.count == used.count)
    #expect(
      figure.curves[0].residuals[0]
        == motion.values[used[0]] - fit.value(at: motion.times[used[0]]))
    #expect(figure.valueLabel == "x (px)")
    let ranked = results.fits.first { $0.isRanked }
    let best = try #require(ranked)
    #expect(
      figure.title == "jellylab fit: 2 models fitted to 260 samples | best by BIC: "
        + best.model.rawValue)
  }

  @Test("one model is counted in the singular")
  func singular() throws {
    let motion = try Self.makeMotion()
    let results = try MotionFitter.fit(motion, models: [.spring])
    let figure = FitFigure(results: results, motion: motion, valueLabel: "x")
    #expect(figure.title.hasPrefix("jellylab fit: 1 model fitted to 260 samples | "))
    #expect(figure.curves.count == 1)
  }
}
