import JellyEasing
import JellyFit
import Testing

/// `MotionFit`'s typed results: ``MotionFit/shape``, ``MotionFit/startTime``, ``MotionFit/from``
/// and ``MotionFit/to`` are the fitted parameters themselves, and the keys are the ones the
/// report prints.
@Suite struct MotionFitShapeTests {
  @Test("every model's shape and placement are its fitted parameters, in its own terms")
  func shapeIsTheParameters() throws {
    let motion = try MotionFitterTests.springRecording(zeta: 0.5, omega: 20, noise: 0, seed: 7)
      .motion()
    let results = try MotionFitter.fit(motion, models: MotionModel.all)
    #expect(Set(results.fits.map(\.model)) == Set(MotionModel.all))
    for fit in results.fits {
      let values = fit.parameters.map(\.value)
      let shape: [Double]
      switch (fit.model, fit.shape) {
      case (.spring, .spring(let omega, let zeta, let velocity)): shape = [omega, zeta, velocity]
      case (.uiKit, .uiKit(let duration, let zeta, let velocity)):
        shape = [duration, zeta, velocity]
      case (.cubicBezier, .cubicBezier(let x1, let y1, let x2, let y2, let duration)):
        shape = [x1, y1, x2, y2, duration]
      case (.elastic, .elastic(let amplitude, let period, let duration)):
        shape = [amplitude, period, duration]
      default:
        Issue.record("\(fit.model) has the shape \(fit.shape)")
        continue
      }
      #expect(shape + [fit.startTime, fit.from, fit.to] == values, "\(fit.model)")
      for parameter in fit.parameters {
        #expect(fit[parameter.key] == parameter.value)
      }
    }
    // The spring was released from 100 toward 400 at 0.3127 s.
    let spring = try #require(results.fits.first { $0.model == .spring })
    guard case .spring(let omega, let zeta, _) = spring.shape else {
      Issue.record("the spring fit has the shape \(spring.shape)")
      return
    }
    #expect(abs(omega / 20 - 1) <= 0.005)
    #expect(abs(zeta / 0.5 - 1) <= 0.005)
    #expect(abs(spring.startTime - MotionFitterTests.releaseTime) <= 0.002)
    #expect(abs(spring.to - 400) <= 0.2)
    #expect(abs(spring.from - 100) <= 0.2)
  }

  @Test("a parameter a model does not have is nil, and every key reads as the report prints it")
  func keys() throws {
    let motion = try MotionFitterTests.bezierRecording(.ease, duration: 0.8).motion()
    let fit = try #require(try MotionFitter.fit(motion, models: [.cubicBezier]).fits.first)
    #expect(fit[.naturalFrequency] == nil)
    #expect(fit.parameter(.dampingRatio) == nil)
    #expect(fit[.x1] != nil)
    let printed = [
      "natural_frequency", "damping_ratio", "velocity", "duration", "x1", "y1", "x2", "y2",
      "amplitude", "period", "start_time", "from", "to",
    ]
    #expect(MotionParameter.Key.allCases.map(\.rawValue) == printed)
    #expect(MotionParameter.Key.allCases.map { "\($0)" } == printed)
    let report = MotionFitReport(
      results: try MotionFitter.fit(motion, models: [.cubicBezier]), listsModels: false)
    let keys = report.rows(fit).map(\.key)
    #expect(
      Array(keys.prefix(8)) == ["x1", "y1", "x2", "y2", "duration", "start_time", "from", "to"])
  }
}
