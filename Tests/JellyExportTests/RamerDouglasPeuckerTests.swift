import JellyEasing
import Testing

@testable import JellyExport

@Suite struct RamerDouglasPeuckerTests {
  @Test func keepsTheKinkOfAPolyline() throws {
    let curve = try EasingParser.parse("linear(0, 1 50%, 1)")
    let rdp = try RamerDouglasPeucker(curve: curve, bound: 0.001)
    #expect(rdp.breakpoints.map(\.progress) == [0, 0.5, 1])
    #expect(rdp.measuredError <= 1e-15)
  }

  @Test func samplesStayWithinBoundButTheTruthMayNot() throws {
    let curve = try EasingParser.parse("easeOutElastic")
    let rdp = try RamerDouglasPeucker(curve: curve, bound: 0.01, sampleCount: 11)
    // With 11 samples every kept chord is within E at the samples only.
    #expect(rdp.count <= 11)
    #expect(rdp.measuredError > 0.01)
  }

  @Test func badBoundsThrow() {
    #expect(throws: ExportError.invalidBound(0)) {
      try RamerDouglasPeucker(curve: LinearEasing(), bound: 0)
    }
    #expect(
      ExportError.invalidBound(0).description == "error bound must be > 0 and finite (got 0.0)")
    #expect(ExportError.invalidBound(0).parameterError?.parameter == .errorBound)
  }
}
