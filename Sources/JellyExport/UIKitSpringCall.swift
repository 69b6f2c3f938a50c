import Foundation
import JellyMath
import JellySprings

/// The UIKit spring call whose spring, under iOS's own conversion, is a given spring: the
/// duration T, damping ratio ζ and velocity v to pass to
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` (or to
/// `UIViewPropertyAnimator(duration:timingParameters:)` with
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)`).
///
/// UIKit makes a mass-1 spring from (T, ζ, v): ω from the envelope equation solved by
/// `UIKitSpringModel` (iOS: 12 Newton steps from ω = 5/T), k = ω², c = 2ζω. ζ and v pass
/// through unchanged, so the inverse is a search over T alone: T ↦ ω(T) is scanned on 2001
/// log-spaced durations in UIKit's range [0.01, 10] s, every sign change of ω(T) − ω0 is
/// bisected down to adjacent Doubles, and a root is kept when the forward routine at the final
/// T lands on ω0 to 1e-6 relative (a sign change across a jump of the Newton iteration is not a
/// root). The printed numbers are then read back through the forward routine
/// (``readBackError``).
public struct UIKitSpringCall: Sendable, Hashable {
  /// The scan's number of durations (log-spaced over [0.01, 10] s).
  public static let scanCount = 2001
  /// A duration is kept when the forward routine there is within this of ω0 (relative).
  public static let acceptedFrequencyError = 1e-6
  /// Damping ratios this close to 1 (relative) may also be printed as exactly 1.
  public static let criticalTolerance = 1e-9

  /// The duration T to pass, seconds, in [0.01, 10].
  public let duration: Double
  /// The damping ratio ζ to pass, in [2^−23, 1].
  public let dampingRatio: Double
  /// The velocity to pass (`initialSpringVelocity:`), travels per second toward the target.
  public let initialVelocity: Double
  /// The conversion the call was solved for.
  public let solver: UIKitSpringModel.Solver
  /// The spring UIKit makes from (``duration``, ``dampingRatio``, ``initialVelocity``): mass 1.
  public let spring: Spring
  /// The largest relative difference over (k/m, c/m) between ``spring`` and the spring asked
  /// for (the velocity passes unchanged).
  public let readBackError: Double
  /// `UIKitSpringModel.iOSFrequencySpread(duration:dampingRatio:initialVelocity:)` at the
  /// call (iOS solver only, else 0): above `UIKitSpringModel.fragileSpread` a device may land
  /// on another ω.
  public let frequencySpread: Double

  /// The call for `spring` with initial velocity `initialVelocity` (travels/s toward the
  /// target, finite).
  ///
  /// - Parameters:
  ///   - target: The spring to reproduce (any mass; UIKit's has mass 1, so k/m and c/m count).
  ///   - v: The initial velocity, travels per second toward the target (finite).
  ///   - preferredDuration: When several durations give the spring, the one nearest to this
  ///     (seconds; `.infinity` for no preference: then a robust root nearest to the envelope
  ///     equation's ideal duration). It is itself a candidate when in [0.01, 10] s.
  ///   - solver: The conversion UIKit is modelled with (default iOS's 12 Newton steps).
  /// - Throws: ``ExportError/noUIKitCall(reason:)`` when ζ > 1 (UIKit treats damping above 1 as
  ///   1), ζ < 2^−23 (0 included: UIKit raises it to 2^−23), or no duration in [0.01, 10] s
  ///   reaches ω0 at this ζ and v (the reason states the reachable k/m range);
  ///   ``ExportError/invalidParameter(_:)`` for a non-finite velocity.
  public init(
    spring target: Spring, initialVelocity v: Double, preferredDuration: Double = .infinity,
    solver: UIKitSpringModel.Solver = .iOS
  ) throws(ExportError) {
    guard v.isFinite else {
      throw .invalidParameter(
        ParameterError(.velocity, value: v, allowed: "finite", name: "initial velocity"))
    }
    let zeta = target.dampingRatio
    let omega = target.naturalFrequency
    let text = { (x: Double) in SnippetNumber.double(x).text }
    guard zeta <= 1 + Self.criticalTolerance else {
      throw .noUIKitCall(
        reason:
          "the damping ratio is \(text(zeta)) > 1 and UIKit treats damping ratios above 1 as 1"
          + " (critically damped), so no call gives this overdamped spring")
    }
    guard zeta >= UIKitSpringModel.minimumDampingRatio else {
      throw .noUIKitCall(
        reason: zeta == 0
          ? "the spring is undamped (damping ratio 0) and UIKit raises damping ratios below"
            + " 2^-23 to 2^-23, so every call decays"
          : "the damping ratio \(text(zeta)) is below 2^-23, which UIKit raises to 2^-23")
    }
    var ratios = [min(zeta, 1)]
    if zeta < 1, zeta >= 1 - Self.criticalTolerance { ratios.append(1) }
    var candidates: [UIKitSpringCall] = []
    let preferred =
      preferredDuration >= UIKitSpringModel.minimumDuration
        && preferredDuration <= UIKitSpringModel.maximumDuration
      ? [preferredDuration] : []
    for ratio in ratios {
      // The preferred duration itself is tried too: where iOS's Newton steps are fragile, ω(T)
      // jumps about near it and the scan's sign changes need not include it.
      for duration in preferred
        + Self.durations(
          naturalFrequency: omega, dampingRatio: ratio, initialVelocity: v, solver: solver)
      {
        if let call = UIKitSpringCall(
          target: target, duration: duration, dampingRatio: ratio, velocity: v, solver: solver)
        {
          candidates.append(call)
        }
      }
    }
    guard !candidates.isEmpty else {
      throw .noUIKitCall(
        reason: Self.unreachableReason(
          naturalFrequency: omega, dampingRatio: zeta, initialVelocity: v, solver: solver))
    }
    let ideal = target.uiKitDuration(initialVelocity: v)
    let reference = preferredDuration.isFinite && preferredDuration > 0 ? preferredDuration : ideal
    func rank(_ call: UIKitSpringCall) -> (Int, Int, Double) {
      let fragile = call.frequencySpread > UIKitSpringModel.fragileSpread ? 1 : 0
      let inexact = call.readBackError > 1e-9 ? 1 : 0
      let distance = reference.map { abs(log(call.duration / $0)) } ?? call.duration
      return preferredDuration.isFinite ? (0, inexact, distance) : (fragile, inexact, distance)
    }
    let best = candidates.min { rank($0) < rank($1) } ?? candidates[0]
    self = best
  }

  /// A candidate call, read back through the forward routine; `nil` when the routine gives no
  /// spring there.
  private init?(
    target: Spring, duration: Double, dampingRatio: Double, velocity: Double,
    solver: UIKitSpringModel.Solver
  ) {
    guard
      let made = try? Spring(
        uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity,
        solver: solver)
    else { return nil }
    self.duration = duration
    self.dampingRatio = dampingRatio
    self.initialVelocity = velocity
    self.solver = solver
    self.spring = made
    self.readBackError = SpringReadBack.error(
      of: made, velocity: nil, against: target, velocity: velocity)
    self.frequencySpread =
      solver == .iOS
      ? UIKitSpringModel.iOSFrequencySpread(
        duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
      : 0
  }

  /// ω (rad/s) of the spring UIKit makes for (T, ζ, v) under `solver`; `nil` when it makes none.
  public static func naturalFrequency(
    duration: Double, dampingRatio: Double, initialVelocity v: Double,
    solver: UIKitSpringModel.Solver = .iOS
  ) -> Double? {
    guard
      let omega = try? UIKitSpringModel.naturalFrequency(
        duration: duration, dampingRatio: dampingRatio, initialVelocity: v, solver: solver),
      omega.isFinite, omega > 0
    else { return nil }
    return omega
  }

  /// The scan's durations: `scanCount` log-spaced values from 0.01 to 10 s (ends exact).
  static var scanDurations: [Double] {
    let low = UIKitSpringModel.minimumDuration
    let high = UIKitSpringModel.maximumDuration
    let n = scanCount - 1
    return (0...n).map { i in
      i == 0 ? low : i == n ? high : low * pow(high / low, Double(i) / Double(n))
    }
  }

  /// Every duration T in [0.01, 10] s at which UIKit's conversion gives natural frequency
  /// `naturalFrequency` (rad/s, > 0) for damping ratio `dampingRatio` and velocity `v`, to
  /// adjacent Doubles, ascending. Roots between two scan points that straddle one another are
  /// found once each; two roots closer than the scan's spacing (about 0.35 %) may be missed.
  public static func durations(
    naturalFrequency omega: Double, dampingRatio: Double, initialVelocity v: Double,
    solver: UIKitSpringModel.Solver = .iOS
  ) -> [Double] {
    guard omega.isFinite, omega > 0 else { return [] }
    let residual = { (t: Double) -> Double? in
      naturalFrequency(duration: t, dampingRatio: dampingRatio, initialVelocity: v, solver: solver)
        .map { $0 - omega }
    }
    let grid = scanDurations
    let values = grid.map(residual)
    var roots: [Double] = []
    for i in grid.indices {
      guard let fa = values[i] else { continue }
      if fa == 0 {
        roots.append(grid[i])
        continue
      }
      guard i + 1 < grid.count, let fb = values[i + 1], fb != 0, (fa < 0) != (fb < 0) else {
        continue
      }
      if let root = bisect(grid[i], fa, grid[i + 1], residual),
        let f = residual(root), abs(f) <= acceptedFrequencyError * omega
      {
        roots.append(root)
      }
    }
    return roots
  }

  /// Bisection of a sign change of `f` on [a, b] down to adjacent Doubles; the end with the
  /// smaller |f|. `nil` when `f` has no value somewhere on the way.
  private static func bisect(
    _ a: Double, _ fa: Double, _ b: Double, _ f: (Double) -> Double?
  ) -> Double? {
    var (a, fa, b) = (a, fa, b)
    var fb = 0.0
    guard let fbStart = f(b) else { return nil }
    fb = fbStart
    while true {
      let m = a + (b - a) / 2
      if m <= a || m >= b { break }
      guard let fm = f(m) else { return nil }
      if fm == 0 { return m }
      if (fm < 0) == (fa < 0) {
        a = m
        fa = fm
      } else {
        b = m
        fb = fm
      }
    }
    return abs(fa) <= abs(fb) ? a : b
  }

  /// Why no duration works: the range of k/m (= ω²) the conversion reaches on the scan at this
  /// ζ and v.
  static func unreachableReason(
    naturalFrequency omega: Double, dampingRatio zeta: Double, initialVelocity v: Double,
    solver: UIKitSpringModel.Solver
  ) -> String {
    let reached = scanDurations.compactMap {
      naturalFrequency(duration: $0, dampingRatio: zeta, initialVelocity: v, solver: solver)
    }
    let text = { (x: Double) in SnippetNumber.double(x).text }
    let asked =
      "no duration in [0.01, 10] s makes UIKit's conversion (\(solver.rawValue)) give"
      + " k/m = \(text(omega * omega)) at damping ratio \(text(zeta)) and velocity \(text(v))"
    guard let low = reached.min(), let high = reached.max() else {
      return asked + "; the conversion gives no spring at all at this ratio and velocity"
    }
    return asked
      + "; at this ratio and velocity it reaches k/m from about \(shortText(low * low))"
      + " to \(shortText(high * high))"
  }

  /// Six significant digits, for messages.
  private static func shortText(_ x: Double) -> String {
    String(format: "%.6g", x)
  }
}
