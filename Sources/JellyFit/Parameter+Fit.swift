import JellyMath

// The parameters JellyFit checks beyond those of the springs it reports: the values a caller
// fixes instead of fitting them.
extension Parameter {
  /// The time at which a recorded motion starts, in seconds: finite.
  public static let startTime = Parameter(rawValue: "start time")

  /// Every parameter JellyFit checks.
  public static let fitParameters: [Parameter] = [.startTime]
}
