import Testing

@testable import JellyGeometry

@Suite struct PolygonIntersectionTests {
  @Test func segmentPairsByHand() {
    let a = Vector2(0, 0)
    let b = Vector2(10, 10)
    #expect(PolygonIntersection.segmentsIntersect(a, b, Vector2(0, 10), Vector2(10, 0)))
    #expect(!PolygonIntersection.segmentsIntersect(a, b, Vector2(0, 1), Vector2(9, 10)))
    // Touching at an end and collinear overlap both count; collinear but apart does not.
    #expect(PolygonIntersection.segmentsIntersect(a, b, Vector2(5, 5), Vector2(5, 20)))
    #expect(PolygonIntersection.segmentsIntersect(a, b, Vector2(5, 5), Vector2(20, 20)))
    #expect(!PolygonIntersection.segmentsIntersect(a, b, Vector2(11, 11), Vector2(20, 20)))
  }

  @Test func polygonsByHand() {
    let square = [Vector2(0, 0), Vector2(1, 0), Vector2(1, 1), Vector2(0, 1)]
    #expect(!PolygonIntersection.hasSelfIntersection(square))
    let bowTie = [Vector2(0, 0), Vector2(1, 1), Vector2(1, 0), Vector2(0, 1)]
    #expect(PolygonIntersection.hasSelfIntersection(bowTie))
    // A vertex visited twice (the outline touches itself) counts.
    let pinched = [
      Vector2(0, 0), Vector2(2, 0), Vector2(1, 1), Vector2(2, 2), Vector2(0, 2), Vector2(1, 1),
    ]
    #expect(PolygonIntersection.hasSelfIntersection(pinched))
    // An edge folding straight back over the previous one counts.
    let spike = [Vector2(0, 0), Vector2(2, 0), Vector2(1, 0), Vector2(1, 1)]
    #expect(PolygonIntersection.hasSelfIntersection(spike))
    #expect(!PolygonIntersection.hasSelfIntersection([Vector2(0, 0), Vector2(1, 0)]))
  }
}
