import Foundation
import JellyMath

extension SpringMotion {
  /// The threshold |x| ≤ ε·scale used by ``settlingDuration(epsilon:)``: scale is |x0|, or
  /// |v0|/ω0 when x0 = 0 (the amplitude the initial velocity alone would reach).
  public func settlingThreshold(epsilon: Double) -> Double {
    let scale =
      initialDisplacement != 0
      ? abs(initialDisplacement) : abs(initialVelocity) / omegaSquared.squareRoot()
    return epsilon * scale
  }

  /// The settling duration: the time after which |x(t)| stays at or below ε·|x0| forever,
  /// in seconds.
  ///
  /// Found exactly, not by sampling: the last turning point above the threshold is located in
  /// closed form (turning-point magnitudes decay geometrically), then the crossing after it is
  /// found by Brent's method to 1e-13 s. A late peak cannot be missed.
  ///
  /// - Parameter epsilon: The fraction of the initial displacement, in (0, 1); default 0.001.
  /// A motion that ends at ``endTime`` settles no later than that: if it is still outside the
  /// band just before the end, the jump to the target settles it at ``endTime``.
  ///
  /// - Returns: 0 when the motion never leaves the band; `.infinity` for an undamped spring
  ///   (unless it starts at rest on its target or ends).
  public func settlingDuration(epsilon: Double = 0.001) -> Double {
    let freeSettling = free.freeSettlingDuration(epsilon: epsilon)
    guard endTime.isFinite, freeSettling > endTime else { return freeSettling }
    let threshold = settlingThreshold(epsilon: epsilon)
    if abs(endJump) > threshold { return endTime }
    // Inside the band just before the end: the last local maximum of |x| above the band before
    // the end (t = 0 or a turning point), then the crossing after it.
    var start: (time: Double, x: Double)? =
      abs(initialDisplacement) > threshold ? (0, initialDisplacement) : nil
    var upper = endTime
    let turns = extrema(maxCount: 1 << 20, until: endTime)
    for (i, turn) in turns.enumerated() where abs(turn.displacement) > threshold {
      start = (turn.time, turn.displacement)
      upper = i + 1 < turns.count ? turns[i + 1].time : endTime
    }
    guard let start else { return 0 }
    let sign: Double = start.x > 0 ? 1 : -1
    let f = { (t: Double) -> Double in
      sign * self.solution(self.initialDisplacement, self.initialVelocity, at: t) - threshold
    }
    return (try? RootFinding.brent(in: start.time, upper, absoluteTolerance: 1e-13, f)) ?? upper
  }

  /// The settling duration of the motion left to run forever.
  private func freeSettlingDuration(epsilon: Double) -> Double {
    let threshold = settlingThreshold(epsilon: epsilon)
    if initialDisplacement == 0 && initialVelocity == 0 { return 0 }
    if alpha == 0 { return .infinity }
    // Candidate local maxima of |x|: t = 0 and every turning point.
    var lastAbove: (time: Double, x: Double)? =
      abs(initialDisplacement) > threshold ? (0, initialDisplacement) : nil
    var nextTurn: Double?
    if q > 0 {
      let turns = extrema(maxCount: 1)
      if let first = turns.first {
        // |x(t_n)| = |x(t_0)|·r^n with r = exp(−α π/ω_d).
        let logRatio = -alpha * .pi / rootAbsQ
        let magnitude = abs(first.displacement)
        var n = 0.0
        // When successive turning points differ by less than 1e-8 (relative), the rounding of
        // x(t) at t ~ 1/α (phase error ~ 1e-16·ω_d·t) exceeds that difference and "the last
        // turning point above ε" is no longer decidable; the envelope bound is then within one
        // half period of the exact time, a relative difference below 1e-8 · (π/ln(1/ε)).
        if -logRatio < 1e-8 { return envelopeSettlingDuration(epsilon: epsilon) ?? .infinity }
        if magnitude > threshold {
          n = max(0, (log(threshold / magnitude) / logRatio).rounded(.up) - 1)
          // Guard the closed-form index against rounding in either direction. The closed form
          // is off by at most a step or two; the bound keeps the loops finite when n is so
          // large (extremely light damping, n ≥ 2^53) that n ± 1 == n.
          var corrections = 0
          while n > 0 && corrections < 8
            && abs(displacement(at: turnTime(first.time, n))) <= threshold
          {
            n -= 1
            corrections += 1
          }
          corrections = 0
          while corrections < 8 && abs(displacement(at: turnTime(first.time, n + 1))) > threshold {
            n += 1
            corrections += 1
          }
          let t = turnTime(first.time, n)
          lastAbove = (t, displacement(at: t))
          nextTurn = turnTime(first.time, n + 1)
        } else {
          nextTurn = first.time
        }
      }
    } else if let turn = extrema(maxCount: 1).first {
      if abs(turn.displacement) > threshold {
        lastAbove = (turn.time, turn.displacement)
      } else if lastAbove != nil {
        nextTurn = turn.time
      }
    }
    guard let start = lastAbove else { return 0 }
    // After `start`, x moves monotonically toward the opposite side; find where sign·x
    // falls through the threshold.
    let sign: Double = start.x > 0 ? 1 : -1
    let f = { (t: Double) -> Double in sign * self.displacement(at: t) - threshold }
    var upper = nextTurn ?? start.time + max(1 / omegaSquared.squareRoot(), 1e-9)
    if nextTurn == nil {
      // Non-oscillating tail: grow the bracket until the displacement is below threshold.
      var step = upper - start.time
      while f(upper) > 0 && upper.isFinite {
        step *= 2
        upper = start.time + step
      }
    }
    return (try? RootFinding.brent(in: start.time, upper, absoluteTolerance: 1e-13, f)) ?? upper
  }

  private func turnTime(_ first: Double, _ n: Double) -> Double {
    first + n * .pi / rootAbsQ
  }

  /// A conservative settling estimate from the decay envelope: the time at which
  /// e^(−αt)·A reaches ε·|x0|, where A bounds |x| (A = sqrt(x0² + ((v0 + α·x0)/ω_d)²) when
  /// underdamped), for the free motion (``endTime`` is ignored). Never earlier than
  /// ``settlingDuration(epsilon:)`` for underdamped motion;
  /// this is the classic textbook formula ln(1/(ε·sqrt(1−ζ²)))/(ζ·ω0) for a release from rest.
  /// `nil` unless underdamped.
  public func envelopeSettlingDuration(epsilon: Double = 0.001) -> Double? {
    guard q > 0, alpha > 0 else { return nil }
    let b = (initialVelocity + alpha * initialDisplacement) / rootAbsQ
    let amplitude = (initialDisplacement * initialDisplacement + b * b).squareRoot()
    let threshold = settlingThreshold(epsilon: epsilon)
    guard amplitude > threshold else { return 0 }
    return log(amplitude / threshold) / alpha
  }
}
