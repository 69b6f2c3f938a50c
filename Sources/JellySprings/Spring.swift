import Foundation
import JellyMath

/// A damped harmonic oscillator `m·x'' + c·x' + k·x = 0`: the physics behind every spring
/// animation API that jellylab models.
///
/// `x` is the displacement `value − target` (in the units of the animated value, e.g. points),
/// so the spring pulls `x` toward 0. All other parametrizations (UIKit, SwiftUI, Android, POP,
/// Origami, react-spring) are initializers in `Spring+*.swift` files that produce these three
/// numbers, with getters that convert back.
public struct Spring: Sendable, Hashable, Codable {
  /// Mass m, in mass units (> 0, finite). UIKit, SwiftUI and Core Animation use 1.
  public let mass: Double
  /// Stiffness k, in force per unit displacement (> 0, finite).
  public let stiffness: Double
  /// Damping coefficient c, in force per unit velocity (≥ 0, finite).
  public let damping: Double

  /// A spring from its physical constants, as `CASpringAnimation` takes them.
  ///
  /// - Parameters:
  ///   - mass: m, > 0 and finite (UIKit, SwiftUI and Core Animation use 1).
  ///   - stiffness: k, > 0 and finite.
  ///   - damping: c, ≥ 0 and finite.
  /// - Throws: `ParameterError` naming the first constant out of range (also when
  ///   k/m or c/m overflows).
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(ParameterError) {
    if let error = Spring.parameterError(mass: mass, stiffness: stiffness, damping: damping) {
      throw error
    }
    self.init(inRange: mass, stiffness: stiffness, damping: damping)
  }

  /// A spring from constants already known to be in range (a literal, or constants computed
  /// from a checked spring); checked only in debug builds.
  package init(inRange mass: Double, stiffness: Double, damping: Double) {
    assert(
      Spring.parameterError(mass: mass, stiffness: stiffness, damping: damping) == nil,
      "invalid spring constants m=\(mass) k=\(stiffness) c=\(damping)")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  static func parameterError(mass: Double, stiffness: Double, damping: Double)
    -> ParameterError?
  {
    if !(mass.isFinite && mass > 0) {
      return ParameterError(.mass, value: mass, allowed: "> 0 and finite")
    }
    if !(stiffness.isFinite && stiffness > 0) {
      return ParameterError(
        .stiffness, value: stiffness, allowed: "> 0 and finite")
    }
    if !(damping.isFinite && damping >= 0) {
      return ParameterError(.dampingCoefficient, value: damping, allowed: ">= 0 and finite")
    }
    let omega = (stiffness / mass).squareRoot()
    if !(omega.isFinite && omega > 0) {
      return ParameterError(
        .stiffnessPerMass, value: stiffness / mass,
        allowed: "a finite, positive ratio")
    }
    if !(damping / mass).isFinite {
      return ParameterError(
        .dampingPerMass, value: damping / mass, allowed: "a finite ratio")
    }
    return nil
  }

  // MARK: - Derived quantities

  /// Natural (undamped) angular frequency ω0 = sqrt(k/m), in rad/s.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio ζ = c / (2·sqrt(k·m)), dimensionless: 0 undamped, < 1 underdamped,
  /// 1 critically damped, > 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Exponential decay rate α = c / (2m) = ζ·ω0, in 1/s.
  public var decayRate: Double { damping / (2 * mass) }

  /// Damped angular frequency ω_d = ω0·sqrt(1 − ζ²), in rad/s; 0 when ζ ≥ 1.
  public var dampedFrequency: Double {
    let q = frequencySquaredDifference
    return q > 0 ? q.squareRoot() : 0
  }

  /// q = ω0² − α² = k/m − (c/2m)², in 1/s²: positive underdamped, zero critical, negative
  /// overdamped. The solution's oscillating or hyperbolic part depends only on q.
  var frequencySquaredDifference: Double {
    let alpha = decayRate
    return stiffness / mass - alpha * alpha
  }

  /// The damping regime, from the sign of ω0² − α².
  public var regime: DampingRegime {
    if damping == 0 { return .undamped }
    let q = frequencySquaredDifference
    if q > 0 { return .underdamped }
    if q == 0 { return .criticallyDamped }
    return .overdamped
  }

  /// Period of the damped oscillation 2π/ω_d, in seconds; `.infinity` when ζ ≥ 1.
  public var period: Double {
    let wd = dampedFrequency
    return wd > 0 ? 2 * Double.pi / wd : .infinity
  }

  /// Logarithmic decrement δ = ln(x_n / x_{n+1}) between successive peaks of the same sign:
  /// α·2π/ω_d = 2πζ/sqrt(1 − ζ²). `.infinity` when ζ ≥ 1 (no second peak).
  public var logarithmicDecrement: Double {
    let wd = dampedFrequency
    return wd > 0 ? decayRate * 2 * Double.pi / wd : .infinity
  }

  /// Overshoot of a step response released from rest, as a fraction of the distance:
  /// exp(−π·ζ/sqrt(1 − ζ²)) when ζ < 1, 0 when ζ ≥ 1 (a spring released from rest never
  /// crosses its target unless it oscillates).
  public var overshoot: Double {
    let wd = dampedFrequency
    return wd > 0 ? exp(-decayRate * Double.pi / wd) : 0
  }

  /// The motion of this spring released from `initialDisplacement` (x0 = value − target) with
  /// `initialVelocity` (dx/dt at t = 0, units per second), stopping at the target at `endTime`
  /// seconds (default: never).
  public func motion(
    initialDisplacement: Double, initialVelocity: Double = 0, endTime: Double = .infinity
  ) -> SpringMotion {
    SpringMotion(
      spring: self, initialDisplacement: initialDisplacement, initialVelocity: initialVelocity,
      endTime: endTime)
  }

  /// The motion of a value animated from `from` to `to` by this spring, the sign rule of UIKit,
  /// Core Animation and SwiftUI: released from x0 = from − to with dx/dt = `initialVelocity`·(to −
  /// from), so a positive velocity (in distances per second) points toward the target whichever
  /// way the value moves; stopping at the target at `endTime` seconds (default: never). The value
  /// at time t is to + x(t).
  public func motion(
    from: Double, to: Double, initialVelocity: Double = 0, endTime: Double = .infinity
  ) -> SpringMotion {
    motion(
      initialDisplacement: from - to, initialVelocity: initialVelocity * (to - from),
      endTime: endTime)
  }
}

/// The damping regime of a ``Spring``.
public enum DampingRegime: String, Sendable, CaseIterable, Codable {
  /// ζ = 0: oscillates forever.
  case undamped
  /// 0 < ζ < 1: oscillates with an exponentially decaying envelope.
  case underdamped
  /// ζ = 1: the fastest return without oscillation.
  case criticallyDamped = "critically damped"
  /// ζ > 1: returns without oscillation, more slowly than critical.
  case overdamped
}
