import Foundation
import JellyMath

/// Invalid input to a JellyGeometry operation; each case names the parameter and its range.
public enum GeometryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its allowed range: `accuracy` (an arc-length error bound, in points)
  /// or `tolerance` (a flattening or intersection distance, in points) not finite and > 0, or
  /// an `arcLength` outside [0, the curve's length in points].
  case invalidParameter(ParameterError)
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
    case .invalidParameter(let error):
      // JellyGeometry's sentences give the value after a comma.
      return "\(error.name) must be \(error.allowed), got \(error.value)"
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

  /// The parameter this error rejects, or `nil` when it is not a rejected parameter.
  public var parameterError: ParameterError? {
    if case .invalidParameter(let error) = self { return error }
    return nil
  }

  /// ``invalidParameter(_:)`` for an `accuracy` that is not finite and > 0.
  static func invalidAccuracy(_ accuracy: Double) -> GeometryError {
    .invalidParameter(
      ParameterError(.accuracy, value: accuracy, allowed: "a finite number of points > 0"))
  }

  /// ``invalidParameter(_:)`` for a `tolerance` that is not finite and > 0.
  static func invalidTolerance(_ tolerance: Double) -> GeometryError {
    .invalidParameter(
      ParameterError(.tolerance, value: tolerance, allowed: "a finite number of points > 0"))
  }

  /// ``invalidParameter(_:)`` for an `arcLength` outside [0, `total`], the curve's length.
  static func arcLengthOutOfRange(_ arcLength: Double, total: Double) -> GeometryError {
    .invalidParameter(
      ParameterError(
        .arcLength, value: arcLength, allowed: "in [0, \(total)] (the curve's length)"))
  }

  static func validate(accuracy: Double) throws(GeometryError) {
    guard accuracy.isFinite, accuracy > 0 else { throw invalidAccuracy(accuracy) }
  }

  static func validate(tolerance: Double) throws(GeometryError) {
    guard tolerance.isFinite, tolerance > 0 else { throw invalidTolerance(tolerance) }
  }
}

extension GeometryError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
