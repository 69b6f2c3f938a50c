import JellyFrameDiff

/// The settling time of a sampled series, e.g. a diff read from a CSV file.
public enum SeriesSettling {
  /// The last time |value| exceeds ε·max|value|, with the crossing placed by linear
  /// interpolation between the last sample above the threshold and the next one (so it is
  /// exact for a piecewise-linear series and within one sample interval otherwise), in seconds.
  ///
  /// - Parameters:
  ///   - samples: In increasing time order; the series is assumed to settle toward 0.
  ///   - epsilon: The fraction of the largest |value|, in (0, 1); default 0.001.
  /// - Returns: The first sample's time when no sample exceeds the threshold (0 for a series
  ///   that is all zero), `nil` when the last sample still exceeds it (not settled within the
  ///   data) or the series is empty.
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for ε outside (0, 1).
  public static func settlingTime(of samples: [SamplePoint], epsilon: Double = 0.001)
    throws(FrameDiffError) -> Double?
  {
    var tracker = try SeriesSettlingTracker(
      epsilon: epsilon, largestMagnitude: samples.reduce(0) { max($0, abs($1.value)) })
    for sample in samples { tracker.add(sample) }
    return tracker.settlingTime
  }
}
