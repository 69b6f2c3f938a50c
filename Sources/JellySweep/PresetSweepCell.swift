import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellySprings

/// The frame-diff metrics of one cell of a ``PresetSweep``: a preset whose helper under study
/// (the jelly's block, a menu's side helper) has the cell's UIKit spring arguments.
///
/// - overshoot: the studied helper's largest excursion past its target, as a fraction of its
///   travel, in closed form (``SweepCell/overshoot``).
/// - peaks: the extrema of diff(t) in (0, end of the animations], refined to 1e-9 s by
///   `PeakFinder.refinedPeaks(of:framesPerSecond:through:)-(FrameDiffScene,_,_)` (what `jellylab peaks` lists),
///   counting those at least ε·travel from the resting diff.
/// - settling: `FrameDiffScene.settlingTime(epsilon:framesPerSecond:)`, exact to 1e-13 s.
public struct PresetSweepCell: Sendable, Hashable {
  /// The studied helper's UIKit damping ratio ζ in this cell (> 0).
  public let dampingRatio: Double
  /// The studied helper's UIKit initial velocity in this cell, distances per second.
  public let velocity: Double
  /// The studied helper's UIKit duration in this cell, seconds (> 0).
  public let duration: Double
  /// The studied helper's largest excursion past its target, as a fraction of its travel
  /// (≥ 0; 0 when it never crosses the target). Exact up to rounding.
  public let overshoot: Double
  /// The number of extrema of diff(t) in (0, end of the animations] whose distance from the
  /// resting diff is at least ε times the studied helper's travel.
  public let peakCount: Int
  /// The time of the first of those extrema, seconds (to 1e-9 s); `nil` when there is none.
  public let firstPeakTime: Double?
  /// When diff(t) last leaves the band ε·(its largest deviation) around its resting value,
  /// seconds (to 1e-13 s); `nil` when the scene does not settle within
  /// `FrameDiffScene.maximumSettlingSearch` seconds.
  public let settlingDuration: Double?
  /// The studied helper's displacement value − target just before its animation ends, as a
  /// fraction of its travel (to − from): the snap the user sees when UIKit cuts the spring at
  /// the duration (negative: short of the target). 0 when the preset's model does not cut.
  public let endJump: Double

  /// The metrics of `preset` (already carrying the cell's spring arguments).
  ///
  /// - Parameters:
  ///   - preset: The preset with the cell's overrides applied.
  ///   - epsilon: The band as a fraction, in (0, 1).
  ///   - framesPerSecond: The grid that brackets the extrema, in (0, 1000].
  /// - Throws: `FrameDiffError` when the scene cannot be built or ε or fps is out of range.
  public init(preset: FrameDiffPreset, epsilon: Double, framesPerSecond: Double)
    throws(FrameDiffError)
  {
    try FrameDiffError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    try self.init(
      scene: try preset.scene(), animationModel: preset.animationModel, epsilon: epsilon,
      framesPerSecond: framesPerSecond, peaks: nil)
  }

  /// The metrics of `scene` (a preset's scene, carrying the cell's spring arguments), whose
  /// diff peaks through its animation end are `peaks` when the caller has them: they are then
  /// used for the peak count and the settling time alike, instead of being found twice. The
  /// metrics are the same numbers as ``init(preset:epsilon:framesPerSecond:)`` gives.
  ///
  /// - Parameters:
  ///   - scene: The cell's scene (`FrameDiffPreset.scene()`).
  ///   - animationModel: The preset's UIKit model (solver and cut).
  ///   - epsilon: The band as a fraction, in (0, 1).
  ///   - framesPerSecond: The grid that brackets the extrema, in (0, 1000].
  ///   - given: `PeakFinder.refinedPeaks(of: scene, framesPerSecond: framesPerSecond)`, or
  ///     `nil` to find them here.
  /// - Throws: `FrameDiffError` when ε or fps is out of range.
  public init(
    scene: FrameDiffScene, animationModel: UIKitAnimationModel, epsilon: Double,
    framesPerSecond: Double, peaks given: [Peak]?
  ) throws(FrameDiffError) {
    try FrameDiffError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    let side = scene.side
    dampingRatio = side.dampingRatio
    velocity = side.initialVelocity
    duration = side.duration
    overshoot =
      SweepCell(
        duration: side.duration, dampingRatio: side.dampingRatio, velocity: side.initialVelocity,
        epsilon: epsilon, model: animationModel
      ).overshoot
    endJump = side.relativeEndJump ?? 0
    let peaks: [Peak]
    if let given {
      _ = try DisplayLink(framesPerSecond: framesPerSecond)
      peaks = given
    } else {
      peaks = try PeakFinder.refinedPeaks(of: scene, framesPerSecond: framesPerSecond)
    }
    let threshold = epsilon * abs(side.to - side.from)
    let rest = scene.restingDiff
    let visible = peaks.filter { abs($0.value - rest) >= threshold }
    peakCount = visible.count
    firstPeakTime = visible.first?.time
    settlingDuration = try? scene.settlingTime(
      epsilon: epsilon, framesPerSecond: framesPerSecond, peaks: peaks)
  }
}
