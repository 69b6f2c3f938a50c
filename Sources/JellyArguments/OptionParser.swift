import JellyMath
import JellyText

/// Turns a command's arguments into ``ParsedOptions``, rejecting anything it does not know.
package enum OptionParser {
  /// Parses `arguments` (everything after the command name) against `specs`.
  ///
  /// Accepts `--name value` and `--name=value`. Rejects, with a one-line ``CLIError``:
  /// unknown options (with a "did you mean" suggestion), a missing value, a malformed or
  /// out-of-range value, a repeated option, a value given to a flag, a positional argument
  /// beyond the declared `operands` and a missing operand; then checks `rules` in order. A former name of an option (``OptionSpec/deprecatedNames``)
  /// is read as the option, with a warning in ``ParsedOptions/deprecations``.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command name.
  ///   - specs: The options the command accepts.
  ///   - rules: The rules between them (a rule naming an option not in `specs` is skipped).
  ///   - command: The command as shown in messages, e.g. `"jellylab spring"`.
  ///   - operands: The positional arguments the command takes, in order (default none).
  package static func parse(
    _ arguments: [String], specs: [OptionSpec], rules: [OptionRule] = [], command: String,
    operands: [OperandSpec] = []
  ) throws(CLIError) -> ParsedOptions {
    var parsed = ParsedOptions(declaring: specs)
    var index = 0
    let known = specs.map(\.flagName) + ["--help"]
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch ArgumentTokenizer.classify(argument) {
      case .terminator:
        for text in arguments[index...] {
          guard parsed.operands.count < operands.count else {
            throw CLIError.unexpectedArgument(text, command: command)
          }
          parsed.operands.append(text)
        }
        index = arguments.count
      case .positional(let text):
        guard parsed.operands.count < operands.count else {
          throw CLIError.unexpectedArgument(text, command: command)
        }
        parsed.operands.append(text)
      case .shortOption(let text):
        let suggestion = EditDistance.suggestion(for: "-" + text, among: known)
        throw CLIError.unknownOption(text, command: command, suggestion: suggestion)
      case .longOption(let name, let inlineValue):
        let renamed = specs.first { $0.deprecatedNames.contains(name) }
        if let renamed {
          parsed.deprecations.append(
            "--\(name) is renamed \(renamed.flagName) in '\(command)'; --\(name) is accepted until"
              + " the next release")
        }
        guard let spec = specs.first(where: { $0.name == name }) ?? renamed else {
          let typed = "--" + name
          throw CLIError.unknownOption(
            typed, command: command, suggestion: EditDistance.suggestion(for: typed, among: known))
        }
        if parsed.contains(name: spec.name) { throw CLIError.repeatedOption(spec.flagName) }
        guard spec.takesValue else {
          if let inlineValue { _ = try spec.parse(inlineValue) }
          try parsed.set(spec.name, .flag)
          continue
        }
        let raw: String
        if let inlineValue {
          raw = inlineValue
        } else {
          guard index < arguments.count, !looksLikeLongOption(arguments[index]) else {
            throw CLIError.missingValue(option: spec.flagName, allowed: spec.allowedDescription)
          }
          raw = arguments[index]
          index += 1
        }
        try parsed.set(spec.name, try spec.parse(raw), raw: raw)
      }
    }
    if parsed.operands.count < operands.count, !operands[parsed.operands.count].isOptional {
      throw operands[parsed.operands.count].missing
    }
    let declared = Set(specs.map(\.name))
    for rule in rules where rule.names.allSatisfy(declared.contains) {
      try rule.check(parsed)
    }
    return parsed
  }

  private static func looksLikeLongOption(_ argument: String) -> Bool {
    argument.hasPrefix("--") && argument.count > 2
  }
}
