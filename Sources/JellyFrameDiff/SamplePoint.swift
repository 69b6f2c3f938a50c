/// One sample of a series: a frame of a diff sequence or a row of a CSV file.
public struct SamplePoint: Sendable, Hashable {
  /// Frame or row number.
  public let index: Int
  /// Time in seconds.
  public let time: Double
  /// Sampled value.
  public let value: Double

  /// A sample `value` at `time` seconds, numbered `index`.
  public init(index: Int, time: Double, value: Double) {
    self.index = index
    self.time = time
    self.value = value
  }
}
