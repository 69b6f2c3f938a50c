import JellyFrameDiff
import JellyMath

extension FrameDiffScene {
  /// The largest time that is searched for the settling time, in seconds.
  public static let maximumSettlingSearch = 1_000.0

  /// The settling time of the diff: the last time |diff − restingDiff| exceeds ε·max|diff −
  /// restingDiff|, in seconds (0 when the diff never moves).
  ///
  /// Found exactly like `JellySprings.SpringMotion.settlingDuration(epsilon:)`: the extrema
  /// are refined on the exact derivative (over a window grown until the helpers' decay
  /// envelopes prove no later extremum reaches the threshold), the last extremum above the
  /// threshold is taken, and the crossing after it, where the diff moves monotonically, is
  /// bracketed and solved by Brent's method to 1e-13 s. When a helper's cut (its animation end)
  /// makes the diff jump into the band, the settling time is that cut time exactly.
  ///
  /// - Parameters:
  ///   - epsilon: The fraction of the largest deviation, in (0, 1); default 0.001.
  ///   - framesPerSecond: The grid that brackets extrema, in (0, 1000]; default 60.
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for ε or fps out of
  ///   range, or when the diff has not settled within ``maximumSettlingSearch`` seconds.
  public func settlingTime(
    epsilon: Double = 0.001, framesPerSecond: Double = DisplayLink.defaultFramesPerSecond
  ) throws(FrameDiffError) -> Double {
    try settlingTime(epsilon: epsilon, framesPerSecond: framesPerSecond, peaks: nil)
  }

  /// ``settlingTime(epsilon:framesPerSecond:)`` reusing `peaks`, this scene's refined peaks
  /// through ``animationEnd`` as `PeakFinder.refinedPeaks(of:framesPerSecond:through:)-(FrameDiffScene,_,_)`
  /// returns them for the same `framesPerSecond` (a caller that needs them anyway finds them
  /// once). They stand in for the first search window when that window is ``animationEnd``;
  /// a longer window (an animation shorter than one frame, or a scene that is still moving at
  /// its end) is searched afresh. The result is the same number either way.
  ///
  /// - Parameters:
  ///   - epsilon: The fraction of the largest deviation, in (0, 1).
  ///   - framesPerSecond: The grid that brackets extrema, in (0, 1000].
  ///   - peaks: The refined peaks through ``animationEnd`` at `framesPerSecond`, or `nil` to
  ///     find them here.
  /// - Throws: As ``settlingTime(epsilon:framesPerSecond:)``.
  public func settlingTime(epsilon: Double, framesPerSecond: Double, peaks given: [Peak]?)
    throws(FrameDiffError) -> Double
  {
    try FrameDiffError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    if given != nil { _ = try DisplayLink(framesPerSecond: framesPerSecond) }
    let rest = restingDiff
    let deviation = { (t: Double) -> Double in self.diff(at: t) - rest }
    var horizon = max(animationEnd, 1 / framesPerSecond)
    var peaks: [Peak]
    var largest: Double
    var reusable = given != nil && horizon == animationEnd
    while true {
      if reusable, let given {
        peaks = given
        reusable = false
      } else {
        peaks = try PeakFinder.refinedPeaks(
          of: self, framesPerSecond: framesPerSecond, through: horizon)
      }
      largest = peaks.reduce(abs(deviation(0))) { max($0, abs($1.value - rest)) }
      if deviationBound(after: horizon) <= epsilon * largest { break }
      guard horizon < Self.maximumSettlingSearch else {
        throw FrameDiffError.invalidParameter(
          ParameterError(
            .springDamping, valueText: "too weak",
            allowed: "strong enough to settle within \(Self.maximumSettlingSearch) s"))
      }
      horizon = min(2 * horizon, Self.maximumSettlingSearch)
    }
    if largest == 0 { return 0 }
    let threshold = epsilon * largest
    // Local maxima of |deviation|: t = 0 and every extremum; take the last one above threshold.
    var start: (time: Double, value: Double)? =
      abs(deviation(0)) > threshold ? (0, deviation(0)) : nil
    var end = horizon
    for (i, peak) in peaks.enumerated() where abs(peak.value - rest) > threshold {
      start = (peak.time, peak.value - rest)
      end = i + 1 < peaks.count ? peaks[i + 1].time : horizon
    }
    guard let (startTime, startValue) = start else { return 0 }
    let sign: Double = startValue > 0 ? 1 : -1
    let excess = { (t: Double) -> Double in sign * deviation(t) - threshold }
    // A helper's cut inside the bracket makes the deviation jump: when it is still outside the
    // band just before the cut and inside from it on, the jump is the crossing (exactly the cut
    // time; Brent would only approach it to its tolerance); still outside after it, the
    // crossing comes later.
    var lower = startTime
    let cuts = [side.cutTime, center?.cutTime].compactMap { $0 }.sorted()
    for cut in cuts where cut > startTime && cut <= end {
      if excess(cut.nextDown) <= 0 { break }
      if abs(deviation(cut)) <= threshold { return cut }
      if sign * deviation(cut) < 0 { break }
      lower = cut
    }
    return (try? RootFinding.brent(in: lower, end, absoluteTolerance: 1e-13, excess)) ?? end
  }
}
