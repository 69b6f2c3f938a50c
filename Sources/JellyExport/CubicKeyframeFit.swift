import JellyEasing

/// The fewest cubic keyframe segments through the exact curve that stay within an error bound E
/// of an easing curve everywhere on [0, 1] (as certified by ``ChordCheck``): each segment is the
/// ``HermitePiece`` through the curve's values and slopes at its two keyframes, which a Lottie
/// keyframe with easing handles draws exactly.
///
/// Algorithm: greedy farthest reach from each keyframe (`FarthestReach`, as
/// ``PiecewiseLinearFit``). A Lottie easing is a share of its segment's change, so a segment
/// whose ends differ by less than ``leastChange`` cannot be eased: it is a hold instead (the
/// start value until the next keyframe, certified as such, plus that change), listed in
/// ``holdStarts``. Where the curve jumps by more than E (a UIKit spring cut at its duration),
/// the 10^-12-wide jump is kept as a held segment and listed in ``jumpStarts``; the bound is
/// certified everywhere outside those windows.
public struct CubicKeyframeFit: Sendable {
  /// E: the error bound in fractions of the travel (> 0).
  public let bound: Double
  /// The segments in order; a jump is a segment whose ends are the curve's values on either
  /// side and whose slopes are 0 (drawn as a hold).
  public let pieces: [HermitePiece]
  /// Indices of the pieces that are jumps.
  public let jumpStarts: [Int]
  /// Indices of the pieces that are holds: flat stretches, drawn as their start value.
  public let holdStarts: [Int]
  /// The largest certified error over all pieces but the jumps (≤ ``bound``).
  public let certifiedError: Double

  /// The number of keyframes (pieces + 1).
  public var keyframeCount: Int { pieces.count + 1 }

  /// The least change of value a segment may have, in fractions of the travel.
  public static let leastChange = 1e-9
  /// Pieces this short (progress) are only probed, to find jumps.
  static let probeWidth = 1e-9

  /// Fits `curve` within `bound` (fraction of the travel, > 0 and finite); `check` may be
  /// passed in to reuse its cached lattice for the same curve. The first keyframe is exactly
  /// `start` and the last exactly `end` when given (a spring's 0 and 1, a diff's exact start
  /// and resting values), whatever the curve's own values there: a difference counts against
  /// E like any other.
  ///
  /// - Throws: ``ExportError/invalidParameter(_:)`` for a bad bound,
  ///   ``ExportError/noPieceFits(progress:)`` where the curve or its slope is not finite, and
  ///   ``ExportError/tooManyPoints(_:)`` beyond `maximumPoints` keyframes.
  public init(
    curve: any EasingCurve, bound: Double, check: ChordCheck? = nil, start first: Double? = nil,
    end last: Double? = nil, maximumPoints: Int = PiecewiseLinearFit.defaultMaximumPoints
  ) throws(ExportError) {
    try ExportError.check(bound: bound)
    let check = check ?? ChordCheck(curve: curve)
    func point(_ x: Double) -> Breakpoint {
      let pinned = x == 0 ? first : x == 1 ? last : nil
      return Breakpoint(progress: x, value: pinned ?? curve.value(at: x))
    }
    var pieces: [HermitePiece] = []
    var jumps: [Int] = []
    var holds: [Int] = []
    var worst = 0.0
    var step = 1.0 / 16
    var start = point(0)
    while start.progress < 1 {
      guard pieces.count < maximumPoints else { throw .tooManyPoints(maximumPoints) }
      let a = start.progress
      let startSlope = curve.derivative(at: a)
      guard start.value.isFinite, startSlope.isFinite else { throw .noPieceFits(progress: a) }
      // A hold beyond the jump probe's 10^-12 (which tells a jump from a smooth stretch by
      // its error alone) when the ends differ by less than the least change.
      func isHold(to end: Breakpoint) -> Bool {
        end.progress - a > Self.probeWidth && abs(end.value - start.value) < Self.leastChange
      }
      func piece(to end: Breakpoint) -> HermitePiece {
        if isHold(to: end) {
          let flat = Breakpoint(progress: end.progress, value: start.value)
          return HermitePiece(start: start, end: flat, startSlope: 0, endSlope: 0)
        }
        return HermitePiece(
          start: start, end: end, startSlope: startSlope,
          endSlope: curve.derivative(at: end.progress))
      }
      func error(to b: Double) -> Double {
        let end = point(b)
        let candidate = piece(to: end)
        let change = abs(end.value - candidate.end.value)
        return check.errorBound(of: candidate, givingUpAbove: bound) + change
      }
      switch FarthestReach.search(from: a, step: &step, bound: bound, error: error(to:)) {
      case .jump(let progress):
        let end = point(progress)
        guard end.value.isFinite else { throw .noPieceFits(progress: a) }
        jumps.append(pieces.count)
        pieces.append(HermitePiece(start: start, end: end, startSlope: 0, endSlope: 0))
        start = end
      case .reach(let progress, let error):
        let end = point(progress)
        let found = piece(to: end)
        if isHold(to: end) {
          holds.append(pieces.count)
        } else if abs(end.value - start.value) < Self.leastChange {
          throw .noPieceFits(progress: a)
        }
        worst = max(worst, error)
        pieces.append(found)
        start = end
      }
    }
    self.bound = bound
    self.pieces = pieces
    jumpStarts = jumps
    holdStarts = holds
    certifiedError = worst
  }

  /// The keyframes' value at `progress` (clamped into [0, 1]): the cubic of the piece that
  /// holds it, or a hold's or a jump's start value.
  public func value(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    var low = 0
    var high = pieces.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if pieces[middle].start.progress <= p { low = middle } else { high = middle - 1 }
    }
    let piece = pieces[low]
    if p >= piece.end.progress, low == pieces.count - 1 { return piece.end.value }
    if jumpStarts.contains(low) || holdStarts.contains(low) { return piece.start.value }
    return piece.value(at: p)
  }
}
