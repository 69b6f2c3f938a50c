import JellyFrameDiff

/// Counts, decay and settling of a list of peaks.
public struct PeakSummary: Sendable, Hashable {
  /// The magnitude a peak must reach to be counted, in the peaks' units (≥ 0).
  public let threshold: Double
  /// How many peaks have |value| ≥ ``threshold``.
  public let countAboveThreshold: Int
  /// |v_{i+1} / v_i| for successive peaks, in order (not finite after a zero peak): for a single
  /// damped spring every ratio is exp(−π·ζ/sqrt(1 − ζ²)).
  public let decayRatios: [Double]
  /// The curve's settling time in seconds, when it was computed (see
  /// `FrameDiffScene.settlingTime(epsilon:framesPerSecond:)` and
  /// ``SeriesSettling/settlingTime(of:epsilon:)``); `nil` when unknown or not settled.
  public let settlingTime: Double?

  /// Summarizes `peaks` (in time order), recording `settlingTime` as given.
  ///
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for a negative or
  ///   non-finite threshold.
  public init(peaks: [Peak], threshold: Double, settlingTime: Double? = nil) throws(FrameDiffError)
  {
    try FrameDiffError.check(.threshold, threshold, allowed: ">= 0 and finite") { $0 >= 0 }
    self.threshold = threshold
    countAboveThreshold = peaks.filter { abs($0.value) >= threshold }.count
    decayRatios = zip(peaks, peaks.dropFirst()).map { abs($1.value / $0.value) }
    self.settlingTime = settlingTime
  }

  /// The summary of a scene: its refined peaks up to `horizon` (default: the end of the
  /// animations) and its exact settling time for `epsilon`.
  ///
  /// - Throws: `FrameDiffError` for a threshold, ε, fps or horizon out of range.
  public init(
    scene: FrameDiffScene, threshold: Double, epsilon: Double = 0.001,
    framesPerSecond: Double = DisplayLink.defaultFramesPerSecond, horizon: Double? = nil
  ) throws(FrameDiffError) {
    let peaks = try PeakFinder.refinedPeaks(
      of: scene, framesPerSecond: framesPerSecond, through: horizon)
    try self.init(
      peaks: peaks, threshold: threshold,
      settlingTime: scene.settlingTime(epsilon: epsilon, framesPerSecond: framesPerSecond))
  }

  /// The `key,value` rows (no header) of `jellylab peaks --summary` for `peakCount` peaks:
  /// peaks, threshold, count_above_threshold, decay_ratio_1… and settling_time, numbers in
  /// shortest round-trip form; a missing value (a settling time not known, a ratio after a zero
  /// peak) is an empty field, as in every jellylab CSV.
  public func csvRows(peakCount: Int) -> String {
    var lines = [
      "peaks,\(peakCount)", "threshold,\(threshold)",
      "count_above_threshold,\(countAboveThreshold)",
    ]
    for (i, ratio) in decayRatios.enumerated() {
      lines.append("decay_ratio_\(i + 1),\(ratio.isFinite ? "\(ratio)" : "")")
    }
    lines.append("settling_time,\(settlingTime.map { "\($0)" } ?? "")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The whole `key,value` CSV of `jellylab peaks --summary`: the header, ``csvRows(peakCount:)``
  /// and, for a motion UIKit cuts at its duration, `end_jump`: its displacement just before the
  /// cut as a signed fraction of its travel (no row when nothing is cut).
  public func csv(peakCount: Int, endJump: Double?) -> String {
    "key,value\n" + csvRows(peakCount: peakCount) + (endJump.map { "end_jump,\($0)\n" } ?? "")
  }
}
