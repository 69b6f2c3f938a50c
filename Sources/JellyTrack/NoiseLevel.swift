/// The background level and noise threshold of one frame's differences, estimated from their
/// histogram.
///
/// The background is assumed to cover more than half of the region, so the median difference
/// is the background's level (0 for an exact background, a few levels where the video's colour
/// conversion shifts it) and the median absolute deviation from it measures the noise: its
/// robust standard deviation is 1.4826 × the deviation, and at least one level, the step of
/// 8-bit values (a flat background decodes to nearly one value, so the deviation is often 0
/// while the codec still scatters a few pixels by a level or two). A difference counts as the
/// object only above ``threshold``: the median plus five of those standard deviations; the
/// object's differences count from the median up (``background`` is subtracted).
public struct NoiseLevel: Hashable, Sendable {
  /// The median difference: the background's level, 0...765.
  public let background: Int
  /// The largest difference still counted as background, > ``background``.
  public let threshold: Int

  /// A level with this background and threshold.
  public init(background: Int, threshold: Int) {
    self.background = background
    self.threshold = threshold
  }

  /// The level of the differences counted in `histogram` (`histogram[d]` pixels differ by `d`).
  /// An empty histogram gives background 0 and threshold 5.
  public init(histogram: [Int]) {
    let total = histogram.reduce(0, +)
    guard total > 0 else {
      self.init(background: 0, threshold: 5)
      return
    }
    let median = Self.median(histogram, total: total)
    var deviations = [Int](repeating: 0, count: histogram.count)
    for (level, count) in histogram.enumerated() where count > 0 {
      deviations[abs(level - median)] += count
    }
    let deviation = Self.median(deviations, total: total)
    let standardDeviation = max(1, 1.4826 * Double(deviation))
    self.init(background: median, threshold: median + Int((5 * standardDeviation).rounded(.up)))
  }

  /// The smallest level at or below which at least half of `total` counts lie.
  private static func median(_ histogram: [Int], total: Int) -> Int {
    var seen = 0
    for (level, count) in histogram.enumerated() {
      seen += count
      if 2 * seen >= total { return level }
    }
    return histogram.count - 1
  }
}
