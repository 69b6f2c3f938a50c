/// Qt Quick's `SpringAnimation` (`qquickspringanimation.cpp`): not a continuous spring but a
/// fixed-step update of 16 ms, run as many whole times as the frame's elapsed time holds
/// (a frame shorter than 16 ms does nothing; the remainder carries over):
///
/// ```
/// v ← v + (spring·(to − x) − damping·v) / mass      (no division when mass = 1)
/// v ← clamp(v, −maxVelocity, maxVelocity)           (when maxVelocity > 0)
/// x ← x + v · 0.016
/// ```
///
/// After a frame's steps, when |v| < ε and |to − x| < ε, x is set to `to` and the animation
/// stops. So `spring` is a stiffness per step (not per second²), `damping` a fraction of the
/// velocity removed per step, clamped to ≤ 1 by the setter; a higher damping settles sooner,
/// although Qt's documentation says "the lower the value, the faster it comes to rest".
/// ε is in the property's units (0.01 by default). This model checks the rest condition after
/// every step, as Qt does at 60 Hz and below 125 Hz frames of one step each; a frame holding
/// two steps can stop one step later.
public struct QtQuickSpringAnimation: Sendable, Hashable {
  /// The fixed step, seconds.
  public static let step = 0.016
  /// Pull toward the target per step (> 0; Qt's `spring`, useful range 0–5).
  public let spring: Double
  /// Velocity fraction removed per step, in [0, 1] (Qt's `damping`).
  public let damping: Double
  /// Qt's `mass` (> 0; 1 by default).
  public let mass: Double
  /// The rest threshold on |v| and |to − x|, property units (Qt's `epsilon`, 0.01).
  public let epsilon: Double
  /// Largest speed, property units per second; 0 = none (Qt's `velocity`).
  public let maxVelocity: Double
  /// Start and target of the property.
  public let from: Double
  public let to: Double

  /// The animation of a property from `from` to `to`; `damping` above 1 is taken as 1, as
  /// Qt's setter does.
  public init(
    spring: Double, damping: Double, mass: Double = 1, epsilon: Double = 0.01,
    maxVelocity: Double = 0, from: Double = 0, to: Double
  ) {
    self.spring = spring
    self.damping = min(damping, 1)
    self.mass = mass
    self.epsilon = epsilon
    self.maxVelocity = maxVelocity
    self.from = from
    self.to = to
  }

  /// The step whose values hold at time `t` (seconds) of a run of `stepCount` values (≥ 1, as
  /// ``values(maximumSteps:)`` gives them): step n covers [0.016·n, 0.016·(n + 1)), a time
  /// within 10^-9 of a step below a boundary (such as 3 × 0.016 = 0.048) counting as the later
  /// step; 0 before 0 (the property waits at `from`) and the last step after it.
  public static func stepIndex(at t: Double, stepCount: Int) -> Int {
    let steps = (t / step + 1e-9).rounded(.down)
    return t < 0 ? 0 : Int(min(steps, Double(stepCount - 1)))
  }

  /// The property after each step, starting with `from` (index n is the value n steps in),
  /// ending with `to` at the step where it comes to rest, or after `maximumSteps` steps.
  public func values(maximumSteps: Int = 1_000_000) -> (
    positions: [Double], velocities: [Double], rested: Bool
  ) {
    var x = from
    var v = 0.0
    var positions = [x]
    var velocities = [v]
    for _ in 0..<maximumSteps {
      let rested = step(&x, &v, toward: to)
      positions.append(x)
      velocities.append(v)
      if rested { return (positions, velocities, true) }
    }
    return (positions, velocities, false)
  }

  /// One 16 ms step of position `x` and velocity `v` (property units and units per second)
  /// toward `target`, in Qt's own arithmetic and order of operations (so that the steps are
  /// Qt's to the bit): v ← v + (spring·(target − x) − damping·v)/mass, clamped to ±maxVelocity,
  /// x ← x + v·16/1000. Returns whether the property comes to rest, with x = target and v = 0.
  public func step(_ x: inout Double, _ v: inout Double, toward target: Double) -> Bool {
    let diff = target - x
    v = mass == 1 ? v + spring * diff - damping * v : v + (spring * diff - damping * v) / mass
    if maxVelocity > 0 { v = min(max(v, -maxVelocity), maxVelocity) }
    x += v * 16.0 / 1000.0
    guard abs(v) < epsilon && abs(target - x) < epsilon else { return false }
    (x, v) = (target, 0)
    return true
  }
}
