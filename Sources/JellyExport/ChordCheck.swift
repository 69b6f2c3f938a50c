import JellyEasing

/// A certified upper bound on how far a straight chord strays from an easing curve over an
/// interval, everywhere on it and not only at samples.
///
/// The chord runs from (a, y_a) to (b, y_b) with slope s; the error is e(t) = f(t) − chord(t),
/// so e′ = f′ − s. The check samples f and f′ (the curve's `derivative(at:)`) on a grid inside
/// [a, b]: the lattice k / 2^17 (spacing ≈ 7.6e-6, cached once per curve) plus a and b, or 65
/// evenly spaced points when [a, b] holds fewer than 64 lattice steps. On each grid step
/// [t_i, t_i+1] of width g every point lies within g/2 of an end t_j, so
///
///     |e(t)| ≤ max(|e_i|, |e_i+1|) + (g/2)·(max(|e′(t_i)|, |e′(t_i+1)|) + g·K_i)
///
/// where K_i bounds |f″| on the step. What is proven: if |f″| ≤ K_i on every step (or f′ is
/// monotone on the step, which covers a kink), the returned number bounds |e| on all of
/// [a, b] up to floating-point rounding of f, f′ and the chord. What is assumed: K_i, taken as
/// 2 × the largest finite-difference second derivative |Δf′/Δt| over the step and its two
/// neighbours. A feature narrower than the grid spacing whose f″ is not seen by the grid (a
/// spike of width below ≈ 7.6e-6 falling between lattice points) can break that assumption.
/// At a kink between grid points Δf′/Δt = jump/g, so g·K_i = 2·jump: kinks are covered.
public struct ChordCheck: Sendable {
  /// Steps in the cached lattice: 2^17, so lattice points are exact binary fractions and
  /// almost never coincide with the 10^5-point measurement grid.
  public static let latticeSteps = 131_072
  /// The fewest grid steps per checked interval.
  public static let minimumSteps = 64

  /// The curve under test.
  public let curve: any EasingCurve
  private let latticeValues: [Double]
  private let latticeSlopes: [Double]

  /// A checker for `curve`; evaluates f and f′ on 2^17 + 1 lattice points once.
  public init(curve: any EasingCurve) {
    self.curve = curve
    let steps = Double(Self.latticeSteps)
    latticeValues = (0...Self.latticeSteps).map { curve.value(at: Double($0) / steps) }
    latticeSlopes = (0...Self.latticeSteps).map { curve.derivative(at: Double($0) / steps) }
  }

  /// A certified upper bound on max |f(t) − chord(t)| for t in [start.progress, end.progress]
  /// (fractions of the travel), for the chord through `start` and `end`; `.infinity` when the
  /// interval is empty or reversed or the curve is not finite on the grid.
  ///
  /// `domain` (default [0, 1]) holds f constant outside it: f(t) is read at t clamped into
  /// `domain`, with slope 0 outside. Pieces next to a jump use it to compare with the curve's
  /// value on their own side of the jump.
  ///
  /// `limit` (default +∞) lets the check stop as soon as the bound is known to exceed it: the
  /// result is then some number above `limit` (the bound over the steps checked so far), which
  /// is all a caller testing `errorBound(…) <= limit` needs; a bound ≤ `limit` is always exact.
  public func errorBound(
    from start: Breakpoint, to end: Breakpoint, domain: ClosedRange<Double> = 0...1,
    givingUpAbove limit: Double = .infinity
  ) -> Double {
    guard start.progress < end.progress else { return .infinity }
    let chord = Chord(
      start: start, slope: (end.value - start.value) / (end.progress - start.progress))
    return errorBound(
      of: chord, from: start.progress, to: end.progress, domain: domain, givingUpAbove: limit)
  }

  /// A certified upper bound on max |f(t) − g(t)| for t in [`a`, `b`], for the cubic `piece`
  /// g; the same grid and the same K_i as the chord's (taken from the finite differences of
  /// e′ = f′ − g′), `.infinity` for an empty interval or a curve not finite on the grid.
  /// `limit` as in ``errorBound(from:to:domain:givingUpAbove:)``.
  public func errorBound(
    of piece: HermitePiece, givingUpAbove limit: Double = .infinity
  ) -> Double {
    errorBound(
      of: piece, from: piece.start.progress, to: piece.end.progress, domain: 0...1,
      givingUpAbove: limit)
  }

  private func errorBound<Piece: CheckedPiece>(
    of piece: Piece, from a: Double, to b: Double, domain: ClosedRange<Double>,
    givingUpAbove limit: Double
  ) -> Double {
    guard a < b, a >= 0, b <= 1 else { return .infinity }
    var steps = StepBounds(
      piece: piece, curve: curve, domain: domain == 0...1 ? nil : domain, limit: limit)
    steps.add(a, curve.value(at: a), curve.derivative(at: a))
    let latticeCount = Double(Self.latticeSteps)
    if (b - a) * latticeCount >= Double(Self.minimumSteps) {
      let guardGap = 1e-3 / latticeCount
      var k = Int((a * latticeCount).rounded(.down)) + 1
      while k <= Self.latticeSteps, !steps.isDecided {
        let t = Double(k) / latticeCount
        if t >= b - guardGap { break }
        if t > a + guardGap { steps.add(t, latticeValues[k], latticeSlopes[k]) }
        k += 1
      }
    } else {
      let count = Self.minimumSteps
      for i in 1..<count where !steps.isDecided {
        let t = a + (b - a) * (Double(i) / Double(count))
        steps.add(t, curve.value(at: t), curve.derivative(at: t))
      }
    }
    steps.add(b, curve.value(at: b), curve.derivative(at: b))
    return steps.finish()
  }
}

/// What stands in for the curve on a checked interval: its value and slope at a progress.
protocol CheckedPiece {
  func value(at progress: Double) -> Double
  func slope(at progress: Double) -> Double
}

/// The straight chord from `start` with slope `slope`.
private struct Chord: CheckedPiece {
  let start: Breakpoint
  let slope: Double

  @inline(__always)
  func value(at progress: Double) -> Double { start.value + slope * (progress - start.progress) }
  @inline(__always)
  func slope(at progress: Double) -> Double { slope }
}

/// The bound of ``ChordCheck/errorBound(from:to:domain:givingUpAbove:)`` summed up over the grid points as
/// they come, in order, without storing them: each step's bound needs the finite-difference
/// curvature of the step before and after it, so a step is finished when the point after its
/// end arrives (a check over [0, 1] passes 2^17 points; arrays of them cost more in page faults
/// and copies than the arithmetic).
private struct StepBounds<Piece: CheckedPiece> {
  /// A grid point: time, f and f′ there.
  struct Point {
    var time: Double
    var value: Double
    var slope: Double
  }

  /// What f is compared with.
  let piece: Piece
  let curve: any EasingCurve
  /// The domain outside which f is held constant, or nil for [0, 1].
  let domain: ClosedRange<Double>?
  /// The bound above which the answer no longer matters.
  let limit: Double
  /// The last two points: `previous` → `last` is the step waiting for the next point.
  private var previous = Point(time: 0, value: 0, slope: 0)
  private var last = Point(time: 0, value: 0, slope: 0)
  private var count = 0
  /// Curvature of the step ending at `previous` (0 when there is none), and of the waiting step.
  private var curvatureBefore = 0.0
  private var curvatureWaiting = 0.0
  private var bound = 0.0
  /// Whether a step's bound was not finite: the whole bound is then infinite.
  private var isUnbounded = false
  /// Whether the answer is known: a step's bound was not finite or the bound exceeds `limit`.
  private(set) var isDecided = false

  init(piece: Piece, curve: any EasingCurve, domain: ClosedRange<Double>?, limit: Double) {
    self.piece = piece
    self.curve = curve
    self.domain = domain
    self.limit = limit
  }

  /// Adds the next grid point (times increasing): f is `value` and f′ is `slope` at `time`,
  /// unless `time` lies outside the domain, where f is read at the clamped time and f′ is 0.
  /// Points added once ``isDecided`` change nothing but cost time.
  @inline(__always)
  mutating func add(_ time: Double, _ value: Double, _ slope: Double) {
    var point = Point(time: time, value: value, slope: slope)
    if let domain, !domain.contains(time) {
      point.value = curve.value(at: min(max(time, domain.lowerBound), domain.upperBound))
      point.slope = 0
    }
    if count >= 1 {
      // |Δe′/Δt| with e′ = f′ − g′ (a chord's Δg′ is exactly 0).
      let pieceTurn = piece.slope(at: point.time) - piece.slope(at: last.time)
      let curvature = abs((point.slope - last.slope) - pieceTurn) / (point.time - last.time)
      if count >= 2 {
        finishStep(
          previous, last, curvature: curvatureWaiting, before: curvatureBefore, after: curvature)
        curvatureBefore = curvatureWaiting
      }
      curvatureWaiting = curvature
    }
    previous = last
    last = point
    count += 1
  }

  /// The bound over all steps (the last one has no step after it), `.infinity`, or, when the
  /// bound was found to exceed `limit`, the bound so far.
  mutating func finish() -> Double {
    if count >= 2, !isDecided {
      finishStep(previous, last, curvature: curvatureWaiting, before: curvatureBefore, after: 0)
    }
    return isUnbounded ? .infinity : bound
  }

  /// Takes in the bound of the step `left` → `right` whose curvature is `curvature`, between
  /// steps of curvature `before` and `after` (0 where there is no such step).
  @inline(__always)
  private mutating func finishStep(
    _ left: Point, _ right: Point, curvature: Double, before: Double, after: Double
  ) {
    let gap = right.time - left.time
    let errorLeft = abs(left.value - piece.value(at: left.time))
    let errorRight = abs(right.value - piece.value(at: right.time))
    let slopeError = max(
      abs(left.slope - piece.slope(at: left.time)), abs(right.slope - piece.slope(at: right.time)))
    let k = 2 * max(curvature, before, after)
    let stepBound = max(errorLeft, errorRight) + gap / 2 * (slopeError + gap * k)
    guard stepBound.isFinite else {
      isUnbounded = true
      isDecided = true
      return
    }
    bound = max(bound, stepBound)
    if bound > limit { isDecided = true }
  }
}
