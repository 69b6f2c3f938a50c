import JellyGeometry
import Testing

@Suite struct BoundingBoxTests {
  @Test func includeUnionAndContains() {
    var box = BoundingBox(Vector2(1, 5), Vector2(3, 2))
    #expect(box == BoundingBox(minX: 1, minY: 2, maxX: 3, maxY: 5))
    box.include(Vector2(-1, 3))
    #expect(box.minX == -1 && box.width == 4 && box.height == 3)
    #expect(box.contains(Vector2(3, 5)))
    #expect(!box.contains(Vector2(3.0001, 5)))
    let other = BoundingBox(minX: 10, minY: 10, maxX: 11, maxY: 11)
    #expect(!box.intersects(other))
    #expect(box.union(other) == BoundingBox(minX: -1, minY: 2, maxX: 11, maxY: 11))
  }
}
