import Foundation
import JellyFrameDiff
import JellyGeometry
import JellyMath

/// Invalid input to a JellyShapes operation; the description names the parameter and the
/// allowed range in one line.
public enum ShapeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its allowed range: which parameter, the rejected value and the allowed
  /// range.
  case invalidParameter(ParameterError)
  /// A preset that cannot drive this shape (wrong number of helpers, no travel), and why.
  case unsuitablePreset(name: String, reason: String)
  /// The geometry layer rejected a path or a tolerance.
  case geometry(GeometryError)
  /// The helper-view layer rejected a preset, a display link or a horizon.
  case frameDiff(FrameDiffError)

  /// One sentence, e.g. "width must be > 0 and finite (got -1.0)".
  public var description: String {
    switch self {
    case .invalidParameter(let error):
      return error.description
    case .unsuitablePreset(let name, let reason):
      return "preset '\(name)' cannot drive this shape: \(reason)"
    case .geometry(let error):
      return error.description
    case .frameDiff(let error):
      return error.description
    }
  }

  /// The parameter this error rejects, also through the geometry or the helper-view layer, or
  /// `nil` when it is not a rejected parameter.
  public var parameterError: ParameterError? {
    switch self {
    case .invalidParameter(let error): error
    case .geometry(let error): error.parameterError
    case .frameDiff(let error): error.parameterError
    case .unsuitablePreset: nil
    }
  }

  /// Throws ``invalidParameter(_:)`` unless `value` is finite and satisfies `isAllowed`.
  @inline(__always)
  static func check(
    _ parameter: Parameter, _ value: Double, allowed: String,
    _ isAllowed: (Double) -> Bool = { _ in true }
  ) throws(ShapeError) {
    // Inline (with the inlinable `ParameterError.check`), so that a frame's checks cost two
    // comparisons, not two calls.
    do {
      try ParameterError.check(parameter, value, allowed: allowed, isAllowed)
    } catch {
      throw .invalidParameter(error)
    }
  }
}

extension ShapeError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
