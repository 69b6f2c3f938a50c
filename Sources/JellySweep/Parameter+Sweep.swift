import JellyMath

// The parameters JellySweep checks besides JellySprings' (an axis' `start` and `step` are
// JellySprings' range parameters; its values are a spring's `dampingRatio`, `velocity` and
// `duration`).
extension Parameter {
  /// The last value of a sweep axis: finite and ≥ its start.
  public static let stop = Parameter(rawValue: "stop")

  /// Every parameter JellySweep checks besides JellySprings'.
  public static let sweepParameters: [Parameter] = [.stop]
}
