import JellyMath

// Every derived quantity of a diff comes from one list of nodes: t = 0, the refined peaks (smooth
// turns, corners at delays, and the values on either side of a cut where the curve moves away
// from them: PeakFinder with FrameDiffScene.jumps), the helpers' delays and cuts, and the horizon.
// Between two neighbouring nodes diff is continuous and monotone, so
//
// - its largest |diff − c| over [0, horizon] is at a node: the start, a peak (attained, or the
//   value at a cut's time.nextDown, which the curve still has) or the horizon;
// - its settling time (the first time after which |diff − rest| stays within the band) is found
//   from the last node interval that leaves the band: the interval's end when the curve is still
//   outside the band just before it (a cut jumps into the band there), else the one crossing of
//   the band inside the interval, solved by Brent's method.

/// The extrema of a scene's diff over [0, ``horizon``] and the quantities that follow from them:
/// the largest deviation from a value and the settling time. UIKit's cut at each helper's
/// duration is part of the curve (`FrameDiffScene.jumps`), so the value just before a cut counts
/// wherever it is an extremum.
public struct DiffExtrema: Sendable {
  /// A point of the curve where |diff − c| is largest.
  public struct Excursion: Sendable, Hashable {
    /// When, in seconds (a cut's time `.nextDown` for the value just before the cut).
    public let time: Double
    /// diff − c there, in points.
    public let deviation: Double
    /// Whether it is the value just before a helper's animation ends.
    public let isBeforeJump: Bool
  }

  /// The scene.
  public let scene: FrameDiffScene
  /// The rate of the grid that brackets the extrema, in (0, 1000] frames per second.
  public let framesPerSecond: Double
  /// The end of the time range, in seconds.
  public let horizon: Double
  /// The local extrema of diff in (0, ``horizon``], in time order (`PeakFinder.refinedPeaks(of:framesPerSecond:through:)-(FrameDiffScene,_,_)`).
  public let peaks: [Peak]

  /// The extrema of `scene`'s diff through `horizon` seconds (default: the end of the
  /// animations), bracketed on the `framesPerSecond` grid.
  ///
  /// - Parameters:
  ///   - scene: The helpers.
  ///   - framesPerSecond: In (0, 1000]; default 60.
  ///   - horizon: The last time, in seconds (finite, > 0).
  ///   - given: The refined peaks through the same horizon at the same rate, when the caller
  ///     has them, or `nil` to find them here.
  /// - Throws: `FrameDiffError` for an fps or horizon out of range.
  public init(
    scene: FrameDiffScene, framesPerSecond: Double = DisplayLink.defaultFramesPerSecond,
    through horizon: Double? = nil, peaks given: [Peak]? = nil
  ) throws(FrameDiffError) {
    let end = horizon ?? scene.animationEnd
    if given != nil {
      _ = try DisplayLink(framesPerSecond: framesPerSecond)
      try FrameDiffError.check(.horizon, end, allowed: ">= 0 and finite") { $0 >= 0 }
    }
    self.scene = scene
    self.framesPerSecond = framesPerSecond
    self.horizon = end
    if let given {
      peaks = given
    } else {
      peaks = try PeakFinder.refinedPeaks(
        of: scene, framesPerSecond: framesPerSecond, through: end)
    }
  }

  /// The longest time range searched for the settling time, in seconds.
  public static let maximumSettlingSearch = 1_000.0

  /// The extrema through a horizon long enough that the helpers' decay envelopes prove the diff
  /// stays within ε·(its largest deviation from rest) after it: the end of the animations
  /// (at least one frame), doubled until it is.
  ///
  /// - Parameters:
  ///   - scene: The helpers.
  ///   - epsilon: The band as a fraction of the largest deviation, in (0, 1).
  ///   - framesPerSecond: In (0, 1000].
  ///   - given: The refined peaks through `FrameDiffScene.animationEnd` at `framesPerSecond`,
  ///     or `nil`; used for the first horizon when it is the end of the animations.
  /// - Throws: ``FrameDiffError/invalidParameter(_:)`` for ε or fps out of range,
  ///   ``FrameDiffError/diffNeverSettles`` when the diff does not settle within
  ///   ``maximumSettlingSearch`` seconds.
  public static func settling(
    _ scene: FrameDiffScene, epsilon: Double,
    framesPerSecond: Double = DisplayLink.defaultFramesPerSecond, peaks given: [Peak]? = nil
  ) throws(FrameDiffError) -> DiffExtrema {
    try FrameDiffError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    _ = try DisplayLink(framesPerSecond: framesPerSecond)
    var horizon = max(scene.animationEnd, 1 / framesPerSecond)
    var reusable = horizon == scene.animationEnd ? given : nil
    while true {
      let extrema = try DiffExtrema(
        scene: scene, framesPerSecond: framesPerSecond, through: horizon, peaks: reusable)
      reusable = nil
      let largest = abs(extrema.largestDeviation(from: scene.restingDiff).deviation)
      if scene.deviationBound(after: horizon) <= epsilon * largest { return extrema }
      guard horizon < maximumSettlingSearch else {
        throw FrameDiffError.diffNeverSettles
      }
      horizon = min(2 * horizon, maximumSettlingSearch)
    }
  }

  /// The largest |diff − `reference`| over [0, ``horizon``] (points): at t = 0, at a peak, on
  /// either side of a cut (the value just before it is approached, at the cut's time
  /// `.nextDown`) or at the horizon.
  public func largestDeviation(from reference: Double) -> Excursion {
    var best = Excursion(
      time: 0, deviation: scene.diff(at: 0) - reference, isBeforeJump: false)
    for peak in peaks where abs(peak.value - reference) > abs(best.deviation) {
      best = Excursion(
        time: peak.time, deviation: peak.value - reference, isBeforeJump: peak.isBeforeJump)
    }
    // The values on either side of each cut, whether or not they are extrema: the largest
    // deviation does not depend on classifying them.
    for jump in scene.jumps where jump.time <= horizon {
      for (time, value, before) in [
        (jump.time.nextDown, jump.valueBefore, true), (jump.time, jump.valueAfter, false),
      ] where abs(value - reference) > abs(best.deviation) {
        best = Excursion(time: time, deviation: value - reference, isBeforeJump: before)
      }
    }
    let last = scene.diff(at: horizon) - reference
    if abs(last) > abs(best.deviation) {
      best = Excursion(time: horizon, deviation: last, isBeforeJump: false)
    }
    return best
  }

  /// The largest deviation from the resting diff (``largestDeviation(from:)`` of
  /// `FrameDiffScene.restingDiff`).
  public var largestDeviation: Excursion { largestDeviation(from: scene.restingDiff) }

  /// The first time after which |diff − rest| stays at or below `threshold` through the
  /// horizon, in seconds (to 1e-13 s; a cut's time exactly when the jump there enters the band);
  /// 0 when it never leaves the band. Past the horizon the caller vouches for the band (see
  /// ``settling(_:epsilon:framesPerSecond:peaks:)``).
  ///
  /// - Parameter threshold: The band's half-width, in points (≥ 0).
  public func lastExit(fromBand threshold: Double) -> Double {
    let rest = scene.restingDiff
    let deviation = { (t: Double) -> Double in self.scene.diff(at: t) - rest }
    let jumpTimes = Set(scene.cuts)
    var nodes = [0.0] + peaks.map(\.time) + scene.kinks.filter { $0 < horizon } + [horizon]
    nodes.sort()
    var index = nodes.count - 1
    while index > 0 {
      let (start, end) = (nodes[index - 1], nodes[index])
      index -= 1
      guard start < end else { continue }
      // The curve on [start, end): its value at start and its limit just before end.
      let before = jumpTimes.contains(end) ? deviation(end.nextDown) : deviation(end)
      if abs(before) > threshold { return end }
      let first = deviation(start)
      guard abs(first) > threshold else { continue }
      let sign: Double = first > 0 ? 1 : -1
      let excess = { (t: Double) -> Double in
        sign * (t == end ? before : deviation(t)) - threshold
      }
      return (try? RootFinding.brent(in: start, end, absoluteTolerance: 1e-13, excess)) ?? end
    }
    return 0
  }

  /// The settling time for band `epsilon`: the first time after which |diff − rest| stays
  /// within ε·(the largest |diff − rest|), in seconds; 0 when the diff never moves. Exact to
  /// 1e-13 s when ``horizon`` comes from ``settling(_:epsilon:framesPerSecond:peaks:)`` for the
  /// same ε.
  ///
  /// - Parameter epsilon: In (0, 1).
  public func settlingTime(epsilon: Double) -> Double {
    let largest = abs(largestDeviation.deviation)
    return largest == 0 ? 0 : lastExit(fromBand: epsilon * largest)
  }
}
