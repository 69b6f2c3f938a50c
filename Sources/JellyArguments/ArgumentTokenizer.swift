/// Classifies command-line arguments one at a time.
///
/// Values are not classified here: the parser takes the argument after a value-taking option
/// as its value even when it starts with `-` (so `--velocity -2` works), unless it is itself a
/// long option.
package enum ArgumentTokenizer {
  /// One classified argument.
  package enum Token: Sendable, Equatable {
    /// `--name` or `--name=value` (`inlineValue` is `""` for `--name=`).
    case longOption(name: String, inlineValue: String?)
    /// `-x` (any single dash followed by text, e.g. `-h`, `-fps`, `-5`).
    case shortOption(String)
    /// `--`: every later argument is positional.
    case terminator
    /// Anything else, including `-` alone.
    case positional(String)
  }

  /// The token for one argument.
  package static func classify(_ argument: String) -> Token {
    if argument == "--" { return .terminator }
    if argument.hasPrefix("--") {
      let body = argument.dropFirst(2)
      if let equals = body.firstIndex(of: "=") {
        return .longOption(
          name: String(body[..<equals]), inlineValue: String(body[body.index(after: equals)...]))
      }
      return .longOption(name: String(body), inlineValue: nil)
    }
    if argument.hasPrefix("-") && argument.count > 1 { return .shortOption(argument) }
    return .positional(argument)
  }

  /// Whether `arguments` ask for help (`--help` or `-h` before any `--`).
  package static func requestsHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "--help" || argument == "-h" { return true }
    }
    return false
  }
}
