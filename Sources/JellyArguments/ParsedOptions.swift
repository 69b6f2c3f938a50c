/// The options given to one command, validated against its declarations, read by typed
/// ``Option`` keys: `options[SamplingOptions.fps]` is a `Double` (the default when absent),
/// `options[SamplingOptions.until]` a `Double?`.
///
/// Options parsed by ``OptionParser`` know which options the command declares: in debug builds
/// reading (or asking about) an option the command does not declare stops the program, so a
/// command cannot silently read the default of an option it never accepted; shared code that
/// serves commands with and without an option asks ``declares(_:)`` first.
package struct ParsedOptions: Sendable {
  private var values: [String: OptionValue] = [:]
  private var rawValues: [String: String] = [:]
  /// The names of the declared options, or `nil` when not parsed from declarations (tests).
  private var declared: Set<String>?
  /// The names given, in command-line order.
  package private(set) var names: [String] = []
  /// The positional arguments given, in order (as many as the command declares operands).
  package internal(set) var operands: [String] = []
  /// The deprecation warnings of the command line (a former option name was used), in order.
  package internal(set) var deprecations: [String] = []

  /// Called with the name of each option read (its value, ``has(_:)``, ``typedValue(_:)``; not
  /// ``declares(_:)``) while it is set, or `nil`: tests set it around a run to check that a
  /// command reads every option it declares, the other half of the debug check of reads.
  @TaskLocal package static var readObserver: (@Sendable (String) -> Void)?

  /// No options, and no declarations to check reads against.
  package init() {}

  /// No options yet, for a command that declares `specs`: reading any other option is a
  /// programming error (checked in debug builds).
  package init(declaring specs: [OptionSpec]) {
    declared = Set(specs.map(\.name))
  }

  /// Records `value` (typed as `raw`) for `name`.
  ///
  /// - Throws: ``CLIError/repeatedOption(_:)`` when `name` was already given.
  package mutating func set(_ name: String, _ value: OptionValue, raw: String = "") throws(CLIError)
  {
    guard values[name] == nil else { throw CLIError.repeatedOption("--\(name)") }
    values[name] = value
    rawValues[name] = raw
    names.append(name)
  }

  /// The option's value: what was given, or its default.
  package subscript<Value>(_ option: Option<Value>) -> Value {
    checkDeclared(option.spec.name)
    return option.read(values[option.spec.name])
  }

  /// Whether the command declares `option` (shared code that serves several commands asks
  /// before reading an option only some of them have).
  package func declares<Value>(_ option: Option<Value>) -> Bool { declares(option.spec) }

  /// Whether the command declares `spec`.
  package func declares(_ spec: OptionSpec) -> Bool { declared?.contains(spec.name) ?? true }

  /// Whether the command declares `option` and it was given (for shared code that serves
  /// commands with and without it).
  package func hasDeclared<Value>(_ option: Option<Value>) -> Bool {
    declares(option) && has(option)
  }

  /// The option's value as typed (`"1e-3"` for `--fps 1e-3`), or `nil` when it was not given
  /// (and for a flag).
  package func typedValue(_ spec: OptionSpec) -> String? {
    checkDeclared(spec.name)
    guard let value = values[spec.name], value != .flag else { return nil }
    return rawValues[spec.name]
  }

  /// Whether the option was given on the command line.
  package func has<Value>(_ option: Option<Value>) -> Bool {
    checkDeclared(option.spec.name)
    return values[option.spec.name] != nil
  }

  /// Whether an option called `name` was given (for the parser and conflict messages).
  package func contains(name: String) -> Bool { values[name] != nil }

  /// The command line as typed, options in order: `--fps 30 --out a.csv`.
  package var typedArguments: [String] {
    names.flatMap { name in
      values[name] == .flag ? ["--\(name)"] : ["--\(name)", rawValues[name] ?? ""]
    }
  }

  /// The command line as typed, of the options called one of `names` only.
  package func typedArguments(named names: Set<String>) -> [String] {
    names.isEmpty ? [] : filtered(to: names).typedArguments
  }

  /// These options restricted to those called one of `names`, in command-line order.
  package func filtered(to names: Set<String>) -> ParsedOptions {
    var copy = self
    copy.names = self.names.filter(names.contains)
    copy.values = self.values.filter { names.contains($0.key) }
    copy.rawValues = self.rawValues.filter { names.contains($0.key) }
    return copy
  }

  /// These options with every list value replaced by its element `index` (the last element
  /// when the list is shorter), as typed: the options of one set of a command that takes one
  /// or two sets (`--damping 0.85,0.5`).
  package func element(_ index: Int) -> ParsedOptions {
    var copy = self
    for (name, value) in values {
      guard case .list(let items) = value, !items.isEmpty else { continue }
      let position = min(index, items.count - 1)
      copy.values[name] = items[position]
      let raws = (rawValues[name] ?? "").split(separator: ",", omittingEmptySubsequences: false)
      copy.rawValues[name] = raws.indices.contains(position) ? String(raws[position]) : ""
    }
    return copy
  }

  private func checkDeclared(_ name: String) {
    assert(
      declared?.contains(name) ?? true,
      "--\(name) is read but not declared by the command: declare it or ask declares(_:) first")
    Self.readObserver?(name)
  }
}
