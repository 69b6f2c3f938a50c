import Foundation

/// A local maximum or minimum of a spring's displacement x(t): a turning point (x′ = 0), or, for
/// a motion that ends at its target, the value just before the end when the motion is still
/// moving away from the target there (``isBeforeEnd``).
public struct SpringExtremum: Sendable, Hashable, Codable {
  /// Whether x has a local maximum or minimum here.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A local maximum of x (x > 0 at a turning point of a spring).
    case maximum = "max"
    /// A local minimum of x (x < 0).
    case minimum = "min"
  }
  /// Time in seconds after release (> 0).
  public let time: Double
  /// Displacement x = value − target at that time, in value units.
  public let displacement: Double
  /// Maximum or minimum.
  public let kind: Kind
  /// Whether this is the value at `endTime.nextDown` of a motion cut at its end (the supremum
  /// or infimum of the motion before the jump to the target), not a turning point.
  public let isBeforeEnd: Bool

  /// An extremum at `time` seconds with `displacement`, a turning point unless `isBeforeEnd`.
  public init(time: Double, displacement: Double, kind: Kind, isBeforeEnd: Bool = false) {
    self.time = time
    self.displacement = displacement
    self.kind = kind
    self.isBeforeEnd = isBeforeEnd
  }
}

extension SpringMotion {
  /// The successive local extrema of x(t) for 0 < t < ``endTime``, in time order, in closed
  /// form: the turning points, then, for a motion cut at ``endTime`` while it still moves away
  /// from the target, the value just before the end (``end``, ``SpringExtremum/isBeforeEnd``).
  ///
  /// Underdamped springs turn every half damped period: t_n = (θ0 + nπ)/ω_d with
  /// tan θ0 = v0·ω_d / (α·v0 + ω²·x0), and |x(t_n)| decays by exp(−α·π/ω_d) per turn.
  /// Critically and overdamped springs turn at most once, where tanh(γt)/γ (or t) equals
  /// v0 / (α·v0 + ω²·x0).
  ///
  /// - Parameters:
  ///   - maxCount: At most this many extrema (≥ 0).
  ///   - until: Only extrema at or before this time (seconds).
  ///   - minimumMagnitude: Stop at the first extremum with |x| below this (value units);
  ///     default 0 keeps every extremum until its value underflows.
  public func extrema(
    maxCount: Int = 64, until: Double = .infinity, minimumMagnitude: Double = 0
  ) -> [SpringExtremum] {
    var result = turningPoints(maxCount: maxCount, until: until, minimumMagnitude: minimumMagnitude)
    // After the last turning point before the end; below `minimumMagnitude` when the turning
    // points stopped there (|x| only grows toward the next turn, which is smaller still).
    if result.count < maxCount, let last = extremumBeforeEnd, last.time <= until,
      abs(last.displacement) >= minimumMagnitude
    {
      result.append(last)
    }
    return result
  }

  /// The jump to the target at ``endTime``, from x just before it to 0; `nil` for the free
  /// spring.
  public var end: ValueJump? {
    guard endTime.isFinite else { return nil }
    let last = endTime.nextDown
    return ValueJump(
      time: endTime, valueBefore: displacement(at: last), slopeBefore: velocity(at: last),
      valueAfter: 0, slopeAfter: 0)
  }

  /// The value just before ``endTime`` when it is a local extremum of the cut motion (x moving
  /// away from the target into the jump), else `nil`.
  public var extremumBeforeEnd: SpringExtremum? {
    guard let end, let kind = end.extremumBefore else { return nil }
    return SpringExtremum(
      time: endTime.nextDown, displacement: end.valueBefore, kind: kind, isBeforeEnd: true)
  }

  /// The turning points (x′ = 0) of x(t) for 0 < t < ``endTime``, in time order.
  func turningPoints(maxCount: Int, until: Double, minimumMagnitude: Double) -> [SpringExtremum] {
    var result: [SpringExtremum] = []
    guard maxCount > 0 else { return result }
    let until = min(until, endTime.nextDown)
    let w = alpha * initialVelocity + omegaSquared * initialDisplacement
    if q > 0 {
      // Zeros of v0·cos θ − (w/ω_d)·sin θ, θ = ω_d t.
      let wd = rootAbsQ
      var theta0 = w != 0 ? atan(initialVelocity * wd / w) : (initialVelocity == 0 ? 0 : .pi / 2)
      if theta0 <= 0 { theta0 += .pi }
      if initialVelocity == 0 && w == 0 { return result }
      var n = 0.0
      while result.count < maxCount {
        let t = (theta0 + n * .pi) / wd
        if !(t <= until) || !t.isFinite { break }
        let x = displacement(at: t)
        if x == 0 || abs(x) < minimumMagnitude { break }
        result.append(SpringExtremum(time: t, displacement: x, kind: x > 0 ? .maximum : .minimum))
        n += 1
      }
      return result
    }
    guard let t = singleTurningTime(w: w), t <= until else { return result }
    let x = displacement(at: t)
    if x != 0 && abs(x) >= minimumMagnitude {
      result.append(SpringExtremum(time: t, displacement: x, kind: x > 0 ? .maximum : .minimum))
    }
    return result
  }

  /// For q ≤ 0: the one time t > 0 with x'(t) = 0, if any.
  func singleTurningTime(w: Double) -> Double? {
    guard w != 0, initialVelocity != 0 else { return nil }
    let ratio = initialVelocity / w  // S(t)/C(t) at the turning point
    guard ratio > 0 else { return nil }
    if q == 0 { return ratio }
    let y = rootAbsQ * ratio  // tanh(γt) = γ·ratio
    guard y < 1 else { return nil }
    return atanh(y) / rootAbsQ
  }

  /// The largest excursion past the target, as a fraction of |x0|: the largest |x| among the
  /// turning points on the opposite side of the target from x0. 0 when the motion never
  /// crosses the target; `nil` when x0 = 0 (no distance to compare against).
  public var overshoot: Double? {
    guard initialDisplacement != 0 else { return nil }
    // The first turning point on the far side is the largest there (|x| shrinks from turn to
    // turn); a motion cut while it still moves away has its value before the end as a candidate.
    let opposite = extrema(maxCount: 2).filter {
      ($0.displacement > 0) != (initialDisplacement > 0)
    }
    guard let first = opposite.first else { return 0 }
    return abs(first.displacement) / abs(initialDisplacement)
  }
}
