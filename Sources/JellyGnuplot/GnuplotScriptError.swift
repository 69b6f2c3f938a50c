/// A value that cannot be written safely or meaningfully into a gnuplot script.
package struct GnuplotScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The builder parameter that rejected the value (e.g. "title", "width", "file name").
  package let parameter: String
  /// The rejected value, as text.
  package let value: String
  /// What the parameter allows, in words (e.g. "an integer in 1...20000").
  package let allowed: String

  /// Creates the error for `parameter` = `value`, which must be `allowed`.
  package init(parameter: String, value: String, allowed: String) {
    self.parameter = parameter
    self.value = value
    self.allowed = allowed
  }

  /// "title must be text without CR, LF or other control characters (got "a\nb")".
  package var description: String {
    "\(parameter) must be \(allowed) (got \(value.debugDescription))"
  }
}
