import Foundation

// Implementation notes (not part of the docs).
//
// The closed form itself is SpringSolution, with its own notes in SpringSolution.swift.
//
// The derivative of a solution is again a solution, so velocity is the same formula with
// (p, s) = (v0, a0) and acceleration with (a0, j0), where a0 = −2α v0 − ω² x0 and
// j0 = −2α a0 − ω² v0. That keeps the three quantities independent evaluations of one exact
// formula (the ODE residual m·a + c·v + k·x is then a real test, not an identity).

/// The exact motion of a ``Spring`` from an initial displacement and velocity.
///
/// Sign convention: x = value − target. A positive displacement is "past the target in the
/// positive direction"; a velocity of −x0 per second moves toward the target. Times are in
/// seconds, measured from release, and must be ≥ 0.
///
/// A motion may end at ``endTime``, as a UIKit spring animation does at its duration: from then
/// on the value is the target (x = 0) and the velocity and acceleration are 0.
public struct SpringMotion: Sendable, Hashable {
  /// The spring.
  public let spring: Spring
  /// Displacement x0 = value − target at t = 0, in value units.
  public let initialDisplacement: Double
  /// Velocity dx/dt at t = 0, in value units per second.
  public let initialVelocity: Double
  /// When the motion stops at its target, in seconds (> 0; `.infinity` for the free spring).
  public let endTime: Double

  /// The spring's closed form, from its constants.
  let exact: SpringSolution<Double>
  /// x''(0) = −2α·v0 − ω0²·x0, in value units per second squared.
  let initialAcceleration: Double
  /// x'''(0) = −2α·x''(0) − ω0²·v0, in value units per second cubed.
  let initialJerk: Double

  /// α = c/2m, in 1/s.
  var alpha: Double { exact.decayRate }
  /// ω0² = k/m, in 1/s².
  var omegaSquared: Double { exact.naturalFrequencySquared }
  /// q = ω0² − α², in 1/s².
  var q: Double { exact.frequencySquaredDifference }
  /// √|q|: the damped frequency ω_d (q > 0) or γ (q < 0), in 1/s.
  var rootAbsQ: Double { exact.rootAbsQ }
  /// The slow rate −ω0²/(α + γ) of an overdamped motion (−α otherwise), in 1/s.
  var slowRate: Double { exact.slowRate }

  /// The motion of `spring` from `initialDisplacement` (x0, value units) with
  /// `initialVelocity` (v0, value units per second), both finite, stopping at the target at
  /// `endTime` seconds (> 0; default `.infinity`, the free spring).
  public init(
    spring: Spring, initialDisplacement: Double, initialVelocity: Double = 0,
    endTime: Double = .infinity
  ) {
    self.spring = spring
    self.initialDisplacement = initialDisplacement
    self.initialVelocity = initialVelocity
    self.endTime = endTime > 0 ? endTime : .infinity
    let exact = SpringSolution(
      decayRate: spring.decayRate, naturalFrequencySquared: spring.stiffness / spring.mass,
      frequencySquaredDifference: spring.frequencySquaredDifference)
    self.exact = exact
    let alpha = exact.decayRate
    let omegaSquared = exact.naturalFrequencySquared
    initialAcceleration = -2 * alpha * initialVelocity - omegaSquared * initialDisplacement
    initialJerk = -2 * alpha * initialAcceleration - omegaSquared * initialVelocity
  }

  /// The same motion without its end: the spring left to run on forever.
  public var free: SpringMotion {
    endTime == .infinity
      ? self
      : SpringMotion(
        spring: spring, initialDisplacement: initialDisplacement, initialVelocity: initialVelocity)
  }

  /// Displacement x(t) = value − target at time `t` ≥ 0 (seconds), in value units; 0 from
  /// ``endTime`` on.
  public func displacement(at t: Double) -> Double {
    t >= endTime ? 0 : solution(initialDisplacement, initialVelocity, at: t)
  }

  /// Velocity x'(t) at time `t` ≥ 0, in value units per second; 0 from ``endTime`` on.
  public func velocity(at t: Double) -> Double {
    t >= endTime ? 0 : solution(initialVelocity, initialAcceleration, at: t)
  }

  /// Acceleration x''(t) at time `t` ≥ 0, in value units per second squared; 0 from
  /// ``endTime`` on.
  public func acceleration(at t: Double) -> Double {
    t >= endTime ? 0 : solution(initialAcceleration, initialJerk, at: t)
  }

  /// The displacement the motion has just before ``endTime``, in value units: the jump to the
  /// target that the cut leaves (0 for the free spring).
  public var endJump: Double {
    endTime.isFinite ? solution(initialDisplacement, initialVelocity, at: endTime) : 0
  }

  /// The solution of the spring's ODE with value `p` and slope `s` at t = 0, at time `t`.
  @inline(__always)
  func solution(_ p: Double, _ s: Double, at t: Double) -> Double {
    exact.value(initialValue: p, initialSlope: s, at: t)
  }

  /// The mechanical energy ½·m·v² + ½·k·x² at time `t`, in mass·units²/s². Never increases
  /// with t (it is constant when the spring is undamped).
  public func energy(at t: Double) -> Double {
    let x = displacement(at: t)
    let v = velocity(at: t)
    return 0.5 * spring.mass * v * v + 0.5 * spring.stiffness * x * x
  }
}
