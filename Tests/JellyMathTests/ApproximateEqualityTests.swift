import JellyMath
import Testing

@Suite struct ApproximateEqualityTests {
  @Test func tolerances() {
    #expect(1.0.isClose(to: 1 + 1e-13))
    #expect(!1.0.isClose(to: 1 + 1e-11))
    #expect(0.0.isClose(to: 1e-20, absoluteTolerance: 1e-15))
    #expect(!Double.nan.isClose(to: .nan))
    #expect(Double.infinity.isClose(to: .infinity))
    #expect(!1.0.isClose(to: .infinity))
  }
}
