import JellyEasing

/// Ramer–Douglas–Peucker simplification of dense uniform samples of an easing curve, with the
/// vertical distance (the variant CSS `linear()` generators use): the baseline the certified
/// ``PiecewiseLinearFit`` is compared with.
///
/// RDP only looks at its samples, so its true error (measured on the 10^5 + 1 point grid) can
/// exceed the bound between samples.
public struct RamerDouglasPeucker: Sendable {
  /// The default number of samples, 10^4 + 1.
  public static let defaultSampleCount = 10_001

  /// E: the bound on the vertical distance at the samples, in fractions of the travel.
  public let bound: Double
  /// The kept samples, in order, from progress 0 to 1.
  public let breakpoints: [Breakpoint]
  /// The true max error measured on the 10^5 + 1 point grid of ``DeviationMeasure``.
  public let measuredError: Double

  /// The number of kept points (at least 2).
  public var count: Int { breakpoints.count }

  /// Simplifies `sampleCount` (≥ 2; smaller counts use 2) evenly spaced samples of `curve`
  /// on [0, 1] within `bound` (> 0 and finite).
  ///
  /// - Throws: ``ExportError/invalidParameter(_:)`` for a bad bound.
  public init(curve: any EasingCurve, bound: Double, sampleCount: Int = defaultSampleCount)
    throws(ExportError)
  {
    try ExportError.check(bound: bound)
    let count = max(2, sampleCount)
    let samples = (0..<count).map { index in
      let x = Double(index) / Double(count - 1)
      return Breakpoint(progress: x, value: curve.value(at: x))
    }
    var keep = [Bool](repeating: false, count: count)
    keep[0] = true
    keep[count - 1] = true
    var pending = [(0, count - 1)]
    while let (first, last) = pending.popLast() {
      guard last - first > 1 else { continue }
      let start = samples[first]
      let end = samples[last]
      let slope = (end.value - start.value) / (end.progress - start.progress)
      var farthest = first
      var distance = 0.0
      for index in (first + 1)..<last {
        let sample = samples[index]
        let gap = abs(sample.value - (start.value + slope * (sample.progress - start.progress)))
        if gap > distance { (farthest, distance) = (index, gap) }
      }
      if distance > bound {
        keep[farthest] = true
        pending.append((first, farthest))
        pending.append((farthest, last))
      }
    }
    self.bound = bound
    breakpoints = samples.indices.filter { keep[$0] }.map { samples[$0] }
    measuredError = DeviationMeasure.maxDeviation(of: breakpoints, from: curve)
  }
}
