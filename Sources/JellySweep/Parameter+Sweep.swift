import JellyMath

// The parameters JellySweep checks: the bounds of an axis and the shape of a grid (an axis'
// `start` and `step` are JellySprings' range parameters).
extension Parameter {
  /// The last value of a sweep axis: finite and ≥ its start.
  public static let stop = Parameter(rawValue: "stop")
  /// A sweep axis as a whole (`start:stop:step` or one number).
  public static let axis = Parameter(rawValue: "axis")
  /// The axes of a sweep: at least one, each varying a different parameter.
  public static let axes = Parameter(rawValue: "axes")
  /// The number of cells of a sweep grid: at most the sweep's limit.
  public static let cells = Parameter(rawValue: "cells")

  /// Every parameter JellySweep checks besides JellySprings' `start` and `step`.
  public static let sweepParameters: [Parameter] = [.stop, .axis, .axes, .cells]
}
