import Foundation
import JellySprings
import JellyTestSupport
import Testing

@Suite struct SpringMotionTests {
  static let times: [Double] = (0...60).map { Double($0) * 0.05 }

  @Test("x(0) = x0 and x'(0) = v0 in every regime", arguments: RegimeCase.all)
  func initialConditions(_ c: RegimeCase) {
    let motion = c.spring.motion(initialDisplacement: c.x0, initialVelocity: c.v0)
    #expect(motion.displacement(at: 0) == c.x0)
    #expect(motion.velocity(at: 0) == c.v0)
    let a0 = -(c.spring.damping * c.v0 + c.spring.stiffness * c.x0) / c.spring.mass
    expectClose(motion.acceleration(at: 0), a0, tolerance: 1e-15)
  }

  @Test("the ODE residual m·a + c·v + k·x vanishes at many times", arguments: RegimeCase.all)
  func odeResidual(_ c: RegimeCase) {
    let motion = c.spring.motion(initialDisplacement: c.x0, initialVelocity: c.v0)
    let s = c.spring
    for t in Self.times {
      let x = motion.displacement(at: t)
      let v = motion.velocity(at: t)
      let a = motion.acceleration(at: t)
      let residual = s.mass * a + s.damping * v + s.stiffness * x
      // Scale: the largest term's magnitude at t = 0, so the check is relative.
      let scale = s.stiffness * abs(c.x0) + s.damping * abs(c.v0) + 1
      #expect(abs(residual) <= 1e-12 * scale, "t=\(t) residual \(residual)")
    }
  }

  @Test("velocity is the time derivative of displacement", arguments: RegimeCase.all)
  func velocityIsDerivative(_ c: RegimeCase) {
    let motion = c.spring.motion(initialDisplacement: c.x0, initialVelocity: c.v0)
    let h = 1e-5
    for t in Self.times.dropFirst() {
      // Fourth-order central difference: error ~ h⁴·x⁽⁵⁾.
      let d =
        (-motion.displacement(at: t + 2 * h) + 8 * motion.displacement(at: t + h)
          - 8 * motion.displacement(at: t - h) + motion.displacement(at: t - 2 * h)) / (12 * h)
      let scale = abs(c.v0) + c.spring.naturalFrequency * abs(c.x0)
      #expect(abs(d - motion.velocity(at: t)) <= 1e-7 * scale, "t=\(t)")
    }
  }

  @Test("agrees with an independent RK4 integration to 1e-9", arguments: RegimeCase.all)
  func matchesRungeKutta(_ c: RegimeCase) {
    let motion = c.spring.motion(initialDisplacement: c.x0, initialVelocity: c.v0)
    let oracle = rungeKutta4(spring: c.spring, x0: c.x0, v0: c.v0, times: Self.times)
    let scale = max(1, abs(c.x0))
    for (t, expected) in zip(Self.times, oracle) {
      #expect(abs(motion.displacement(at: t) - expected.x) <= 1e-9 * scale, "x at t=\(t)")
      let vScale = max(1, abs(c.v0), c.spring.naturalFrequency * abs(c.x0))
      #expect(abs(motion.velocity(at: t) - expected.v) <= 1e-9 * vScale, "v at t=\(t)")
    }
  }

  @Test("energy never increases", arguments: RegimeCase.all)
  func energyDecays(_ c: RegimeCase) {
    let motion = c.spring.motion(initialDisplacement: c.x0, initialVelocity: c.v0)
    var previous = motion.energy(at: 0)
    for i in 1...2_000 {
      let e = motion.energy(at: Double(i) * 0.002)
      #expect(e <= previous * (1 + 1e-12) + 1e-300, "t=\(Double(i) * 0.002)")
      previous = e
    }
    if c.spring.damping == 0 {
      expectClose(motion.energy(at: 3.7), motion.energy(at: 0), tolerance: 1e-12, "conserved")
    }
  }

  @Test("continuous across ζ = 1: ζ = 1 ± 1e-9 agrees with ζ = 1 to about 1e-9")
  func continuityAcrossCriticalDamping() throws {
    let k = 100.0
    let critical = 2 * k.squareRoot()
    for v0 in [0.0, -30, 12] {
      let reference = try Spring(mass: 1, stiffness: k, damping: critical)
        .motion(initialDisplacement: 1, initialVelocity: v0)
      #expect(reference.spring.regime == .criticallyDamped)
      for zeta in [1 - 1e-9, 1 + 1e-9, 1 - 1e-6, 1 + 1e-6] {
        let motion = try Spring(mass: 1, stiffness: k, damping: critical * zeta)
          .motion(initialDisplacement: 1, initialVelocity: v0)
        var worst = 0.0
        for i in 0...4_000 {
          let t = Double(i) * 0.001
          worst = max(worst, abs(motion.displacement(at: t) - reference.displacement(at: t)))
          worst = max(worst, abs(motion.velocity(at: t) - reference.velocity(at: t)) / 10)
        }
        // The exact solution moves by O(ζ − 1): about 0.3·|ζ − 1| here.
        #expect(worst <= 2 * abs(zeta - 1), "ζ = \(zeta): worst \(worst)")
        #expect(worst > 0 || zeta == 1)
      }
    }
  }

  @Test("strong overdamping (ζ up to 1e3) matches an 80-bit evaluation of the hyperbolic form")
  func strongOverdamping() throws {
    #if arch(x86_64)
      for zeta in [2.0, 10, 100, 1_000] {
        let k = 25.0
        let spring = try Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot())
        let motion = spring.motion(initialDisplacement: 1, initialVelocity: -3)
        let alpha = Float80(spring.decayRate)
        let gamma = (alpha * alpha - Float80(k)).squareRoot()
        for t in [0.001, 0.01, 0.1, 1, 10, 100, 1_000] as [Double] {
          let tt = Float80(t)
          // Evaluated only where cosh does not overflow Float80 (γt < 11000).
          guard gamma * tt < 11_000 else { continue }
          let b = Float80(-3) + alpha
          let x = exp(-alpha * tt) * (cosh(gamma * tt) + b * sinh(gamma * tt) / gamma)
          let expected = Double(x)
          let got = motion.displacement(at: t)
          #expect(abs(got - expected) <= 1e-9 * abs(expected) + 1e-300, "ζ=\(zeta) t=\(t)")
          #expect(got >= 0, "the slow mode keeps x non-negative")
        }
      }
    #endif
  }

  @Test("no NaN or infinity at large t, decaying to 0", arguments: RegimeCase.all)
  func largeTimes(_ c: RegimeCase) {
    let motion = c.spring.motion(initialDisplacement: c.x0, initialVelocity: c.v0)
    for t in [1e6, 1e12, 1e100, 1e300] {
      let x = motion.displacement(at: t)
      let v = motion.velocity(at: t)
      let a = motion.acceleration(at: t)
      #expect(x.isFinite && v.isFinite && a.isFinite, "t=\(t)")
      if c.spring.damping > 0 {
        #expect(x == 0 || abs(x) < 1e-200, "t=\(t) x=\(x)")
      } else {
        #expect(abs(x) <= abs(c.x0) * 1.000_001)
      }
    }
  }
}
