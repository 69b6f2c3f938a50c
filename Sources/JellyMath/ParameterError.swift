/// A parameter outside its allowed range: which ``Parameter``, the rejected value and the
/// allowed range in words. Every jellylab library reports a rejected parameter with it.
///
/// Its description is one line, "`name` must be `allowed` (got `value`)", e.g.
/// "damping ratio must be > 0 and finite (got 0.0)".
public struct ParameterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rejected parameter.
  public let parameter: Parameter
  /// The parameter as the message names it: `parameter.rawValue`, or a qualified form where
  /// several values share one parameter (a sweep axis' `--damping start`, a stop's `output 2`).
  public let name: String
  /// The rejected value as the message shows it: a number's shortest round-trip text (`-1.0`,
  /// `nan`), or text where the value is not one number (`'0.1:x'`, `200 x 300`).
  public let value: String
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
    self.init(parameter, valueText: "\(value)", allowed: allowed, name: name)
  }

  /// The error for `parameter` given as `valueText`, which must be `allowed`.
  ///
  /// - Parameters:
  ///   - parameter: The rejected parameter.
  ///   - valueText: The rejected value as the message shows it (a count, a quoted text).
  ///   - allowed: The allowed range, in words.
  ///   - name: The message's name for the parameter, when not `parameter.rawValue`.
  public init(_ parameter: Parameter, valueText: String, allowed: String, name: String? = nil) {
    self.parameter = parameter
    self.name = name ?? parameter.rawValue
    self.value = valueText
    self.allowed = allowed
  }

  /// The same error with the message naming the parameter `name` (a caller's spelling, e.g. a
  /// parser's key `damping-coefficient` for JellySprings' `Parameter.dampingCoefficient`).
  public func named(_ name: String) -> ParameterError {
    ParameterError(parameter, valueText: value, allowed: allowed, name: name)
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
  public static func check(
    _ parameter: Parameter, _ value: Double, allowed: String, name: String? = nil,
    _ isAllowed: (Double) -> Bool = { _ in true }
  ) throws(ParameterError) {
    guard value.isFinite, isAllowed(value) else {
      throw ParameterError(parameter, value: value, allowed: allowed, name: name)
    }
  }
}
