import Foundation
import JellyFrameDiff
import JellyMath
import JellySprings

/// An independent reference for the derived quantities of a piecewise-smooth curve: its values
/// read on a dense uniform grid, plus the breakpoints (delays, and each cut's last instant
/// `time.nextDown` before the jump). It uses nothing but the curve's values (no derivative, no
/// peak finder, no root finder of the library): discrete extrema of the samples refined by
/// golden-section search, and crossings refined by bisection.
package struct DenseScan: Sendable {
  /// One sample of the curve.
  package struct Sample: Sendable {
    /// Time, seconds.
    package let time: Double
    /// The curve's value.
    package let value: Double
    /// Whether it is the last instant before a jump.
    package let isBeforeJump: Bool
  }

  /// A local extremum of the samples, refined.
  package struct Extremum: Sendable {
    /// Time, seconds.
    package let time: Double
    /// Value there.
    package let value: Double
    /// True for a maximum.
    package let isMaximum: Bool
    /// Whether it is the value just before a jump.
    package let isBeforeJump: Bool
  }

  /// The samples in time order.
  package let samples: [Sample]
  let value: @Sendable (Double) -> Double
  let jumps: Set<Double>

  /// Reads `value` every `step` seconds over [0, `horizon`], at each of `kinks` (where the slope
  /// may jump) and just before each of `jumps` (where the value jumps).
  package init(
    horizon: Double, step: Double, kinks: [Double], jumps: [Double],
    value: @escaping @Sendable (Double) -> Double
  ) {
    var times = (0...Int((horizon / step).rounded(.down))).map { Double($0) * step }
    times += kinks.filter { $0 <= horizon }
    // A finer grid (step/1000) over the first step after the start and after each kink, where
    // a helper starting to move can turn within one step.
    for start in [0] + kinks where start < horizon {
      times += (1..<1000).map { start + Double($0) * step / 1000 }.filter { $0 <= horizon }
    }
    let before = Set(jumps.filter { $0 <= horizon }.map(\.nextDown))
    times += before
    times.append(horizon)
    times.sort()
    var samples: [Sample] = []
    for t in times where samples.last.map({ t > $0.time }) ?? true {
      samples.append(Sample(time: t, value: value(t), isBeforeJump: before.contains(t)))
    }
    self.samples = samples
    self.value = value
    self.jumps = Set(jumps)
  }

  /// The scan of `scene`'s diff over [0, `horizon`].
  package init(scene: FrameDiffScene, horizon: Double, step: Double) {
    self.init(
      horizon: horizon, step: step, kinks: scene.kinks, jumps: scene.cuts,
      value: { scene.diff(at: $0) })
  }

  /// The strict local extrema of the samples (a flat run, equal within 1e-13 of the largest |value|, counts once, at
  /// its first sample; the first and last samples never count), each refined by golden-section search between its
  /// neighbours unless it sits on a breakpoint (a corner or the value before a jump is exact).
  package func extrema() -> [Extremum] {
    var result: [Extremum] = []
    let flatness = 1e-13 * samples.reduce(0) { max($0, abs($1.value)) }
    var previous: Double?
    var start = 0
    while start < samples.count {
      var end = start
      // Equal within rounding of the curve's scale: a helper released at its delay starts from
      // to + (from − to), which can differ from the `from` it held by an ulp of `from`.
      while end + 1 < samples.count
        && abs(samples[end + 1].value - samples[start].value) <= flatness
      {
        end += 1
      }
      let v = samples[start].value
      if let before = previous, end + 1 < samples.count {
        let after = samples[end + 1].value
        let isMaximum = v > before && v > after
        if isMaximum || (v < before && v < after) {
          result.append(refined(start, end, isMaximum: isMaximum))
        }
      }
      previous = v
      start = end + 1
    }
    return result
  }

  func refined(_ start: Int, _ end: Int, isMaximum: Bool) -> Extremum {
    let sample = samples[start]
    let sign = isMaximum ? 1.0 : -1.0
    // The value before a jump and the value at the jump are exact; elsewhere the curve is
    // continuous between the neighbours and rises to the extremum and falls (or the reverse).
    guard start == end, !sample.isBeforeJump, !jumps.contains(sample.time) else {
      return Extremum(
        time: sample.time, value: sample.value, isMaximum: isMaximum,
        isBeforeJump: sample.isBeforeJump)
    }
    var (a, b) = (samples[start - 1].time, samples[start + 1].time)
    let ratio = (5.0.squareRoot() - 1) / 2
    var c = b - ratio * (b - a)
    var d = a + ratio * (b - a)
    var fc = sign * value(c)
    var fd = sign * value(d)
    for _ in 0..<120 where b - a > 1e-15 * max(1, abs(b)) {
      if fc > fd {
        (b, d, fd) = (d, c, fc)
        c = b - ratio * (b - a)
        fc = sign * value(c)
      } else {
        (a, c, fc) = (c, d, fd)
        d = a + ratio * (b - a)
        fd = sign * value(d)
      }
    }
    var best = (time: sample.time, value: sample.value)
    for t in [a, b, c, d] where sign * value(t) > sign * best.value { best = (t, value(t)) }
    return Extremum(time: best.time, value: best.value, isMaximum: isMaximum, isBeforeJump: false)
  }

  /// The largest |value − `reference`| among the samples and the refined extrema, with its time
  /// and whether it is the value before a jump.
  package func largest(from reference: Double) -> Extremum {
    var best = samples[0]
    for sample in samples where abs(sample.value - reference) > abs(best.value - reference) {
      best = sample
    }
    var result = Extremum(
      time: best.time, value: best.value, isMaximum: best.value > reference,
      isBeforeJump: best.isBeforeJump)
    for extremum in extrema() where abs(extremum.value - reference) > abs(result.value - reference)
    {
      result = extremum
    }
    return result
  }

  /// The first time after which |value − `reference`| stays at or below `threshold` on the
  /// scan: after the last sample or refined extremum above it, the jump's time when that is the
  /// value before a jump, else the crossing by bisection up to the next sample. 0 when nothing
  /// is above it.
  package func settlingTime(reference: Double, threshold: Double) -> Double {
    var lastAbove: Int?
    for (i, sample) in samples.enumerated() where abs(sample.value - reference) > threshold {
      lastAbove = i
    }
    // A refined extremum above the band between two samples that are not.
    for extremum in extrema() where abs(extremum.value - reference) > threshold {
      if let index = samples.lastIndex(where: { $0.time <= extremum.time }),
        lastAbove.map({ index > $0 }) ?? true
      {
        lastAbove = index
      }
    }
    guard let i = lastAbove else { return 0 }
    let sample = samples[i]
    if sample.isBeforeJump { return sample.time.nextUp }
    guard i + 1 < samples.count else { return sample.time }
    var (low, high) = (sample.time, samples[i + 1].time)
    if let extremum = extrema().last(where: {
      $0.time > low && $0.time < high && abs($0.value - reference) > threshold
    }) {
      low = extremum.time
    }
    for _ in 0..<200 where high - low > 1e-15 * max(1, high) {
      let middle = (low + high) / 2
      if abs(value(middle) - reference) > threshold { low = middle } else { high = middle }
    }
    return high
  }
}
