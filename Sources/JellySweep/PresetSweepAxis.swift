/// One axis of a ``PresetSweep``: the spring argument it varies and its values.
public struct PresetSweepAxis: Sendable, Hashable {
  /// The argument varied.
  public let parameter: SweepParameter
  /// Its values, in increasing order.
  public let values: SweepAxis

  /// An axis varying `parameter` over `values`.
  public init(_ parameter: SweepParameter, _ values: SweepAxis) {
    self.parameter = parameter
    self.values = values
  }
}
