import Foundation
import JellyAnalysis
import JellyEasing
import JellyFrameDiff
import JellySprings

/// What `export` approximates: an exact curve over progress [0, 1], the duration it spans, the
/// unit of its values, and the exact values it must start and end on.
///
/// - A spring: the position as a fraction of the travel (``SpringProgressCurve``), from exactly
///   0 to exactly 1. T is the animation's duration when the motion ends on its target there (a
///   UIKit animation), else the time after which the free spring stays within ε = E/20 of the
///   target, rounded up to a whole millisecond; ending on 1 at T then costs at most ε.
/// - An easing: the easing itself over a duration the caller gives, from its value at 0 (0) to
///   its value at 1 (1).
/// - A scene's diff (``DiffProgressCurve``): diff/scale, scale = the largest |diff| in points,
///   from its exact start to its exact resting value. T is the end of the last animation when
///   the helpers stop at their durations, else the time after which |diff − rest| ≤ ε·scale
///   (from the scene's own deviation bound), rounded up to a whole millisecond.
public struct ExportSource: Sendable {
  /// The exact curve on progress [0, 1].
  public let curve: any EasingCurve
  /// T, the animation's duration in seconds (> 0, finite).
  public let durationSeconds: Double
  /// Value units (points for a diff; 1, fractions of the travel, otherwise) per unit of
  /// ``curve``.
  public let scale: Double
  /// The exact first value printed (0 for springs and easings).
  public let start: Double
  /// The exact last value printed (1 for springs and easings; the resting diff / scale).
  public let end: Double
  /// The spring, its initial velocity (travels/s toward the target) and the time its motion
  /// ends on the target (`.infinity` when free), when the source is a spring.
  public let spring: (spring: Spring, initialVelocity: Double, endTime: Double)?

  /// The most turning points a spring may have over the exported span: the certified fit's
  /// lattice has 2^17 steps, at least 64 per half-period.
  public static let maximumTurns = 2048.0

  /// The longest duration searched for a scene's diff that is not cut at its animation's end,
  /// in seconds: a diff still outside its ε band then is refused (``ExportError/neverSettles``).
  public static let maximumDiffDuration = 3_600.0

  /// The share of E spent on ending a free motion early: ε = E × this.
  public static let settlingShare = 0.05

  /// A spring released toward its target with `initialVelocity` (travels per second, default
  /// 0), ending on it at `endTime` seconds (default `.infinity`: free, settled to ε = E/20),
  /// for an export within `bound` (a fraction of the travel, > 0), named `name` in the code's
  /// comment.
  ///
  /// - Throws: ``ExportError/neverSettles`` for an undamped free spring, and
  ///   ``ExportError/invalidParameter(_:)`` for a bad bound.
  public static func spring(
    _ spring: Spring, initialVelocity: Double = 0, endTime: Double = .infinity, bound: Double,
    name: String = "spring"
  ) throws(ExportError) -> ExportSource {
    try ExportError.check(bound: bound)
    let motion = spring.motion(
      initialDisplacement: -1, initialVelocity: initialVelocity, endTime: endTime)
    let duration =
      endTime.isFinite
      ? endTime : wholeMilliseconds(motion.settlingDuration(epsilon: bound * settlingShare))
    guard duration.isFinite, duration > 0 else { throw .neverSettles }
    let turns = spring.dampedFrequency * duration / .pi
    guard turns <= maximumTurns else { throw .tooManyTurns(turns) }
    return ExportSource(
      curve: SpringProgressCurve(motion: motion, duration: duration, name: name),
      durationSeconds: duration, scale: 1, start: 0, end: 1,
      spring: (spring, initialVelocity, endTime))
  }

  /// An easing over `durationSeconds` seconds (> 0, finite), from its value at 0 to its value
  /// at 1 (0 and 1 for every easing that starts and ends on them; `linear(1, 0)` runs 1 to 0,
  /// `step-start` starts on 1).
  public static func easing(_ curve: any EasingCurve, durationSeconds: Double) -> ExportSource {
    ExportSource(
      curve: curve, durationSeconds: durationSeconds, scale: 1, start: curve.value(at: 0),
      end: curve.value(at: 1), spring: nil)
  }

  /// The diff of `scene` (named `name`), normalised by its largest |diff|.
  ///
  /// - Throws: ``ExportError/neverSettles`` when the diff never settles, and
  ///   ``ExportError/flatDiff`` when it is 0 throughout.
  public static func diff(_ scene: FrameDiffScene, bound: Double, name: String)
    throws(ExportError) -> ExportSource
  {
    try ExportError.check(bound: bound)
    let rest = scene.restingDiff
    var duration: Double
    if !scene.cuts.isEmpty, scene.cuts.last == scene.animationEnd {
      duration = scene.animationEnd
    } else {
      // The deviation bound decreases; its width at the settled time sets ε in points, which
      // needs the scale, which needs the duration: take the scale over the first 60 s.
      let probe = largestDeviation(scene, rest: rest, until: 60)
      guard probe > 0 else { throw .flatDiff }
      let band = bound * settlingShare * probe
      var (low, high) = (0.0, 1.0)
      while scene.deviationBound(after: high) > band {
        guard high < maximumDiffDuration else { throw .neverSettles }
        (low, high) = (high, high * 2)
      }
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if scene.deviationBound(after: middle) > band { low = middle } else { high = middle }
      }
      duration = wholeMilliseconds(high)
    }
    let scale = largestDeviation(scene, rest: 0, until: duration)
    guard scale > 0, duration > 0 else { throw .flatDiff }
    return ExportSource(
      curve: DiffProgressCurve(scene: scene, duration: duration, scale: scale, name: name),
      durationSeconds: duration, scale: scale, start: scene.diff(at: 0) / scale,
      end: rest / scale, spring: nil)
  }

  /// The largest |diff − `reference`| over [0, `until`] seconds, in points: the one scale that
  /// `compare` and `peaks` use too (`DiffExtrema.largestDeviation(from:)`, where the value just
  /// before a cut counts); 0 when the extrema cannot be found.
  static func largestDeviation(_ scene: FrameDiffScene, rest reference: Double, until: Double)
    -> Double
  {
    let extrema = try? DiffExtrema(scene: scene, through: until)
    return extrema.map { abs($0.largestDeviation(from: reference).deviation) } ?? 0
  }

  /// `seconds` rounded up to a whole millisecond.
  static func wholeMilliseconds(_ seconds: Double) -> Double {
    (seconds * 1000).rounded(.up) / 1000
  }
}
