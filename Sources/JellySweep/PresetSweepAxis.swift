import JellyFrameDiff

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

extension PresetSweepAxis {
  /// The cell of `axes` over `base` that ends last: `base` with its side helper's duration set
  /// to the largest duration of a duration axis (seconds, as UIKit runs it); `base` itself when
  /// no axis varies the duration or that duration gives no usable preset.
  public static func longestCell(of base: FrameDiffPreset, axes: [PresetSweepAxis])
    -> FrameDiffPreset
  {
    guard let durations = axes.first(where: { $0.parameter == .duration })?.values else {
      return base
    }
    let largest = max(durations.start, durations.value(at: durations.count - 1))
    return
      (try? base.applying(
        PresetOverrides(side: SweepParameter.duration.applying(largest, to: HelperOverrides()))))
      ?? base
  }
}
