import JellyGeometry
import JellyMath

/// Cubic Bezier arc length and flattening over a set of random curves.
enum GeometryWorkloads {
  /// `count` random cubics with control points in [0, 400]², seeded.
  static func randomCubics(count: Int) -> [CubicBezier] {
    var generator = SplitMix64(seed: 77)
    func point() -> Vector2 {
      Vector2(400 * generator.nextUnitDouble(), 400 * generator.nextUnitDouble())
    }
    return (0..<count).map { _ in
      CubicBezier(start: point(), control1: point(), control2: point(), end: point())
    }
  }

  /// Arc length (accuracy 1e-9 pt) and flattening (tolerance 0.1 pt) of every curve.
  static func bezier(count: Int, checks: CheckFiles) throws -> [Measurement] {
    let curves = randomCubics(count: count)
    var lengths = [Double](repeating: 0, count: count)
    var segments = [Int](repeating: 0, count: count)
    var failure: (any Error)?
    let arc = measure("geometry.cubic_arc_length", unit: "curves", size: count) {
      do {
        for index in 0..<count { lengths[index] = try curves[index].arcLength(accuracy: 1e-9) }
      } catch {
        failure = error
      }
      keep(lengths[count / 2])
    }
    var points: [Vector2] = []
    points.reserveCapacity(4_096)
    var totalPoints = 0
    let flattening = measure("geometry.cubic_flattening", unit: "curves", size: count) {
      totalPoints = 0
      do {
        for index in 0..<count {
          points.removeAll(keepingCapacity: true)
          try curves[index].appendFlattened(tolerance: 0.1, to: &points)
          segments[index] = points.count
          totalPoints += points.count
        }
      } catch {
        failure = error
      }
      keep(Double(totalPoints))
    }
    if let failure { throw failure }
    let rows = (0..<count).map { index -> [Double] in
      let c = curves[index]
      return [
        c.start.x, c.start.y, c.control1.x, c.control1.y, c.control2.x, c.control2.y, c.end.x,
        c.end.y, lengths[index], Double(segments[index]),
      ]
    }
    try checks.writeCSV(
      "bezier.csv", header: ["x0", "y0", "x1", "y1", "x2", "y2", "x3", "y3", "length", "segments"],
      rows: rows)
    return [
      arc,
      Measurement(
        name: flattening.name, unit: flattening.unit, size: flattening.size,
        seconds: flattening.seconds, repetitions: flattening.repetitions,
        note: "\(totalPoints) polyline points, tolerance 0.1 pt"),
    ]
  }
}
