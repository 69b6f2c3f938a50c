import JellyTestSupport
import Testing

@testable import JellyTrack

@Suite(.tags(.sanitizeMemory)) struct NoiseLevelTests {
  @Test("an exact background: level 0, threshold 5 (five steps of one level)")
  func exactBackground() {
    var histogram = [Int](repeating: 0, count: 766)
    histogram[0] = 900
    histogram[300] = 100
    let level = NoiseLevel(histogram: histogram)
    #expect(level == NoiseLevel(background: 0, threshold: 5))
  }

  @Test("a shifted, noisy background: the median and five robust deviations above it")
  func noisyBackground() {
    var histogram = [Int](repeating: 0, count: 766)
    // Background around 3 (median 3, deviation 1 for half of it), and the object at 250.
    histogram[2] = 200
    histogram[3] = 400
    histogram[4] = 200
    histogram[250] = 150
    let level = NoiseLevel(histogram: histogram)
    #expect(level.background == 3)
    // 5 × 1.4826 × 1 = 7.4 → 8 levels above the median.
    #expect(level.threshold == 11)
    #expect(NoiseLevel(histogram: [Int](repeating: 0, count: 766)).threshold == 5)
  }
}
