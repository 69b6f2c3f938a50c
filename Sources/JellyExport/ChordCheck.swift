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
  public func errorBound(
    from start: Breakpoint, to end: Breakpoint, domain: ClosedRange<Double> = 0...1
  ) -> Double {
    let a = start.progress
    let b = end.progress
    guard a < b, a >= 0, b <= 1 else { return .infinity }
    let slope = (end.value - start.value) / (b - a)
    var times: [Double] = [a]
    var values: [Double] = [curve.value(at: a)]
    var slopes: [Double] = [curve.derivative(at: a)]
    let steps = Double(Self.latticeSteps)
    if (b - a) * steps >= Double(Self.minimumSteps) {
      let guardGap = 1e-3 / steps
      var k = Int((a * steps).rounded(.down)) + 1
      while k <= Self.latticeSteps {
        let t = Double(k) / steps
        if t >= b - guardGap { break }
        if t > a + guardGap {
          times.append(t)
          values.append(latticeValues[k])
          slopes.append(latticeSlopes[k])
        }
        k += 1
      }
    } else {
      let count = Self.minimumSteps
      for i in 1..<count {
        let t = a + (b - a) * (Double(i) / Double(count))
        times.append(t)
        values.append(curve.value(at: t))
        slopes.append(curve.derivative(at: t))
      }
    }
    times.append(b)
    values.append(curve.value(at: b))
    slopes.append(curve.derivative(at: b))
    if domain != 0...1 {
      for index in times.indices where !domain.contains(times[index]) {
        values[index] = curve.value(
          at: min(max(times[index], domain.lowerBound), domain.upperBound))
        slopes[index] = 0
      }
    }

    let stepCount = times.count - 1
    var curvature = [Double](repeating: 0, count: stepCount)
    for i in 0..<stepCount {
      curvature[i] = abs(slopes[i + 1] - slopes[i]) / (times[i + 1] - times[i])
    }
    var bound = 0.0
    for i in 0..<stepCount {
      let gap = times[i + 1] - times[i]
      let errorLeft = abs(values[i] - (start.value + slope * (times[i] - a)))
      let errorRight = abs(values[i + 1] - (start.value + slope * (times[i + 1] - a)))
      let slopeError = max(abs(slopes[i] - slope), abs(slopes[i + 1] - slope))
      let k =
        2
        * max(
          curvature[i], i > 0 ? curvature[i - 1] : 0,
          i + 1 < stepCount ? curvature[i + 1] : 0)
      let stepBound = max(errorLeft, errorRight) + gap / 2 * (slopeError + gap * k)
      guard stepBound.isFinite else { return .infinity }
      bound = max(bound, stepBound)
    }
    return bound
  }
}
