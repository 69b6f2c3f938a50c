import JellyEasing

/// The largest vertical distance between an easing curve and a polyline, measured on a uniform
/// grid: the "achieved error" that fits and tests report.
///
/// A grid measurement is not a proof (a feature narrower than the spacing can hide between
/// samples); ``ChordCheck`` gives the certified bound. The default grid is 10^5 + 1 points.
public enum DeviationMeasure {
  /// The default number of grid points, 10^5 + 1 (spacing 10^-5 of the unit interval).
  public static let defaultSampleCount = 100_001

  /// max |curve(x) − polyline(x)| over `sampleCount` (≥ 2) evenly spaced x in [0, 1], in
  /// fractions of the travel. `points` must have non-decreasing progress covering [0, 1].
  public static func maxDeviation(
    of points: [Breakpoint], from curve: any EasingCurve, sampleCount: Int = defaultSampleCount
  ) -> Double {
    guard points.count >= 2, sampleCount >= 2 else { return .infinity }
    var worst = 0.0
    var piece = 0
    let last = Double(sampleCount - 1)
    for index in 0..<sampleCount {
      let x = Double(index) / last
      while piece < points.count - 2, points[piece + 1].progress <= x { piece += 1 }
      let start = points[piece]
      let end = points[piece + 1]
      let span = end.progress - start.progress
      let line =
        span > 0
        ? start.value + (end.value - start.value) * ((x - start.progress) / span)
        : end.value
      let deviation = abs(curve.value(at: x) - line)
      guard !deviation.isNaN else { return .nan }
      worst = max(worst, deviation)
    }
    return worst
  }
}
