/// The options given to one command, validated against its ``OptionSpec``s, with typed getters.
///
/// Getters take the option name without dashes and return `nil` when the option is absent.
public struct ParsedOptions: Sendable {
  private var values: [String: OptionValue] = [:]
  /// The names given, in command-line order.
  public private(set) var names: [String] = []

  /// No options.
  public init() {}

  /// Records `value` for `name`.
  ///
  /// - Throws: ``CLIError/repeatedOption(_:)`` when `name` was already given.
  public mutating func set(_ name: String, _ value: OptionValue) throws(CLIError) {
    guard values[name] == nil else { throw CLIError.repeatedOption("--\(name)") }
    values[name] = value
    names.append(name)
  }

  /// Whether the option was given.
  public func contains(_ name: String) -> Bool { values[name] != nil }

  /// The value of a `.number` option.
  ///
  /// - Precondition: The option, if given, is a number option (a programming error otherwise).
  public func number(_ name: String) -> Double? {
    guard let value = values[name] else { return nil }
    guard case .number(let number) = value else { preconditionFailure("--\(name) is no number") }
    return number
  }

  /// The value of an `.integer` option.
  ///
  /// - Precondition: The option, if given, is an integer option.
  public func integer(_ name: String) -> Int? {
    guard let value = values[name] else { return nil }
    guard case .integer(let integer) = value else {
      preconditionFailure("--\(name) is no integer")
    }
    return integer
  }

  /// The value of a `.text` or `.choice` option.
  ///
  /// - Precondition: The option, if given, is a text or choice option.
  public func text(_ name: String) -> String? {
    guard let value = values[name] else { return nil }
    guard case .text(let text) = value else { preconditionFailure("--\(name) is no text") }
    return text
  }
}
