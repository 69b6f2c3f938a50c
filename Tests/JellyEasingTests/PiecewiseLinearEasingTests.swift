import JellyMath
import Testing

@testable import JellyEasing

@Suite struct PiecewiseLinearEasingTests {
  typealias Stop = PiecewiseLinearEasing.Stop

  @Test("linear(0, 0.25, 1): positions spread evenly")
  func evenlySpaced() throws {
    let curve = try PiecewiseLinearEasing(outputs: [0, 0.25, 1])
    #expect(curve.points.map(\.input) == [0, 0.5, 1])
    #expect(curve.value(at: 0.25) == 0.125)
    #expect(curve.value(at: 0.5) == 0.25)
    #expect(curve.value(at: 0.75) == 0.625)
    #expect(curve.derivative(at: 0.25) == 0.5)
    #expect(curve.derivative(at: 0.75) == 1.5)
  }

  @Test("linear(0, 0.25 75%, 1): an explicit position (MDN's example)")
  func explicitPosition() throws {
    let curve = try PiecewiseLinearEasing(stops: [Stop(0), Stop(0.25, at: 0.75), Stop(1)])
    #expect(curve.value(at: 0.375) == 0.125)
    #expect(curve.value(at: 0.75) == 0.25)
    #expect(curve.value(at: 0.875) == 0.625)
    #expect(curve.derivative(at: 0.5).isWithin(1e-15, of: 1.0 / 3))
    #expect(curve.name == "linear(0, 0.25 75%, 1)")
  }

  @Test("two percentages make a flat segment; equal positions make a jump")
  func flatSegmentsAndJumps() throws {
    let flat = try PiecewiseLinearEasing(stops: [Stop(0), Stop(0.5, at: 0.25, 0.75), Stop(1)])
    #expect(flat.points.count == 4)
    #expect(flat.value(at: 0.1).isWithin(1e-15, of: 0.2))
    #expect(flat.value(at: 0.5) == 0.5)
    #expect(flat.derivative(at: 0.5) == 0)
    #expect(flat.value(at: 0.9).isWithin(1e-15, of: 0.8))
    #expect(flat.name == "linear(0, 0.5 25% 75%, 1)")
    // linear(0, 0 50%, 1 50%, 1): 0 up to the middle, 1 from it on.
    let jump = try PiecewiseLinearEasing(
      stops: [Stop(0), Stop(0, at: 0.5), Stop(1, at: 0.5), Stop(1)])
    #expect(jump.value(at: 0.4999) == 0)
    #expect(jump.value(at: 0.5) == 1)
  }

  @Test("canonicalization: runs of missing positions and decreasing positions")
  func canonicalization() throws {
    // linear(0, 0.1, 0.2 50%, 0.9, 1): inputs 0, 0.25, 0.5, 0.75, 1.
    let run = try PiecewiseLinearEasing(
      stops: [Stop(0), Stop(0.1), Stop(0.2, at: 0.5), Stop(0.9), Stop(1)])
    #expect(run.points.map(\.input) == [0, 0.25, 0.5, 0.75, 1])
    #expect(run.value(at: 0.125).isWithin(1e-15, of: 0.05))
    #expect(run.value(at: 0.625).isWithin(1e-15, of: 0.55))
    // linear(0, 0.5 80%, 1 40%): the 40% is raised to 80%.
    let raised = try PiecewiseLinearEasing(stops: [Stop(0), Stop(0.5, at: 0.8), Stop(1, at: 0.4)])
    #expect(raised.points.map(\.input) == [0, 0.8, 0.8])
    #expect(raised.value(at: 0.4) == 0.25)
    #expect(raised.value(at: 0.9) == 1)
  }

  @Test("linear(0, 1) is the identity, beyond [0, 1] too; a single stop is refused, as in CSS")
  func degenerateForms() throws {
    let identity = try PiecewiseLinearEasing(outputs: [0, 1])
    for i in 0...100 {
      let x = Double(i) / 100
      #expect(identity.value(at: x) == x)
      #expect(identity.derivative(at: x) == 1)
    }
    #expect(identity.value(at: -2.5) == -2.5 && identity.value(at: 4) == 4)
    #expect(identity.derivative(at: -2.5) == 1 && identity.derivative(at: 4) == 1)
    #expect(throws: ParameterError(.stops, value: 1, allowed: "at least 2")) {
      try PiecewiseLinearEasing(outputs: [0.3])
    }
  }

  @Test("the end segments extrapolate when the first position is after 0")
  func extrapolation() throws {
    // linear(0.2 20%, 0.8 80%): the line y = x continued to both ends.
    let curve = try PiecewiseLinearEasing(stops: [Stop(0.2, at: 0.2), Stop(0.8, at: 0.8)])
    #expect(curve.value(at: 0).isWithin(1e-15, of: 0))
    #expect(curve.value(at: 1).isWithin(1e-15, of: 1))
  }

  @Test("a sampled curve reproduces its samples and interpolates between them")
  func denseSamples() throws {
    // 101 samples of easeOutCubic; between samples the error is at most h²·max|f''|/8.
    let reference = PennerEasing.easeOutCubic
    let outputs = (0...100).map { reference.value(at: Double($0) / 100) }
    let curve = try PiecewiseLinearEasing(outputs: outputs)
    for i in 0...100 {
      #expect(curve.value(at: Double(i) / 100).isWithin(1e-15, of: outputs[i]))
    }
    for i in 0..<1_000 {
      let x = (Double(i) + 0.5) / 1_000
      #expect(curve.value(at: x).isWithin(1e-4 * 6 / 8 + 1e-15, of: reference.value(at: x)))
    }
  }

  @Test("no stops, three positions or non-finite numbers throw")
  func errors() {
    #expect(throws: ParameterError(.stops, value: 0, allowed: "at least 2")) {
      try PiecewiseLinearEasing(stops: [])
    }
    #expect(throws: ParameterError.self) {
      try PiecewiseLinearEasing(stops: [Stop(0, at: 0.1, 0.2, 0.3)])
    }
    #expect(throws: ParameterError.self) { try PiecewiseLinearEasing(outputs: [0, .nan]) }
    #expect(throws: ParameterError.self) {
      try PiecewiseLinearEasing(stops: [Stop(0, at: .infinity)])
    }
  }
}
