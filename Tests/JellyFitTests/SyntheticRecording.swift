import Foundation
import JellyFit
import JellyMath

/// Recordings made from a known curve, as a screen recording tracked to positions gives them:
/// frames at a rate with their times jittered, values rounded to whole pixels and Gaussian
/// noise, all from a seeded generator so every run sees the same samples.
struct SyntheticRecording {
  /// The curve sampled (value at a time in seconds).
  let curve: (Double) -> Double
  /// The first frame's time (s).
  var start = 0.0
  /// The last frame's time at most (s).
  var end = 2.5
  /// Frames per second.
  var fps = 60.0
  /// Each frame is taken at its nominal time plus a uniform offset in ±jitter (s); the offset
  /// is recorded with it, as a timestamped log records it.
  var jitter = 0.001
  /// σ of the Gaussian noise added to each value (value units).
  var noise = 0.0
  /// Whether values are rounded to whole pixels (after the noise).
  var roundsToPixels = true
  /// The generator's seed.
  var seed: UInt64 = 1

  /// The samples.
  func samples() -> (times: [Double], values: [Double]) {
    var random = SplitMix64(seed: seed)
    var times: [Double] = []
    var values: [Double] = []
    var frame = 0.0
    while start + frame / fps <= end {
      let offset = (2 * random.nextUnitDouble() - 1) * jitter
      let time = start + frame / fps + offset
      var value = curve(time)
      if noise > 0 {
        // Box–Muller: one Gaussian sample from two uniform ones.
        let u = max(random.nextUnitDouble(), 1e-300)
        let v = random.nextUnitDouble()
        value += noise * (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
      }
      times.append(time)
      values.append(roundsToPixels ? value.rounded() : value)
      frame += 1
    }
    return (times, values)
  }

  /// The samples as a recorded motion.
  func motion() throws -> RecordedMotion {
    let (times, values) = samples()
    return try RecordedMotion(times: times, values: values)
  }
}

/// A held value, then a curve of the progress from 0 to 1 from `start` on, then the target.
func heldMotion(from: Double, to: Double, start: Double, progress: @escaping (Double) -> Double)
  -> (Double) -> Double
{
  { t in t < start ? from : from + (to - from) * progress(t - start) }
}
