/// One option declared once: its ``OptionSpec`` (name, kind, range, unit, default, help) and how
/// its typed value is read from the parsed command line.
///
/// Options are declared as static members of their group (`SpringOptions.duration`,
/// `SamplingOptions.fps` …) and read as `options[SpringOptions.duration]`, so a misspelled or
/// undeclared option does not compile, and help, the command reference and every range message
/// come from the same declaration. `Value` is optional (`Double?`) for an option with no
/// default: the read gives `nil` when the option is absent.
package struct Option<Value: Sendable>: Sendable {
  /// The untyped declaration the parser, help and docs use.
  package let spec: OptionSpec
  /// The typed value from the parsed value, or the default when absent (`nil`).
  package let read: @Sendable (OptionValue?) -> Value

  /// The option as typed: `--fps`.
  package var flag: String { spec.flagName }
}

// MARK: - Numbers

extension Option where Value == Double {
  /// A number with a default, e.g. `--fps F` (default 60).
  package static func number(
    _ name: String, _ range: NumberRange, unit: String? = nil, valueName: String, help: String,
    default value: Double
  ) -> Self {
    Option(
      spec: OptionSpec(
        name, .number(range), valueName: valueName, help: help, unit: unit,
        default: NumberRange.format(value))
    ) { parsed in
      if case .number(let number) = parsed { return number }
      return value
    }
  }
}

extension Option where Value == Double? {
  /// A number with no fixed default (`defaultText` says what is used instead, if anything).
  package static func number(
    _ name: String, _ range: NumberRange, unit: String? = nil, valueName: String, help: String,
    defaultText: String? = nil
  ) -> Self {
    Option(
      spec: OptionSpec(
        name, .number(range), valueName: valueName, help: help, unit: unit, default: defaultText)
    ) { parsed in
      if case .number(let number) = parsed { return number }
      return nil
    }
  }
}

// MARK: - Integers

extension Option where Value == Int {
  /// A whole number in `minimum...maximum` with a default.
  package static func integer(
    _ name: String, _ minimum: Int, _ maximum: Int? = nil, valueName: String, help: String,
    default value: Int
  ) -> Self {
    Option(
      spec: OptionSpec(
        name, .integer(minimum: minimum, maximum: maximum), valueName: valueName, help: help,
        default: "\(value)")
    ) { parsed in
      if case .integer(let integer) = parsed { return integer }
      return value
    }
  }
}

extension Option where Value == Int? {
  /// A whole number in `minimum...maximum` with no fixed default.
  package static func integer(
    _ name: String, _ minimum: Int, _ maximum: Int? = nil, valueName: String, help: String,
    defaultText: String? = nil
  ) -> Self {
    Option(
      spec: OptionSpec(
        name, .integer(minimum: minimum, maximum: maximum), valueName: valueName, help: help,
        default: defaultText)
    ) { parsed in
      if case .integer(let integer) = parsed { return integer }
      return nil
    }
  }
}

// MARK: - Words, text, flags and parsed forms

extension Option {
  /// One of the words of `Choice` (its raw values), with a default.
  package static func choice(_ name: String, valueName: String, help: String, default value: Value)
    -> Self
  where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    Option(
      spec: OptionSpec(
        name, .choice(Value.allCases.map(\.rawValue)), valueName: valueName, help: help,
        default: value.rawValue)
    ) { parsed in
      if case .text(let word) = parsed, let choice = Value(rawValue: word) { return choice }
      return value
    }
  }

  /// One of the words of `choices` (their raw values, in that order), with a default: a choice
  /// among some of a type's values.
  package static func choice(
    _ name: String, valueName: String, help: String, default value: Value, among choices: [Value]
  ) -> Self where Value: RawRepresentable, Value.RawValue == String {
    Option(
      spec: OptionSpec(
        name, .choice(choices.map(\.rawValue)), valueName: valueName, help: help,
        default: value.rawValue)
    ) { parsed in
      if case .text(let word) = parsed, let choice = choices.first(where: { $0.rawValue == word }) {
        return choice
      }
      return value
    }
  }

  /// A value written in its own form (a list, `WxH`, `A:B:S` …): `parse` gives `nil` for text
  /// outside `allowed`, which the parser reports as `--name must be ALLOWED (got …)`.
  package static func parsed<Parsed>(
    _ name: String, valueName: String, help: String, allowed: String,
    defaultText: String? = nil, parse: @escaping @Sendable (String) -> Parsed?
  ) -> Self where Value == Parsed? {
    Option(
      spec: OptionSpec(
        name, .parsed(allowed: allowed, accepts: { parse($0) != nil }), valueName: valueName,
        help: help, default: defaultText)
    ) { parsed in
      if case .text(let text) = parsed { return parse(text) }
      return nil
    }
  }
}

extension Option where Value == String? {
  /// Free text such as a path or an easing (not empty); `nil` when absent.
  package static func text(
    _ name: String, valueName: String, help: String, defaultText: String? = nil
  )
    -> Self
  {
    Option(spec: OptionSpec(name, .text, valueName: valueName, help: help, default: defaultText)) {
      parsed in
      if case .text(let text) = parsed { return text }
      return nil
    }
  }
}

extension Option where Value == Bool {
  /// A flag: `true` when given.
  package static func flag(_ name: String, help: String) -> Self {
    Option(spec: OptionSpec(name, .flag, valueName: "", help: help)) { parsed in
      parsed == .flag
    }
  }
}

// MARK: - Shared declarations with a command's own default

extension Option {
  /// This declaration (same name, range, unit and help) with a default of its own, for a
  /// command where the shared option has a natural default, e.g. `--samples` of `ease`.
  package func defaulting<Wrapped>(to value: Wrapped, text: String) -> Option<Wrapped>
  where Value == Wrapped? {
    let spec = self.spec
    let read = self.read
    return Option<Wrapped>(
      spec: OptionSpec(
        spec.name, spec.kind, valueName: spec.valueName, help: spec.help, unit: spec.unit,
        default: text)
    ) { parsed in read(parsed) ?? value }
  }
}

// MARK: - Lists

extension Option where Value == [Double]? {
  /// Comma-separated numbers in `range`, between `counts.lowerBound` and `counts.upperBound` of
  /// them (`--damping 0.85,0.5`); `nil` when absent. `allowed` describes the list in words.
  package static func numbers(
    _ name: String, _ range: NumberRange, counts: ClosedRange<Int>, unit: String? = nil,
    valueName: String, help: String, allowed: String, defaultText: String? = nil
  ) -> Self {
    Option(
      spec: OptionSpec(
        name, .list(element: .number(range), counts: counts, allowed: allowed),
        valueName: valueName, help: help, unit: unit, default: defaultText)
    ) { parsed in
      switch parsed {
      case .list(let values):
        values.compactMap { (value: OptionValue) -> Double? in
          if case .number(let number) = value { return number }
          return nil
        }
      case .number(let number): [number]
      default: nil
      }
    }
  }
}

extension Option where Value == [String]? {
  /// Comma-separated non-empty texts, between `counts.lowerBound` and `counts.upperBound` of
  /// them (`--preset jelly,skype`); `nil` when absent. `allowed` describes the list in words.
  package static func texts(
    _ name: String, counts: ClosedRange<Int>, valueName: String, help: String, allowed: String,
    defaultText: String? = nil
  ) -> Self {
    Option(
      spec: OptionSpec(
        name, .list(element: .text, counts: counts, allowed: allowed), valueName: valueName,
        help: help, default: defaultText)
    ) { parsed in
      switch parsed {
      case .list(let values):
        values.compactMap { (value: OptionValue) -> String? in
          if case .text(let text) = value { return text }
          return nil
        }
      case .text(let text): [text]
      default: nil
      }
    }
  }
}

// MARK: - Renamed options

extension Option {
  /// This option, also accepting its former name `oldName` (without dashes) for one release:
  /// the parser takes it as this option and reports a deprecation warning.
  package func deprecating(_ oldName: String) -> Option<Value> {
    Option(spec: spec.deprecating(oldName), read: read)
  }
}
