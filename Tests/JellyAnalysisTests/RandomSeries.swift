import JellyAnalysis
import JellyFrameDiff
import JellyMath

/// Seeded random series for the streaming-versus-array tests: uneven time steps and values
/// rounded to a coarse grid, so that flat runs, ties and sign changes all occur.
enum RandomSeries {
  /// `count` samples with times increasing by steps in [0.005, 0.03) s and values on a grid of
  /// `1 / levels` in [−1, 1].
  static func make(count: Int, levels: Double, seed: UInt64) -> [SamplePoint] {
    var random = SplitMix64(seed: seed)
    var time = 0.0
    var samples: [SamplePoint] = []
    samples.reserveCapacity(count)
    for index in 0..<count {
      time += 0.005 + 0.025 * random.nextUnitDouble()
      let value = ((2 * random.nextUnitDouble() - 1) * levels).rounded() / levels
      samples.append(SamplePoint(index: index, time: time, value: value))
    }
    return samples
  }
}
