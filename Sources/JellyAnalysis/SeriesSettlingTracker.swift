import JellyFrameDiff

/// The settling time of a sampled series fed one sample at a time, once the largest |value| of
/// the series is known (e.g. from a first pass over a file), in constant memory.
///
/// Same definition and arithmetic as ``SeriesSettling/settlingTime(of:epsilon:)``: the last time
/// |value| exceeds ε·max|value|, the crossing placed by linear interpolation between the last
/// sample above the threshold and the next one (exact for a piecewise-linear series, within one
/// sample interval otherwise).
public struct SeriesSettlingTracker: Sendable {
  /// ε·max|value|: the level a settled series stays at or below.
  public let threshold: Double
  /// The first sample's time, once there is one, in seconds.
  private(set) var firstTime: Double?
  /// The last sample whose |value| exceeds the threshold.
  private var lastAbove: SamplePoint?
  /// The sample right after ``lastAbove``, once it has arrived.
  private var afterLastAbove: SamplePoint?

  /// A tracker for a series whose largest |value| is `largestMagnitude`.
  ///
  /// - Parameters:
  ///   - epsilon: The fraction of the largest |value|, in (0, 1); default 0.001.
  ///   - largestMagnitude: max|value| over the whole series, ≥ 0 and finite.
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for ε outside (0, 1) or
  ///   a negative or non-finite magnitude.
  public init(epsilon: Double = 0.001, largestMagnitude: Double) throws(FrameDiffError) {
    try self.init(epsilon: epsilon, largestMagnitude: largestMagnitude, firstTime: nil)
  }

  /// A tracker that already knows the series' first time (for restarts mid-series).
  init(epsilon: Double, largestMagnitude: Double, firstTime: Double?) throws(FrameDiffError) {
    try FrameDiffError.check(.epsilon, epsilon, allowed: "in (0, 1)") { $0 > 0 && $0 < 1 }
    try FrameDiffError.check(.largestMagnitude, largestMagnitude, allowed: ">= 0, finite") {
      $0 >= 0 && $0.isFinite
    }
    threshold = epsilon * largestMagnitude
    self.firstTime = firstTime
  }

  /// Feeds the next sample, in increasing time order.
  public mutating func add(_ sample: SamplePoint) {
    if firstTime == nil { firstTime = sample.time }
    if abs(sample.value) > threshold {
      lastAbove = sample
      afterLastAbove = nil
    } else if lastAbove != nil && afterLastAbove == nil {
      afterLastAbove = sample
    }
  }

  /// The settling time of the samples fed so far, in seconds: the first sample's time when none
  /// exceeds the threshold, `nil` when the last one still does or nothing was fed.
  public var settlingTime: Double? {
    guard let firstTime else { return nil }
    guard let a = lastAbove else { return firstTime }
    guard let b = afterLastAbove else { return nil }
    // s·value (s = sign of a) falls from above the threshold at a to at most it at b.
    let sign: Double = a.value > 0 ? 1 : -1
    let fraction = (abs(a.value) - threshold) / (abs(a.value) - sign * b.value)
    return a.time + fraction * (b.time - a.time)
  }
}
