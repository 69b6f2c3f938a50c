/// A rule between options, declared with them and checked by the parser once the command line
/// is read, with one message format for every command.
///
/// A rule applies to a command only when the command declares every option it names, so a
/// group can declare rules with options of other groups.
package struct OptionRule: Sendable {
  /// What the rule demands of its options.
  private enum Kind: Sendable {
    case exclusive
    case requires
  }

  // A struct rather than an enum with array payloads: a multi-payload enum keeps its case in the
  // spare bits of the array pointer, which LeakSanitizer cannot follow from a static table.
  private let kind: Kind
  private let subject: OptionSpec?
  private let options: [OptionSpec]

  /// At most one of the options may be given:
  /// `--drop-rate cannot be combined with --drop-frames; give one of them`.
  package static func exclusive(_ options: [OptionSpec]) -> OptionRule {
    OptionRule(kind: .exclusive, subject: nil, options: options)
  }

  /// The first option needs one of the others: `--seed needs --drop-rate`.
  package static func requires(_ option: OptionSpec, anyOf others: [OptionSpec]) -> OptionRule {
    OptionRule(kind: .requires, subject: option, options: others)
  }

  /// The names of the options the rule is about.
  package var names: [String] {
    (subject.map { [$0.name] } ?? []) + options.map(\.name)
  }

  /// Refuses `parsed` when it breaks the rule.
  ///
  /// - Throws: ``CLIError`` naming the options as declared: `--A cannot be combined with --B;
  ///   give one of them`, or `--A needs --B` (`--A needs --B or --C`).
  package func check(_ parsed: ParsedOptions) throws(CLIError) {
    switch kind {
    case .exclusive:
      let given = options.filter { parsed.contains(name: $0.name) }
      guard given.count > 1 else { return }
      throw CLIError.conflict(given[0].flagName, given[1].flagName)
    case .requires:
      guard let subject, parsed.contains(name: subject.name),
        !options.contains(where: { parsed.contains(name: $0.name) })
      else { return }
      throw CLIError.requirement(subject.flagName, needs: options.map(\.flagName))
    }
  }
}

extension CLIError {
  /// `--drop-rate cannot be combined with --drop-frames; give one of them`.
  package static func conflict(_ option: String, _ other: String) -> CLIError {
    CLIError("\(option) cannot be combined with \(other); give one of them")
  }

  /// `--seed needs --drop-rate`, `--center-damping needs --center or --preset NAME`.
  package static func requirement(_ option: String, needs others: [String]) -> CLIError {
    CLIError("\(option) needs \(others.joined(separator: " or "))")
  }
}
