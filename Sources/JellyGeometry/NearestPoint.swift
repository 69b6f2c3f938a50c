/// The point of a curve closest to a query point.
public struct NearestPoint: Hashable, Sendable {
  /// Curve parameter of the closest point, in [0, 1].
  public var parameter: Double
  /// The closest point itself, `B(parameter)`.
  public var point: Vector2
  /// Euclidean distance from the query point to ``point``, in points (≥ 0).
  public var distance: Double

  /// A result from its three fields.
  public init(parameter: Double, point: Vector2, distance: Double) {
    self.parameter = parameter
    self.point = point
    self.distance = distance
  }
}

extension NearestPoint {
  /// The closest point of `B(t) = Σ c[i]·tⁱ`, t in [0, 1], to `query`: the best of t = 0, t = 1
  /// and every sign-changing root of `(B(t) − query)·B'(t)`, with points from `evaluate`.
  static func search(
    coefficients: [Vector2], query: Vector2, evaluate: (Double) -> Vector2
  ) -> NearestPoint {
    var offsetX = coefficients.map(\.x)
    var offsetY = coefficients.map(\.y)
    offsetX[0] -= query.x
    offsetY[0] -= query.y
    let slopeX = (1..<coefficients.count).map { Double($0) * coefficients[$0].x }
    let slopeY = (1..<coefficients.count).map { Double($0) * coefficients[$0].y }
    let productX = Polynomial.product(offsetX, slopeX)
    let productY = Polynomial.product(offsetY, slopeY)
    let stationary = zip(productX, productY).map { $0 + $1 }
    var best = NearestPoint(parameter: 0, point: evaluate(0), distance: .infinity)
    best.distance = best.point.distance(to: query)
    for t in Polynomial.roots(stationary, in: 0, 1) + [1] {
      let candidate = evaluate(t)
      let distance = candidate.distance(to: query)
      if distance < best.distance {
        best = NearestPoint(parameter: t, point: candidate, distance: distance)
      }
    }
    return best
  }
}
