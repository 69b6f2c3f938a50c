import JellyEasing
import Testing

@testable import JellyExport

@Suite struct DeviationMeasureTests {
  @Test func chordOfAParabola() throws {
    let curve = try EasingParser.parse("easeInQuad")
    let points = [Breakpoint(progress: 0, value: 0), Breakpoint(progress: 1, value: 1)]
    // x − x² peaks at x = 1/2, a grid point: exactly 1/4.
    #expect(DeviationMeasure.maxDeviation(of: points, from: curve) == 0.25)
  }

  @Test func tooFewPointsIsInfinite() {
    let points = [Breakpoint(progress: 0, value: 0)]
    #expect(DeviationMeasure.maxDeviation(of: points, from: LinearEasing()) == .infinity)
  }
}
