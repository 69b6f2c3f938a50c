import JellyFrameDiff
import JellyMath
import JellySweep
import Testing

@Suite struct SweepErrorTests {
  @Test("each case is one line naming what is wrong and what is allowed")
  func descriptions() {
    let cases: [(SweepError, String)] = [
      (
        .invalidParameter(ParameterError(.epsilon, value: 1, allowed: "in (0, 1)")),
        "epsilon must be in (0, 1) (got 1.0)"
      ),
      (
        .malformedAxis(text: "1:x:2", name: "--velocity"),
        "--velocity must be a number or start:stop:step (e.g. 0.1:1:0.05) (got '1:x:2')"
      ),
      (.noAxes, "axes must be at least one (got none)"),
      (.tooManyCells(counts: [10, 10], limit: 99), "cells must be at most 99 (got 10 x 10)"),
      (
        .sameParameterTwice(.velocity), "axes must be two different parameters (got velocity twice)"
      ),
      (
        .frameDiff(.invalidParameter(ParameterError(.framesPerSecond, value: 0, allowed: "> 0"))),
        "fps must be > 0 (got 0.0)"
      ),
    ]
    for (error, message) in cases {
      #expect(error.description == message)
    }
  }

  @Test("the rejected parameter is read directly or through the helper-view layer")
  func parameterError() {
    let epsilon = ParameterError(.epsilon, value: 1, allowed: "in (0, 1)")
    #expect(SweepError.invalidParameter(epsilon).parameterError == epsilon)
    let fps = ParameterError(.framesPerSecond, value: 0, allowed: "> 0")
    #expect(SweepError.frameDiff(.invalidParameter(fps)).parameterError == fps)
    for error in [
      SweepError.malformedAxis(text: "", name: "axis"), .noAxes,
      .tooManyCells(counts: [2], limit: 1), .sameParameterTwice(.duration),
    ] {
      #expect(error.parameterError == nil)
    }
  }
}
