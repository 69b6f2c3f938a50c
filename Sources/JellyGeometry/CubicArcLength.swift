// Arc length of a cubic with cusps and near-cusps handled.
//
// The speed is √Q with Q(t) = |B'(t)|², a quartic. Where B' nearly vanishes (a near-cusp at t_c
// with minimum speed m), √Q behaves like √(m² + β(t − t_c)²), β = Q''(t_c)/2: a kink rounded
// off at the scale ε = m/√β, with complex singularities at t_c ± iε. Two Gauss rules on a piece
// much longer than ε both integrate a smooth stand-in for that kink and can agree closely while
// both being wrong (by about β·ε²·ln(length/ε)), so comparing them says nothing there.
//
// Remedy: (1) split [t0, t1] at the real roots of B'·B'' (the speed's local extremes), found
// in closed form plus Brent; (2) on a piece whose nearest speed minimum lies closer than the
// piece is long (distance d, from the piece or its end), grade the piece geometrically toward
// that side, halving until the innermost part is no longer than max(d, ε). Every part then
// lies at least its own length away from the singularity, where an n-point Gauss rule
// converges like 5.8^(−2n), and the 8-versus-16-point comparison is a sound error estimate.

extension CubicBezier {
  /// |B'(t)| by a plain square root (no hypot: coordinates stay far below 1e150 points).
  @inline(__always)
  func speed(at t: Double) -> Double { derivative(at: t).lengthSquared.squareRoot() }

  /// Arc length over [t0, t1] (t0 ≤ t1) within `accuracy` points, without validation.
  func arcLength(from t0: Double, to t1: Double, unvalidatedAccuracy accuracy: Double) -> Double {
    guard t1 > t0 else { return 0 }
    // B'/3 = D(t) = d0 + 2·turn·t + bend·t², B''/6 = D'/2 = turn + bend·t.
    let d0 = control1 - start
    let turn = (control2 - control1) - d0
    let bend = (end - control2) - (control2 - control1) - turn
    // D·D'/2 = d0·turn + (2 turn·turn + d0·bend)·t + 3(turn·bend)·t² + (bend·bend)·t³
    var minima = ThreeValues()
    var splits = ThreeValues()
    var minimumCount = 0
    var splitCount = 0
    let width = t1 - t0
    Polynomial.forEachCubicRoot(
      d0.dot(turn), 2 * turn.dot(turn) + d0.dot(bend), 3 * turn.dot(bend), bend.dot(bend),
      in: t0 - width, t1 + width
    ) { root, rising in
      if rising && minimumCount < 3 {
        minima[minimumCount] = root
        minimumCount += 1
      }
      if root > t0 && root < t1 && splitCount < 3 {
        splits[splitCount] = root
        splitCount += 1
      }
    }
    let share = accuracy / Double(splitCount + 1)
    var total = 0.0
    var left = t0
    for index in 0..<(splitCount + 1) {
      let right = index < splitCount ? splits[index] : t1
      // The nearest speed minimum and its distance from [left, right].
      var nearest = Double.nan
      var distance = Double.infinity
      for candidate in 0..<minimumCount {
        let tc = minima[candidate]
        let gap = max(0, left - tc, tc - right)
        if gap < distance {
          nearest = tc
          distance = gap
        }
      }
      total += gradedPiece(
        left, right, toward: nearest, distance: distance, share, d0: d0, turn: turn, bend: bend)
      left = right
    }
    return total
  }

  /// `∫ speed` over [a, b] within `accuracy`, graded toward the speed minimum `tc` (NaN: none).
  private func gradedPiece(
    _ a: Double, _ b: Double, toward tc: Double, distance: Double, _ accuracy: Double,
    d0: Vector2, turn: Vector2, bend: Vector2
  ) -> Double {
    let length = b - a
    var scale = distance
    if tc.isFinite {
      // ε = m/√β from Q(t_c) = 9|D|² and Q''(t_c)/2 = 9(|D'|² + 2 D·bend).
      let value = d0 + (2 * tc) * turn + (tc * tc) * bend
      let slope = 2 * (turn + tc * bend)
      let curvature = slope.lengthSquared + 2 * value.dot(bend)
      let epsilon = curvature > 0 ? (value.lengthSquared / curvature).squareRoot() : length
      scale = max(distance, epsilon)
    }
    guard tc.isFinite, scale < length else {
      return ArcLength.adaptive(from: a, to: b, accuracy: accuracy) { speed(at: $0) }
    }
    // Halve toward the side of tc until the innermost part is no longer than `scale`.
    var levels = 1
    var inner = 0.5 * length
    while inner > scale && levels < 48 {
      inner *= 0.5
      levels += 1
    }
    let share = accuracy / Double(levels + 1)
    let towardStart = abs(tc - a) <= abs(tc - b)
    let anchor = towardStart ? a : b
    var outer = towardStart ? b : a
    var offset = 0.5 * length
    var total = 0.0
    for _ in 0..<levels {
      let boundary = towardStart ? a + offset : b - offset
      total += ArcLength.adaptive(
        from: min(boundary, outer), to: max(boundary, outer), accuracy: share
      ) { speed(at: $0) }
      outer = boundary
      offset *= 0.5
    }
    total += ArcLength.adaptive(from: min(anchor, outer), to: max(anchor, outer), accuracy: share) {
      speed(at: $0)
    }
    return total
  }
}

/// Up to three roots held inline (the cubic's), indexed 0...2: no array, no allocation.
private struct ThreeValues {
  private var first = 0.0
  private var second = 0.0
  private var third = 0.0

  @inline(__always)
  subscript(index: Int) -> Double {
    get {
      switch index {
      case 0: first
      case 1: second
      default: third
      }
    }
    set {
      switch index {
      case 0: first = newValue
      case 1: second = newValue
      default: third = newValue
      }
    }
  }
}
