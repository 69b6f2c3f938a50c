import Foundation
import JellyEasing
import JellyFrameDiff
import JellyMath

/// The Penner easeOutElastic that best matches a sampled oscillation in least squares: the
/// amplitude a ≥ 1 and period p of `JellyEasing.ElasticEasing` (mode out) minimizing
/// Σ (value_i − (e_{a,p}(u_i) − 1))², with Penner's phase s computed from a and p (s = p/4 for
/// a = 1, else p/(2π)·asin(1/a)).
///
/// e − 1 always starts at −1 and decays as a·2^(−10u), so only the shape is free: this fit
/// says how EaseOutElastic-like a normalized diff is. Written with b = √(a² − 1), Penner's
/// curve is e − 1 = 2^(−10u)·(b·sin(2πu/p) − cos(2πu/p))
/// (`JellyEasing.ElasticEasing.outMinusOne(at:excess:period:)`), linear in b and smooth at
/// a = 1, where a itself enters through √(a − 1). (b, p) are found by JellyMath's
/// `LevenbergMarquardt` on exact Jacobians, b in [0, 10^6], from several starts: a = 1 and 1.5
/// with p at Penner's 0.3, at the curve's peak spacing and at ``maximumPeriod``; the lowest sum
/// of squares wins. From exact easing samples a and p come back to rounding (1e-15).
///
/// The period is searched from twice the largest spacing of the samples, below which the samples
/// no longer resolve the oscillation (at a period of one spacing, or a fraction of one, every
/// sample sees the same phase and Penner's curve aliases to a plain decay), up to
/// ``maximumPeriod``: a longer one no longer oscillates within the animation. A diff aligned at
/// its start (``DiffAlignment/start``) that starts at 0 (like Skype's) is fitted best by the
/// longest period, i.e. by no oscillation at all; ``periodIsAtBound`` reports that. Aligned at its peak (the default), such a diff starts at
/// −1 like e − 1 and the period lands inside the bounds.
public struct ElasticFit: Sendable, Hashable {
  /// The longest period searched, in units of u: two animation lengths.
  public static let maximumPeriod = 2.0

  /// Amplitude a ≥ 1 (units of the distance).
  public let amplitude: Double
  /// Period p ≤ ``maximumPeriod``, in units of u (at least twice the samples' largest spacing).
  public let period: Double
  /// The root mean square of value − (e − 1) over the samples.
  public let rmsResidual: Double

  /// Whether the fitted period sits at ``maximumPeriod`` (the data prefer no oscillation).
  public var periodIsAtBound: Bool { period >= Self.maximumPeriod * (1 - 1e-9) }

  /// The most least-squares runs of a fit (one from each of up to six starts), the most
  /// `progress` reports of ``init(times:values:progress:)``.
  public static let maximumRunCount = 6

  /// Fits a and p to `values` (an oscillation about 0, e.g. a normalized diff) sampled at
  /// `times` in [0, 1]; `progress` is called with the number of least-squares runs finished so
  /// far after each one (4, or ``maximumRunCount`` when the curve's peaks give a third period
  /// guess).
  ///
  /// - Throws: `FrameDiffError.invalidParameter(_:)` for fewer than 3
  ///   samples, unequal counts, non-finite values or times that do not strictly increase.
  public init(
    times: [Double], values: [Double], progress: (_ runsDone: Int) -> Void = { _ in }
  ) throws(FrameDiffError) {
    try CurveComparison.validateSeries(times: times, values: values, minimumCount: 3)
    var periodGuesses = [ElasticEasing.defaultPeriod]
    let peaks = CurveComparison.peaks(times, values)
    if peaks.count >= 2, let first = peaks.first, let last = peaks.last, last.time > first.time {
      periodGuesses.append(2 * (last.time - first.time) / Double(peaks.count - 1))
    }
    periodGuesses.append(Self.maximumPeriod)
    let largestSpacing = zip(times.dropFirst(), times).reduce(0.0) { max($0, $1.0 - $1.1) }
    let problem = Problem(
      times: times, values: values, shortestPeriod: min(2 * largestSpacing, Self.maximumPeriod))
    var best: LeastSquaresSolution?
    var runsDone = 0
    for period in periodGuesses {
      for amplitude in [1.0, 1.5] {
        let solution = LevenbergMarquardt.minimize(
          problem, from: [ElasticEasing.excess(amplitude: amplitude), period],
          options: CurveComparison.fitOptions)
        runsDone += 1
        progress(runsDone)
        if solution.stopReason != .nonFiniteStart,
          solution.sumOfSquares < best?.sumOfSquares ?? .infinity
        {
          best = solution
        }
      }
    }
    let point = best?.parameters ?? [0, ElasticEasing.defaultPeriod]
    amplitude = ElasticEasing.amplitude(excess: point[0])
    period = point[1]
    rmsResidual =
      (Self.sumOfSquares(times, values, amplitude: amplitude, period: period)
      / Double(times.count)).squareRoot()
  }

  /// Σ (value − (e − 1))² for Penner's elastic out with amplitude a (values below 1 act as 1,
  /// as in Penner's code) and period p; +∞ for p outside (0, ``maximumPeriod``].
  static func sumOfSquares(
    _ times: [Double], _ values: [Double], amplitude: Double, period: Double
  ) -> Double {
    guard period > 0, period <= maximumPeriod, amplitude.isFinite,
      let curve = try? ElasticEasing(amplitude: max(1, amplitude), period: period, mode: .out)
    else { return .infinity }
    var sum = 0.0
    for (u, y) in zip(times, values) {
      let r = y - (curve.value(at: u) - 1)
      sum += r * r
    }
    return sum
  }

  /// The least-squares problem in (b, p): e − 1 minus the values.
  struct Problem: LeastSquaresModel {
    /// u_i, in [0, 1].
    let times: [Double]
    /// The values fitted.
    let values: [Double]
    /// The shortest period searched, in units of u.
    let shortestPeriod: Double

    var parameterCount: Int { 2 }
    var lowerBounds: [Double] { [0, shortestPeriod] }
    var upperBounds: [Double] { [1e6, ElasticFit.maximumPeriod] }

    func residuals<Scalar: RealScalar>(_ parameters: [Scalar]) -> [Scalar] {
      zip(times, values).map { u, value in
        ElasticEasing.outMinusOne(at: Scalar(u), excess: parameters[0], period: parameters[1])
          - value
      }
    }
  }
}
