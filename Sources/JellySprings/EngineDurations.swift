import Foundation
import JellyMath

/// What each animation engine calls the "duration" of one spring move, side by side: the same
/// physical spring released one unit of distance short of its target (x0 = −1, target 0, as
/// ``SpringReport`` does) with `initialVelocity` distances per second toward the target.
///
/// "1 second" means something different in each engine: a settle time to an envelope threshold
/// (Core Animation, Motion's `duration`, Wave), a perceptual period 2π/ω0 (SwiftUI, anime.js),
/// 1.2 × a perceptual period (Motion's `visualDuration`), or the last time the motion is at a
/// visibility threshold (Compose). UIKit's duration is ``Spring/uiKitDuration(initialVelocity:)``
/// and SwiftUI's perceptual duration is ``Spring/swiftUIDuration``; they are not repeated here.
///
/// A spring of mass m is passed to the mass-1 engines as (k/m, c/m): the same motion. `nil`
/// means the engine has no such duration for this spring (stated per property).
public struct EngineDurations: Sendable, Hashable {
  /// The spring.
  public let spring: Spring
  /// The initial velocity, in distances per second toward the target (the travel is 1).
  public let initialVelocity: Double

  /// The durations of `spring` released with `initialVelocity` (distances per second toward the
  /// target, finite).
  public init(spring: Spring, initialVelocity: Double) {
    self.spring = spring
    self.initialVelocity = initialVelocity
  }

  /// Damping ratios this close to 1 (relative) count as 1 where an engine clamps ζ to ≤ 1, so a
  /// critically damped spring whose ζ rounds to 1 ± 1 ulp is not rejected.
  static let dampingRatioTolerance = 1e-9

  // MARK: - Core Animation

  /// Core Animation's settling threshold ε (fraction of the distance).
  public static let coreAnimationEpsilon = 0.001

  /// `CASpringAnimation.settlingDuration`, in seconds, with `initialVelocity` as CA's
  /// `initialVelocity` (positive toward the target).
  ///
  /// For 0 ≤ ζ < 1, the formula of Core Animation's `_durationOfSpringAnimation` as published in
  /// public decompilations (jellylab's reference notes, "What iOS itself runs"):
  /// `T = −ln(ε / (|B| + 1)) / (ζ·ω0)`, `B = (ζ·ω0 − v) / ω_d`, ε = 0.001. It reproduces
  /// Apple's documented examples (developer.apple.com/documentation/quartzcore/caspringanimation/
  /// settlingduration): m 1, k 100, c 5 → 2.855 s ("approximately 2.85 seconds"); c 15 →
  /// 1.022 s ("just over 1 second"). `.infinity` for an undamped spring (the formula's limit).
  ///
  /// `nil` for ζ ≥ 1: the decompilation covers ζ < 1 only and no public source gives CA's
  /// settling duration for critically damped or overdamped springs.
  public var coreAnimationSettlingDuration: Double? {
    let zeta = spring.dampingRatio
    guard zeta < 1 else { return nil }
    let omega = spring.naturalFrequency
    let b = (zeta * omega - initialVelocity) / spring.dampedFrequency
    return -log(Self.coreAnimationEpsilon / (abs(b) + 1)) / (zeta * omega)
  }

  // MARK: - Motion (framer-motion)

  /// Motion's envelope threshold `safeMin` (fraction of the distance).
  public static let motionEpsilon = 0.001
  /// The durations Motion's `findSpring` accepts; others are clamped (seconds).
  public static let motionDurationRange = 0.01...10.0
  /// The damping ratios Motion makes from a bounce: ζ = clamp(1 − bounce, 0.05, 1).
  public static let motionDampingRatioRange = 0.05...1.0
  /// Motion's Newton steps in `findSpring` (its loop runs i = 1..<12).
  public static let motionNewtonSteps = 11

  /// The velocity Motion's `findSpring` receives for a value animated with `velocity` units per
  /// second: Motion passes `-velocity / 1000` (its per-millisecond velocity, sign flipped;
  /// motiondivision/motion `packages/framer-motion/src/animation/generators/spring/index.ts`,
  /// `getSpringOptions` is called with `velocity: -millisecondsToSeconds(options.velocity)`).
  /// With jellylab's travel of 1, `velocity` is ``initialVelocity``.
  public static func motionFindSpringVelocity(initialVelocity: Double) -> Double {
    -initialVelocity / 1000
  }

  /// The natural frequency ω (rad/s) Motion's `findSpring({duration, bounce, velocity})` gives:
  /// ζ = clamp(1 − bounce, 0.05, 1), duration clamped to [0.01, 10] s, 11 Newton steps from
  /// ω = 5/duration on Framer's envelope equation (ζ < 1: ε − (ζω − V)/(ω·√(1 − ζ²))·e^(−ζωT);
  /// ζ = 1: e^(−ωT)·((ω − V)·T + 1) − ε) with Motion's derivative, as in
  /// motiondivision/motion `packages/framer-motion/src/animation/generators/spring/find.ts`.
  /// Motion then uses mass 1, k = ω², c = 2ζω.
  ///
  /// - Parameters:
  ///   - duration: Motion's `duration`, in seconds (Motion takes milliseconds).
  ///   - bounce: Motion's `bounce`.
  ///   - v: The velocity `findSpring` receives (see
  ///     ``motionFindSpringVelocity(initialVelocity:)``).
  /// - Returns: ω after the fixed 11 steps, converged or not (NaN or negative when Newton failed).
  public static func motionFindSpringNaturalFrequency(
    duration: Double, bounce: Double, velocity v: Double
  ) -> Double {
    let zeta = min(max(1 - bounce, motionDampingRatioRange.lowerBound), 1)
    let t = min(max(duration, motionDurationRange.lowerBound), motionDurationRange.upperBound)
    let eps = motionEpsilon
    var omega = 5 / t
    for _ in 0..<motionNewtonSteps {
      let residual: Double
      let slope: Double
      if zeta < 1 {
        let s = (1 - zeta * zeta).squareRoot()
        let decay = zeta * omega * t
        let coefficient = (zeta * omega - v) / (omega * s) * exp(-decay)
        residual = eps - coefficient
        // Motion's derivative: ±(δv + v − ζ²ω²T)·e^(−δ) / (ω²·√(1 − ζ²)), sign − while the
        // coefficient is positive.
        let magnitude =
          (decay * v + v - zeta * zeta * omega * omega * t) * exp(-decay) / (omega * omega * s)
        slope = coefficient > 0 ? -magnitude : magnitude
      } else {
        residual = exp(-omega * t) * ((omega - v) * t + 1) - eps
        slope = exp(-omega * t) * (v - omega) * t * t
      }
      omega -= residual / slope
    }
    return omega
  }

  /// The bounce Motion needs for this spring's ζ: 1 − ζ; `nil` when ζ is outside Motion's
  /// [0.05, 1] (Motion's duration/bounce and visualDuration/bounce make no overdamped spring and
  /// no ζ below 0.05).
  public var motionBounce: Double? {
    let zeta = spring.dampingRatio
    let tolerance = Self.dampingRatioTolerance
    guard zeta >= Self.motionDampingRatioRange.lowerBound * (1 - tolerance),
      zeta <= 1 + tolerance
    else { return nil }
    return max(0, 1 - zeta)
  }

  /// The Motion `duration` (seconds) that, with bounce ``motionBounce``, makes this spring: the
  /// inverse of Motion's `findSpring` (motiondivision/motion
  /// `packages/framer-motion/src/animation/generators/spring/find.ts`, "ported from the Framer
  /// implementation"), for a value travelling 1 unit with `velocity` = ``initialVelocity``
  /// units/s (so `findSpring` sees V = −v/1000, see
  /// ``motionFindSpringVelocity(initialVelocity:)``).
  ///
  /// ζ < 1: the closed form of Framer's `computeDuration`,
  /// `T = ln((ζω0 − V) / (ε·ω0·√(1 − ζ²))) / (ζω0)`, ε = 0.001; ζ = 1: the root of
  /// e^(−ω0·T)·((ω0 − V)·T + 1) = ε (Brent's method). Like UIKit's duration it is the time at
  /// which the decay envelope reaches 0.001, not a period.
  ///
  /// `nil` when ζ is outside [0.05, 1], when the envelope never reaches ε, when T falls outside
  /// Motion's [0.01, 10] s, or when Motion's own 11 Newton steps from that T would not land
  /// back on this spring's ω0 (relative difference > 1e-6): then Motion's duration/bounce does
  /// not give this spring.
  public var motionDuration: Double? {
    guard let bounce = motionBounce else { return nil }
    let zeta = 1 - bounce
    let omega = spring.naturalFrequency
    let v = Self.motionFindSpringVelocity(initialVelocity: initialVelocity)
    let eps = Self.motionEpsilon
    let duration: Double
    if zeta < 1 {
      let ratio = (zeta * omega - v) / (eps * omega * (1 - zeta * zeta).squareRoot())
      guard ratio > 0 else { return nil }
      duration = log(ratio) / (zeta * omega)
    } else {
      let residual = { (t: Double) -> Double in exp(-omega * t) * ((omega - v) * t + 1) - eps }
      var upper = 1 / omega
      var doublings = 0
      while residual(upper) > 0 && doublings < 64 {
        upper *= 2
        doublings += 1
      }
      guard let root = try? RootFinding.brent(in: 0, upper, residual) else { return nil }
      duration = root
    }
    guard duration.isFinite, Self.motionDurationRange.contains(duration) else { return nil }
    let landed = Self.motionFindSpringNaturalFrequency(
      duration: duration, bounce: bounce, velocity: v)
    guard abs(landed - omega) <= 1e-6 * omega else { return nil }
    return duration
  }

  /// Motion's `visualDuration` (seconds) that, with bounce ``motionBounce``, makes this spring:
  /// Motion sets ω = 2π/(visualDuration·1.2), so visualDuration = 2π/(1.2·ω0) = response/1.2
  /// (motiondivision/motion `packages/framer-motion/src/animation/generators/spring/index.ts`,
  /// `getSpringOptions`). Independent of the velocity. `nil` when ζ is outside [0.05, 1].
  public var motionVisualDuration: Double? {
    guard motionBounce != nil else { return nil }
    return 2 * Double.pi / (1.2 * spring.naturalFrequency)
  }

  // MARK: - Jetpack Compose

  /// Compose's default visibility threshold for `Float` springs,
  /// `Spring.DefaultDisplacementThreshold` = 0.01 (androidx compose animation-core).
  public static let composeDefaultVisibilityThreshold = 0.01

  /// Compose's `estimateAnimationDurationMillis(stiffness, dampingRatio, initialVelocity,
  /// initialDisplacement, delta)` (androidx/androidx
  /// `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/SpringEstimation.kt`),
  /// in whole milliseconds truncated toward zero as Compose's `toLong()` does.
  ///
  /// Compose's model: mass 1, c = 2ζ·√stiffness; the displacement is mirrored so p0 = |x0| > 0
  /// (and v0 with it). ζ < 1: the envelope time `ln(δ / √(p0² + c2²)) / (−ζω0)` with
  /// `c2 = (v0 + ζω0·p0) / ω_d`, an upper bound of the last time |x| = δ. ζ ≥ 1: Compose solves
  /// x(t) = ±δ for the last crossing by Newton's method to 1 ms; jellylab solves the same
  /// equation to rounding (``SpringMotion/settlingDuration(epsilon:)``), so the two can differ by
  /// 1 ms at a truncation boundary. Computed in double precision (Compose's `Float` entry point
  /// converts to `Double` first).
  ///
  /// - Parameters:
  ///   - stiffness: Compose's stiffness, k/m (> 0).
  ///   - zeta: The damping ratio ζ ≥ 0.
  ///   - initialVelocity: The value's velocity, units per second (same units as the displacement).
  ///   - initialDisplacement: Initial value − target value.
  ///   - delta: The visibility threshold, same units (> 0). Compose's springs pass
  ///     (x0/threshold, v0/threshold, delta 1), which is the same.
  /// - Returns: Milliseconds; `.infinity` for ζ = 0 (Compose returns its largest duration), 0
  ///   when the value starts at rest on its target; `nil` when an input is out of range or not
  ///   finite.
  public static func composeEstimatedDurationMillis(
    stiffness: Double, dampingRatio zeta: Double, initialVelocity: Double,
    initialDisplacement: Double, delta: Double
  ) -> Double? {
    guard stiffness.isFinite, stiffness > 0, zeta.isFinite, zeta >= 0, delta.isFinite, delta > 0,
      initialVelocity.isFinite, initialDisplacement.isFinite,
      let spring = try? Spring(
        stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
    else { return nil }
    if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
    if zeta == 0 { return .infinity }
    let omega = stiffness.squareRoot()
    let seconds: Double
    if zeta < 1 {
      let p0 = abs(initialDisplacement)
      let v0 = initialDisplacement < 0 ? -initialVelocity : initialVelocity
      let decay = zeta * omega
      let dampedFrequency = omega * (1 - zeta * zeta).squareRoot()
      let c2 = (v0 + decay * p0) / dampedFrequency
      seconds = log(delta / (p0 * p0 + c2 * c2).squareRoot()) / -decay
    } else {
      let motion = spring.motion(
        initialDisplacement: initialDisplacement, initialVelocity: initialVelocity)
      let scale =
        initialDisplacement != 0 ? abs(initialDisplacement) : abs(initialVelocity) / omega
      seconds = motion.settlingDuration(epsilon: delta / scale)
    }
    return (seconds * 1000).rounded(.towardZero)
  }

  /// Compose's spring duration for this release, in seconds (whole milliseconds): what a
  /// `spring<Float>()` animating a value from −1 to 0 (travel 1) with `initialVelocity` units/s
  /// runs for, via
  /// ``composeEstimatedDurationMillis(stiffness:dampingRatio:initialVelocity:initialDisplacement:delta:)``.
  ///
  /// - Parameter visibilityThreshold: Compose's `visibilityThreshold`, in units of the value,
  ///   so a fraction of the travel here; default 0.01 (Compose's default for `Float`, 1% of a
  ///   0-to-1 travel such as an alpha). Must be > 0.
  /// - Returns: Seconds; `.infinity` for an undamped spring; `nil` when the threshold is not
  ///   positive and finite.
  public func composeDuration(
    visibilityThreshold: Double = EngineDurations.composeDefaultVisibilityThreshold
  ) -> Double? {
    Self.composeEstimatedDurationMillis(
      stiffness: spring.stiffness / spring.mass, dampingRatio: spring.dampingRatio,
      initialVelocity: initialVelocity, initialDisplacement: -1, delta: visibilityThreshold
    ).map { $0 / 1000 }
  }

  // MARK: - Wave

  /// Wave's settling fraction (`Spring.DefaultSettlingPercentage`).
  public static let waveSettlingFraction = 0.0001

  /// jtrivedi/Wave's `Spring.settlingDuration`, in seconds (`Sources/Wave/Spring.swift`,
  /// `settlingTime`): `−ln(0.0001) / (ζ·ω0)`; for ζ ≥ 1 Wave uses ζ = 1 − ulp and multiplies by
  /// 1.25. Independent of the velocity. Wave's tests publish (ζ 1, response 0.8) → 1.17269 × 1.25
  /// and (0.6, 0.8) → 1.9544. `.infinity` for an undamped spring.
  public var waveSettlingDuration: Double {
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    if zeta >= 1 {
      return -log(Self.waveSettlingFraction) / ((1 - Double.ulpOfOne) * omega) * 1.25
    }
    return -log(Self.waveSettlingFraction) / (zeta * omega)
  }

  // MARK: - anime.js

  /// The largest stiffness and damping (per unit mass) and |velocity| anime.js v4's `spring()`
  /// accepts unclamped (`maxSpringParamValue` = 10 000).
  public static let animeJSMaximumParameter = 10_000.0
  /// The perceived durations anime.js accepts, in seconds ([10 ms, 10 000 ms]).
  public static let animeJSDurationRange = 0.01...10.0
  /// anime.js's sampling step for the settling duration, in seconds (`timeStep`).
  public static let animeJSTimeStep = 0.02
  /// anime.js's rest threshold on |x| as a fraction of the distance (`restThreshold`).
  public static let animeJSRestThreshold = 0.0005
  /// Consecutive samples below the threshold after which anime.js stops (`restDuration` 200 ms
  /// / 20 ms = 10, stopping when the count exceeds it).
  public static let animeJSRestSteps = 10
  /// anime.js's longest settling duration, in seconds (`maxDuration` 60 000 ms).
  public static let animeJSMaximumDuration = 60.0

  /// anime.js v4's perceived `duration` of `spring({stiffness, damping})` as its stiffness and
  /// damping setters derive it (juliangarnier/anime `dist/modules/easings/spring/index.js`,
  /// v4.3.6, `calculateBDFromSD`): 2π/√(k/m) in seconds, rounded to 0.001 ms; the same period
  /// as SwiftUI's duration. Passing it back as `spring({duration, bounce})` gives this spring
  /// (anime.js uses SwiftUI's bounce mapping). anime.js calls `onComplete` at this time, while
  /// its easing runs on to ``animeJSSettlingDuration``. `nil` outside [0.01, 10] s.
  public var animeJSDuration: Double? {
    // 0.001 ms = 1e-6 s: round in microseconds, divide once (no second rounding step).
    let seconds = (2 * Double.pi / spring.naturalFrequency * 1_000_000).rounded() / 1_000_000
    return Self.animeJSDurationRange.contains(seconds) ? seconds : nil
  }

  /// anime.js v4's `settlingDuration` (the animation's length) for `spring({mass: 1, stiffness:
  /// k/m, damping: c/m, velocity: v})`, in seconds (whole milliseconds), from the same file: the
  /// release is sampled every 0.02 s (time accumulated by repeated addition, as anime.js does)
  /// and the count of consecutive samples with |x| < 0.0005 is kept; sampling stops at the
  /// sample where the count exceeds 10 (so 0.2 s after the first of 11 quiet samples) or after
  /// 3001 samples (60 s). anime.js's velocity is positive toward the target.
  ///
  /// `nil` when k/m, c/m or |v| exceed 10 000 (anime.js would clamp them to another spring).
  public var animeJSSettlingDuration: Double? {
    let stiffness = spring.stiffness / spring.mass
    let damping = spring.damping / spring.mass
    let limit = Self.animeJSMaximumParameter
    guard stiffness <= limit, damping <= limit, abs(initialVelocity) <= limit else { return nil }
    let motion = spring.motion(initialDisplacement: -1, initialVelocity: initialVelocity)
    let maximumIterations = Int(
      (Self.animeJSMaximumDuration / Self.animeJSTimeStep).rounded())
    var time = 0.0
    var lastTime = 0.0
    var quietSamples = 0
    var iterations = 0
    while quietSamples <= Self.animeJSRestSteps && iterations <= maximumIterations {
      if abs(motion.displacement(at: time)) < Self.animeJSRestThreshold {
        quietSamples += 1
      } else {
        quietSamples = 0
      }
      lastTime = time
      time += Self.animeJSTimeStep
      iterations += 1
    }
    return (lastTime * 1000).rounded() / 1000
  }
}
