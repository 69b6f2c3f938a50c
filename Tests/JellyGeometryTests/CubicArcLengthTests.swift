import Foundation
import JellyGeometry
import JellyMath
import Testing

/// Cusps and near-cusps, the hard cases of the cubic arc length (`CubicArcLength.swift`).
@Suite struct CubicArcLengthTests {
  @Test(arguments: [1e-3, 1e-6, 1e-9, 1e-11])
  func arcLengthNearCuspsMatchesTheQuadraticClosedForm(accuracy: Double) throws {
    // An elevated quadratic is the same curve, so its closed-form length is an exact truth.
    // Controls nearly on the line through the ends, beyond them, make near-cusps (B' almost 0)
    // where two Gauss rules can agree on a wrong value; this once gave errors of 8e-3.
    let found = QuadraticBezier(
      start: Vector2(-84.772_764_261_226_48, -49.710_413_915_072_294),
      control: Vector2(-85.058_063_723_685_22, -50.435_310_990_808_58),
      end: Vector2(-31.445_876_806_581_126, 85.784_074_700_820_87))
    #expect(abs(try found.elevated().arcLength(accuracy: accuracy) - found.arcLength) <= accuracy)
    var generator = SplitMix64(seed: 31)
    for _ in 0..<300 {
      let start = Oracle.randomPoint(&generator)
      let end = Oracle.randomPoint(&generator)
      let along = 3 * generator.nextUnitDouble() - 1
      let offset = pow(10, -12 * generator.nextUnitDouble())
      let quadratic = QuadraticBezier(
        start: start, control: start.interpolated(to: end, along) + Vector2(offset, -offset),
        end: end)
      let error = try quadratic.elevated().arcLength(accuracy: accuracy) - quadratic.arcLength
      #expect(abs(error) <= accuracy)
    }
  }

  @Test func arcLengthOfCuspedCurveAgainstExactValue() throws {
    // The symmetric cusp P0=(0,0), P1=(1,1), P2=(0,1), P3=(1,0) has B'(½) = 0; Simpson on
    // each smooth half is the independent truth.
    let cusp = CubicBezier(
      start: Vector2(0, 0), control1: Vector2(1, 1), control2: Vector2(0, 1), end: Vector2(1, 0))
    #expect(cusp.derivative(at: 0.5).length < 1e-15)
    let truth =
      Oracle.simpson(from: 0, to: 0.5, intervals: 200_000) { cusp.derivative(at: $0).length }
      + Oracle.simpson(from: 0.5, to: 1, intervals: 200_000) { cusp.derivative(at: $0).length }
    #expect(abs(try cusp.arcLength(accuracy: 1e-8) - truth) <= 1e-8 + 1e-12)
  }

  @Test func piecesAroundACuspAddUp() throws {
    // Cusp at t = ½; lengths over pieces that end at, straddle or avoid it must add up.
    let cusp = CubicBezier(
      start: Vector2(0, 0), control1: Vector2(100, 100), control2: Vector2(0, 100),
      end: Vector2(100, 0))
    let whole = try cusp.arcLength(accuracy: 1e-10)
    for split in [0.1, 0.5, 0.5 + 1e-9, 0.9] {
      let left = try cusp.arcLength(from: 0, to: split, accuracy: 1e-10)
      let right = try cusp.arcLength(from: split, to: 1, accuracy: 1e-10)
      #expect(abs(left + right - whole) <= 3e-10)
    }
    #expect(try cusp.arcLength(from: 0.3, to: 0.3, accuracy: 1e-10) == 0)
  }
}
