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
  /// fractions of the travel. `points` must have non-decreasing progress covering [0, 1]; at a
  /// position shared by two points (a jump) the polyline takes the later value, as CSS
  /// `linear()` does.
  ///
  /// With `atPointsSkippingJumps`, the points' own positions are measured too, and x within
  /// 10^-9 of a jump is skipped (the curve's own jump lies there).
  public static func maxDeviation(
    of points: [Breakpoint], from curve: any EasingCurve, sampleCount: Int = defaultSampleCount,
    atPointsSkippingJumps: Bool = false
  ) -> Double {
    guard points.count >= 2, sampleCount >= 2 else { return .infinity }
    var worst = 0.0
    var piece = 0
    let last = Double(sampleCount - 1)
    var grid = (0..<sampleCount).map { Double($0) / last }
    var jumps: [Double] = []
    if atPointsSkippingJumps {
      grid = (grid + points.map(\.progress)).sorted()
      jumps = zip(points, points.dropFirst()).filter { $0.progress == $1.progress }
        .map(\.0.progress)
    }
    for x in grid where !jumps.contains(where: { abs($0 - x) <= 1e-9 }) {
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
