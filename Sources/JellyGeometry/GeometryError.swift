/// Invalid input to a JellyGeometry operation; each case names the parameter and its range.
public enum GeometryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// `accuracy` (an arc-length error bound, in points) was not finite and > 0.
  case invalidAccuracy(Double)
  /// `tolerance` (a flattening or intersection distance, in points) was not finite and > 0.
  case invalidTolerance(Double)
  /// `arcLength` lay outside `[0, total]`, the length of the curve in points.
  case arcLengthOutOfRange(Double, total: Double)
  /// Flattening to `tolerance` would need `required` segments, more than `limit`.
  case tooManyFlatteningSegments(required: Double, limit: Int)
  /// A point of the path has a NaN or infinite coordinate.
  case nonFinitePoint(Vector2)
  /// A closed path needs at least one segment, or one non-degenerate outline.
  case emptyPath
  /// Segment `index` does not start where segment `index − 1` (or, for index 0, the last
  /// segment) ends.
  case discontinuousPath(segmentIndex: Int)

  /// One sentence naming the parameter and its allowed range.
  public var description: String {
    switch self {
    case .invalidAccuracy(let value):
      return "accuracy must be a finite number of points > 0, got \(value)"
    case .invalidTolerance(let value):
      return "tolerance must be a finite number of points > 0, got \(value)"
    case .arcLengthOutOfRange(let value, let total):
      return "arcLength must be in [0, \(total)] (the curve's length), got \(value)"
    case .tooManyFlatteningSegments(let required, let limit):
      return
        "tolerance is too small for this curve: flattening needs \(required) segments, "
        + "more than the limit of \(limit); use a larger tolerance"
    case .nonFinitePoint(let point):
      return "path points must have finite coordinates, got \(point)"
    case .emptyPath:
      return "a closed path needs at least one segment"
    case .discontinuousPath(let index):
      return "segment \(index) must start where the previous segment ends"
    }
  }

  static func validate(accuracy: Double) throws(GeometryError) {
    guard accuracy.isFinite, accuracy > 0 else { throw .invalidAccuracy(accuracy) }
  }

  static func validate(tolerance: Double) throws(GeometryError) {
    guard tolerance.isFinite, tolerance > 0 else { throw .invalidTolerance(tolerance) }
  }
}
