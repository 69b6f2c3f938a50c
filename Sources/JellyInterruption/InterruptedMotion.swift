import Foundation
import JellyEasing
import JellyMath
import JellySprings

/// One animated value whose animation is interrupted by new targets, continued as a platform
/// continues it: value and velocity at any time, what each interruption does to them, and when
/// the value settles.
///
/// The first animation runs `animation` from `from` to `to` from t = 0 (seconds). At each
/// ``Interruption`` the platform's ``InterruptionRule`` decides what runs next:
///
/// - additive (UIKit): value(t) = a₀(t) + Σ Δₖ·pₖ(t − Tₖ), where a₀ is the first animation,
///   Δₖ the change of target at Tₖ and pₖ the same animation from 0 to 1 started at rest;
/// - keep-velocity: the animation restarts at Tₖ from the value and velocity there;
/// - restart (CSS transitions): the easing restarts from the value at Tₖ over the duration,
///   or, when the new target is where the running transition effectively started (its
///   reversing-adjusted start value), over the duration times the reversing shortening factor
///   |f(p)·s + 1 − s| (f the easing, p the running transition's progress, s its own factor);
/// - jump (Web Animations): the easing restarts from the first animation's start;
/// - step-on (Qt Quick): the 16 ms stepper keeps its position and velocity; a step taken at
///   time 0.016·n uses the target set at or before that time.
///
/// A release replaces whatever runs by the platform's animation from the gesture's position,
/// with its velocity where the platform takes one (UIKit, SwiftUI, Framer Motion, Android,
/// libadwaita), at rest otherwise (CSS, Web Animations, Qt Quick, whose `SpringAnimation` has
/// no initial velocity).
public struct InterruptedMotion: Sendable {
  /// The platform whose rule continues the motion.
  public let platform: InterruptionPlatform
  /// The kind of animation and its constants, the same for every leg.
  public let animation: ValueAnimation
  /// The first animation's start and target, in value units.
  public let from: Double
  public let to: Double
  /// The first animation's initial velocity, in value units per second (springs only; the other
  /// kinds start at rest, UIKit's own start velocity aside).
  public let initialVelocity: Double
  /// The interruptions, in time order.
  public let interruptions: [Interruption]

  /// The animations that run, each from its start time.
  let legs: [Leg]
  /// Qt Quick's steps over the whole motion, when the platform steps.
  let steps: (positions: [Double], velocities: [Double], rested: Bool)?

  /// The motion of `animation` from `from` to `to` on `platform`, interrupted by
  /// `interruptions` (strictly increasing times ≥ 0).
  ///
  /// - Throws: ``InterruptionError/animationNotRun(platform:animation:)`` when the platform does
  ///   not run that kind of animation; ``InterruptionError/parameter(_:)`` naming a constant, a
  ///   start, target or velocity that is not finite, or an interruption time out of order.
  public init(
    platform: InterruptionPlatform, animation: ValueAnimation, from: Double, to: Double,
    initialVelocity: Double = 0, interruptions: [Interruption] = []
  ) throws(InterruptionError) {
    for kind in [animation] + interruptions.compactMap(\.animation) {
      guard platform.runs(kind) else {
        throw .animationNotRun(platform: platform.rawValue, animation: kind.kind)
      }
      try kind.validate()
    }
    do {
      try ParameterError.check(.from, from, allowed: "finite")
      try ParameterError.check(.to, to, allowed: "finite")
      try ParameterError.check(.velocity, initialVelocity, allowed: "finite")
      var previous = -Double.infinity
      for interruption in interruptions {
        try ParameterError.check(
          .interruptionTime, interruption.time,
          allowed: previous.isFinite ? "> \(previous) (the interruption before)" : ">= 0"
        ) {
          $0 >= 0 && $0 > previous
        }
        try ParameterError.check(.interruptionValue, interruption.target, allowed: "finite")
        try ParameterError.check(.velocity, interruption.initialVelocity, allowed: "finite")
        if let release = interruption.release {
          try ParameterError.check(.interruptionValue, release.position, allowed: "finite")
          try ParameterError.check(.releaseVelocity, release.velocity, allowed: "finite")
        }
        previous = interruption.time
      }
    } catch {
      throw .parameter(error)
    }
    self.platform = platform
    self.animation = animation
    (self.from, self.to, self.initialVelocity) = (from, to, initialVelocity)
    self.interruptions = interruptions
    if case .qtQuick(let spring, let damping, let mass, let epsilon, let maxVelocity) = animation {
      steps = Self.qtSteps(
        QtQuickSpringAnimation(
          spring: spring, damping: damping, mass: mass, epsilon: epsilon,
          maxVelocity: maxVelocity, from: from, to: to), interruptions: interruptions)
      legs = []
      return
    }
    steps = nil
    var legs = [
      try Leg.start(
        animation, at: 0, from: from, to: to, velocity: initialVelocity, rule: platform.rule)
    ]
    for interruption in interruptions {
      let state =
        interruption.release.map { ($0.position, $0.velocity) }
        ?? Self.evaluate(legs, at: interruption.time)
      legs.append(
        try Leg.next(
          after: legs, interruption.animation ?? animation, at: interruption.time, state: state,
          target: interruption.target, released: interruption.release != nil,
          initialVelocity: interruption.initialVelocity, rule: platform.rule, underlying: from))
    }
    self.legs = legs
  }

  /// One animation that runs in the motion: the first, then one per interruption.
  public struct Run: Sendable, Hashable {
    /// When it starts, in seconds from the first animation's start.
    public let start: Double
    /// Its start value and target, in value units (an offset, from 0, when it adds to the
    /// running animations as UIKit's do).
    public let from: Double
    public let to: Double
    /// Its duration in seconds: an easing's (CSS's shortened by a reversal), a UIKit
    /// animation's, libadwaita's estimate; `nil` for a free spring and Qt Quick's stepper.
    public let duration: Double?
  }

  /// The animations that run, in order (the first, then one per interruption; Qt Quick's
  /// stepper is one run).
  public var runs: [Run] {
    guard steps == nil else {
      return [Run(start: 0, from: from, to: finalTarget, duration: nil)]
    }
    return legs.map { leg in
      Run(
        start: leg.start, from: leg.piece.start, to: leg.piece.target, duration: leg.piece.duration)
    }
  }

  /// The target the motion ends on: the last interruption's, or ``to``.
  public var finalTarget: Double { interruptions.last?.target ?? to }

  /// The value at `t` seconds from the first animation's start (t < 0 is taken as 0).
  public func value(at t: Double) -> Double {
    if let steps {
      return steps.positions[
        QtQuickSpringAnimation.stepIndex(at: t, stepCount: steps.positions.count)]
    }
    return Self.evaluate(legs, at: max(0, t)).value
  }

  /// The velocity at `t` seconds, in value units per second (from the right at a leg's start;
  /// Qt Quick's is the last step's, constant over the step).
  public func velocity(at t: Double) -> Double {
    if let steps {
      return steps.velocities[
        QtQuickSpringAnimation.stepIndex(at: t, stepCount: steps.velocities.count)]
    }
    return Self.evaluate(legs, at: max(0, t)).velocity
  }

  /// What each interruption does: the value and velocity just before its time (the legs before
  /// it, evaluated at the time) and from it on.
  public var jumps: [InterruptionJump] {
    interruptions.enumerated().map { index, interruption in
      let t = interruption.time
      let before: (value: Double, velocity: Double)
      if steps != nil {
        // The stepper holds its state over the step; only a release changes it at once.
        before = (value(at: t), velocity(at: t))
      } else {
        before = Self.evaluate(Array(legs[...index]), at: t)
      }
      let after: (value: Double, velocity: Double) =
        steps == nil
        ? (value(at: t), velocity(at: t))
        : interruption.release.map { ($0.position, 0) } ?? before
      return InterruptionJump(
        time: t, valueBefore: before.value, valueAfter: after.value,
        velocityBefore: before.velocity, velocityAfter: after.velocity)
    }
  }

  /// The time from which |value − ``finalTarget``| stays at or below `tolerance` (in value
  /// units, > 0), in seconds from the first animation's start, never before the last
  /// interruption:
  /// found on a 1 ms grid searched back from a time after which every running animation is
  /// provably within its share of the tolerance, then refined by bisection to 1e-9 s.
  /// `.infinity` when an undamped spring never settles.
  public func settlingTime(tolerance: Double) throws(InterruptionError) -> Double {
    do {
      try ParameterError.check(.settlingTolerance, tolerance, allowed: "> 0 and finite") {
        $0 > 0
      }
    } catch {
      throw .parameter(error)
    }
    let start = interruptions.last?.time ?? 0
    let horizon = quietTime(tolerance: tolerance)
    guard horizon.isFinite else { return .infinity }
    let target = finalTarget
    let outside = { (t: Double) in abs(self.value(at: t) - target) > tolerance }
    let grid = 0.001
    var t = max(horizon, start)
    while t > start {
      let earlier = max(start, t - grid)
      if outside(earlier) {
        if steps != nil { return Self.stepEnd(after: earlier) }
        var (low, high) = (earlier, t)
        while high - low > 1e-9 {
          let middle = (low + high) / 2
          if outside(middle) { low = middle } else { high = middle }
        }
        return high
      }
      t = earlier
    }
    return start
  }

  /// The start of the step after the one holding at `t`.
  static func stepEnd(after t: Double) -> Double {
    let step = QtQuickSpringAnimation.step
    return ((t / step + 1e-9).rounded(.down) + 1) * step
  }

  /// A time after which the value stays within `tolerance` of its final target: each leg still
  /// running gets an equal share of the tolerance.
  func quietTime(tolerance: Double) -> Double {
    if let steps {
      return Double(steps.positions.count) * QtQuickSpringAnimation.step
    }
    let running = Self.runningLegs(legs, at: .infinity)
    let share = tolerance / Double(running.count)
    return running.map { $0.start + $0.piece.quietDuration(tolerance: share) }.max() ?? 0
  }

  // MARK: - Legs

  /// The legs whose sum is the value at `t`: the last leg started by then, with the additions
  /// before it back to the last leg that replaced the sum.
  static func runningLegs(_ legs: [Leg], at t: Double) -> ArraySlice<Leg> {
    let last = legs.lastIndex { $0.start <= t } ?? 0
    var first = last
    while first > 0 && legs[first].addsToRunning { first -= 1 }
    return legs[first...last]
  }

  /// Value and velocity of the sum of the running legs at `t`.
  static func evaluate(_ legs: [Leg], at t: Double) -> (value: Double, velocity: Double) {
    var value = 0.0
    var velocity = 0.0
    for leg in runningLegs(legs, at: t) {
      value += leg.piece.value(at: t - leg.start)
      velocity += leg.piece.velocity(at: t - leg.start)
    }
    return (value, velocity)
  }

  /// Qt Quick's stepper from rest at `animation.from`, taking each interruption's target from
  /// the first step at or after its time (a release sets the position, at rest), on until it
  /// rests after the last interruption.
  static func qtSteps(_ first: QtQuickSpringAnimation, interruptions: [Interruption])
    -> (positions: [Double], velocities: [Double], rested: Bool)
  {
    var animation = first
    var x = animation.from
    var v = 0.0
    var target = animation.to
    var positions = [x]
    var velocities = [v]
    var next = 0
    var rested = false
    let step = QtQuickSpringAnimation.step
    for n in 1...1_000_000 {
      let now = Double(n) * step
      while next < interruptions.count && interruptions[next].time <= now + 1e-12 {
        target = interruptions[next].target
        if case .qtQuick(let spring, let damping, let mass, let epsilon, let maxVelocity) =
          interruptions[next].animation
        {
          animation = QtQuickSpringAnimation(
            spring: spring, damping: damping, mass: mass, epsilon: epsilon,
            maxVelocity: maxVelocity, to: target)
        }
        if let release = interruptions[next].release {
          x = release.position
          v = 0
        }
        rested = false
        next += 1
      }
      if rested {
        if next == interruptions.count { break }
        positions.append(x)
        velocities.append(0)
        continue
      }
      rested = animation.step(&x, &v, toward: target)
      positions.append(x)
      velocities.append(v)
      if rested && next == interruptions.count { break }
    }
    return (positions, velocities, rested)
  }
}
