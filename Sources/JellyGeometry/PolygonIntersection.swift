// Exact self-intersection test for a closed polygon: edges sorted by their smallest x are swept
// left to right, and each pair whose x ranges overlap is tested with orientation signs. Edges
// that follow each other share a vertex by construction, so for them only a fold straight back
// counts; for any other pair every contact, touching and collinear overlap included, counts.

/// Self-intersection of closed polygons.
enum PolygonIntersection {
  /// Whether any two non-consecutive edges of the closed polygon `vertices` share a point.
  /// Consecutive duplicate vertices must have been removed.
  static func hasSelfIntersection(_ vertices: [Vector2]) -> Bool {
    let count = vertices.count
    guard count >= 3 else { return false }
    let order = (0..<count).sorted {
      min(vertices[$0].x, vertices[($0 + 1) % count].x)
        < min(vertices[$1].x, vertices[($1 + 1) % count].x)
    }
    for (position, first) in order.enumerated() {
      let a = vertices[first]
      let b = vertices[(first + 1) % count]
      let firstMaxX = max(a.x, b.x)
      for second in order[(position + 1)...] {
        let c = vertices[second]
        let d = vertices[(second + 1) % count]
        if min(c.x, d.x) > firstMaxX { break }
        let gap = abs(first - second)
        if gap == 1 || gap == count - 1 {
          // Consecutive edges share their common vertex; they meet elsewhere only when the
          // outline folds straight back over itself, which is reported.
          if consecutiveEdgesOverlap(first: first, second: second, vertices) {
            return true
          }
          continue
        }
        if segmentsIntersect(a, b, c, d) { return true }
      }
    }
    return false
  }

  /// For consecutive edges, whether they overlap along a line beyond their shared vertex.
  private static func consecutiveEdgesOverlap(first: Int, second: Int, _ vertices: [Vector2])
    -> Bool
  {
    let count = vertices.count
    let earlier = (first + 1) % count == second ? first : second
    let a = vertices[earlier]
    let shared = vertices[(earlier + 1) % count]
    let c = vertices[(earlier + 2) % count]
    return (a - shared).cross(c - shared) == 0 && (a - shared).dot(c - shared) > 0
  }

  /// Whether the closed segments [a, b] and [c, d] share a point (exact orientation tests).
  static func segmentsIntersect(_ a: Vector2, _ b: Vector2, _ c: Vector2, _ d: Vector2) -> Bool {
    let abc = orientation(a, b, c)
    let abd = orientation(a, b, d)
    let cda = orientation(c, d, a)
    let cdb = orientation(c, d, b)
    if abc * abd < 0 && cda * cdb < 0 { return true }
    if abc == 0 && within(c, a, b) { return true }
    if abd == 0 && within(d, a, b) { return true }
    if cda == 0 && within(a, c, d) { return true }
    if cdb == 0 && within(b, c, d) { return true }
    return false
  }

  private static func orientation(_ a: Vector2, _ b: Vector2, _ c: Vector2) -> Double {
    let value = (b - a).cross(c - a)
    return value > 0 ? 1 : (value < 0 ? -1 : 0)
  }

  /// Whether `p`, known to be collinear with [a, b], lies within its bounding box.
  private static func within(_ p: Vector2, _ a: Vector2, _ b: Vector2) -> Bool {
    p.x >= min(a.x, b.x) && p.x <= max(a.x, b.x) && p.y >= min(a.y, b.y) && p.y <= max(a.y, b.y)
  }
}
