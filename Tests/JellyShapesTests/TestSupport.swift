import JellyGeometry

/// Independent numerical truths for the shape tests: plain sampling, the shoelace formula and
/// Simpson's rule, unrelated to the library's closed forms.
enum Oracle {
  /// `count + 1` equally spaced values over [a, b].
  static func grid(_ a: Double, _ b: Double, count: Int) -> [Double] {
    (0...count).map { a + (b - a) * Double($0) / Double(count) }
  }

  /// The closed polygon through `count + 1` points per segment of `path` (no repeated start).
  static func densePolygon(_ path: ClosedPath, perSegment count: Int = 4_000) -> [Vector2] {
    var points: [Vector2] = []
    for segment in path.segments {
      for t in grid(0, 1, count: count).dropLast() { points.append(segment.point(at: t)) }
    }
    return points
  }

  /// Shoelace area of a closed polygon (positive clockwise on screen with y down).
  static func shoelace(_ vertices: [Vector2]) -> Double {
    var sum = 0.0
    for index in vertices.indices {
      let next = vertices[(index + 1) % vertices.count]
      sum += vertices[index].x * next.y - next.x * vertices[index].y
    }
    return sum / 2
  }

  /// Composite Simpson rule of `f` over [a, b] with `intervals` (even) sub-intervals.
  static func simpson(
    from a: Double, to b: Double, intervals: Int = 20_000, _ f: (Double) -> Double
  ) -> Double {
    let h = (b - a) / Double(intervals)
    var sum = f(a) + f(b)
    for index in 1..<intervals { sum += (index % 2 == 1 ? 4 : 2) * f(a + Double(index) * h) }
    return sum * h / 3
  }

  /// The largest distance of sampled curve points from the line through `a` and `b`.
  static func sampledChordDistance(_ curve: QuadraticBezier, count: Int = 100_000) -> Double {
    let chord = curve.end - curve.start
    let length = chord.length
    return grid(0, 1, count: count).map { t in
      let offset = curve.point(at: t) - curve.start
      return length > 0 ? abs(chord.cross(offset)) / length : offset.length
    }.max() ?? 0
  }
}
