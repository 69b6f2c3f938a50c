import JellyMath
import Testing

@testable import JellyGeometry

@Suite struct GeometryErrorTests {
  @Test func descriptionsNameTheParameterAndRange() {
    #expect(
      GeometryError.invalidAccuracy(-1).description
        == "accuracy must be a finite number of points > 0, got -1.0")
    #expect(
      GeometryError.invalidTolerance(0).description
        == "tolerance must be a finite number of points > 0, got 0.0")
    #expect(
      GeometryError.arcLengthOutOfRange(7, total: 5).description
        == "arcLength must be in [0, 5.0] (the curve's length), got 7.0")
    #expect(GeometryError.emptyPath.description == "a closed path needs at least one segment")
    #expect(GeometryError.invalidAccuracy(-1).parameterError?.parameter == .accuracy)
    #expect(GeometryError.invalidTolerance(0).parameterError?.value == .number(0))
    #expect(GeometryError.arcLengthOutOfRange(7, total: 5).parameterError?.parameter == .arcLength)
    #expect(GeometryError.emptyPath.parameterError == nil)
  }
}
