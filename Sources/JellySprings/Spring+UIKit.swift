import Foundation
import JellyMath

/// The duration-based spring model of `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:...)`, as published by Framer (SpringCurveValueConverter, "the same
/// calculations" iOS uses; Framer's SpringsExample reproduces duration 3, ζ 0.25 →
/// stiffness 54.83363359078326, damping 3.702486785620688).
///
/// Mass is 1. The natural frequency ω is chosen so that Framer's envelope term, the decaying
/// sine coefficient of the release (x0 = −1, v0 = v toward the target), falls to ε = 0.001 at
/// t = duration. The full amplitude can be larger: the skype side helper (ζ 0.5, v 0.9) is
/// still 0.0015 of its distance from the target at t = duration.
///
/// ```
/// ζ < 1:  ε = (ζ·ω − v) / (ω·sqrt(1 − ζ²)) · exp(−ζ·ω·d)
/// ζ = 1:  ε = exp(−ω·d) · ((ω − v)·d + 1)
/// ```
///
/// then k = ω², c = 2·ζ·ω. Duration is clamped to [0.01, 10] s. A damping ratio ≥ 1 is
/// clamped to 1: the model (like UIKit, which does not support overdamped springs) yields a
/// critically damped spring, with ω from the ζ = 1 envelope equation.
///
/// With v > 0 the ζ < 1 equation has two roots (d 1, ζ 0.5, v 0.9: ω ≈ 1.81 and 12.40 rad/s).
/// The model's root is the larger one, past the envelope's maximum, which Framer's Newton
/// iteration from ω = 5/d reaches; jellylab brackets it and solves it with Brent's method to
/// rounding instead of taking a fixed 11 Newton steps.
public enum UIKitSpringModel {
  /// Envelope threshold ε at t = duration (fraction of the distance).
  public static let epsilon = 0.001
  /// Shortest duration the model accepts; shorter ones are clamped (seconds).
  public static let minimumDuration = 0.01
  /// Longest duration the model accepts; longer ones are clamped (seconds).
  public static let maximumDuration = 10.0

  /// The duration UIKit runs for `duration`: clamped to [``minimumDuration``,
  /// ``maximumDuration``] seconds.
  public static func durationInEffect(_ duration: Double) -> Double {
    min(max(duration, minimumDuration), maximumDuration)
  }

  /// The damping ratio UIKit runs for `dampingRatio`: values above 1 act as 1.
  public static func dampingRatioInEffect(_ dampingRatio: Double) -> Double {
    min(dampingRatio, 1)
  }

  /// The envelope equation's residual f(ω) = ε − g(ω); the model's ω is its larger root.
  static func residual(
    omega: Double, dampingRatio zeta: Double, duration d: Double, velocity v: Double
  )
    -> Double
  {
    if zeta < 1 {
      let a = zeta * omega - v
      let b = omega * (1 - zeta * zeta).squareRoot()
      return epsilon - a / b * exp(-zeta * omega * d)
    }
    return epsilon - exp(-omega * d) * ((omega - v) * d + 1)
  }

  /// The natural frequency ω (rad/s) of the model's spring.
  ///
  /// - Parameters:
  ///   - duration: Seconds; clamped to [0.01, 10].
  ///   - dampingRatio: ζ > 0; values ≥ 1 are treated as 1.
  ///   - v: The initial velocity (`initialVelocity:`), distances per second, positive toward the
  ///     target.
  /// - Throws: ``SpringParameterError`` when an input is not finite or ζ ≤ 0, or when no ω makes
  ///   the envelope reach ε at the duration (ζ too small, or v so large that the envelope
  ///   never rises to ε).
  public static func naturalFrequency(
    duration: Double, dampingRatio: Double, initialVelocity v: Double = 0
  ) throws(SpringParameterError) -> Double {
    guard duration.isFinite, duration > 0 else {
      throw ParameterError(.duration, value: duration, allowed: "> 0 and finite")
    }
    guard dampingRatio.isFinite, dampingRatio > 0 else {
      throw ParameterError(
        .dampingRatio, value: dampingRatio, allowed: "> 0 and finite")
    }
    guard v.isFinite else {
      throw ParameterError(.velocity, value: v, allowed: "finite")
    }
    let d = durationInEffect(duration)
    let zeta = dampingRatioInEffect(dampingRatio)
    let f = { (omega: Double) in
      residual(omega: omega, dampingRatio: zeta, duration: d, velocity: v)
    }
    // Lower end of the bracket: where the envelope g(ω) peaks (f is smallest). For ζ < 1,
    // g ∝ (ζ − v/ω)·e^(−ζωd) peaks at the positive root of ζ²d·ω² − ζdv·ω − v = 0;
    // for ζ = 1, g = e^(−ωd)((ω − v)d + 1) peaks at ω = v. For v ≤ 0, g decreases from ω → 0.
    var lower: Double
    if v > 0 {
      lower =
        zeta < 1
        ? (zeta * d * v + (zeta * zeta * d * d * v * v + 4 * zeta * zeta * d * v).squareRoot())
          / (2 * zeta * zeta * d)
        : v
    } else {
      lower = zeta < 1 ? 1e-9 / d : 0
      // For v < 0 and ζ < 1, g → ∞ as ω → 0; start where f is finite.
      while lower > 0 && !f(lower).isFinite { lower *= 2 }
    }
    guard f(lower) < 0 else {
      throw ParameterError(
        .dampingRatio, value: dampingRatio,
        allowed:
          "large enough that the spring's envelope reaches \(epsilon) at the duration (with velocity \(v))"
      )
    }
    var upper = max(2 * lower, 5 / d)
    while f(upper) < 0 { upper *= 2 }
    do {
      return try RootFinding.brent(in: lower, upper, absoluteTolerance: 0, f)
    } catch {
      throw ParameterError(.duration, value: duration, allowed: "solvable")
    }
  }

  /// Framer's published algorithm, reproduced for comparison: `iterations` Newton steps from
  /// ω = 5/d with Framer's derivative (Framer's CoffeeScript loop runs 11 steps, its Swift port
  /// 12). Not used by jellylab's model; it shows where a fixed iteration count has not
  /// converged or has jumped to the other root.
  public static func framerNewtonFrequency(
    duration: Double, dampingRatio: Double, initialVelocity v: Double = 0, iterations: Int = 11
  ) -> Double {
    let d = durationInEffect(duration)
    let zeta = dampingRatioInEffect(max(dampingRatio, Double.leastNonzeroMagnitude))
    let envelope = { (w: Double) in residual(omega: w, dampingRatio: zeta, duration: d, velocity: v)
    }
    let derivative = { (w: Double) -> Double in
      if zeta < 1 {
        let decay = w * zeta * d
        let e = zeta * zeta * w * w * d
        let g = w * w * (1 - zeta * zeta).squareRoot()
        let factor: Double = epsilon - envelope(w) > 0 ? -1 : 1  // Framer's sign switch
        return factor * ((decay * v + v - e) * exp(-decay)) / g
      }
      return exp(-w * d) * (v - w) * d * d
    }
    var omega = 5 / d
    for _ in 0..<iterations { omega -= envelope(omega) / derivative(omega) }
    return omega
  }

  /// The duration (seconds) whose model spring has natural frequency `omega` (rad/s) and
  /// damping ratio `dampingRatio` for velocity `v`: the inverse of ``naturalFrequency(duration:dampingRatio:initialVelocity:)``
  /// (unclamped). `nil` for ζ > 1 (the model makes no overdamped springs) or when the
  /// envelope never reaches ε.
  public static func duration(
    omega: Double, dampingRatio zeta: Double, initialVelocity v: Double = 0
  )
    -> Double?
  {
    guard omega.isFinite, omega > 0, zeta.isFinite, zeta > 0, v.isFinite else { return nil }
    if zeta < 1 {
      // ε = (ζω − v)/(ω√(1−ζ²))·e^(−ζωd)  ⇒  d = ln((ζω − v)/(ε ω √(1−ζ²))) / (ζω)
      let ratio = (zeta * omega - v) / (epsilon * omega * (1 - zeta * zeta).squareRoot())
      guard ratio > 1 else { return nil }
      return log(ratio) / (zeta * omega)
    }
    guard zeta == 1 || abs(zeta - 1) < 1e-12 else { return nil }
    // ε = e^(−ωd)((ω − v)d + 1): decreasing in d past its maximum at d* = −v/(ω(ω − v)).
    let h = { (d: Double) in exp(-omega * d) * ((omega - v) * d + 1) - epsilon }
    guard omega > v else { return nil }
    let lower = max(0, -v / (omega * (omega - v)))
    guard h(lower) > 0 else { return nil }
    var upper = lower + 1 / omega
    while h(upper) > 0 { upper *= 2 }
    return try? RootFinding.brent(in: lower, upper, absoluteTolerance: 0, h)
  }
}

extension Spring {
  /// The spring UIKit runs for `animate(withDuration: duration, usingSpringWithDamping:
  /// dampingRatio, initialSpringVelocity: initialVelocity)`, in the Framer model (see
  /// ``UIKitSpringModel``): mass 1, k = ω², c = 2·min(ζ, 1)·ω.
  ///
  /// - Parameters:
  ///   - duration: Seconds, > 0 (clamped to [0.01, 10]).
  ///   - dampingRatio: ζ > 0 (≥ 1 gives a critically damped spring).
  ///   - initialVelocity: Distances per second, positive toward the target.
  /// - Throws: ``SpringParameterError`` for values the model cannot solve.
  public init(uiKitDuration duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
    throws(SpringParameterError)
  {
    let omega = try UIKitSpringModel.naturalFrequency(
      duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    let zeta = UIKitSpringModel.dampingRatioInEffect(dampingRatio)
    // Validated: ω² can overflow for extreme inputs (ζ ~ 1e-300 with a huge velocity).
    self = try Spring.validated(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
  }

  /// The UIKit duration (seconds) that gives this spring's natural frequency and damping ratio
  /// for `initialVelocity` (distances per second toward the target); `nil` when the spring is
  /// overdamped or the model cannot produce it. Mass is ignored (only ω0 and ζ matter).
  public func uiKitDuration(initialVelocity: Double = 0) -> Double? {
    UIKitSpringModel.duration(
      omega: naturalFrequency, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
  }
}
