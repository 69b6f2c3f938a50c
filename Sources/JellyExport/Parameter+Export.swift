import JellyMath

// The parameters JellyExport checks besides JellySprings' (a snippet's initial velocity is
// JellySprings' `velocity`, named "initial velocity").
extension Parameter {
  /// The error bound of an export, as a fraction of the travel: > 0 and finite.
  public static let errorBound = Parameter(rawValue: "error bound")
  /// When a spring snippet's source motion stops at its target, in seconds: > 0 (infinity for
  /// a free spring).
  public static let endTime = Parameter(rawValue: "end time")

  /// Every parameter JellyExport checks besides JellySprings'.
  public static let exportParameters: [Parameter] = [.errorBound, .endTime]
}
