/// The search behind the greedy fits: from a breakpoint at progress `a`, the farthest b in
/// (a, 1] whose piece a → b is within the bound, by an exponential search (the step starts at
/// the previous piece's length and doubles or halves) followed by bisection down to 10^-13 of
/// progress; or a jump, when even the piece to a + 10^-12 breaks the bound.
///
/// Where feasibility is not monotone in b (an oscillating curve), the search stops at the first
/// failing step: b is a boundary of feasibility, not always the largest feasible b.
enum FarthestReach {
  /// What the search found.
  enum Outcome {
    /// The piece to `progress` is within the bound, with this error.
    case reach(progress: Double, error: Double)
    /// Even the piece to `progress` (a + 10^-12) breaks the bound.
    case jump(progress: Double)
  }

  /// Searches from `a` with the starting step `step` (updated to the piece's length);
  /// `error(b)` is the piece's certified error, or any number above `bound` when it fails.
  static func search(
    from a: Double, step: inout Double, bound: Double, error: (Double) -> Double
  ) -> Outcome {
    let reachError = error(1)
    if reachError <= bound {
      step = 1 - a
      return .reach(progress: 1, error: reachError)
    }
    var low = a
    var lowError = 0.0
    var high = 1.0
    let tiny = min(1, a + 1e-12)
    let tinyError = error(tiny)
    if !(tinyError <= bound) { return .jump(progress: tiny) }
    if a + step < 1, case let probe = error(a + step), probe <= bound {
      (low, lowError) = (a + step, probe)
      while true {
        step *= 2
        guard a + step < 1 else { break }
        let grown = error(a + step)
        guard grown <= bound else {
          high = a + step
          break
        }
        (low, lowError) = (a + step, grown)
      }
    } else {
      high = min(a + step, 1)
      while true {
        step /= 2
        guard step > tiny - a else {
          (low, lowError) = (tiny, tinyError)
          break
        }
        let shrunk = error(a + step)
        if shrunk <= bound {
          (low, lowError) = (a + step, shrunk)
          break
        }
        high = a + step
      }
    }
    while high - low > 1e-13 {
      let middle = (low + high) / 2
      let middleError = error(middle)
      if middleError <= bound {
        (low, lowError) = (middle, middleError)
      } else {
        high = middle
      }
    }
    step = low - a
    return .reach(progress: low, error: lowError)
  }
}
