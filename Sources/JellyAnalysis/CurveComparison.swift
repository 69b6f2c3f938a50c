import Foundation
import JellyEasing
import JellyFrameDiff
import JellyMath

/// One peak of the diff paired with the easing's peak of the same rank, counted from each
/// curve's main excursion (rank 0 = the main excursion itself).
public struct PeakOffset: Sendable, Hashable {
  /// The rank: 0 for the main excursions, k for the k-th peak after them.
  public let rank: Int
  /// The normalized diff's peak (time u, value n).
  public let diff: Peak
  /// The easing oscillation's peak (time u, value e − 1).
  public let easing: Peak
  /// diff.time − easing.time, in units of normalized time u.
  public var timeOffset: Double { diff.time - easing.time }
  /// diff.value − easing.value, in units of the normalized amplitude.
  public var amplitudeOffset: Double { diff.value - easing.value }
}

/// A normalized diff n(u) and an easing's oscillation about its end value, e(u) − 1, sampled on
/// one grid u_i = i/(N − 1), i = 0 … N − 1, with their residual r = n − (e − 1).
///
/// The diff's peaks are its exact ones (``DiffNormalization/normalizedPeaks(samples:)``) when the
/// comparison comes from a normalization; otherwise, and for the easing, peaks are the grid
/// extrema refined by parabolas (`PeakFinder.parabolicPeaks(_:)`), plus the
/// start u = 0 when the curve is already away from 0 there and moving back toward it (the
/// easing's e(0) − 1 = −1); peaks with |value| below ``peakThreshold`` are ignored. Each curve's
/// peak list starts at its main excursion (its largest |value|), and peaks are paired by rank.
public struct CurveComparison: Sendable, Hashable {
  /// Peaks smaller than this (in normalized amplitude) are not counted: 0.001, the settling
  /// fraction that defines the time scale.
  public static let peakThreshold = 0.001
  /// The largest grid allowed (the fits cost O(N) per evaluation).
  public static let maximumSamples = 100_000

  /// The grid u_i, in [0, 1].
  public let times: [Double]
  /// The normalized diff n(u_i).
  public let diff: [Double]
  /// The easing's oscillation e(u_i) − 1.
  public let easing: [Double]
  /// The normalized diff's exact peaks in u ∈ [0, 1] when the comparison was built from a
  /// ``DiffNormalization``; `nil` for sampled curves, whose peaks come from the grid.
  public let exactDiffPeaks: [Peak]?

  /// Compares two curves already sampled on `times` (in increasing order).
  ///
  /// - Throws: `FrameDiffError.sampleCountMismatch(times:values:)` when the arrays differ in
  ///   length; `FrameDiffError.invalidParameter(_:)` naming `samples`, `time` or `value` when
  ///   they hold fewer than 3 samples or non-finite values, or when times do not strictly
  ///   increase.
  public init(times: [Double], diff: [Double], easing: [Double]) throws(FrameDiffError) {
    try self.init(times: times, diff: diff, easing: easing, exactDiffPeaks: nil)
  }

  init(times: [Double], diff: [Double], easing: [Double], exactDiffPeaks: [Peak]?)
    throws(FrameDiffError)
  {
    try Self.validateSeries(times: times, values: diff, minimumCount: 3)
    try Self.validateSeries(times: times, values: easing, minimumCount: 3)
    self.times = times
    self.diff = diff
    self.easing = easing
    self.exactDiffPeaks = exactDiffPeaks
  }

  /// Samples `normalization` and `curve` on `samples` evenly spaced u in [0, 1]. Linear in N.
  ///
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for `samples` outside
  ///   [3, ``maximumSamples``] or a curve that is not finite on the grid.
  public init(normalization: DiffNormalization, curve: any EasingCurve, samples: Int)
    throws(FrameDiffError)
  {
    guard samples >= 3, samples <= Self.maximumSamples else {
      throw FrameDiffError.invalidParameter(
        ParameterError(.samples, count: samples, allowed: "in [3, \(Self.maximumSamples)]"))
    }
    var times: [Double] = []
    var diff: [Double] = []
    var easing: [Double] = []
    times.reserveCapacity(samples)
    diff.reserveCapacity(samples)
    easing.reserveCapacity(samples)
    for i in 0..<samples {
      let u = Double(i) / Double(samples - 1)
      times.append(u)
      diff.append(normalization.value(at: u))
      easing.append(curve.value(at: u) - 1)
    }
    try self.init(
      times: times, diff: diff, easing: easing,
      exactDiffPeaks: normalization.normalizedPeaks(samples: samples))
  }

  /// The sign (±1) of the easing's main excursion: of the e(u) − 1 with the largest magnitude
  /// on `samples` ≥ 2 evenly spaced u in [0, 1] (−1 for every easing that starts at 0 and never
  /// overshoots past 2, since e(0) − 1 = −1).
  public static func mainExcursionSign(of curve: any EasingCurve, samples: Int) -> Double {
    var largest = 0.0
    for i in 0..<max(samples, 2) {
      let value = curve.value(at: Double(i) / Double(max(samples, 2) - 1)) - 1
      if abs(value) > abs(largest) { largest = value }
    }
    return largest > 0 ? 1 : -1
  }

  /// The residual n(u_i) − (e(u_i) − 1).
  public var residual: [Double] { zip(diff, easing).map { $0 - $1 } }

  /// The root mean square of the residual, in normalized amplitude.
  public var rmsDifference: Double {
    let sum = zip(diff, easing).reduce(0.0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    return (sum / Double(times.count)).squareRoot()
  }

  /// The largest |residual| over the grid, in normalized amplitude.
  public var maximumDifference: Double {
    zip(diff, easing).reduce(0.0) { max($0, abs($1.0 - $1.1)) }
  }

  /// The normalized diff's peaks from its main excursion on: the exact ones when the
  /// comparison was built from a ``DiffNormalization`` (never a parabola's vertex across a cut's
  /// jump), else the grid's.
  public var diffPeaks: [Peak] {
    guard let exact = exactDiffPeaks else { return Self.peaks(times, diff) }
    return Self.fromMainExcursion(
      Self.withStart(exact, times, diff, isMainExcursion: abs(diff[0]) == 1))
  }

  /// The easing oscillation's peaks from its main excursion on.
  public var easingPeaks: [Peak] { Self.peaks(times, easing) }

  /// The peaks of both curves paired by rank, as far as both have peaks.
  public var peakOffsets: [PeakOffset] {
    zip(diffPeaks, easingPeaks).enumerated().map {
      PeakOffset(rank: $0.offset, diff: $0.element.0, easing: $0.element.1)
    }
  }

  /// The diff's mean decay ratio per peak: (|last peak| / |main excursion|)^(1/(count − 1))
  /// over ``diffPeaks``, the geometric mean of the successive ratios |v_{k+1}/v_k|; `nil` with
  /// fewer than two peaks. A single damped oscillation gives exp(−πζ/√(1 − ζ²)).
  public var diffDecayRatio: Double? { Self.meanDecayRatio(diffPeaks) }

  /// The easing's mean decay ratio per peak, as ``diffDecayRatio`` (easeOutElastic:
  /// 2^(−10·p/2) = 2^(−1.5) ≈ 0.354 for p = 0.3).
  public var easingDecayRatio: Double? { Self.meanDecayRatio(easingPeaks) }

  /// Throws unless `times` and `values` have the same count ≥ `minimumCount`, are finite, and
  /// `times` strictly increase.
  static func validateSeries(times: [Double], values: [Double], minimumCount: Int)
    throws(FrameDiffError)
  {
    guard times.count == values.count else {
      throw FrameDiffError.sampleCountMismatch(times: times.count, values: values.count)
    }
    guard times.count >= minimumCount else {
      throw FrameDiffError.invalidParameter(
        ParameterError(.samples, count: times.count, allowed: ">= \(minimumCount)"))
    }
    for (parameter, series) in [(Parameter.time, times), (.value, values)] {
      if let bad = series.first(where: { !$0.isFinite }) {
        throw FrameDiffError.invalidParameter(
          ParameterError(parameter, value: bad, allowed: "finite"))
      }
    }
    for i in 1..<times.count where !(times[i] > times[i - 1]) {
      throw FrameDiffError.invalidParameter(
        ParameterError(.time, value: times[i], allowed: "strictly increasing"))
    }
  }

  /// The grid as `SamplePoint`s (index i, time u_i).
  static func points(_ times: [Double], _ values: [Double]) -> [SamplePoint] {
    zip(times, values).enumerated().map {
      SamplePoint(index: $0.offset, time: $0.element.0, value: $0.element.1)
    }
  }

  static func peaks(_ times: [Double], _ values: [Double]) -> [Peak] {
    fromMainExcursion(withStart(PeakFinder.parabolicPeaks(points(times, values)), times, values))
  }

  /// The Levenberg–Marquardt options of a comparison's fits (``ElasticFit``,
  /// ``DampedOscillationFit``): no end on the cost's relative decrease alone, and step and
  /// gradient tolerances of 1e-15, so that a run ends where its steps and its gradient reach the
  /// rounding of its residuals (about 30 steps at most on the repository's scenes).
  static let fitOptions: LevenbergMarquardt.Options = {
    var options = LevenbergMarquardt.Options()
    options.costTolerance = 0
    options.stepTolerance = 1e-15
    options.gradientTolerance = 1e-15
    return options
  }()

  /// `peaks` with the start u = 0 in front when the curve is away from 0 there and moving back,
  /// or when the start is the main excursion (a diff held there until a helper's delay), unless
  /// a peak already sits there.
  static func withStart(
    _ peaks: [Peak], _ times: [Double], _ values: [Double], isMainExcursion: Bool = false
  ) -> [Peak] {
    guard values[0] != 0, isMainExcursion || values[0] * (values[1] - values[0]) < 0,
      peaks.first.map({ $0.time > times[0] }) ?? true
    else { return peaks }
    let start = Peak(
      index: 0, time: times[0], value: values[0], kind: values[0] > 0 ? .maximum : .minimum)
    return [start] + peaks
  }

  /// The peaks of at least ``peakThreshold``, from the largest |value| on.
  static func fromMainExcursion(_ peaks: [Peak]) -> [Peak] {
    let counted = peaks.filter { abs($0.value) >= peakThreshold }
    guard let main = counted.indices.max(by: { abs(counted[$0].value) < abs(counted[$1].value) })
    else { return [] }
    return Array(counted[main...])
  }

  static func meanDecayRatio(_ peaks: [Peak]) -> Double? {
    guard let first = peaks.first, let last = peaks.last, peaks.count >= 2 else { return nil }
    return pow(abs(last.value / first.value), 1 / Double(peaks.count - 1))
  }
}
