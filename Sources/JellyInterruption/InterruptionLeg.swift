import Foundation
import JellyEasing
import JellyMath
import JellySprings

/// One animation of an ``InterruptedMotion``, started at `start` seconds.
struct Leg: Sendable {
  /// When the leg starts, in seconds from the first animation's start.
  let start: Double
  /// What it animates, as a function of the time since `start`.
  let piece: Piece
  /// Whether its value adds to the legs running before it (UIKit's additive retarget) instead
  /// of replacing them.
  let addsToRunning: Bool
  /// CSS's reversing-adjusted start value and reversing shortening factor of the leg.
  let reversingStart: Double
  let shorteningFactor: Double

  /// The first leg: `animation` from `from` to `to` from rest (a spring with `velocity`, value
  /// units per second).
  static func start(
    _ animation: ValueAnimation, at start: Double, from: Double, to: Double, velocity: Double,
    rule: InterruptionRule
  ) throws(InterruptionError) -> Leg {
    Leg(
      start: start,
      piece: try Piece.make(animation, from: from, to: to, velocity: velocity, duration: nil),
      addsToRunning: false, reversingStart: from, shorteningFactor: 1)
  }

  /// The leg that `rule` starts at `time` toward `target`, given the legs before it and the
  /// value and velocity there (`state`, a gesture's when `released`).
  static func next(
    after legs: [Leg], _ animation: ValueAnimation, at time: Double,
    state: (value: Double, velocity: Double), target: Double, released: Bool,
    initialVelocity: Double, rule: InterruptionRule, underlying: Double
  ) throws(InterruptionError) -> Leg {
    let (value, velocity) = state
    func leg(_ piece: Piece, adds: Bool = false, reversingStart: Double? = nil, factor: Double = 1)
      -> Leg
    {
      Leg(
        start: time, piece: piece, addsToRunning: adds,
        reversingStart: reversingStart ?? value, shorteningFactor: factor)
    }
    switch rule {
    case .additive where !released:
      // The running sum heads for the last target; the new leg animates the offset to the new
      // one from 0, with its own velocity in offsets per second.
      let running = InterruptedMotion.runningLegs(legs, at: time)
      let offset = target - running.reduce(0) { $0 + $1.piece.target }
      return leg(
        try Piece.make(
          animation, from: 0, to: offset, velocity: initialVelocity * offset, duration: nil),
        adds: true)
    case .additive, .keepVelocity:
      return leg(
        try Piece.make(animation, from: value, to: target, velocity: velocity, duration: nil))
    case .jump:
      let start = released ? value : underlying
      return leg(try Piece.make(animation, from: start, to: target, velocity: 0, duration: nil))
    case .restart:
      guard case .easing(_, let duration) = animation, let running = legs.last,
        case .easing(let runningCurve, _, _, let runningDuration) = running.piece
      else {
        return leg(try Piece.make(animation, from: value, to: target, velocity: 0, duration: nil))
      }
      let elapsed = time - running.start
      // A transition still running whose effective start is the new target: a reversal, whose
      // factor comes from the running transition's easing.
      if !released && elapsed < runningDuration && target == running.reversingStart {
        let progress = min(max(elapsed / runningDuration, 0), 1)
        let output = runningCurve.value(at: progress)
        let s = running.shorteningFactor
        let factor = min(max(abs(output * s + (1 - s)), 0), 1)
        return leg(
          try Piece.make(
            animation, from: value, to: target, velocity: 0, duration: duration * factor),
          reversingStart: running.piece.target, factor: factor)
      }
      return leg(try Piece.make(animation, from: value, to: target, velocity: 0, duration: nil))
    case .stepOn:
      // Qt Quick's stepper is built whole by InterruptedMotion.
      return leg(try Piece.make(animation, from: value, to: target, velocity: 0, duration: nil))
    }
  }
}

/// An animation from a value to a target as a function of the time since its start (τ ≥ 0).
enum Piece: Sendable {
  /// target + x(τ) of a spring's exact motion.
  case spring(SpringMotion, target: Double)
  /// A UIKit spring animation (its own clamps, sign rule and cut).
  case uikit(UIKitSpringAnimation)
  /// from + (to − from)·f(τ/duration), `to` from the duration on.
  case easing(any EasingCurve, from: Double, to: Double, duration: Double)
  /// libadwaita's closed form until its estimated duration (seconds; `nil`: never ends), then
  /// the target; `motion` is the same spring for the velocity.
  case adwaita(AdwaitaSpringAnimation, duration: Double?, motion: SpringMotion)

  /// The piece of `animation` from `from` to `to` with `velocity` (value units per second;
  /// easings start at rest), an easing running `duration` seconds when given.
  static func make(
    _ animation: ValueAnimation, from: Double, to: Double, velocity: Double, duration: Double?
  ) throws(InterruptionError) -> Piece {
    do {
      switch animation {
      case .spring(let spring):
        return .spring(
          spring.motion(initialDisplacement: from - to, initialVelocity: velocity), target: to)
      case .uikit(let uikitDuration, let dampingRatio, let model):
        // UIKit's velocity is in distances per second toward the target.
        let relative = to == from ? 0 : velocity / (to - from)
        return .uikit(
          try UIKitSpringAnimation(
            from: from, to: to, duration: uikitDuration, dampingRatio: dampingRatio,
            initialVelocity: relative, model: model))
      case .easing(let curve, let easingDuration):
        return .easing(curve, from: from, to: to, duration: duration ?? easingDuration)
      case .adwaita(let dampingRatio, let mass, let stiffness, let epsilon):
        let adwaita = AdwaitaSpringAnimation(
          dampingRatio: dampingRatio, mass: mass, stiffness: stiffness, from: from, to: to,
          initialVelocity: velocity, epsilon: epsilon)
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: adwaita.damping)
        return .adwaita(
          adwaita, duration: adwaita.estimatedDuration.map { Double($0) / 1000 },
          motion: spring.motion(initialDisplacement: from - to, initialVelocity: velocity))
      case .qtQuick:
        preconditionFailure("Qt Quick's stepper is built whole")
      }
    } catch {
      throw .parameter(error)
    }
  }

  /// Where the piece ends, in value units.
  var target: Double {
    switch self {
    case .spring(_, let target): target
    case .uikit(let animation): animation.to
    case .easing(_, _, let to, _): to
    case .adwaita(let animation, _, _): animation.to
    }
  }

  /// Where the piece starts, in value units.
  var start: Double {
    switch self {
    case .spring(let motion, let target): target + motion.initialDisplacement
    case .uikit(let animation): animation.from
    case .easing(_, let from, _, _): from
    case .adwaita(let animation, _, _): animation.from
    }
  }

  /// How long the piece runs, in seconds: an easing's duration, a UIKit animation's, the
  /// duration libadwaita estimates; `nil` for a free spring (and libadwaita's undamped one).
  var duration: Double? {
    switch self {
    case .spring: nil
    case .uikit(let animation): animation.duration
    case .easing(_, _, _, let duration): duration
    case .adwaita(_, let duration, _): duration
    }
  }

  /// The value τ seconds after the start.
  func value(at tau: Double) -> Double {
    switch self {
    case .spring(let motion, let target):
      return target + motion.displacement(at: tau)
    case .uikit(let animation):
      return animation.value(at: tau)
    case .easing(let curve, let from, let to, let duration):
      return tau >= duration ? to : from + (to - from) * curve.value(at: tau / duration)
    case .adwaita(let animation, let duration, _):
      if let duration, tau >= duration { return animation.to }
      return animation.oscillation(at: tau)
    }
  }

  /// The velocity τ seconds after the start, in value units per second.
  func velocity(at tau: Double) -> Double {
    switch self {
    case .spring(let motion, _):
      return motion.velocity(at: tau)
    case .uikit(let animation):
      return animation.velocity(at: tau)
    case .easing(let curve, let from, let to, let duration):
      return tau >= duration ? 0 : (to - from) * curve.derivative(at: tau / duration) / duration
    case .adwaita(_, let duration, let motion):
      if let duration, tau >= duration { return 0 }
      return motion.velocity(at: tau)
    }
  }

  /// A time after the start from which |value − target| ≤ `tolerance` for good, in seconds.
  func quietDuration(tolerance: Double) -> Double {
    func springSettling(_ motion: SpringMotion) -> Double {
      let scale = motion.settlingThreshold(epsilon: 1)
      guard scale > 0 else { return 0 }
      return motion.settlingDuration(epsilon: min(tolerance / scale, 0.5))
    }
    switch self {
    case .spring(let motion, _):
      return springSettling(motion)
    case .uikit(let animation):
      return min(animation.cutTime ?? .infinity, springSettling(animation.motion))
    case .easing(_, _, _, let duration):
      return duration
    case .adwaita(_, let duration, let motion):
      return min(duration ?? .infinity, springSettling(motion))
    }
  }
}
