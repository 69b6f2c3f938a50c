import JellyFrameDiff
import JellyMath

/// A diff curve put on the unit square so that it can be laid over an easing's oscillation.
///
/// Time: u = (t − t₀)/(T − t₀), where T is the diff's settling time (the first time after which
/// |diff − rest| stays within ε·max|diff − rest|,
/// `FrameDiffScene.settlingTime(epsilon:framesPerSecond:)`) and the origin t₀ depends on the
/// ``DiffAlignment``: the main excursion t* for ``DiffAlignment/peak`` (the default, so n(0) is
/// the main excursion, like easeOutElastic's e(0) − 1 = −1), or 0 for ``DiffAlignment/start``
/// (u = t/T). Amplitude: n(u) = s·(diff(t₀ + u·(T − t₀)) − rest)/A, where A is the largest
/// |diff − rest| (at t = 0 or at a refined extremum: the main excursion, in points) and the
/// sign s = ±1 makes the main excursion equal to `mainExcursionSign`. So n(u) lies in [−1, 1]
/// and reaches ±1 at the main excursion (at u = 0 when aligned at the peak). Both scales come
/// from one `DiffExtrema`, where UIKit's cut is part of the curve: the value just before a cut
/// can be the main excursion, and a cut can be the settling time.
public struct DiffNormalization: Sendable, Hashable {
  /// The scene whose diff is normalized.
  public let scene: FrameDiffScene
  /// The time scale T: the diff's settling time, in seconds (> 0).
  public let settlingTime: Double
  /// The amplitude scale A: the largest |diff − rest|, in points (> 0).
  public let amplitude: Double
  /// The time of the main excursion, in seconds (0 when it is the start).
  public let mainExcursionTime: Double
  /// The sign s (±1) applied after dividing by ``amplitude``.
  public let sign: Double
  /// Where u = 0 lies.
  public let alignment: DiffAlignment
  /// The diff's exact peaks (time t in seconds, value in points) through a horizon past the
  /// settling time: `DiffExtrema.peaks`, the value just before a cut included.
  public let peaks: [Peak]

  /// The time origin t₀ of u = 0, in seconds: ``mainExcursionTime`` when aligned at the peak,
  /// else 0.
  public var timeOrigin: Double { alignment == .peak ? mainExcursionTime : 0 }

  /// The seconds per unit of u, T − t₀ (> 0): divide a frequency per unit of u by it for one
  /// per second.
  public var timeSpan: Double { settlingTime - timeOrigin }

  /// Normalizes the diff of `scene`.
  ///
  /// - Parameters:
  ///   - scene: The helpers.
  ///   - epsilon: The settling fraction that defines T, in (0, 1); default 0.001.
  ///   - mainExcursionSign: The sign (> 0 or < 0) the main excursion gets; −1 matches
  ///     easeOutElastic, whose e(u) − 1 starts at −1.
  ///   - alignment: Where u = 0 lies; default ``DiffAlignment/peak``.
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for ε out of range or a zero or
  ///   non-finite sign, `FrameDiffError.diffNeverSettles` for a diff that has not settled
  ///   within the settling search, `FrameDiffError.diffNeverMoves` for a diff that never moves
  ///   (nothing to normalize), and `FrameDiffError.nothingFollowsPeak(deviation:settlingTime:)`
  ///   for ``DiffAlignment/peak`` when the main excursion is the value just before the cut that
  ///   settles the diff (nothing follows it).
  public init(
    scene: FrameDiffScene, epsilon: Double = 0.001, mainExcursionSign: Double = -1,
    alignment: DiffAlignment = .peak
  ) throws(FrameDiffError) {
    try FrameDiffError.check(.mainExcursionSign, mainExcursionSign, allowed: "nonzero") {
      $0 != 0
    }
    let extrema = try DiffExtrema.settling(scene, epsilon: epsilon)
    let settling = extrema.settlingTime(epsilon: epsilon)
    let excursion = extrema.largestDeviation
    guard settling > 0, excursion.deviation != 0, settling > excursion.time else {
      throw FrameDiffError.diffNeverMoves
    }
    if alignment == .peak, excursion.isBeforeJump, settling <= excursion.time.nextUp {
      // The largest excursion is the value just before a cut that settles the diff: aligned
      // there, u would span one rounding step.
      throw FrameDiffError.nothingFollowsPeak(
        deviation: excursion.deviation, settlingTime: settling)
    }
    self.scene = scene
    settlingTime = settling
    peaks = extrema.peaks
    amplitude = abs(excursion.deviation)
    mainExcursionTime = excursion.time
    sign = (excursion.deviation > 0) == (mainExcursionSign > 0) ? 1 : -1
    self.alignment = alignment
  }

  /// The exact peaks that lie in u ∈ [0, 1], as normalized points (time u, value n(u)), with
  /// `index` the nearest of `samples` grid points u_i = i/(samples − 1). The value just before a
  /// cut is one of them (it is never a vertex between grid points across the jump).
  public func normalizedPeaks(samples: Int) -> [Peak] {
    let rest = scene.restingDiff
    return peaks.compactMap { peak in
      let u = (peak.time - timeOrigin) / timeSpan
      guard u >= 0, u <= 1 else { return nil }
      let n = sign * (peak.value - rest) / amplitude
      let kind: PeakKind = (peak.kind == .maximum) == (sign > 0) ? .maximum : .minimum
      return Peak(
        index: Int((u * Double(max(samples, 2) - 1)).rounded()), time: u, value: n, kind: kind,
        isBeforeJump: peak.isBeforeJump)
    }
  }

  /// The time in seconds of normalized time `u`: t₀ + u·(T − t₀).
  public func time(at u: Double) -> Double { timeOrigin + u * timeSpan }

  /// n(u) = s·(diff(t₀ + u·(T − t₀)) − rest)/A at normalized time `u` (any u ≥ 0; the diff is
  /// defined past u = 1 too). Exact to rounding.
  public func value(at u: Double) -> Double {
    sign * (scene.diff(at: time(at: u)) - scene.restingDiff) / amplitude
  }
}
