import JellyEasing

/// The fewest straight pieces through the exact curve values that stay within an error bound E
/// of an easing curve everywhere on [0, 1] (as certified by ``ChordCheck``).
///
/// Algorithm: greedy farthest reach. From the current breakpoint a (first a = 0) the next one is
/// the largest b whose chord a → b passes ``ChordCheck/errorBound(from:to:domain:givingUpAbove:)`` ≤ E, found by
/// `FarthestReach` (an exponential search, then bisection down to 10^-13 of progress).
///
/// Jumps: where even a chord of width 10^-12 breaks the bound (the curve jumps by more than
/// E, such as a UIKit spring cut at its duration), the fit keeps that 10^-12-wide piece as a
/// jump and lists it in ``jumpStarts``; the bound is certified everywhere outside those windows.
///
/// Optimality: greedy farthest reach gives the minimum number of pieces when feasibility of
/// [a, b] is monotone (if [a, b] fits, so does every [a′, b′] inside it). That holds where f is
/// convex or concave over the span (the chord from a to a farther b lies further from f), but
/// not in general: for an oscillating curve a longer chord can fit where a shorter one does
/// not. The search then stops at the first failing step, so b is a boundary of feasibility
/// but not always the largest feasible b; the count is then an upper bound on the minimum,
/// not the minimum. Every chord that is kept is certified, so the bound E holds either way.
public struct PiecewiseLinearFit: Sendable {
  /// E: the error bound in fractions of the travel (> 0).
  public let bound: Double
  /// The breakpoints 0 = x0 < x1 < … < xn = 1 with the exact curve values.
  public let breakpoints: [Breakpoint]
  /// Indices i of breakpoints whose piece to breakpoint i + 1 is a jump (width ≤ 10^-12).
  public let jumpStarts: [Int]
  /// The largest certified error bound over all pieces (≤ ``bound``).
  public let certifiedError: Double
  /// The achieved max error measured afterwards on the 10^5 + 1 point grid of
  /// ``DeviationMeasure`` (independent of the check's 2^17 lattice).
  public let measuredError: Double

  /// The most breakpoints a fit may use before it gives up (``ExportError/tooManyPoints(_:)``).
  public static let defaultMaximumPoints = 20_000

  /// The number of breakpoints (pieces + 1; at least 2).
  public var count: Int { breakpoints.count }

  /// Fits `curve` within `bound` (fraction of the travel, > 0 and finite); `check` may be
  /// passed in to reuse its cached lattice for the same curve.
  ///
  /// - Throws: ``ExportError/invalidParameter(_:)`` for a bad bound, and
  ///   ``ExportError/noPieceFits(progress:)`` where the curve is not finite, and
  ///   ``ExportError/tooManyPoints(_:)`` beyond `maximumPoints` breakpoints.
  public init(
    curve: any EasingCurve, bound: Double, check: ChordCheck? = nil,
    maximumPoints: Int = defaultMaximumPoints
  ) throws(ExportError) {
    try ExportError.check(bound: bound)
    let check = check ?? ChordCheck(curve: curve)
    func point(_ x: Double) -> Breakpoint { Breakpoint(progress: x, value: curve.value(at: x)) }
    var points = [point(0)]
    var worst = 0.0
    var jumps: [Int] = []
    var step = 1.0 / 16
    while let start = points.last, start.progress < 1 {
      guard points.count <= maximumPoints else { throw .tooManyPoints(maximumPoints) }
      let a = start.progress
      // Only whether a piece is within the bound matters, and its error when it is.
      func error(to b: Double) -> Double {
        check.errorBound(from: start, to: point(b), givingUpAbove: bound)
      }
      switch FarthestReach.search(from: a, step: &step, bound: bound, error: error(to:)) {
      case .jump(let progress):
        guard point(progress).value.isFinite, start.value.isFinite else {
          throw .noPieceFits(progress: a)
        }
        jumps.append(points.count - 1)
        points.append(point(progress))
      case .reach(let progress, let error):
        worst = max(worst, error)
        points.append(point(progress))
      }
    }
    self.bound = bound
    breakpoints = points
    jumpStarts = jumps
    certifiedError = worst
    measuredError = DeviationMeasure.maxDeviation(of: points, from: curve)
  }
}
