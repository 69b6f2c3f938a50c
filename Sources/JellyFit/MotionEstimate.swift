import Foundation
import JellySprings

/// Rough values read off a recorded motion, from which every model's fit starts: the levels,
/// the start and end of the motion, the crossings of the target and the swings between them,
/// and a rise time.
///
/// For an oscillating motion the damped frequency is π over the mean spacing of the crossings
/// of value − to (3π/4 over the time to the only crossing), and the damping ratio comes from
/// the mean ratio r of successive swings (the distance first), ζ = δ/√(π² + δ²) with δ = −ln r.
/// A motion that never crosses its target gives ω0 from its 10 %–90 % rise time for each
/// damping ratio tried: t_r·ω0 ≈ 1 − 0.4167ζ + 2.917ζ² up to critical damping, and
/// 2.2/(ζ − √(ζ² − 1)) above it.
struct MotionEstimate: Sendable {
  /// The value before the start.
  let from: Double
  /// The target.
  let to: Double
  /// When the motion is first seen to move (s).
  let startTime: Double
  /// When the motion is last seen outside the final band (s).
  let endTime: Double
  /// Times at which value − to changes sign beyond the band (s).
  let crossings: [Double]
  /// The largest |value − to| from the start to the first crossing, and between successive
  /// crossings.
  let swings: [Double]
  /// The 10 %–90 % rise time of the first approach (s), when the data reach 90 %.
  let riseTime: Double?

  /// The estimate of `motion` with its `profile`, with `from` and `to` where the caller fixes
  /// them.
  init(_ motion: RecordedMotion, profile: RecordingProfile, from: Double?, to: Double?) {
    let times = motion.times
    let values = motion.values
    let from = from ?? profile.startLevel
    let to = to ?? profile.endLevel
    self.from = from
    self.to = to
    startTime = profile.detectedStartTime(motion)
    endTime = times[min(profile.endIndex + 1, times.count - 1)]
    var crossings: [Double] = []
    var swings: [Double] = []
    var previous: Int?
    var largest = 0.0
    for index in profile.startIndex..<values.count {
      let offset = values[index] - to
      largest = max(largest, Swift.abs(offset))
      guard Swift.abs(offset) > profile.band else { continue }
      if let last = previous, (values[last] - to > 0) != (offset > 0) {
        let a = values[last] - to
        let fraction = a / (a - offset)
        crossings.append(times[last] + fraction * (times[index] - times[last]))
        swings.append(largest)
        largest = Swift.abs(offset)
      }
      previous = index
    }
    swings.append(largest)
    if !crossings.isEmpty { swings[0] = max(swings[0], Swift.abs(from - to)) }
    self.crossings = crossings
    self.swings = swings
    let travel = to - from
    func firstTime(reaching fraction: Double) -> Double? {
      for index in max(profile.startIndex, 1)..<values.count {
        let progress = (values[index] - from) / travel
        if progress >= fraction {
          let before = (values[index - 1] - from) / travel
          let part = progress > before ? (fraction - before) / (progress - before) : 0
          return times[index - 1] + min(max(part, 0), 1) * (times[index] - times[index - 1])
        }
      }
      return nil
    }
    if travel != 0, let low = firstTime(reaching: 0.1), let high = firstTime(reaching: 0.9),
      high > low
    {
      riseTime = high - low
    } else {
      riseTime = nil
    }
  }

  /// The motion's span from the detected start to its end (s), at least one sample spacing.
  var span: Double { max(endTime - startTime, 1e-3) }

  /// The damping ratio from the ratios of successive swings, when there are two.
  var swingDampingRatio: Double? {
    let usable = swings.prefix { $0 > 0 }
    guard usable.count >= 2 else { return nil }
    let ratios = zip(usable.dropFirst(), usable).map { $0 / $1 }.filter { $0 > 0 && $0 < 1 }
    guard !ratios.isEmpty else { return nil }
    let decrement = -ratios.map { log($0) }.reduce(0, +) / Double(ratios.count)
    return decrement / (Double.pi * Double.pi + decrement * decrement).squareRoot()
  }

  /// The damped frequency from the crossings (rad/s), when there is one.
  var crossingFrequency: Double? {
    guard let first = crossings.first else { return nil }
    if crossings.count >= 2, let last = crossings.last {
      return Double.pi * Double(crossings.count - 1) / (last - first)
    }
    return first > startTime ? 0.75 * Double.pi / (first - startTime) : nil
  }

  /// (ω0 rad/s, ζ) pairs to start a spring from: around the crossings' estimate for an
  /// oscillating motion, along the rise time's for one that does not cross.
  var springStarts: [(omega: Double, zeta: Double)] {
    if let damped = crossingFrequency {
      let zeta = min(max(swingDampingRatio ?? 0.3, 0.02), 0.95)
      let omega = damped / (1 - zeta * zeta).squareRoot()
      return [
        (omega, zeta), (omega, 0.7 * zeta), (omega, min(1.3 * zeta, 0.97)), (0.85 * omega, zeta),
        (1.15 * omega, zeta),
      ]
    }
    let rise = riseTime ?? 0.5 * span
    return [0.7, 0.9, 1.0, 1.3, 2.5].map { zeta in
      let product =
        zeta <= 1
        ? 1 - 0.4167 * zeta + 2.917 * zeta * zeta : 2.2 / (zeta - (zeta * zeta - 1).squareRoot())
      return (product / rise, zeta)
    }
  }
}
