/// Counts and decay of a list of peaks.
public struct PeakSummary: Sendable, Hashable {
  /// The magnitude a peak must reach to be counted, in the peaks' units (≥ 0).
  public let threshold: Double
  /// How many peaks have |value| ≥ ``threshold``.
  public let countAboveThreshold: Int
  /// |v_{i+1} / v_i| for successive peaks, in order (`.infinity` after a zero peak): for a single
  /// damped spring every ratio is exp(−π·ζ/sqrt(1 − ζ²)).
  public let decayRatios: [Double]

  /// Summarizes `peaks` (in time order).
  ///
  /// - Throws: ``FrameDiffError/invalidParameter(name:value:allowed:)`` for a negative or
  ///   non-finite threshold.
  public init(peaks: [Peak], threshold: Double) throws(FrameDiffError) {
    try FrameDiffError.check("threshold", threshold, allowed: ">= 0 and finite") { $0 >= 0 }
    self.threshold = threshold
    countAboveThreshold = peaks.filter { abs($0.value) >= threshold }.count
    decayRatios = zip(peaks, peaks.dropFirst()).map { abs($1.value / $0.value) }
  }
}
