import JellyFrameDiff

/// The frame-level extrema of a series fed one sample at a time, for inputs too long to hold
/// in memory (a CSV of 10^7 rows read by a streaming reader).
///
/// Same rule as `PeakFinder.sampledPeaks(_:)`: a sample strictly above (or below) its
/// neighbours is a peak, a flat run of equal values counts once at its first sample, and the
/// first and last samples are never peaks. A peak is known one run later, when the first sample
/// of a different value arrives. Memory is O(1); each sample costs O(1).
public struct StreamingPeakDetector: Sendable {
  /// The value of the run before the current one, once there is one.
  private var previousRunValue: Double?
  /// The first sample of the current run of equal values.
  private var runStart: SamplePoint?
  /// Samples fed so far.
  public private(set) var sampleCount = 0

  /// A detector that has seen nothing.
  public init() {}

  /// Feeds the next sample (in increasing time order).
  ///
  /// - Returns: The peak that `sample` completes, if any: the first sample of the run that
  ///   just ended, when that run is a strict local extremum.
  public mutating func add(_ sample: SamplePoint) -> Peak? {
    sampleCount += 1
    guard let run = runStart else {
      runStart = sample
      return nil
    }
    if sample.value == run.value { return nil }
    var peak: Peak?
    if let before = previousRunValue {
      if run.value > before && run.value > sample.value {
        peak = Peak(index: run.index, time: run.time, value: run.value, kind: .maximum)
      } else if run.value < before && run.value < sample.value {
        peak = Peak(index: run.index, time: run.time, value: run.value, kind: .minimum)
      }
    }
    previousRunValue = run.value
    runStart = sample
    return peak
  }
}
