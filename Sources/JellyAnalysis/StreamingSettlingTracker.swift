import JellyFrameDiff

/// The settling time of a sampled series fed one sample at a time in a single pass, in
/// constant memory, without knowing the largest |value| in advance (so a pipe can be read once).
///
/// Same definition and arithmetic as ``SeriesSettling/settlingTime(of:epsilon:)``: the last time
/// |value| exceeds ε·max|value|, the crossing placed by linear interpolation between the last
/// sample above the threshold and the next one. Why one pass suffices: the sample holding the
/// largest |value| M is itself above ε·M (ε < 1), so the last sample above the final threshold
/// comes at or after it. Each new largest |value| therefore restarts a
/// ``SeriesSettlingTracker`` at that sample with the threshold ε·M; the result is bit-identical
/// to the two-pass one.
public struct StreamingSettlingTracker: Sendable {
  /// The fraction ε of the largest |value|, in (0, 1).
  public let epsilon: Double
  /// The largest |value| fed so far (0 before any sample).
  public private(set) var largestMagnitude = 0.0
  private var tracker: SeriesSettlingTracker

  /// A tracker that has seen no sample yet.
  ///
  /// - Parameter epsilon: The fraction of the largest |value|, in (0, 1); default 0.001.
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for ε outside (0, 1).
  public init(epsilon: Double = 0.001) throws(FrameDiffError) {
    tracker = try SeriesSettlingTracker(epsilon: epsilon, largestMagnitude: 0)
    self.epsilon = epsilon
  }

  /// Feeds the next sample, in increasing time order.
  public mutating func add(_ sample: SamplePoint) {
    let magnitude = abs(sample.value)
    if magnitude > largestMagnitude {
      largestMagnitude = magnitude
      // ε is checked in init and the magnitude is finite, so this cannot throw.
      if let restarted = try? SeriesSettlingTracker(
        epsilon: epsilon, largestMagnitude: magnitude, firstTime: tracker.firstTime)
      {
        tracker = restarted
      }
    }
    tracker.add(sample)
  }

  /// The settling time of the samples fed so far, in seconds: the first sample's time when none
  /// exceeds the threshold (an all-zero series), `nil` when the last one still does or nothing
  /// was fed.
  public var settlingTime: Double? { tracker.settlingTime }
}
