import Foundation
import JellyMath
import JellySprings

// Continuous peaks: diff′ is evaluated exactly (spring velocities) at every frame time t_n and
// at each helper's delay (where diff′ may jump). A sign change of diff′ between two
// neighbouring nodes brackets an extremum, which Brent's method then locates to 1e-12 s; a sign
// flip across a delay is a corner extremum at the delay itself. Two extrema closer together
// than one frame cancel out in the bracketing and are not reported (springs animated by UIKit
// turn at most every half period, far longer than a frame). Where a helper's animation ends,
// diff jumps (FrameDiffScene.jumps): the search restarts there, and the values on either side
// of the jump are peaks when the curve moves away from them (ValueJump.extremumBefore, rising
// into a jump down or falling into a jump up; extremumAfter, or, when the curve stays flat after
// the jump until a helper's delay, where it moves back from that plateau). The value before the
// jump is recorded at the jump's time.nextDown, where the curve still has it. So between two
// neighbouring peaks, delays and jumps the curve is monotone.

/// Finds the local extrema of diff curves, single springs, easings and sampled series.
///
/// One convention holds for every source: a ``Peak``'s value is the curve's value as it is
/// drawn, in the curve's units. For a scene that is diff(t) in points; for a spring motion the
/// animated value `target + x(t)` (so the spring functions take the `target`; pass 0 for the
/// displacement x itself); for an easing its progress; for a series the sample. Golden files
/// store the same values, so `PeakFinder`'s peaks and a golden file's peaks compare directly.
public enum PeakFinder {
  /// Brent's absolute tolerance when refining a peak time, in seconds.
  public static let refinementTolerance = 1e-12

  /// The local extrema of diff(t) of `scene` for 0 < t ≤ `horizon`, located on the frame grid
  /// t_n = n / fps and refined to better than 1e-9 s by Brent's method on the exact diff′(t).
  /// `index` is the nearest frame number. Linear in the number of frames.
  ///
  /// Where a helper's animation ends and diff jumps, the value just before the jump is a peak
  /// (``Peak/isBeforeJump``, at the jump's time `.nextDown`) when diff moves away from the value
  /// it jumps to, and the value after it when diff moves back from it. With both, maxima and
  /// minima alternate across a jump too (without them they need not).
  ///
  /// - Parameters:
  ///   - scene: The helpers.
  ///   - framesPerSecond: The bracketing grid's rate, in (0, 1000]; default 60.
  ///   - horizon: The last time searched, in seconds (default: the end of the animations).
  /// - Throws: `FrameDiffError` for an invalid fps or horizon.
  public static func refinedPeaks(
    of scene: FrameDiffScene, framesPerSecond: Double = DisplayLink.defaultFramesPerSecond,
    through horizon: Double? = nil
  ) throws(FrameDiffError) -> [Peak] {
    try refinedExtrema(
      framesPerSecond: framesPerSecond, through: horizon ?? scene.animationEnd,
      kinks: scene.kinks, jumps: scene.jumps, value: scene.diff(at:),
      derivative: scene.diffDerivative(at:))
  }

  /// The local extrema for 0 < t ≤ `horizon` of a single spring's value `target + x(t)`,
  /// located on the frame grid and refined to better than 1e-9 s on its exact velocity; for a
  /// motion cut at its end while it moves away from the target, the value just before the end
  /// too (``Peak/isBeforeJump``).
  ///
  /// - Parameters:
  ///   - motion: The spring's motion (its displacement x = value − target).
  ///   - target: The value the spring settles at, in the value's units (0 gives x itself).
  ///   - framesPerSecond: The bracketing grid's rate, in (0, 1000]; default 60.
  ///   - horizon: The last time searched, in seconds.
  /// - Throws: `FrameDiffError` for an invalid fps or horizon.
  public static func refinedPeaks(
    of motion: SpringMotion, target: Double,
    framesPerSecond: Double = DisplayLink.defaultFramesPerSecond, through horizon: Double
  ) throws(FrameDiffError) -> [Peak] {
    let end = motion.end.flatMap { $0.time > 0 && $0.time <= horizon ? $0 : nil }
    return try refinedExtrema(
      framesPerSecond: framesPerSecond, through: horizon, kinks: end.map { [$0.time] } ?? [],
      jumps: end.map { [$0] } ?? [], value: motion.displacement(at:),
      derivative: motion.velocity(at:)
    ).map { $0.offset(by: target) }
  }

  /// The frame-level local extrema of a single spring's value `target + x(t)` read at
  /// t = n/fps for the frames through `horizon` (seconds), unrefined.
  ///
  /// - Throws: `FrameDiffError` for an invalid fps or horizon.
  public static func sampledPeaks(
    of motion: SpringMotion, target: Double, framesPerSecond: Double, through horizon: Double
  ) throws(FrameDiffError) -> [Peak] {
    let link = try DisplayLink(framesPerSecond: framesPerSecond)
    let count = try link.frameCount(through: horizon)
    var samples: [SamplePoint] = []
    samples.reserveCapacity(count)
    for n in 0..<count {
      let t = link.time(ofFrame: n)
      samples.append(SamplePoint(index: n, time: t, value: motion.displacement(at: t)))
    }
    return sampledPeaks(samples).map { $0.offset(by: target) }
  }

  /// The local extrema for 0 < t ≤ `horizon` of any curve given by its value and derivative
  /// (an easing, a fitted model), located on the frame grid t_n = n / fps where the derivative
  /// changes sign and refined to better than 1e-9 s by Brent's method on `derivative`; a corner
  /// where the derivative flips sign on a grid node is that node. Linear in the frames.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The bracketing grid's rate, in (0, 1000].
  ///   - horizon: The last time searched, in seconds (> 0).
  ///   - value: The curve at t seconds.
  ///   - derivative: Its slope at t, in value units per second.
  /// - Throws: `FrameDiffError` for an invalid fps or horizon.
  public static func refinedPeaks(
    framesPerSecond: Double, through horizon: Double, value: (Double) -> Double,
    derivative: (Double) -> Double
  ) throws(FrameDiffError) -> [Peak] {
    try refinedExtrema(
      framesPerSecond: framesPerSecond, through: horizon, kinks: [], value: value,
      derivative: derivative)
  }

  static func refinedExtrema(
    framesPerSecond: Double, through horizon: Double, kinks: [Double], jumps: [ValueJump] = [],
    value: (Double) -> Double, derivative: (Double) -> Double
  ) throws(FrameDiffError) -> [Peak] {
    let link = try DisplayLink(framesPerSecond: framesPerSecond)
    let count = try link.frameCount(through: horizon)
    var peaks: [Peak] = []
    func record(_ t: Double, _ v: Double, _ kind: PeakKind, beforeJump: Bool = false) {
      let index = Int((t * framesPerSecond).rounded())
      peaks.append(Peak(index: index, time: t, value: v, kind: kind, isBeforeJump: beforeJump))
    }
    var jumpAt: [Double: ValueJump] = [:]
    for jump in jumps { jumpAt[jump.time] = jump }
    // The last node with a nonzero derivative: its time and sign (true = rising).
    var previous: (time: Double, rising: Bool)?
    // A jump onto a flat stretch (every helper at rest, or one cut and the other still
    // waiting for its delay): its time, value and direction, until the curve moves again.
    var plateau: (time: Double, value: Double, up: Bool)?
    var pendingKinks = kinks.filter { $0 <= horizon }.sorted()[...]
    func visit(_ t: Double, left: Double, right: Double) {
      if right != 0, let flat = plateau {
        // The curve leaves a plateau it jumped onto: an extremum when it moves back.
        if flat.up != (right > 0) {
          record(flat.time, flat.value, flat.up ? .maximum : .minimum)
        }
        plateau = nil
      }
      if left != 0, let (start, rising) = previous, (left > 0) != rising {
        let root =
          (try? RootFinding.brent(in: start, t, absoluteTolerance: refinementTolerance) {
            $0 == t ? left : derivative($0)
          }) ?? t
        // At a jump, a root on the jump itself is the value before it, classified below.
        if !(jumpAt[t] != nil && root >= t) {
          record(root, value(root), rising ? .maximum : .minimum)
        }
        previous = nil
      }
      if let jump = jumpAt[t] {
        if let kind = jump.extremumBefore {
          record(t.nextDown, jump.valueBefore, PeakKind(kind), beforeJump: true)
        }
        if let kind = jump.extremumAfter { record(t, jump.valueAfter, PeakKind(kind)) }
        if right == 0 && jump.size != 0 { plateau = (t, jump.valueAfter, jump.size > 0) }
        previous = right != 0 ? (t, right > 0) : nil
        return
      }
      if left != 0 && right != 0 && (left > 0) != (right > 0) {
        record(t, value(t), left > 0 ? .maximum : .minimum)  // a corner: diff′ flips at a delay
      }
      if right != 0 { previous = (t, right > 0) }
    }
    for n in 0..<count {
      let t = link.time(ofFrame: n)
      var isKink = false
      while let kink = pendingKinks.first, kink <= t {
        pendingKinks.removeFirst()
        if kink < t {
          visit(kink, left: derivative(kink.nextDown), right: derivative(kink))
        } else {
          isKink = true
        }
      }
      let d = derivative(t)
      visit(t, left: isKink ? derivative(t.nextDown) : d, right: d)
    }
    // A kink or jump after the last frame, up to the horizon (a cut at the animation's end).
    for kink in pendingKinks {
      visit(kink, left: derivative(kink.nextDown), right: derivative(kink))
    }
    return peaks
  }

  /// The frame-level extrema of a sampled series (what a device shows): samples strictly above
  /// (or below) their neighbours, a flat run counting once at its first sample. The first and
  /// last samples are never peaks. Linear in the number of samples.
  ///
  /// - Parameter samples: In increasing time order.
  public static func sampledPeaks(_ samples: [SamplePoint]) -> [Peak] {
    sampledPeakPositions(samples).map { position in
      let sample = samples[position.start]
      return Peak(index: sample.index, time: sample.time, value: sample.value, kind: position.kind)
    }
  }

  /// The frame-level extrema of `samples`, each refined by the parabola through it and its two
  /// neighbours (times may be unevenly spaced, e.g. after dropped frames): the vertex time and
  /// value. A flat run, or a vertex outside the neighbours' interval, keeps the sample itself.
  /// For a smooth curve sampled every h seconds the time error is O(h²)·|x‴/x″|.
  ///
  /// - Parameter samples: In increasing time order.
  public static func parabolicPeaks(_ samples: [SamplePoint]) -> [Peak] {
    sampledPeakPositions(samples).map { position in
      let sample = samples[position.start]
      guard position.start == position.end else {
        return Peak(
          index: sample.index, time: sample.time, value: sample.value, kind: position.kind)
      }
      let (t, v) = parabolaVertex(
        samples[position.start - 1], sample, samples[position.start + 1])
      return Peak(index: sample.index, time: t, value: v, kind: position.kind)
    }
  }

  /// The vertex of the parabola through three samples with t0 < t1 < t2, or the middle sample
  /// when the parabola is degenerate or its vertex lies outside [t0, t2].
  package static func parabolaVertex(_ a: SamplePoint, _ b: SamplePoint, _ c: SamplePoint)
    -> (Double, Double)
  {
    let slope1 = (b.value - a.value) / (b.time - a.time)
    let slope2 = (c.value - b.value) / (c.time - b.time)
    let curvature = (slope2 - slope1) / (c.time - a.time)
    guard curvature != 0, curvature.isFinite else { return (b.time, b.value) }
    // p(t) = v0 + s1 (t − t0) + κ (t − t0)(t − t1); p′(t) = 0 at the vertex.
    let t = 0.5 * (a.time + b.time) - slope1 / (2 * curvature)
    guard t >= a.time, t <= c.time else { return (b.time, b.value) }
    let v = a.value + slope1 * (t - a.time) + curvature * (t - a.time) * (t - b.time)
    return (t, v)
  }

  /// Runs of equal values [start, end] that are strict local extrema of the series.
  static func sampledPeakPositions(_ samples: [SamplePoint]) -> [(
    start: Int, end: Int, kind: PeakKind
  )] {
    var result: [(start: Int, end: Int, kind: PeakKind)] = []
    guard samples.count >= 3 else { return result }
    // Walk the runs of equal values, remembering the previous run's value.
    var previousValue: Double?
    var start = 0
    while start < samples.count {
      var end = start
      while end + 1 < samples.count && samples[end + 1].value == samples[start].value { end += 1 }
      let v = samples[start].value
      if let before = previousValue, end + 1 < samples.count {
        let after = samples[end + 1].value
        if v > before && v > after {
          result.append((start, end, .maximum))
        } else if v < before && v < after {
          result.append((start, end, .minimum))
        }
      }
      previousValue = v
      start = end + 1
    }
    return result
  }
}
