import Foundation
import JellyMath
import JellySprings
import Testing

/// An independent implementation of iOS's routine, written from the equations rather than from
/// the library's code: f(ω) = ε − |B(ω)|·E(ω) with E = e^(−ζTω), and its derivative computed
/// by the product rule, f′ = −sgn(B)·(B′E + BE′), B′ = v/(ω²√(1−ζ²)), E′ = −ζT·E (B = 0 taking
/// the branch of B < 0, as the routine's sign test does).
private func independentIOSFrequency(duration t: Double, zeta: Double, velocity v: Double)
  -> Double
{
  let epsilon = 0.001
  let root = (1 - zeta * zeta).squareRoot()
  var w = 5 / t
  for _ in 0..<12 {
    let b = (zeta * w - v) / (w * root)
    let e = exp(-zeta * t * w)
    let f = epsilon - abs(b) * e
    let bPrime = v / (w * w * root)
    let ePrime = -zeta * t * e
    let sign: Double = b > 0 ? 1 : -1
    let fPrime = -sign * (bPrime * e + b * ePrime)
    w -= f / fPrime
  }
  return w
}

@Suite struct UIKitSpringModelIOSTests {
  @Test("iOS's routine in double precision reproduces Framer's published pair exactly")
  func framerPairBitExact() throws {
    let spring = try Spring(uiKitDuration: 3, dampingRatio: 0.25)
    #expect(spring.mass == 1)
    #expect(spring.stiffness == 54.833_633_590_783_26)
    #expect(spring.damping == 3.702_486_785_620_688)
  }

  @Test(
    "high velocities: iOS's 12 Newton steps land on the root below v/ζ, as an independent implementation does",
    arguments: [
      (1.0, 0.5, 2.0, 15.6078, 141.55), (1.0, 0.25, 1.0, 15.6717, 457.39),
    ])
  func highVelocity(duration: Double, zeta: Double, v: Double, iOSK: Double, idealK: Double)
    throws
  {
    let iOS = try Spring(uiKitDuration: duration, dampingRatio: zeta, initialVelocity: v)
    let ideal = try Spring(
      uiKitDuration: duration, dampingRatio: zeta, initialVelocity: v, solver: .ideal)
    #expect(abs(iOS.stiffness - iOSK) < 5e-4, "iOS k \(iOS.stiffness)")
    #expect(abs(ideal.stiffness - idealK) < 5e-3, "ideal k \(ideal.stiffness)")
    let other = independentIOSFrequency(duration: duration, zeta: zeta, velocity: v)
    expectClose(iOS.naturalFrequency, abs(other), tolerance: 1e-12)
    // The iOS frequency is a root of ε − |B|e^(−ζTω) too: the one below v/ζ, where B < 0 (the
    // signed equation of the ideal solver has no root there).
    let b = (zeta * other - v) / (other * (1 - zeta * zeta).squareRoot())
    #expect(abs(0.001 - abs(b) * exp(-zeta * duration * other)) < 1e-12)
    #expect(other > 0 && other < v / zeta && b < 0)
  }

  @Test("the seeds' springs: iOS and the largest root agree to 1e-7 relative")
  func seedsAgree() throws {
    for (d, zeta, v) in [
      (1.0, 0.85, 0.0), (0.7, 0.5, 0.9), (0.7, 0.8, 2.0), (1, 0.5, 0.9), (1, 0.8, 2),
      (0.5, 0.75, 0.8), (0.5, 0.9, 0.9),
    ] {
      let iOS = try Spring(uiKitDuration: d, dampingRatio: zeta, initialVelocity: v)
      let ideal = try Spring(
        uiKitDuration: d, dampingRatio: zeta, initialVelocity: v, solver: .ideal)
      expectClose(iOS.stiffness, ideal.stiffness, tolerance: 1e-7, "d \(d) ζ \(zeta) v \(v)")
      #expect(
        UIKitSpringModel.iOSFrequencySpread(duration: d, dampingRatio: zeta, initialVelocity: v)
          < UIKitSpringModel.fragileSpread)
    }
  }

  @Test("where 5/T sits on B's sign change (T 1, ζ 0.2, v 1) the iOS value is fragile")
  func fragile() {
    let spread = UIKitSpringModel.iOSFrequencySpread(
      duration: 1, dampingRatio: 0.2, initialVelocity: 1)
    #expect(spread > 0.01)
    // Single-precision exponentials move a robust result by about 1e-7 relative at most.
    let robust = UIKitSpringModel.iOSFrequencySpread(
      duration: 1, dampingRatio: 0.85, initialVelocity: 0)
    #expect(robust < 1e-6)
    #expect(robust > 0, "float exponentials do move ω")
  }

  @Test("d 2, ζ 0.5, v 0.9: iOS ends on a negative ω, which is still a spring (k = ω², c = 2ζ|ω|)")
  func negativeFrequency() throws {
    let raw = UIKitSpringModel.iOSNewtonFrequency(duration: 2, dampingRatio: 0.5, velocity: 0.9)
    #expect(raw < 0)
    let spring = try Spring(uiKitDuration: 2, dampingRatio: 0.5, initialVelocity: 0.9)
    expectClose(spring.stiffness, raw * raw, tolerance: 1e-15)
    expectClose(spring.damping, 2 * 0.5 * abs(raw), tolerance: 1e-15)
    expectClose(
      raw, independentIOSFrequency(duration: 2, zeta: 0.5, velocity: 0.9), tolerance: 1e-9)
  }

  @Test("ζ = 1 branch: 12 steps on ((ω − v)T + 1)e^(−Tω) − ε reach its root for v = 0")
  func criticalBranch() throws {
    let spring = try Spring(uiKitDuration: 1, dampingRatio: 1)
    let w = spring.naturalFrequency
    expectClose(exp(-w) * (w + 1), 0.001, tolerance: 1e-15)
    // With v above the start 5/T the +ε branch applies first.
    let fast = UIKitSpringModel.iOSNewtonFrequency(duration: 1, dampingRatio: 1, velocity: 8)
    #expect(fast.isFinite)
  }

  @Test("damping 0 is clamped to 2^−23, where iOS's steps run off to a non-finite frequency")
  func zeroDamping() {
    let raw = UIKitSpringModel.iOSNewtonFrequency(duration: 1, dampingRatio: 0, velocity: 0)
    #expect(!raw.isFinite)
    #expect(throws: ParameterError.self) { try Spring(uiKitDuration: 1, dampingRatio: 0) }
  }

  @Test("the property animator clamps k to at least 0.01; the view animation does not")
  func propertyAnimatorClamp() throws {
    // T 10, ζ 1, v 0: ω ≈ 0.92, k ≈ 0.85, above the clamp: both APIs agree.
    let view = try UIKitSpringModel.iOSSpringConstants(duration: 10, dampingRatio: 1)
    let animator = try UIKitSpringModel.iOSSpringConstants(
      duration: 10, dampingRatio: 1, api: .propertyAnimator)
    #expect(view == animator)
    #expect(view.stiffness > 0.01)
  }
}
