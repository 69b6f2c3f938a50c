import JellyFrameDiff
import JellyMath

extension FrameDiffScene {
  /// The largest time that is searched for the settling time, in seconds
  /// (`DiffExtrema.maximumSettlingSearch`).
  public static let maximumSettlingSearch = DiffExtrema.maximumSettlingSearch

  /// The settling time of the diff: the first time after which |diff − restingDiff| stays
  /// within ε·max|diff − restingDiff|, in seconds (0 when the diff never moves).
  ///
  /// Found exactly, from `DiffExtrema`: the extrema are refined on the exact derivative over a
  /// window grown until the helpers' decay envelopes prove no later extremum reaches the band;
  /// the value just before each helper's cut is a candidate like any extremum. The last node
  /// interval that leaves the band gives the time: a cut's time exactly when the diff jumps
  /// into the band there, else the crossing inside the interval (Brent's method, 1e-13 s).
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
  /// through `animationEnd` as `PeakFinder.refinedPeaks(of:framesPerSecond:through:)-(FrameDiffScene,_,_)`
  /// returns them for the same `framesPerSecond` (a caller that needs them anyway finds them
  /// once). The result is the same number either way.
  ///
  /// - Parameters:
  ///   - epsilon: The fraction of the largest deviation, in (0, 1).
  ///   - framesPerSecond: The grid that brackets extrema, in (0, 1000].
  ///   - peaks: The refined peaks through `animationEnd` at `framesPerSecond`, or `nil` to
  ///     find them here.
  /// - Throws: As ``settlingTime(epsilon:framesPerSecond:)``.
  public func settlingTime(epsilon: Double, framesPerSecond: Double, peaks: [Peak]?)
    throws(FrameDiffError) -> Double
  {
    try DiffExtrema.settling(
      self, epsilon: epsilon, framesPerSecond: framesPerSecond, peaks: peaks
    ).settlingTime(epsilon: epsilon)
  }
}
