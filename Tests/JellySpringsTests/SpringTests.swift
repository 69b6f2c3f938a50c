import Foundation
import JellyMath
import JellySprings
import Testing

@Suite struct SpringTests {
  @Test func derivedQuantities() throws {
    let s = try Spring(mass: 2, stiffness: 200, damping: 8)
    expectClose(s.naturalFrequency, 10, tolerance: 1e-15)
    expectClose(s.dampingRatio, 8 / (2 * 20), tolerance: 1e-15)
    expectClose(s.decayRate, 2, tolerance: 1e-15)
    expectClose(s.dampedFrequency, (100.0 - 4).squareRoot(), tolerance: 1e-15)
    expectClose(s.period, 2 * .pi / 96.0.squareRoot(), tolerance: 1e-15)
    expectClose(s.logarithmicDecrement, 2 * 2 * .pi / 96.0.squareRoot(), tolerance: 1e-15)
    #expect(s.regime == .underdamped)
  }

  @Test func regimes() throws {
    #expect(try Spring(stiffness: 100, damping: 0).regime == .undamped)
    #expect(try Spring(stiffness: 100, damping: 19.999).regime == .underdamped)
    #expect(try Spring(stiffness: 100, damping: 20).regime == .criticallyDamped)
    #expect(try Spring(stiffness: 100, damping: 20.001).regime == .overdamped)
    #expect(try Spring(stiffness: 100, damping: 20).period == .infinity)
  }

  @Test("logarithmic decrement equals ln of successive same-sign peak ratio")
  func logDecrementMatchesPeaks() throws {
    let s = try Spring(mass: 1, stiffness: 100, damping: 3)
    let peaks = s.motion(initialDisplacement: 1).extrema(maxCount: 5)
    let measured = log(peaks[0].displacement / peaks[2].displacement)
    expectClose(measured, s.logarithmicDecrement, tolerance: 1e-12)
  }

  @Test("step overshoot exp(−πζ/√(1−ζ²)) equals the first opposite-side peak")
  func overshootFormula() throws {
    let s = try Spring(mass: 1, stiffness: 100, damping: 6)
    let fromRest = try #require(s.motion(initialDisplacement: -1).overshoot)
    expectClose(fromRest, s.overshoot, tolerance: 1e-13)
    // ζ = 0.3 → 0.3723: hand-computed exp(−0.3π/√0.91).
    expectClose(s.overshoot, 0.372_326_104_926_586_4, tolerance: 1e-15)
  }

  @Test("invalid constants are rejected with the parameter's name")
  func validation() {
    #expect(throws: ParameterError.self) { try Spring(stiffness: 0, damping: 1) }
    #expect(throws: ParameterError.self) { try Spring(stiffness: .nan, damping: 1) }
    #expect(throws: ParameterError.self) { try Spring(stiffness: 1, damping: -1) }
    #expect(throws: ParameterError.self) {
      try Spring(mass: .infinity, stiffness: 1, damping: 1)
    }
    do {
      _ = try Spring(mass: -1, stiffness: 1, damping: 1)
    } catch {
      #expect(error.parameter == .mass)
      #expect(error.description.contains("> 0"))
    }
  }

  @Test("each parametrization's error names the rejected parameter by its enum case")
  func errorsCarryTheParameter() {
    let cases: [(Parameter, String, () throws -> Spring)] = [
      (
        .response, "response must be > 0 and finite (got -1.0)",
        {
          try Spring(response: -1, dampingRatio: 0.5)
        }
      ),
      (
        .dampingRatio, "damping ratio must be >= 0 and finite (got -0.5)",
        {
          try Spring(response: 1, dampingRatio: -0.5)
        }
      ),
      (
        .bounce, "bounce must be in (-1, 1] (got 2.0)",
        { try Spring(swiftUIDuration: 1, bounce: 2) }
      ),
      (
        .dampingRatio, "damping ratio must be > 0 and finite (got 0.0)",
        {
          try Spring(uiKitDuration: 1, dampingRatio: 0, solver: .ideal)
        }
      ),
      (
        .velocity, "velocity must be finite (got inf)",
        {
          try Spring(uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: .infinity)
        }
      ),
      (
        .dampingCoefficient, "damping must be >= 0 and finite (got -1.0)",
        {
          try Spring(stiffness: 1, damping: -1)
        }
      ),
      (
        .bounciness, "bounciness must be in [0, 20] (got 30.0)",
        {
          try Spring(popBounciness: 30, speed: 12)
        }
      ),
      (
        .tension, "tension must be finite (got nan)",
        {
          try Spring(origamiTension: .nan, friction: 1)
        }
      ),
      (
        .frequency, "frequency must be > 0 and finite (got 0.0)",
        {
          try Spring(reactSpringFrequency: 0, damping: 1)
        }
      ),
      (
        .stiffness, "stiffness must be > 0 and finite (got 0.0)",
        {
          try Spring(androidStiffness: 0, dampingRatio: 0.5)
        }
      ),
    ]
    for (parameter, message, make) in cases {
      #expect {
        _ = try make()
      } throws: { error in
        (error as? ParameterError)?.parameter == parameter && "\(error)" == message
      }
    }
    // iOS's solver raises ζ 0 to 2^−23, where its 12 Newton steps end on NaN: the error still
    // names the damping ratio. (The NaN's printed sign depends on the CPU, so only the fixed
    // parts of the message are pinned.)
    #expect {
      _ = try Spring(uiKitDuration: 1, dampingRatio: 0)
    } throws: { error in
      let text = "\(error)"
      return (error as? ParameterError)?.parameter == .dampingRatio
        && text.hasPrefix(
          "damping ratio must be such that iOS's 12 Newton steps end on a finite, nonzero "
            + "frequency (with duration 1.0 and velocity 0.0; they end on ")
        && text.hasSuffix("nan) (got 0.0)")
    }
  }
}
