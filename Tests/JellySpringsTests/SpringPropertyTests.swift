import Foundation
import JellyMath
import JellySprings
import Testing

// Property tests over seeded random parameters (SplitMix64, fixed seeds, so every run checks
// the same cases and a failure reproduces). Each property is checked against something the
// closed form does not use: energy that cannot grow, dense sampling, the neighbouring regime, or
// the inverse conversion.

extension SplitMix64 {
  /// Uniform in [a, b).
  fileprivate mutating func uniform(_ a: Double, _ b: Double) -> Double {
    a + (b - a) * nextUnitDouble()
  }

  /// Log-uniform in [a, b), a > 0.
  fileprivate mutating func logUniform(_ a: Double, _ b: Double) -> Double {
    exp(uniform(log(a), log(b)))
  }

  /// A random spring: m and k log-uniform over 7 and 9 decades, ζ log-uniform in [1e-4, 1e3],
  /// with exactly undamped and exactly critically damped springs one time in eight each.
  fileprivate mutating func spring() -> Spring {
    let mass = logUniform(1e-3, 1e4)
    let stiffness = logUniform(1e-3, 1e6)
    let critical = 2 * (stiffness * mass).squareRoot()
    let damping: Double
    switch next() % 8 {
    case 0: damping = 0
    case 1: damping = critical
    default: damping = critical * logUniform(1e-4, 1e3)
    }
    return Spring(inRange: mass, stiffness: stiffness, damping: damping)
  }

  /// A time in seconds: 0, a log-uniform time over 14 decades, or a huge finite time.
  fileprivate mutating func time() -> Double {
    switch next() % 8 {
    case 0: return 0
    case 1:
      return [1e30, 1e154, 1e200, 1e300, 1e308, Double.greatestFiniteMagnitude][
        Int(next() % 6)]
    default: return logUniform(1e-6, 1e8)
    }
  }
}

@Suite struct SpringPropertyTests {
  /// Cases per property; enough to reach every branch of the closed form many times.
  static let caseCount = 2_000

  @Test("displacement, velocity and acceleration are finite for any finite t, energy never grows")
  func finiteAndDissipative() throws {
    var random = SplitMix64(seed: 0x5eed_0001)
    for _ in 0..<Self.caseCount {
      let spring = random.spring()
      let x0 = random.uniform(-1e4, 1e4)
      let v0 = random.uniform(-1e5, 1e5)
      let motion = spring.motion(initialDisplacement: x0, initialVelocity: v0)
      let initialEnergy = motion.energy(at: 0)
      for _ in 0..<8 {
        let t = random.time()
        let x = motion.displacement(at: t)
        let v = motion.velocity(at: t)
        let a = motion.acceleration(at: t)
        #expect(
          x.isFinite && v.isFinite && a.isFinite,
          "\(spring) x0 \(x0) v0 \(v0) t \(t): x \(x) v \(v) a \(a)")
        // Energy is non-increasing; rounding of the closed form allows 1e-9 relative.
        let energy = motion.energy(at: t)
        #expect(
          energy <= initialEnergy * (1 + 1e-9),
          "\(spring) x0 \(x0) v0 \(v0) t \(t): energy \(energy) > \(initialEnergy)")
      }
    }
  }

  @Test("uniform-grid samples are within 1e-12·max|value| of the closed form on random grids")
  func uniformGridMatchesClosedForm() throws {
    var random = SplitMix64(seed: 0x5eed_0007)
    for _ in 0..<300 {
      let spring = random.spring()
      let omega = spring.naturalFrequency
      let x0 = random.uniform(-1e4, 1e4)
      let v0 = random.uniform(-1e5, 1e5)
      // One motion in four is cut at a UIKit-style end time inside the grid.
      let endTime = random.next() % 4 == 0 ? random.uniform(0.1, 30) / omega : .infinity
      let motion = SpringMotion(
        spring: spring, initialDisplacement: x0, initialVelocity: v0, endTime: endTime)
      // Steps from 1e-6/ω0 to 3/ω0, grids of up to 2,100 samples (partial SIMD groups and
      // blocks) that end before 50/ω0, where rounding of t_n itself stays far below the bound.
      let step = random.logUniform(1e-6, 3) / omega
      let start = random.next() % 2 == 0 ? 0 : random.uniform(0, 5) / omega
      let count = min(1 + Int(random.next() % 2_100), Int(45 / (step * omega)) + 1)
      for quantity in SpringMotion.SampledQuantity.allCases {
        func closedForm(_ t: Double) -> Double {
          switch quantity {
          case .displacement: motion.displacement(at: t)
          case .velocity: motion.velocity(at: t)
          case .acceleration: motion.acceleration(at: t)
          }
        }
        var samples: [Double] = []
        try motion.sampleUniform(quantity, start: start, step: step, count: count, into: &samples)
        var scale = abs(closedForm(0))
        var worst = 0.0
        for (n, value) in samples.enumerated() {
          let expected = closedForm(start + Double(n) * step)
          scale = max(scale, abs(expected))
          worst = max(worst, abs(value - expected))
        }
        #expect(
          worst <= 1e-12 * scale,
          "\(spring) x0 \(x0) v0 \(v0) end \(endTime) h \(step) start \(start) n \(count) \(quantity): \(worst / scale)"
        )
      }
    }
  }

  @Test("huge times give 0 or a point on the energy ellipse, not NaN (found by the property test)")
  func hugeTimeRegressions() throws {
    // Exactly critical (q = 0): e^(−αt) underflowed to 0 while (v0 + α x0)·t overflowed.
    let (mass, stiffness) = (64.31640016841793, 535.0715889727933)
    let critical = try Spring(
      mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot()
    ).motion(initialDisplacement: 1489.233425933402, initialVelocity: -98757.95867449793)
    // Undamped: ω·t overflowed to ∞ and cos(∞) is NaN.
    let undamped = try Spring(mass: 1.3801424935802757, stiffness: 23.835073876779532, damping: 0)
      .motion(initialDisplacement: -8164.395846513715, initialVelocity: 54934.49573147611)
    for t in [1e300, 1e308, Double.greatestFiniteMagnitude] {
      #expect(critical.displacement(at: t) == 0)
      #expect(critical.velocity(at: t) == 0)
      let x = undamped.displacement(at: t)
      let v = undamped.velocity(at: t)
      #expect(x.isFinite && v.isFinite, "t \(t): x \(x) v \(v)")
      #expect(
        undamped.energy(at: t).isClose(to: undamped.energy(at: 0), relativeTolerance: 1e-12),
        "t \(t): energy \(undamped.energy(at: t)) vs \(undamped.energy(at: 0))")
    }
  }

  @Test("settling of extremely lightly damped springs ends (found by probing the CLI)")
  func extremelyLightDampingSettles() throws {
    // ζ = 5e-151: the closed-form turn index n ≈ 5e150 is so large that n − 1 == n, and the
    // rounding guards looped forever. The answer is the envelope's ln(1/ε)/α.
    let light = try Spring(mass: 1, stiffness: 1e-300, damping: 1e-300)
    let expected = log(1_000) / light.decayRate
    #expect(light.settlingDuration().isClose(to: expected, relativeTolerance: 1e-6))
    // k = 1e300 with c = 1e-300: α·π/ω_d underflows to 0, so no turn index exists; the
    // envelope bound ln(1/ε)/α (α = 5e-301 s⁻¹) is the answer, not a hang and not infinity.
    let stiff = try Spring(mass: 1, stiffness: 1e300, damping: 1e-300)
    #expect(stiff.settlingDuration().isClose(to: log(1_000) / 5e-301, relativeTolerance: 1e-12))
  }

  @Test("an infinite damping/mass ratio is named as such")
  func dampingOverMassMessage() {
    #expect(
      throws: ParameterError(
        .dampingPerMass, value: .infinity, allowed: "a finite ratio")
    ) {
      try Spring(mass: 1e-300, stiffness: 1e-300, damping: 1e300)
    }
  }

  @Test("the motion is continuous across damping ratio 1")
  func continuousAcrossCriticalDamping() {
    var random = SplitMix64(seed: 0x5eed_0002)
    for _ in 0..<Self.caseCount {
      let mass = random.logUniform(1e-2, 1e2)
      let stiffness = random.logUniform(1e-1, 1e4)
      let x0 = random.uniform(-1e3, 1e3)
      let v0 = random.uniform(-1e4, 1e4)
      let critical = 2 * (stiffness * mass).squareRoot()
      let omega = (stiffness / mass).squareRoot()
      // The motion's scale: its initial displacement and the distance v0 alone would cover.
      let scale = abs(x0) + abs(v0) / omega
      func motion(_ zeta: Double) -> SpringMotion {
        Spring(inRange: mass, stiffness: stiffness, damping: critical * zeta)
          .motion(initialDisplacement: x0, initialVelocity: v0)
      }
      let exact = motion(1)
      for delta in [1e-14, 1e-9] {
        let below = motion(1 - delta)
        let above = motion(1 + delta)
        for _ in 0..<4 {
          // Times up to 40 time constants, where the motion has decayed by e^-40.
          let t = random.uniform(0, 40 / omega)
          // ∂x/∂ζ is bounded by a few times scale·(1 + ω t)² e^(−ωt) ≤ 4·scale, so a change
          // of δ in ζ moves x by at most ~4δ·scale; 100δ·scale leaves room for rounding.
          let tolerance = 100 * delta * scale + 1e-12 * scale
          for neighbour in [below, above] {
            let difference = abs(neighbour.displacement(at: t) - exact.displacement(at: t))
            #expect(
              difference <= tolerance,
              "m \(mass) k \(stiffness) x0 \(x0) v0 \(v0) δ \(delta) t \(t): off by \(difference)")
          }
        }
      }
    }
  }

  @Test("settling duration is never earlier than the last excursion above ε")
  func settlingIsNotEarly() throws {
    var random = SplitMix64(seed: 0x5eed_0003)
    for _ in 0..<300 {
      let mass = random.logUniform(1e-1, 1e1)
      let stiffness = random.logUniform(1, 1e4)
      let zeta = random.logUniform(2e-2, 20)
      let spring = try Spring(
        mass: mass, stiffness: stiffness, damping: 2 * zeta * (stiffness * mass).squareRoot())
      let x0 = random.uniform(-1e3, 1e3)
      let v0 = random.uniform(-1e4, 1e4)
      let epsilon = random.logUniform(1e-5, 1e-1)
      let motion = spring.motion(initialDisplacement: x0, initialVelocity: v0)
      let settling = motion.settlingDuration(epsilon: epsilon)
      let threshold = motion.settlingThreshold(epsilon: epsilon)
      #expect(settling.isFinite && settling >= 0, "\(spring) settling \(settling)")
      guard settling.isFinite else { continue }
      // At the settling time |x| sits on the threshold (Brent's root to 1e-13 s).
      if settling > 0 {
        let atSettling = abs(motion.displacement(at: settling))
        #expect(
          abs(atSettling - threshold) <= 1e-6 * threshold + 1e-9 * abs(x0),
          "\(spring) x0 \(x0) v0 \(v0) ε \(epsilon): |x(T)| \(atSettling) vs \(threshold)")
      }
      // Dense sampling after it: 4000 points over the next 12 time constants, the slowest
      // decay rate being ω0·(ζ − sqrt(ζ² − 1)) when overdamped and ζ·ω0 otherwise.
      let omega = spring.naturalFrequency
      let slowest = zeta > 1 ? omega * (zeta - (zeta * zeta - 1).squareRoot()) : zeta * omega
      let span = 12 / slowest
      var worst = 0.0
      for index in 0...4_000 {
        let t = settling + span * Double(index) / 4_000
        worst = max(worst, abs(motion.displacement(at: t)))
      }
      #expect(
        worst <= threshold * (1 + 1e-9),
        "\(spring) x0 \(x0) v0 \(v0) ε \(epsilon): |x| = \(worst) > \(threshold) after T")
      if let envelope = motion.envelopeSettlingDuration(epsilon: epsilon) {
        #expect(envelope >= settling * (1 - 1e-12), "envelope \(envelope) < exact \(settling)")
      }
    }
  }

  // The round trip is a property of the envelope equation's largest root (the ideal solver):
  // iOS's 12 Newton steps may stop short of a root or land on the smaller one.
  @Test("UIKit conversion gives a finite spring or a thrown error, never NaN, and round-trips")
  func uiKitConversion() {
    var random = SplitMix64(seed: 0x5eed_0004)
    var solved = 0
    for _ in 0..<Self.caseCount {
      let duration = random.logUniform(1e-4, 100)
      let dampingRatio = random.logUniform(1e-4, 10)
      let velocity = random.next() % 4 == 0 ? 0 : random.uniform(-100, 100)
      guard
        let spring = try? Spring(
          uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity,
          solver: .ideal)
      else { continue }
      solved += 1
      #expect(spring.stiffness.isFinite && spring.stiffness > 0, "\(spring)")
      #expect(spring.damping.isFinite && spring.damping > 0, "\(spring)")
      #expect(
        spring.dampingRatio.isClose(to: min(dampingRatio, 1), relativeTolerance: 1e-12),
        "ζ \(dampingRatio) gave \(spring.dampingRatio)")
      let clamped = min(max(duration, 0.01), 10)
      // The inverse is closed form for ζ < 1 and a Brent root for ζ = 1; the root found to
      // rounding in ω moves d by cond·1e-16, with cond ≤ ~1e4 here.
      if let back = spring.uiKitDuration(initialVelocity: velocity) {
        #expect(
          back.isClose(to: clamped, relativeTolerance: 1e-9),
          "d \(duration) ζ \(dampingRatio) v \(velocity): back \(back)")
      } else {
        Issue.record("d \(duration) ζ \(dampingRatio) v \(velocity): no inverse for \(spring)")
      }
    }
    #expect(solved > Self.caseCount / 2, "only \(solved) of \(Self.caseCount) solvable")
    // Non-finite and non-positive inputs throw.
    for (d, z, v) in [
      (Double.nan, 0.5, 0.0), (1, .nan, 0), (1, 0.5, .nan), (.infinity, 0.5, 0), (1, 0, 0),
      (-1, 0.5, 0), (1, -0.5, 0), (1, 0.5, .infinity),
    ] {
      #expect(throws: ParameterError.self) {
        try Spring(uiKitDuration: d, dampingRatio: z, initialVelocity: v, solver: .ideal)
      }
    }
  }

  @Test("iOS's UIKit conversion gives a finite spring with the clamped ζ or a thrown error")
  func uiKitConversionByIOS() {
    var random = SplitMix64(seed: 0x5eed_0004)
    var solved = 0
    for _ in 0..<Self.caseCount {
      let duration = random.logUniform(1e-4, 100)
      let dampingRatio = random.logUniform(1e-4, 10)
      let velocity = random.next() % 4 == 0 ? 0 : random.uniform(-100, 100)
      guard
        let spring = try? Spring(
          uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
      else { continue }
      solved += 1
      #expect(spring.stiffness.isFinite && spring.stiffness > 0, "\(spring)")
      #expect(spring.damping.isFinite && spring.damping > 0, "\(spring)")
      #expect(
        spring.dampingRatio.isClose(to: min(dampingRatio, 1), relativeTolerance: 1e-12),
        "ζ \(dampingRatio) gave \(spring.dampingRatio)")
    }
    #expect(solved > Self.caseCount / 2, "only \(solved) of \(Self.caseCount) solvable")
    // Non-finite inputs, ζ 0 (2^−23, where the steps end on NaN) and T ≤ 0 throw.
    for (d, z, v) in [
      (Double.nan, 0.5, 0.0), (1, .nan, 0), (1, 0.5, .nan), (.infinity, 0.5, 0), (1, 0, 0),
      (-1, 0.5, 0), (1, 0.5, .infinity),
    ] {
      #expect(throws: ParameterError.self) {
        try Spring(uiKitDuration: d, dampingRatio: z, initialVelocity: v)
      }
    }
  }

  @Test("SwiftUI duration/bounce and response/damping ratio round-trip")
  func swiftUIRoundTrip() throws {
    var random = SplitMix64(seed: 0x5eed_0005)
    for _ in 0..<Self.caseCount {
      let duration = random.logUniform(1e-3, 1e2)
      let bounce = random.uniform(-0.99, 1)
      let spring = try Spring(swiftUIDuration: duration, bounce: bounce)
      #expect(spring.swiftUIDuration.isClose(to: duration, relativeTolerance: 1e-14))
      #expect(
        spring.bounce.isClose(to: bounce, absoluteTolerance: 1e-13),
        "bounce \(bounce) gave \(spring.bounce)")
      let zeta = random.logUniform(1e-3, 1e2)
      let mass = random.logUniform(1e-2, 1e2)
      let other = try Spring(response: duration, dampingRatio: zeta, mass: mass)
      #expect(other.response.isClose(to: duration, relativeTolerance: 1e-14))
      #expect(other.dampingRatio.isClose(to: zeta, relativeTolerance: 1e-14))
    }
  }

  @Test("POP bounciness/speed and Origami tension/friction round-trip")
  func popAndOrigamiRoundTrip() throws {
    var random = SplitMix64(seed: 0x5eed_0006)
    for _ in 0..<Self.caseCount {
      let bounciness = random.next() % 8 == 0 ? 0 : random.uniform(0, 20)
      let speed = random.uniform(1e-3, 20)
      let pop = try Spring(popBounciness: bounciness, speed: speed)
      let back = try #require(POPSpringModel.bouncinessAndSpeed(of: pop))
      // The affine Quartz Composer maps lose ~1e-13 absolute; sqrt(1 − u) keeps it that size.
      #expect(abs(back.bounciness - bounciness) <= 1e-9, "bounciness \(bounciness) → \(back)")
      #expect(abs(back.speed - speed) <= 1e-9, "speed \(speed) → \(back)")

      let tension = random.uniform(-20, 500)
      let friction = random.uniform(0, 100)
      let origami = try Spring(origamiTension: tension, friction: friction)
      #expect(abs(origami.origamiTension - tension) <= 1e-12 * max(1, abs(tension)))
      #expect(abs(origami.origamiFriction - friction) <= 1e-12 * max(1, abs(friction)))
    }
  }
}
