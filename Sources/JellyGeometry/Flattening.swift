// Flattening by uniform parameter steps with a proven error bound.
//
// On a parameter interval of width h, a C² curve B differs from the chord through B(t_i) and
// B(t_i + h), at the same parameter, by at most h²/8 · max|B''| (linear interpolation error,
// valid for vectors because the interpolation kernel is non-negative). Every curve point is thus
// within that distance of the polyline and vice versa, so the Hausdorff distance is bounded too.
// |B''| is constant for a quadratic; for a cubic B'' is linear in t, so its largest norm on
// [0, 1] is at t = 0 or t = 1. Choosing n = ⌈√(max|B''| / (8·tolerance))⌉ equal steps keeps the
// bound ≤ tolerance. The count grows like tolerance^(−½), and the loop allocates nothing beyond
// the caller's array.

/// Flattening limits shared by all segment types.
public enum Flattening {
  /// The most line segments one curve may be flattened into (2²⁰); smaller tolerances throw.
  public static let maximumSegmentCount = 1 << 20

  /// `⌈√(maximumSecondDerivative / (8·tolerance))⌉`, at least 1.
  static func segmentCount(maximumSecondDerivative: Double, tolerance: Double)
    throws(GeometryError) -> Int
  {
    try GeometryError.validate(tolerance: tolerance)
    let required = (maximumSecondDerivative / (8 * tolerance)).squareRoot().rounded(.up)
    guard required <= Double(maximumSegmentCount) else {
      throw .tooManyFlatteningSegments(required: required, limit: maximumSegmentCount)
    }
    return max(1, Int(required))
  }
}

extension QuadraticBezier {
  /// How many equal parameter steps ``appendFlattened(tolerance:to:)`` takes: the fewest that
  /// keep the polyline within `tolerance` points of the curve, `⌈√(|B''| / (8·tolerance))⌉ ≥ 1`.
  /// - Throws: ``GeometryError`` for a tolerance that is not finite and > 0, or one so small
  ///   that more than ``Flattening/maximumSegmentCount`` steps would be needed.
  public func flatteningSegmentCount(tolerance: Double) throws(GeometryError) -> Int {
    try Flattening.segmentCount(
      maximumSecondDerivative: secondDerivative.length, tolerance: tolerance)
  }

  /// Appends the polyline vertices after `start` (ending exactly at `end`) to `points`.
  ///
  /// Guarantee: every point of the curve is within `tolerance` points of the polyline and every
  /// point of the polyline within `tolerance` of the curve (up to rounding).
  /// - Throws: as ``flatteningSegmentCount(tolerance:)``; `points` is untouched then.
  public func appendFlattened(tolerance: Double, to points: inout [Vector2]) throws(GeometryError) {
    let count = try flatteningSegmentCount(tolerance: tolerance)
    for index in 1..<count {
      points.append(point(at: Double(index) / Double(count)))
    }
    points.append(end)
  }

  /// The polyline from `start` to `end` within `tolerance` points of the curve, as in
  /// ``appendFlattened(tolerance:to:)``.
  public func flattened(tolerance: Double) throws(GeometryError) -> [Vector2] {
    var points = [start]
    try appendFlattened(tolerance: tolerance, to: &points)
    return points
  }
}

extension CubicBezier {
  /// How many equal parameter steps ``appendFlattened(tolerance:to:)`` takes:
  /// `⌈√(max|B''| / (8·tolerance))⌉ ≥ 1`, with max|B''| taken at t = 0 or 1.
  /// - Throws: ``GeometryError`` for a tolerance that is not finite and > 0, or one so small
  ///   that more than ``Flattening/maximumSegmentCount`` steps would be needed.
  public func flatteningSegmentCount(tolerance: Double) throws(GeometryError) -> Int {
    let bend = max(secondDerivative(at: 0).length, secondDerivative(at: 1).length)
    return try Flattening.segmentCount(maximumSecondDerivative: bend, tolerance: tolerance)
  }

  /// Appends the polyline vertices after `start` (ending exactly at `end`) to `points`.
  ///
  /// Guarantee: every point of the curve is within `tolerance` points of the polyline and every
  /// point of the polyline within `tolerance` of the curve (up to rounding).
  /// - Throws: as ``flatteningSegmentCount(tolerance:)``; `points` is untouched then.
  public func appendFlattened(tolerance: Double, to points: inout [Vector2]) throws(GeometryError) {
    let count = try flatteningSegmentCount(tolerance: tolerance)
    for index in 1..<count {
      points.append(point(at: Double(index) / Double(count)))
    }
    points.append(end)
  }

  /// The polyline from `start` to `end` within `tolerance` points of the curve, as in
  /// ``appendFlattened(tolerance:to:)``.
  public func flattened(tolerance: Double) throws(GeometryError) -> [Vector2] {
    var points = [start]
    try appendFlattened(tolerance: tolerance, to: &points)
    return points
  }
}
