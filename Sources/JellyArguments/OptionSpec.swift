/// The untyped declaration of one `--kebab-case` option: its value kind, allowed values, unit,
/// default and help text. Commands declare options as typed ``Option`` values, which carry one
/// of these for the parser, the help screen and the generated command reference.
package struct OptionSpec: Sendable {
  /// What an option's value must be.
  package enum Kind: Sendable {
    /// A finite number inside the range (parsed with `Double(_:)`: `1`, `0.5`, `1e-3`).
    case number(NumberRange)
    /// A whole number in `minimum...maximum` (no upper end when `nil`), written as an integer
    /// or in exponent form (`1e6`).
    case integer(minimum: Int, maximum: Int?)
    /// One of a fixed list of words.
    case choice([String])
    /// Free text, such as a file path (must not be empty).
    case text
    /// Text in a form of its own (a list, `WxH`, `A:B:S`); `accepts` says whether it is well
    /// formed and `allowed` describes the form in words.
    case parsed(allowed: String, accepts: @Sendable (String) -> Bool)
    /// A flag that takes no value.
    case flag
    /// Comma-separated values of `element`, between `counts.lowerBound` and `counts.upperBound`
    /// of them (`--damping 0.85,0.5`); `allowed` describes the list in words.
    indirect case list(element: Kind, counts: ClosedRange<Int>, allowed: String)
  }

  /// The option's name without dashes, e.g. `"fps"`.
  package let name: String
  /// The value kind and allowed range.
  package let kind: Kind
  /// The placeholder shown in help, e.g. `"F"`.
  package let valueName: String
  /// One-line help text (the allowed range is appended automatically).
  package let help: String
  /// The unit of the value (`"s"`, `"pt"`, `"distances/s"`), or `nil` for pure numbers.
  package let unit: String?
  /// The default, in words, when the option is optional (e.g. `"60"`), or `nil`.
  package let defaultDescription: String?
  /// Former names still accepted, each with a deprecation warning (not shown in help).
  package private(set) var deprecatedNames: [String] = []

  /// An option spec; `name` is kebab-case without the leading dashes.
  package init(
    _ name: String, _ kind: Kind, valueName: String = "X", help: String, unit: String? = nil,
    default defaultDescription: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.valueName = valueName
    self.help = help
    self.unit = unit
    self.defaultDescription = defaultDescription
  }

  /// The option as typed: `--fps`.
  package var flagName: String { "--\(name)" }

  /// This declaration, also accepting its former name `oldName` (without dashes), which the
  /// parser reports with a deprecation warning.
  package func deprecating(_ oldName: String) -> OptionSpec {
    var spec = self
    spec.deprecatedNames.append(oldName)
    return spec
  }

  /// Whether the option takes a value.
  package var takesValue: Bool {
    if case .flag = kind { return false }
    return true
  }

  /// The allowed values in words, e.g. "a finite number > 0", "an integer >= 2",
  /// "one of table, json, csv".
  package var allowedDescription: String {
    switch kind {
    case .number(let range): range.description
    case .integer(let minimum, nil): "an integer >= \(minimum)"
    case .integer(let minimum, let maximum?): "an integer in [\(minimum), \(maximum)]"
    case .choice(let words): "one of \(words.joined(separator: ", "))"
    case .text: "a non-empty text"
    case .parsed(let allowed, _): allowed
    case .flag: "no value"
    case .list(_, _, let allowed): allowed
    }
  }

  /// Parses and validates `raw` for this option.
  ///
  /// - Throws: ``CLIError`` naming the option and the allowed values when `raw` is malformed or
  ///   out of range (NaN and infinities are never accepted).
  package func parse(_ raw: String) throws(CLIError) -> OptionValue {
    let invalid = CLIError.invalidValue(option: flagName, allowed: allowedDescription, got: raw)
    switch kind {
    case .number(let range):
      guard let value = NumberRange.decimal(raw), range.contains(value) else { throw invalid }
      return .number(value)
    case .integer(let minimum, let maximum):
      // Compare as Double first so that huge values never reach Int(_:) (which would trap).
      guard let value = NumberRange.decimal(raw), value.isFinite, value == value.rounded(),
        value >= Double(minimum), value <= Double(maximum ?? Int(9.0e18))
      else { throw invalid }
      return .integer(Int(value))
    case .choice(let words):
      guard words.contains(raw) else { throw invalid }
      return .text(raw)
    case .text:
      guard !raw.isEmpty else { throw invalid }
      return .text(raw)
    case .parsed(_, let accepts):
      guard accepts(raw) else { throw invalid }
      return .text(raw)
    case .flag:
      throw CLIError("\(flagName) takes no value (got \(CLIError.quoted(raw)))")
    case .list(let element, let counts, _):
      let items = raw.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard counts.contains(items.count) else { throw invalid }
      let one = OptionSpec(name, element, valueName: valueName, help: help)
      var values: [OptionValue] = []
      for item in items {
        guard let value = try? one.parse(item) else { throw invalid }
        values.append(value)
      }
      return .list(values)
    }
  }
}

/// A parsed, validated option value.
package enum OptionValue: Sendable, Equatable {
  /// A finite number inside the option's range.
  case number(Double)
  /// A whole number ≥ the option's minimum.
  case integer(Int)
  /// Text: a choice word or a path.
  case text(String)
  /// A flag that was given.
  case flag
  /// The values of a list option, in order.
  indirect case list([OptionValue])
}
