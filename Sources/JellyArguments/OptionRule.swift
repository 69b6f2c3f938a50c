/// A rule between options, declared with them and checked by the parser once the command line
/// is read, with one message format for every command.
///
/// A rule applies to a command only when the command declares every option it names, so a
/// group can declare rules with options of other groups.
package enum OptionRule: Sendable {
  /// At most one of the options may be given:
  /// `--drop-rate cannot be combined with --drop-frames; give one of them`.
  case exclusive([OptionSpec])
  /// The first option needs one of the others: `--seed needs --drop-rate`.
  case requires(OptionSpec, anyOf: [OptionSpec])

  /// The names of the options the rule is about.
  package var names: [String] {
    switch self {
    case .exclusive(let specs): specs.map(\.name)
    case .requires(let spec, let others): [spec.name] + others.map(\.name)
    }
  }

  /// Refuses `parsed` when it breaks the rule.
  ///
  /// - Throws: ``CLIError`` naming the options as declared: `--A cannot be combined with --B;
  ///   give one of them`, or `--A needs --B` (`--A needs --B or --C`).
  package func check(_ parsed: ParsedOptions) throws(CLIError) {
    switch self {
    case .exclusive(let specs):
      let given = specs.filter { parsed.contains(name: $0.name) }
      guard given.count > 1 else { return }
      throw CLIError.conflict(given[0].flagName, given[1].flagName)
    case .requires(let spec, let others):
      guard parsed.contains(name: spec.name),
        !others.contains(where: { parsed.contains(name: $0.name) })
      else { return }
      throw CLIError.requirement(spec.flagName, needs: others.map(\.flagName))
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
