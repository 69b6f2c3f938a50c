import JellyAnalysis
import JellyEasing
import Testing

@Suite struct CurveDifferencesTests {
  @Test("linear against easeInQuad: t − t² peaks at 0.25 at t = 0.5; every pair once, in order")
  func knownMaximum() throws {
    let curves = try ["linear", "easeInQuad", "easeOutQuad"].map { try EasingParser.parse($0) }
    let differences = CurveDifferences(curves: curves, samples: 101)
    #expect(differences.pairs.map { [$0.first, $0.second] } == [[0, 1], [0, 2], [1, 2]])
    let first = differences.pairs[0]
    #expect(abs(first.largest - 0.25) < 1e-15 && first.progress == 0.5)
    // easeOutQuad − easeInQuad = 2t − 2t², 0.5 at t = 0.5: the largest pair.
    #expect(differences.largest == differences.pairs[2])
    #expect(abs(differences.pairs[2].largest - 0.5) < 1e-15)
    #expect(CurveDifferences(curves: [curves[0]], samples: 11).largest == nil)
  }

  /// A curve that is not a number everywhere.
  struct NotANumber: EasingCurve {
    let name = "nan"
    func value(at progress: Double) -> Double { progress > 0.5 ? .nan : progress }
    func derivative(at progress: Double) -> Double { .nan }
  }

  @Test("a pair with a NaN value has NaN as its largest difference, and is never the largest pair")
  func notANumber() throws {
    let curves: [any EasingCurve] = [
      try EasingParser.parse("linear"), NotANumber(), try EasingParser.parse("easeInQuad"),
    ]
    let differences = CurveDifferences(curves: curves, samples: 11)
    #expect(differences.pairs[0].largest.isNaN && differences.pairs[2].largest.isNaN)
    #expect(differences.largest == differences.pairs[1])
  }
}
