import JellyFrameDiff

/// The frame-level extrema of a series fed one sample at a time, each refined by the parabola
/// through it and its two neighbours, for inputs too long to hold in memory.
///
/// Gives the same peaks as `PeakFinder.parabolicPeaks(_:)` on the whole series (same vertex
/// formula, same rounding): a peak that is a single sample gets the parabola's vertex time and
/// value, a flat run or a vertex outside the neighbours' interval keeps the sample itself.
/// A peak is known when the sample after its run arrives. Memory is O(1); each sample costs O(1).
public struct StreamingParabolicPeakDetector: Sendable {
  /// Finds the unrefined peaks.
  private var detector = StreamingPeakDetector()
  /// The last sample fed.
  private var previous: SamplePoint?
  /// The sample fed before ``previous``.
  private var beforePrevious: SamplePoint?

  /// A detector that has seen nothing.
  public init() {}

  /// Samples fed so far.
  public var sampleCount: Int { detector.sampleCount }

  /// Feeds the next sample (in increasing time order; sample indices must be distinct).
  ///
  /// - Returns: The refined peak that `sample` completes, if any.
  public mutating func add(_ sample: SamplePoint) -> Peak? {
    defer {
      beforePrevious = previous
      previous = sample
    }
    guard let peak = detector.add(sample) else { return nil }
    // A run of one sample ends at the previous sample; `sample` is its right neighbour.
    guard let middle = previous, middle.index == peak.index, let left = beforePrevious else {
      return peak
    }
    let (t, v) = PeakFinder.parabolaVertex(left, middle, sample)
    return Peak(index: peak.index, time: t, value: v, kind: peak.kind)
  }
}
