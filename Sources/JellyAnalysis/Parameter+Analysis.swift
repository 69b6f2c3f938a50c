import JellyMath

// The parameters JellyAnalysis checks: peak thresholds, the normalization of
// a diff and sampled series.
extension Parameter {
  /// The largest |deviation| of a series from its rest, in the series' unit: ≥ 0 and finite.
  public static let largestMagnitude = Parameter(rawValue: "largestMagnitude")
  /// A peak threshold, in the series' unit: ≥ 0 and finite.
  public static let threshold = Parameter(rawValue: "threshold")
  /// The sign of the main excursion a normalization aligns to: nonzero.
  public static let mainExcursionSign = Parameter(rawValue: "main excursion sign")
  /// The number of samples of a curve or a series: within the caller's bounds.
  public static let samples = Parameter(rawValue: "samples")
  /// A time of a series, in seconds: finite and strictly increasing.
  public static let time = Parameter(rawValue: "time")
  /// A value of a series, in the series' unit: finite.
  public static let value = Parameter(rawValue: "value")

  /// Every parameter JellyAnalysis checks.
  public static let analysisParameters: [Parameter] = [
    .largestMagnitude, .threshold, .mainExcursionSign, .samples, .time, .value,
  ]
}
