/// A parameter of an easing curve outside its allowed range.
public struct EasingParameterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The parameter's name as the parser spells it (e.g. "x1", "period").
  public let parameter: String
  /// The rejected value (may be NaN or infinite).
  public let value: Double
  /// The allowed range, in words (e.g. "in [0, 1]").
  public let allowed: String

  /// Creates the error for `parameter` = `value`, which must be `allowed`.
  public init(parameter: String, value: Double, allowed: String) {
    self.parameter = parameter
    self.value = value
    self.allowed = allowed
  }

  /// "x1 must be in [0, 1] (got 1.5)".
  public var description: String { "\(parameter) must be \(allowed) (got \(value))" }

  /// Throws unless `value` is finite and `allowed(value)` holds.
  static func check(
    _ parameter: String, _ value: Double, _ allowed: String, _ isAllowed: (Double) -> Bool
  ) throws(EasingParameterError) {
    guard value.isFinite, isAllowed(value) else {
      throw EasingParameterError(parameter: parameter, value: value, allowed: allowed)
    }
  }
}
