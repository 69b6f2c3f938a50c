import Foundation
import JellyEasing
import JellyFrameDiff
import JellyMath

/// The Penner easeOutElastic that best matches a sampled oscillation in least squares: the
/// amplitude a ≥ 1 and period p > 0 of `JellyEasing.ElasticEasing` (mode out) minimizing
/// Σ (value_i − (e_{a,p}(u_i) − 1))², with Penner's phase s computed from a and p (s = p/4 for
/// a = 1, else p/(2π)·asin(1/a)).
///
/// e − 1 always starts at −1 and decays as a·2^(−10u), so only the shape is free: this fit
/// says how EaseOutElastic-like a normalized diff is. (a, p) are found by
/// `JellyMath.NelderMead` (simplex tolerance 1e-13 and a restart) from several starts: a = 1
/// and 1.5 with p from the curve's peak spacing and Penner's 0.3. Near a = 1 the objective
/// has a square-root corner (s depends on √(a − 1)), which only sharpens the minimum: from
/// exact easing samples a and p come back to about 1e-13.
///
/// The period is searched in (0, ``maximumPeriod``]: a longer one no longer oscillates within
/// the animation. A diff aligned at its start (``DiffAlignment/start``) that starts at 0 (like
/// Skype's) is fitted best by the longest period, i.e. by no oscillation at all;
/// ``periodIsAtBound`` reports that. Aligned at its peak (the default), such a diff starts at
/// −1 like e − 1 and the period lands inside the bounds.
public struct ElasticFit: Sendable, Hashable {
  /// The longest period searched, in units of u: two animation lengths.
  public static let maximumPeriod = 2.0

  /// Amplitude a ≥ 1 (units of the distance).
  public let amplitude: Double
  /// Period p > 0, in units of u.
  public let period: Double
  /// The root mean square of value − (e − 1) over the samples.
  public let rmsResidual: Double

  /// Whether the fitted period sits at ``maximumPeriod`` (the data prefer no oscillation).
  public var periodIsAtBound: Bool { period >= Self.maximumPeriod * (1 - 1e-9) }

  /// The most simplex runs of a fit (two from each of up to four starts), the most
  /// `progress` reports of ``init(times:values:progress:)``.
  public static let maximumRunCount = 8

  /// Fits a and p to `values` (an oscillation about 0, e.g. a normalized diff) sampled at
  /// `times` in [0, 1]; `progress` is called with the number of simplex runs finished so far
  /// after each one (4 or ``maximumRunCount`` in all, with one period guess or two).
  ///
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for fewer than 3
  ///   samples, unequal counts, non-finite values or times that do not strictly increase.
  public init(
    times: [Double], values: [Double], progress: (_ runsDone: Int) -> Void = { _ in }
  ) throws(FrameDiffError) {
    try CurveComparison.validateSeries(times: times, values: values, minimumCount: 3)
    func objective(_ p: [Double]) -> Double {
      Self.sumOfSquares(times, values, amplitude: p[0], period: p[1])
    }
    var periodGuesses = [ElasticEasing.defaultPeriod]
    let peaks = CurveComparison.peaks(times, values)
    if peaks.count >= 2, let first = peaks.first, let last = peaks.last, last.time > first.time {
      periodGuesses.append(2 * (last.time - first.time) / Double(peaks.count - 1))
    }
    var best: NelderMead.Result?
    var runsDone = 0
    for period in periodGuesses {
      for amplitude in [1.0, 1.5] {
        var result = NelderMead.minimize(
          start: [amplitude, period], steps: [0.2, 0.2 * period], parameterTolerance: 1e-13,
          objective)
        runsDone += 1
        progress(runsDone)
        result = NelderMead.minimize(
          start: result.point, steps: [0.01, 0.01 * result.point[1]],
          parameterTolerance: 1e-13, objective)
        runsDone += 1
        progress(runsDone)
        if result.value < best?.value ?? .infinity { best = result }
      }
    }
    let point = best?.point ?? [1, ElasticEasing.defaultPeriod]
    amplitude = max(1, point[0])
    period = point[1]
    rmsResidual = ((best?.value ?? .infinity) / Double(times.count)).squareRoot()
  }

  /// Σ (value − (e − 1))² for a (values below 1 act as 1, as in Penner's code) and p; +∞ for
  /// p outside (0, ``maximumPeriod``].
  static func sumOfSquares(
    _ times: [Double], _ values: [Double], amplitude: Double, period: Double
  ) -> Double {
    guard period > 0, period <= maximumPeriod, amplitude.isFinite, amplitude < 1e6,
      let curve = try? ElasticEasing(amplitude: max(1, amplitude), period: period, mode: .out)
    else { return .infinity }
    var sum = 0.0
    for (u, y) in zip(times, values) {
      let r = y - (curve.value(at: u) - 1)
      sum += r * r
    }
    return sum
  }
}
