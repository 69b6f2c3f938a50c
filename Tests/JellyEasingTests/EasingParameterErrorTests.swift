import JellyMath
import Testing

@testable import JellyEasing

@Suite struct EasingParameterErrorTests {
  @Test("an easing's rejected parameter is a ParameterError naming the enum case")
  func namesTheParameter() {
    let error = ParameterError(.x1, value: 1.5, allowed: "in [0, 1]")
    #expect(error.description == "x1 must be in [0, 1] (got 1.5)")
    #expect(throws: error) { try CubicBezierEasing(1.5, 0, 0.5, 1) }
  }

  @Test("each easing throws the case of the parameter it rejects")
  func representativeCases() {
    let cases: [(Parameter, () throws(ParameterError) -> Void)] = [
      (.y2, { () throws(ParameterError) in _ = try CubicBezierEasing(0, 0, 1, .nan) }),
      (.period, { () throws(ParameterError) in _ = try ElasticEasing(period: -1) }),
      (.stepCount, { () throws(ParameterError) in _ = try StepsEasing(count: 0) }),
      (
        .stopOutput,
        { () throws(ParameterError) in _ = try PiecewiseLinearEasing(outputs: [0, .infinity])
        }
      ),
    ]
    for (parameter, body) in cases {
      do {
        try body()
        Issue.record("\(parameter) was accepted")
      } catch {
        #expect(error.parameter == parameter)
      }
    }
  }

  @Test("a piecewise stop's output names the stop, with the enum case for matching")
  func stopOutputIsNumbered() {
    #expect(
      throws: ParameterError(.stopOutput, value: .nan, allowed: "finite", name: "output 2")
    ) {
      try PiecewiseLinearEasing(outputs: [0, .nan])
    }
  }
}
