import Foundation
import JellySprings

// Metrics of one UIKit spring released from x0 = −1 (from 0 to 1) with v0 = v (UIKit's
// initialSpringVelocity, distances per second toward the target), all in closed form:
//
// - turning points: the first one (t1, x1) from SpringMotion.extrema; an underdamped spring
//   turns every half damped period π/ω_d after it with |x| shrinking by r = exp(−απ/ω_d)
//   (Spring.overshoot) per turn, alternating in sign; critically damped springs turn at most
//   once.
// - peak count: turning points with |x| ≥ ε (the settling band), i.e. n = 0 … N with
//   |x1|·r^N ≥ ε: N = ⌊ln(|x1|/ε) / −ln r⌋, corrected by one evaluation on either side so that
//   rounding of the logarithms cannot move it.
// - overshoot: the largest excursion past the target (x > 0), which is the first turning point
//   on that side (x1 if x1 > 0, else −x1·r for the next one).
// - settling duration: SpringMotion.settlingDuration(epsilon: ε) (exact: Brent on the last
//   crossing of the band).
// - with UIKit's cut at the duration T, only turning points before T count, and the jump at T
//   is x(T) (the release is from x0 = −1, so x(T) is already a fraction of the travel). When
//   the motion still moves away from the target at T, x just before T is one more local
//   extremum (SpringMotion.extremumBeforeEnd): a peak if |x| ≥ ε, the overshoot if it is the
//   first excursion past the target.

/// The metrics of one UIKit spring (``PresetSweepCell`` takes its overshoot from here):
/// the UIKit spring for one damping ratio and initial velocity, released from 0 toward 1
/// (distances are fractions of the travel).
public struct SweepCell: Sendable, Hashable {
  /// UIKit `usingSpringWithDamping` ζ of this cell (> 0; ≥ 1 is critically damped).
  public let dampingRatio: Double
  /// UIKit `initialSpringVelocity` of this cell, in distances per second toward the target.
  public let velocity: Double
  /// The spring UIKit's model gives (mass 1), or `nil` when the model has no spring for these
  /// values (then every metric is `nil` or 0).
  public let spring: Spring?
  /// The largest excursion past the target, as a fraction of the travel (≥ 0; 0 when the
  /// motion never crosses the target), over the motion before its cut: a turning point, or the
  /// value just before the cut when the motion still moves away from the target there.
  public let overshoot: Double
  /// The number of local extrema of the motion whose distance from the target is at least the
  /// settling band ε (peaks a viewer can see): turning points before the cut, and the value just
  /// before the cut when the motion still moves away from the target there.
  public let peakCount: Int
  /// The time of the first of those turning points, in seconds after release; `nil` when
  /// ``peakCount`` is 0.
  public let firstPeakTime: Double?
  /// The time after which the motion stays within ε of the target, in seconds
  /// (`SpringMotion.settlingDuration(epsilon:)`, exact to 1e-13 s; at most the duration when
  /// the animation is cut there); `nil` without a spring.
  public let settlingDuration: Double?
  /// The displacement value − target just before the animation ends at its duration, as a
  /// fraction of the travel: the snap to the target the user sees (negative: short of the
  /// target). 0 when the model does not cut or there is no spring.
  public let endJump: Double

  /// The metrics of the UIKit spring for `duration`, `dampingRatio` and `velocity`, with
  /// settling band `epsilon` (a fraction of the travel), run under `model` (default: iOS's
  /// solver, cut at the duration). Cost: one UIKit model solve, one settling solve and O(1)
  /// closed-form evaluations; no allocation beyond one turning point.
  ///
  /// - Parameters:
  ///   - duration: UIKit duration, seconds (> 0).
  ///   - dampingRatio: UIKit damping ratio ζ (≥ 0; clamped as UIKit clamps it).
  ///   - velocity: UIKit initial spring velocity, distances per second (finite).
  ///   - epsilon: Settling band as a fraction of the travel, in (0, 1).
  ///   - model: The solver and whether the animation ends at `duration`.
  public init(
    duration: Double, dampingRatio: Double, velocity: Double, epsilon: Double,
    model: UIKitAnimationModel = .iOS
  ) {
    self.dampingRatio = dampingRatio
    self.velocity = velocity
    guard
      let spring = try? Spring(
        uiKitDuration: duration, dampingRatio: dampingRatio, initialVelocity: velocity,
        solver: model.solver)
    else {
      self.spring = nil
      overshoot = 0
      peakCount = 0
      firstPeakTime = nil
      settlingDuration = nil
      endJump = 0
      return
    }
    self.spring = spring
    let motion = spring.motion(
      initialDisplacement: -1, initialVelocity: velocity,
      endTime: model.endTime(duration: duration))
    settlingDuration = motion.settlingDuration(epsilon: epsilon)
    endJump = motion.endJump
    // The value just before the cut, when the motion still moves away from the target there:
    // the last local extremum of the cut motion (SpringMotion.extremumBeforeEnd).
    let beforeEnd = motion.extremumBeforeEnd
    let endPeak = beforeEnd.flatMap { abs($0.displacement) >= epsilon ? $0 : nil }
    guard let first = motion.extrema(maxCount: 1).first, !first.isBeforeEnd else {
      // No turning point before the end: the value before the cut is the only extremum.
      overshoot = max(0, beforeEnd?.displacement ?? 0)
      peakCount = endPeak == nil ? 0 : 1
      firstPeakTime = endPeak?.time
      return
    }
    let x1 = first.displacement
    let oscillates = spring.dampedFrequency > 0
    let ratio = spring.overshoot  // |x| shrinks by this per half period
    let halfPeriod = oscillates ? Double.pi / spring.dampedFrequency : .infinity
    // Turning points n = 0 … lastTurn come before the end (all of them without a cut).
    let lastTurn = ((motion.endTime - first.time) / halfPeriod).rounded(.up) - 1
    if x1 > 0 {
      overshoot = x1
    } else if oscillates && lastTurn >= 1 {
      overshoot = -x1 * ratio
    } else {
      overshoot = max(0, beforeEnd?.displacement ?? 0)
    }
    let magnitude = abs(x1)
    guard magnitude >= epsilon else {
      // Turning points only shrink, and the value before the end is smaller than the next one.
      peakCount = 0
      firstPeakTime = nil
      return
    }
    firstPeakTime = first.time
    let endPeaks = endPeak == nil ? 0 : 1
    guard oscillates, ratio > 0 else {
      peakCount = 1 + endPeaks
      return
    }
    // Largest N with |x1|·r^N ≥ ε, guarded against rounding of the logarithms; the free
    // motion's turning points, then only those before the end, then the value before the end.
    let free = motion.free
    let turn = { (n: Double) in abs(free.displacement(at: first.time + n * halfPeriod)) }
    var n = (log(magnitude / epsilon) / -log(ratio)).rounded(.down)
    if n > 0 && turn(n) < epsilon { n -= 1 }
    if turn(n + 1) >= epsilon { n += 1 }
    peakCount = Int(min(n, lastTurn)) + 1 + endPeaks
  }
}
