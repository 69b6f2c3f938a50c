import JellyAnalysis
import JellyFrameDiff
import Testing

@Suite struct SeriesSettlingTests {
  func series(_ points: [(Double, Double)]) -> [SamplePoint] {
    points.enumerated().map { SamplePoint(index: $0, time: $1.0, value: $1.1) }
  }

  @Test("exact on a piecewise-linear series, also when the sign flips across the crossing")
  func piecewiseLinear() throws {
    // max|v| = 10, ε = 0.1 → threshold 1. Last sample above it: (0.3, 5); next (0.4, −0.5):
    // v = 5 − 55(t − 0.3) reaches 1 at t = 0.3 + 4/55.
    let samples = series([(0, 0), (0.1, 10), (0.2, -4), (0.3, 5), (0.4, -0.5), (0.5, 0.2)])
    let settle = try #require(try SeriesSettling.settlingTime(of: samples, epsilon: 0.1))
    #expect(abs(settle - (0.3 + 4.0 / 55)) <= 1e-15)
    let negative = series([(0, -10), (1, -3), (2, 0)])
    let time = try #require(try SeriesSettling.settlingTime(of: negative, epsilon: 0.1))
    #expect(abs(time - (1 + 2.0 / 3)) <= 1e-15)
  }

  @Test("unsettled, quiet, empty and invalid cases")
  func edgeCases() throws {
    #expect(try SeriesSettling.settlingTime(of: series([(0, 0), (1, 5)])) == nil)
    #expect(try SeriesSettling.settlingTime(of: series([(0.5, 0), (1, 0)])) == 0.5)
    #expect(try SeriesSettling.settlingTime(of: []) == nil)
    #expect(throws: FrameDiffError.self) { try SeriesSettling.settlingTime(of: [], epsilon: 1) }
  }

  @Test("a densely sampled skype diff settles within one sample (1/600 s) of the exact time")
  func sampledSkypeAgreesWithExact() throws {
    let scene = try FrameDiffPreset.skype.scene()
    let samples = try DiffSequence(
      scene: scene, displayLink: DisplayLink(framesPerSecond: 600), horizon: 2
    ).samples
    let sampled = try #require(try SeriesSettling.settlingTime(of: samples))
    #expect(abs(sampled - (try scene.settlingTime())) <= 1.0 / 600)
  }
}
