import Foundation
import JellyFrameDiff
import JellyMath

/// Why JellySweep rejected a sweep: a parameter out of range, an axis that is not a range, a
/// grid with no axis or too many cells, two axes of one parameter, or a frame rate the
/// helper-view layer rejects. The description is one line naming what is wrong and what is
/// allowed.
public enum SweepError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its allowed range: an axis' start, stop or step, a value of an axis,
  /// or ε.
  case invalidParameter(ParameterError)
  /// An axis written neither as one number nor as `start:stop:step`: the `text` given and the
  /// axis' `name` in messages (e.g. `--damping`).
  case malformedAxis(text: String, name: String)
  /// A grid of no axis.
  case noAxes
  /// A grid of more than `limit` cells: the value counts of its axes, slowest-varying first.
  case tooManyCells(counts: [Int], limit: Int)
  /// The two axes of a preset sweep vary the same parameter.
  case sameParameterTwice(SweepParameter)
  /// The helper-view layer rejected the frame rate.
  case frameDiff(FrameDiffError)

  /// A one-line message, e.g. "--damping must be a number or start:stop:step (e.g. 0.1:1:0.05)
  /// (got '0.1:x')".
  public var description: String {
    switch self {
    case .invalidParameter(let error):
      return error.description
    case .malformedAxis(let text, let name):
      return "\(name) must be a number or start:stop:step (e.g. 0.1:1:0.05) (got '\(text)')"
    case .noAxes:
      return "axes must be at least one (got none)"
    case .tooManyCells(let counts, let limit):
      let sizes = counts.map { "\($0)" }.joined(separator: " x ")
      return "cells must be at most \(limit) (got \(sizes))"
    case .sameParameterTwice(let parameter):
      return "axes must be two different parameters (got \(parameter.name) twice)"
    case .frameDiff(let error):
      return error.description
    }
  }

  /// The parameter this error rejects (also through the helper-view layer), or `nil` when it
  /// is not a rejected parameter.
  public var parameterError: ParameterError? {
    switch self {
    case .invalidParameter(let error): error
    case .frameDiff(let error): error.parameterError
    case .malformedAxis, .noAxes, .tooManyCells, .sameParameterTwice: nil
    }
  }

  /// Throws ``invalidParameter(_:)`` naming `parameter` (as `name`, when given) unless `value`
  /// is finite and satisfies `isAllowed`.
  static func check(
    _ parameter: Parameter, _ value: Double, allowed: String, name: String? = nil,
    _ isAllowed: (Double) -> Bool = { _ in true }
  ) throws(SweepError) {
    do {
      try ParameterError.check(parameter, value, allowed: allowed, name: name, isAllowed)
    } catch {
      throw .invalidParameter(error)
    }
  }
}

extension SweepError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
