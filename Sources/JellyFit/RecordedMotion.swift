/// A recorded motion: a value sampled at strictly increasing times (a screen recording tracked
/// to positions, a requestAnimationFrame log), checked once so that every fit can rely on it.
public struct RecordedMotion: Sendable, Hashable {
  /// The sample times, in seconds, strictly increasing and finite.
  public let times: [Double]
  /// The values, finite, in the recording's units (points, pixels, …); not all equal.
  public let values: [Double]

  /// The samples `values` at `times`.
  ///
  /// - Throws: ``MotionFitError`` for unequal counts, a non-finite time or value, times that do
  ///   not strictly increase, or a constant series (fewer than two samples count as constant).
  public init(times: [Double], values: [Double]) throws(MotionFitError) {
    guard times.count == values.count else {
      throw .countMismatch(times: times.count, values: values.count)
    }
    for index in times.indices {
      guard times[index].isFinite, values[index].isFinite else {
        throw .nonFiniteSample(index: index, time: times[index], value: values[index])
      }
      if index > 0, !(times[index] > times[index - 1]) {
        throw .timesNotIncreasing(index: index, time: times[index], previous: times[index - 1])
      }
    }
    guard let first = values.first, values.contains(where: { $0 != first }) else {
      throw .constantSeries(value: values.first ?? .nan)
    }
    self.times = times
    self.values = values
  }

  /// The number of samples.
  public var count: Int { times.count }

  /// The largest value minus the smallest, > 0.
  public var range: Double {
    (values.max() ?? 0) - (values.min() ?? 0)
  }
}
