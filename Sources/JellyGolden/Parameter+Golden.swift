import JellyMath

// The parameters JellyGolden checks: the tolerances of a golden comparison.
extension Parameter {
  /// A golden comparison's time tolerance, in seconds: ≥ 0 and finite.
  public static let timeTolerance = Parameter(rawValue: "time tolerance")
  /// A golden comparison's time tolerance as a fraction of the peak's time: ≥ 0 and finite.
  public static let relativeTimeTolerance = Parameter(rawValue: "relative time tolerance")
  /// A golden comparison's value tolerance, in the series' unit: ≥ 0 and finite.
  public static let valueTolerance = Parameter(rawValue: "value tolerance")
  /// A golden comparison's value tolerance as a fraction of the peak's |value|: ≥ 0 and finite.
  public static let relativeValueTolerance = Parameter(rawValue: "relative value tolerance")

  /// Every parameter JellyGolden checks.
  public static let goldenParameters: [Parameter] = [
    .timeTolerance, .relativeTimeTolerance, .valueTolerance, .relativeValueTolerance,
  ]
}
