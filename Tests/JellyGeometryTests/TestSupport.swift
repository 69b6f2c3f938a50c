import Foundation
import JellyGeometry
import JellyMath

/// Independent numerical truths for the tests: plain sampling and composite Simpson quadrature,
/// deliberately unrelated to the library's algorithms.
enum Oracle {
  /// Composite Simpson rule of `f` over [a, b] with `intervals` (even) sub-intervals.
  static func simpson(
    from a: Double, to b: Double, intervals: Int = 20_000, _ f: (Double) -> Double
  )
    -> Double
  {
    let h = (b - a) / Double(intervals)
    var sum = f(a) + f(b)
    for index in 1..<intervals {
      sum += (index % 2 == 1 ? 4 : 2) * f(a + Double(index) * h)
    }
    return sum * h / 3
  }

  /// `count + 1` equally spaced parameters in [0, 1].
  static func parameters(_ count: Int) -> [Double] {
    (0...count).map { Double($0) / Double(count) }
  }

  /// Distance from `point` to the polyline through `vertices`.
  static func distance(from point: Vector2, toPolyline vertices: [Vector2]) -> Double {
    var best = Double.infinity
    for index in 0..<(vertices.count - 1) {
      let edge = LineSegment(from: vertices[index], to: vertices[index + 1])
      best = min(best, edge.nearestPoint(to: point).distance)
    }
    return best
  }

  /// The smallest box holding `curve(t)` at `count + 1` equally spaced t.
  static func sampledBox(_ count: Int, _ curve: (Double) -> Vector2) -> BoundingBox {
    var box = BoundingBox(point: curve(0))
    for t in parameters(count) { box.include(curve(t)) }
    return box
  }

  /// A random point in [−range, range]².
  static func randomPoint(_ generator: inout SplitMix64, range: Double = 100) -> Vector2 {
    Vector2(
      (2 * generator.nextUnitDouble() - 1) * range, (2 * generator.nextUnitDouble() - 1) * range)
  }

  /// The reference quadratic of the geometry notes: (0, 0), (50, 40), (100, 0).
  static let referenceQuadratic = QuadraticBezier(
    start: Vector2(0, 0), control: Vector2(50, 40), end: Vector2(100, 0))

  /// The reference cubic of the geometry notes: (0, 0), (30, 60), (70, −20), (100, 10).
  static let referenceCubic = CubicBezier(
    start: Vector2(0, 0), control1: Vector2(30, 60), control2: Vector2(70, -20),
    end: Vector2(100, 10))

  /// The exact length of y = x² over x in [0, 1]: ½√5 + ¼·ln(2 + √5).
  static let parabolaLength = 0.5 * 5.0.squareRoot() + 0.25 * log(2 + 5.0.squareRoot())
}
