import Testing

@testable import JellyGeometry

@Suite struct NearestPointTests {
  @Test func searchFindsInteriorAndEndpointMinima() {
    // B(t) = (t, t²): from (0, 1) the distance² t² + (t² − 1)² is least at t = 1/√2.
    let coefficients = [Vector2(0, 0), Vector2(1, 0), Vector2(0, 1)]
    let evaluate = { (t: Double) in Vector2(t, t * t) }
    let interior = NearestPoint.search(
      coefficients: coefficients, query: Vector2(0, 1), evaluate: evaluate)
    #expect(abs(interior.parameter - 0.5.squareRoot()) < 1e-12)
    #expect(abs(interior.distance - 0.75.squareRoot()) < 1e-12)
    let endpoint = NearestPoint.search(
      coefficients: coefficients, query: Vector2(3, 1), evaluate: evaluate)
    #expect(endpoint.parameter == 1 && endpoint.point == Vector2(1, 1))
  }
}
