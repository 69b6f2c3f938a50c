import Foundation

/// A parameter outside its allowed range: which ``Parameter``, the rejected number and the
/// allowed range in words. Every jellylab library reports a rejected parameter with it, thrown
/// as it is or wrapped in the library's own error type.
///
/// Its description is one line, "`name` must be `allowed` (got `value`)", e.g.
/// "damping ratio must be > 0 and finite (got 0.0)".
public struct ParameterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A rejected number: a value, or a count that messages show as an integer.
  public enum Value: Equatable, Sendable, CustomStringConvertible {
    /// A value (any, NaN and infinities included), shown as its shortest round-trip text:
    /// `-1.0`, `nan`, `-inf`.
    case number(Double)
    /// A count or a number of a thing counted from 0 (samples, a frame), shown as an integer:
    /// `2`, `-3`.
    case count(Int)

    /// The number, a count converted to `Double` (exactly up to 2^53).
    public var doubleValue: Double {
      switch self {
      case .number(let value): value
      case .count(let count): Double(count)
      }
    }

    /// The text messages show: `-1.0` for a number, `-1` for a count.
    public var description: String {
      switch self {
      case .number(let value): "\(value)"
      case .count(let count): "\(count)"
      }
    }

    /// Whether messages show the two alike (so NaN equals NaN, and −0.0 differs from 0.0).
    public static func == (lhs: Value, rhs: Value) -> Bool {
      lhs.description == rhs.description
    }
  }

  /// The rejected parameter.
  public let parameter: Parameter
  /// The parameter as the message names it: `parameter.rawValue`, or a qualified form where
  /// several values share one parameter (a sweep axis' `--damping start`, a stop's `output 2`).
  public let name: String
  /// The rejected number.
  public let value: Value
  /// The allowed range, in words (e.g. "> 0 and finite").
  public let allowed: String

  /// The error for `parameter` = `value`, which must be `allowed`.
  ///
  /// - Parameters:
  ///   - parameter: The rejected parameter.
  ///   - value: The rejected number (any value, NaN and infinities included).
  ///   - allowed: The allowed range, in words.
  ///   - name: The message's name for the parameter, when not `parameter.rawValue`.
  public init(_ parameter: Parameter, value: Double, allowed: String, name: String? = nil) {
    self.init(parameter, rejected: .number(value), allowed: allowed, name: name)
  }

  /// The error for a count (or a number of a thing counted from 0) `parameter` = `count`, which
  /// must be `allowed`; the message shows it as an integer.
  ///
  /// - Parameters:
  ///   - parameter: The rejected parameter.
  ///   - count: The rejected count.
  ///   - allowed: The allowed range, in words.
  ///   - name: The message's name for the parameter, when not `parameter.rawValue`.
  public init(_ parameter: Parameter, count: Int, allowed: String, name: String? = nil) {
    self.init(parameter, rejected: .count(count), allowed: allowed, name: name)
  }

  private init(_ parameter: Parameter, rejected: Value, allowed: String, name: String?) {
    self.parameter = parameter
    self.name = name ?? parameter.rawValue
    self.value = rejected
    self.allowed = allowed
  }

  /// The same error with the message naming the parameter `name` (a caller's spelling, e.g. a
  /// parser's key `damping-coefficient` for JellySprings' `Parameter.dampingCoefficient`).
  public func named(_ name: String) -> ParameterError {
    ParameterError(parameter, rejected: value, allowed: allowed, name: name)
  }

  /// "stiffness must be > 0 and finite (got -1.0)".
  public var description: String { "\(name) must be \(allowed) (got \(value))" }

  /// Throws the error for `parameter` = `value` unless `value` is finite and satisfies
  /// `isAllowed`.
  ///
  /// - Parameters:
  ///   - parameter: The parameter checked.
  ///   - value: Its value.
  ///   - allowed: The allowed range, in words, for the message.
  ///   - name: The message's name for the parameter, when not `parameter.rawValue`.
  ///   - isAllowed: The range test; NaN and infinities are rejected before it runs.
  ///
  /// Inlinable: the shapes check every frame's time and diff, where two comparisons cost less
  /// than a call.
  @inlinable
  package static func check(
    _ parameter: Parameter, _ value: Double, allowed: String, name: String? = nil,
    _ isAllowed: (Double) -> Bool = { _ in true }
  ) throws(ParameterError) {
    guard value.isFinite, isAllowed(value) else {
      throw ParameterError(parameter, value: value, allowed: allowed, name: name)
    }
  }
}

extension ParameterError: LocalizedError {
  /// ``description``, the message the command line prints after `error: `.
  public var errorDescription: String? { description }
}
