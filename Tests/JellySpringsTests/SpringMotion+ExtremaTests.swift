import Foundation
import JellySprings
import Testing

@Suite struct SpringMotionExtremaTests {
  /// Turning points found by dense sampling (sign changes of the sampled velocity), an
  /// oracle independent of the closed form for the turning times.
  func sampledTurns(_ m: SpringMotion, until: Double, step: Double) -> [Double] {
    var turns: [Double] = []
    // t = 0 is never reported (only t > 0), so start one step in.
    var previous = m.velocity(at: step)
    var t = 2 * step
    while t <= until {
      let v = m.velocity(at: t)
      if (v < 0) != (previous < 0) && v != 0 { turns.append(t) }
      previous = v
      t += step
    }
    return turns
  }

  @Test(
    "closed-form turning times match sampled sign changes of x' and satisfy x'(t) ≈ 0",
    arguments: RegimeCase.all)
  func turningTimes(_ c: RegimeCase) {
    let m = c.spring.motion(initialDisplacement: c.x0, initialVelocity: c.v0)
    let extrema = m.extrema(maxCount: 20, until: 3)
    let sampled = sampledTurns(m, until: 3, step: 1e-4)
    #expect(extrema.count == sampled.count, "\(extrema.map(\.time)) vs \(sampled)")
    for (e, s) in zip(extrema, sampled) {
      #expect(abs(e.time - s) <= 1e-4)
      let vScale = abs(c.v0) + c.spring.naturalFrequency * abs(c.x0)
      #expect(abs(m.velocity(at: e.time)) <= 1e-12 * vScale, "x'(\(e.time))")
      #expect(e.kind == (e.displacement > 0 ? .maximum : .minimum))
    }
    // Kinds alternate.
    for (a, b) in zip(extrema, extrema.dropFirst()) { #expect(a.kind != b.kind) }
  }

  @Test("underdamped turning points are half a damped period apart and decay by e^(−απ/ω_d)")
  func geometricDecay() throws {
    let s = try Spring(mass: 1, stiffness: 100, damping: 4)
    let extrema = s.motion(initialDisplacement: 2, initialVelocity: 7).extrema(maxCount: 8)
    #expect(extrema.count == 8)
    let ratio = exp(-s.decayRate * .pi / s.dampedFrequency)
    for (a, b) in zip(extrema, extrema.dropFirst()) {
      expectClose(b.time - a.time, s.period / 2, tolerance: 1e-13)
      expectClose(abs(b.displacement / a.displacement), ratio, tolerance: 1e-11)
    }
  }

  @Test("overdamped release toward the target overshoots once, matching dense sampling")
  func overdampedOvershoot() throws {
    let s = try Spring(mass: 1, stiffness: 100, damping: 30)  // ζ = 1.5
    let m = s.motion(initialDisplacement: 1, initialVelocity: -40)
    let overshoot = try #require(m.overshoot)
    var sampledMin = 0.0
    for i in 0...200_000 { sampledMin = min(sampledMin, m.displacement(at: Double(i) * 1e-5)) }
    #expect(overshoot > 0.01)
    expectClose(overshoot, -sampledMin, tolerance: 1e-8)
    // From rest an overdamped spring never overshoots.
    #expect(s.motion(initialDisplacement: 1).overshoot == 0)
    #expect(s.motion(initialDisplacement: 0, initialVelocity: 1).overshoot == nil)
  }

  @Test("critically damped: one turning point at t = v0/(α·v0 + ω²·x0)")
  func criticalTurn() throws {
    let s = try Spring(mass: 1, stiffness: 100, damping: 20)
    let m = s.motion(initialDisplacement: 1, initialVelocity: -30)
    let e = m.extrema()
    #expect(e.count == 1)
    expectClose(e[0].time, -30 / (10 * -30 + 100), tolerance: 1e-15)
  }
}
