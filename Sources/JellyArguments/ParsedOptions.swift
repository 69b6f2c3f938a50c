/// The options given to one command, validated against its declarations, read by typed
/// ``Option`` keys: `options[SamplingOptions.fps]` is a `Double` (the default when absent),
/// `options[SamplingOptions.until]` a `Double?`.
public struct ParsedOptions: Sendable {
  private var values: [String: OptionValue] = [:]
  private var rawValues: [String: String] = [:]
  /// The names given, in command-line order.
  public private(set) var names: [String] = []

  /// No options.
  public init() {}

  /// Records `value` (typed as `raw`) for `name`.
  ///
  /// - Throws: ``CLIError/repeatedOption(_:)`` when `name` was already given.
  public mutating func set(_ name: String, _ value: OptionValue, raw: String = "") throws(CLIError)
  {
    guard values[name] == nil else { throw CLIError.repeatedOption("--\(name)") }
    values[name] = value
    rawValues[name] = raw
    names.append(name)
  }

  /// The option's value: what was given, or its default.
  public subscript<Value>(_ option: Option<Value>) -> Value {
    option.read(values[option.spec.name])
  }

  /// The option's value as typed (`"1e-3"` for `--fps 1e-3`), or `nil` when it was not given
  /// (and for a flag).
  public func typedValue(_ spec: OptionSpec) -> String? {
    guard let value = values[spec.name], value != .flag else { return nil }
    return rawValues[spec.name]
  }

  /// Whether the option was given on the command line.
  public func has<Value>(_ option: Option<Value>) -> Bool { values[option.spec.name] != nil }

  /// Whether an option called `name` was given (for the parser and conflict messages).
  public func contains(name: String) -> Bool { values[name] != nil }

  /// The command line as typed, options in order: `--fps 30 --out a.csv`.
  public var typedArguments: [String] {
    names.flatMap { name in
      values[name] == .flag ? ["--\(name)"] : ["--\(name)", rawValues[name] ?? ""]
    }
  }
}
