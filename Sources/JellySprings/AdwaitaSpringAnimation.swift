import Foundation

/// libadwaita's `AdwSpringAnimation` (GNOME): the closed-form motion of a damped spring from
/// `from` to `to`, ended on `to` at a duration libadwaita estimates itself, in whole
/// milliseconds (`adw-spring-animation.c`):
///
/// - under- and critically damped (β = c/2m ≤ ω0): the time the envelope e^(−βt) falls to ε,
///   −ln(ε)/β, truncated to a millisecond; the motion itself may still be farther than ε from
///   the target then (the envelope's factor |x0| + … is ignored), and the last frame jumps;
/// - overdamped: Newton's method on the motion sampled at whole milliseconds, from that time,
///   with a forward-difference slope over 1 ms, until within ε of the target;
/// - with `clamp`, the first whole millisecond ≥ 1 at which the motion is within ε of the
///   target or past it.
///
/// ε is in the animated value's units (0.001 by default), so the duration depends on the
/// distance for the overdamped and clamped cases.
public struct AdwaitaSpringAnimation: Sendable, Hashable {
  /// The damping coefficient c = ratio·2√(m·k), kg/s (libadwaita's `damping`).
  public let damping: Double
  /// Mass m, kg (> 0).
  public let mass: Double
  /// Stiffness k, N/m (> 0).
  public let stiffness: Double
  /// Start and target values, in the animated value's units.
  public let from: Double
  public let to: Double
  /// Initial velocity, value units per second.
  public let initialVelocity: Double
  /// The rest precision ε, in value units (> 0).
  public let epsilon: Double
  /// Whether the animation ends when it first reaches the target.
  public let clamp: Bool

  /// The animation of `AdwSpringParams(dampingRatio, mass, stiffness)` from `from` to `to`.
  public init(
    dampingRatio: Double, mass: Double, stiffness: Double, from: Double = 0, to: Double = 1,
    initialVelocity: Double = 0, epsilon: Double = 0.001, clamp: Bool = false
  ) {
    damping = dampingRatio * 2 * (mass * stiffness).squareRoot()
    self.mass = mass
    self.stiffness = stiffness
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    self.clamp = clamp
  }

  /// The value `seconds` after the start, before the animation's end (libadwaita's
  /// `oscillate`; it passes whole milliseconds).
  public func oscillation(at seconds: Double) -> Double {
    let beta = damping / (2 * mass)
    let omega0 = (stiffness / mass).squareRoot()
    let x0 = from - to
    let v0 = initialVelocity
    let t = seconds
    let envelope = exp(-beta * t)
    if beta < omega0 {
      let omega1 = (omega0 * omega0 - beta * beta).squareRoot()
      return to + envelope * (x0 * cos(omega1 * t) + ((beta * x0 + v0) / omega1) * sin(omega1 * t))
    }
    if beta > omega0 {
      let omega2 = (beta * beta - omega0 * omega0).squareRoot()
      return to
        + envelope * (x0 * cosh(omega2 * t) + ((beta * x0 + v0) / omega2) * sinh(omega2 * t))
    }
    return to + envelope * (x0 + (beta * x0 + v0) * t)
  }

  /// `oscillate(time)` with `time` in milliseconds truncated to an unsigned integer, as C's
  /// conversion to `guint` does.
  func oscillation(milliseconds: Double) -> Double {
    oscillation(at: Double(Self.milliseconds(milliseconds)) / 1000)
  }

  /// The estimated duration in milliseconds, as libadwaita computes it; `nil` when it is
  /// infinite (no damping), 0 when libadwaita's search gives up.
  public var estimatedDuration: UInt32? {
    let beta = damping / (2 * mass)
    guard beta > 0 else { return nil }
    if clamp {
      if abs(to - from) < Double(Float.ulpOfOne) { return 0 }
      return firstArrival()
    }
    let omega0 = (stiffness / mass).squareRoot()
    let x0 = -log(epsilon) / beta
    if beta <= omega0 { return Self.milliseconds(x0 * 1000) }
    // Newton's method from x0 with a forward-difference slope over `delta` seconds, giving up
    // (0) after 1,002 steps, as libadwaita's loop does.
    let delta = 0.001
    var x = x0
    var y = oscillation(milliseconds: x * 1000)
    for step in 0... {
      let slope = (oscillation(milliseconds: (x + delta) * 1000) - y) / delta
      x = (to - y + slope * x) / slope
      y = oscillation(milliseconds: x * 1000)
      // libadwaita loops while |to − y| > ε: a NaN ends it, as there.
      if !(abs(to - y) > epsilon) { return Self.milliseconds(x * 1000) }
      if step > 1000 { return 0 }
    }
    return 0
  }

  /// `get_first_zero`: the first whole millisecond from 1 at which the motion is within ε of
  /// the target or past it; 0 after 20,000 ms.
  private func firstArrival() -> UInt32 {
    let tolerance = Double(Float.ulpOfOne)
    var i: UInt32 = 1
    var y = oscillation(at: Double(i) / 1000)
    while (to - from > tolerance && to - y > epsilon) || (from - to > tolerance && y - to > epsilon)
    {
      if i > 20_000 { return 0 }
      i += 1
      y = oscillation(at: Double(i) / 1000)
    }
    return i
  }

  /// A double of milliseconds converted to `guint` as C does for values in range (truncated);
  /// out of range, where C's conversion is undefined, clamped to [0, 2^32 − 1] (NaN to 0).
  static func milliseconds(_ value: Double) -> UInt32 {
    guard value > 0 else { return 0 }
    guard value < Double(UInt32.max) else { return UInt32.max }
    return UInt32(value.rounded(.towardZero))
  }
}
