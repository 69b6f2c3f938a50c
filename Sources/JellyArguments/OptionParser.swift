import JellyMath

/// Turns a command's arguments into ``ParsedOptions``, rejecting anything it does not know.
public enum OptionParser {
  /// Parses `arguments` (everything after the command name) against `specs`.
  ///
  /// Accepts `--name value` and `--name=value`. Rejects, with a one-line ``CLIError``:
  /// unknown options (with a "did you mean" suggestion), a missing value, a malformed or
  /// out-of-range value, a repeated option, a value given to a flag, and any positional
  /// argument.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command name.
  ///   - specs: The options the command accepts.
  ///   - command: The command as shown in messages, e.g. `"jellylab spring"`.
  public static func parse(_ arguments: [String], specs: [OptionSpec], command: String)
    throws(CLIError) -> ParsedOptions
  {
    var parsed = ParsedOptions()
    var index = 0
    let known = specs.map(\.flagName) + ["--help"]
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch ArgumentTokenizer.classify(argument) {
      case .terminator:
        if index < arguments.count {
          throw CLIError.unexpectedArgument(arguments[index], command: command)
        }
      case .positional(let text):
        throw CLIError.unexpectedArgument(text, command: command)
      case .shortOption(let text):
        let suggestion = EditDistance.suggestion(for: "-" + text, among: known)
        throw CLIError.unknownOption(text, command: command, suggestion: suggestion)
      case .longOption(let name, let inlineValue):
        guard let spec = specs.first(where: { $0.name == name }) else {
          let typed = "--" + name
          throw CLIError.unknownOption(
            typed, command: command, suggestion: EditDistance.suggestion(for: typed, among: known))
        }
        if parsed.contains(name: name) { throw CLIError.repeatedOption(spec.flagName) }
        guard spec.takesValue else {
          if let inlineValue { _ = try spec.parse(inlineValue) }
          try parsed.set(name, .flag)
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
        try parsed.set(name, try spec.parse(raw), raw: raw)
      }
    }
    return parsed
  }

  private static func looksLikeLongOption(_ argument: String) -> Bool {
    argument.hasPrefix("--") && argument.count > 2
  }
}
