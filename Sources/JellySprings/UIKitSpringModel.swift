import Foundation
import JellyMath

/// The duration-based spring of `UIView.animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:...)` and of `UIViewPropertyAnimator` with
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
///
/// Mass is 1. The natural frequency ω is chosen so that the decay envelope of the release
/// (x0 = −1, v0 = v toward the target) falls to ε = 0.001 at t = duration T:
///
/// ```
/// ζ < 1:  ε = |B(ω)|·exp(−ζ·ω·T),  B(ω) = (ζ·ω − v) / (ω·sqrt(1 − ζ²))
/// ζ = 1:  ε = exp(−ω·T) · ((ω − v)·T + 1)
/// ```
///
/// then k = ω², c = 2·ζ·ω. The damping ratio is clamped to [``minimumDampingRatio``, 1] and
/// T to [0.01, 10] s. Two solvers are available (``Solver``):
///
/// - ``Solver/iOS`` (the default) is iOS's own routine, step for step: exactly 12 Newton steps
///   from ω = 5/T (public decompilations of UIKitCore's `parametersOfSpringAnimation`, Find My's
///   inlined copy, and Framer's port).
/// - ``Solver/ideal`` is the equation's largest root, bracketed and solved by Brent's method.
///
/// With v > 0, iOS's equation ε = |B(ω)|·e^(−ζTω) has up to three roots: one below ω = v/ζ,
/// where B < 0, and, when the envelope's peak ω* exceeds ε, one between v/ζ and ω* and the
/// largest one beyond ω*. The routine depends on T only through ωT and vT. Below the curve
/// v = 25ζ²/(T(1 + 5ζ)), where the start 5/T lies past the peak, the 12 steps converge to the
/// largest root; above it they end on the root below v/ζ or the middle one; in a band along
/// the curve they may also end on a negative ω (k = ω² and c = 2ζ|ω| are still a spring), on
/// no root, or on NaN. For the seeds' parameters the two solvers agree to about 1e-7 relative
/// or better; at T 1, ζ 0.5, v 2 iOS gives k ≈ 15.61 (the root below v/ζ) and the largest
/// root k 141.55. docs/spring-model.md maps the regions with counts.
///
/// The animation UIKit installs is a `CASpringAnimation` with duration T and linear timing, so
/// the spring is cut at T: afterwards the layer shows the target (``UIKitAnimationModel``).
public enum UIKitSpringModel {
  /// Envelope threshold ε at t = duration (fraction of the distance).
  public static let epsilon = 0.001
  /// Shortest duration the model accepts; shorter ones are clamped (seconds).
  public static let minimumDuration = 0.01
  /// Longest duration the model accepts; longer ones are clamped (seconds).
  public static let maximumDuration = 10.0
  /// The smallest damping ratio UIKit runs (Float's machine epsilon, 2^−23 ≈ 1.1920929e-7);
  /// smaller ones, 0 included, are clamped up to it.
  public static let minimumDampingRatio = Double(Float.ulpOfOne)
  /// The number of Newton steps iOS takes from ω = 5/T.
  public static let iOSNewtonSteps = 12

  /// How the natural frequency is found from the envelope equation.
  public enum Solver: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS's routine: 12 Newton steps from ω = 5/T on ε − |B(ω)|·e^(−ζTω), in double precision.
    case iOS = "ios"
    /// The equation's largest root, to rounding (Brent's method on a bracket).
    case ideal
  }

  /// Which UIKit API asks for the spring; the property animator clamps the result.
  public enum API: String, Sendable, Hashable, CaseIterable {
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    case viewAnimation = "view-animation"
    /// `UIViewPropertyAnimator` with `UISpringTimingParameters(dampingRatio:initialVelocity:)`:
    /// k = max(|k|, 0.01), c = max(|c|, 0) after the routine.
    case propertyAnimator = "property-animator"
  }

  /// The duration UIKit runs for `duration`: clamped to [``minimumDuration``,
  /// ``maximumDuration``] seconds.
  public static func durationInEffect(_ duration: Double) -> Double {
    clamped(duration, minimumDuration, maximumDuration)
  }

  /// The damping ratio UIKit runs for `dampingRatio`: clamped to [``minimumDampingRatio``, 1]
  /// (values above 1 act as 1, critically damped; 0 and below act as 2^−23).
  public static func dampingRatioInEffect(_ dampingRatio: Double) -> Double {
    clamped(dampingRatio, minimumDampingRatio, 1)
  }

  /// The duration UIKit runs for `duration`, over any `RealScalar`: clamped to
  /// [``minimumDuration``, ``maximumDuration``] seconds, a clamped duration being the constant
  /// end (for a scalar that carries a gradient, a zero gradient).
  @inlinable
  public static func durationInEffect<Scalar: RealScalar>(_ duration: Scalar) -> Scalar {
    clamped(duration, minimumDuration, maximumDuration)
  }

  /// The damping ratio UIKit runs for `dampingRatio`, over any `RealScalar`: clamped to
  /// [``minimumDampingRatio``, 1], a clamped ratio being the constant end (for a scalar that
  /// carries a gradient, a zero gradient).
  @inlinable
  public static func dampingRatioInEffect<Scalar: RealScalar>(_ dampingRatio: Scalar) -> Scalar {
    clamped(dampingRatio, minimumDampingRatio, 1)
  }

  /// `x` inside [`lower`, `upper`]: itself, or the constant end it passes (NaN stays NaN).
  @inlinable
  static func clamped<Scalar: RealScalar>(_ x: Scalar, _ lower: Double, _ upper: Double)
    -> Scalar
  {
    if x.doubleValue < lower { return Scalar(lower) }
    if x.doubleValue > upper { return Scalar(upper) }
    return x
  }

  /// The envelope equation's residual f(ω) = ε − g(ω) with the signed B (the ideal solver's
  /// equation); its largest root is the ideal ω.
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

  /// The natural frequency ω (rad/s) of the model's spring, by `solver`.
  ///
  /// - Parameters:
  ///   - duration: Seconds, > 0; clamped to [0.01, 10].
  ///   - dampingRatio: ζ; clamped to [2^−23, 1] (the ideal solver needs ζ > 0).
  ///   - v: The initial velocity (`initialVelocity:`), distances per second, positive toward the
  ///     target.
  ///   - solver: iOS's 12 Newton steps (default) or the largest root.
  /// - Returns: ω ≥ 0 (iOS's |ω| when its Newton steps end on a negative frequency).
  /// - Throws: `ParameterError` when an input is not finite, T ≤ 0, or the solver gives
  ///   no spring: iOS's steps end on 0, infinity or NaN; or, for the ideal solver, no ω makes
  ///   the envelope reach ε at the duration.
  public static func naturalFrequency(
    duration: Double, dampingRatio: Double, initialVelocity v: Double = 0,
    solver: Solver = .iOS
  ) throws(ParameterError) -> Double {
    guard duration.isFinite, duration > 0 else {
      throw ParameterError(.duration, value: duration, allowed: "> 0 and finite")
    }
    guard dampingRatio.isFinite else {
      throw ParameterError(.dampingRatio, value: dampingRatio, allowed: "finite")
    }
    guard v.isFinite else {
      throw ParameterError(.velocity, value: v, allowed: "finite")
    }
    switch solver {
    case .iOS:
      let omega = iOSNewtonFrequency(duration: duration, dampingRatio: dampingRatio, velocity: v)
      guard omega.isFinite, omega != 0, (omega * omega).isFinite else {
        throw ParameterError(
          .dampingRatio, value: dampingRatio,
          allowed:
            "such that iOS's \(iOSNewtonSteps) Newton steps end on a finite, nonzero frequency"
            + " (with duration \(duration) and velocity \(v); they end on \(omega))")
      }
      return abs(omega)
    case .ideal:
      guard dampingRatio > 0 else {
        throw ParameterError(.dampingRatio, value: dampingRatio, allowed: "> 0 and finite")
      }
      return try idealFrequency(duration: duration, dampingRatio: dampingRatio, velocity: v)
    }
  }

  /// The largest root of the envelope equation (ζ > 0 and finite inputs checked by the caller).
  static func idealFrequency(duration: Double, dampingRatio: Double, velocity v: Double)
    throws(ParameterError) -> Double
  {
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
  /// ω = 5/d on the envelope without iOS's absolute value (Framer's CoffeeScript loop runs 11
  /// steps, its Swift port 12). It shows where a fixed iteration count on the signed equation
  /// jumps to a negative frequency.
  public static func framerNewtonFrequency(
    duration: Double, dampingRatio: Double, initialVelocity v: Double = 0, iterations: Int = 11
  ) -> Double {
    let d = durationInEffect(duration)
    let zeta = dampingRatioInEffect(dampingRatio)
    let envelope = { (w: Double) in residual(omega: w, dampingRatio: zeta, duration: d, velocity: v)
    }
    var omega = 5 / d
    for _ in 0..<iterations {
      omega -= envelope(omega) / envelopeSlope(omega, zeta: zeta, duration: d, velocity: v)
    }
    return omega
  }

  /// The duration (seconds) at which the envelope |B(ω)|·e^(−ζωT) of natural frequency `omega`
  /// (rad/s), damping ratio `dampingRatio` and velocity `v` equals ε: the inverse of the
  /// envelope equation (unclamped), for any of its roots (iOS's may be the one below v/ζ,
  /// where B < 0). `nil` for ζ > 1 (the model makes no overdamped springs) or when the envelope never
  /// reaches ε.
  public static func duration(
    omega: Double, dampingRatio zeta: Double, initialVelocity v: Double = 0
  )
    -> Double?
  {
    guard omega.isFinite, omega > 0, zeta.isFinite, zeta > 0, v.isFinite else { return nil }
    if zeta < 1 {
      // ε = |ζω − v|/(ω√(1−ζ²))·e^(−ζωd)  ⇒  d = ln(|ζω − v|/(ε ω √(1−ζ²))) / (ζω)
      let ratio = abs(zeta * omega - v) / (epsilon * omega * (1 - zeta * zeta).squareRoot())
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
