/// A jellylab subcommand: its name, help texts, options and behaviour.
///
/// To add a command, write one `Commands/<Name>Command.swift` conforming to this protocol and
/// list it in ``CommandRegistry/all``. Parsing, `--help`, and error reporting are shared.
public protocol Command: Sendable {
  /// The word typed after `jellylab`, e.g. `"spring"`.
  var name: String { get }
  /// One sentence for the command list and the help overview.
  var abstract: String { get }
  /// Extra help text shown between USAGE and OPTIONS (may be empty); lines ≤ 100 columns.
  var discussion: String { get }
  /// The options the command accepts (`--help` is always added).
  var options: [OptionSpec] { get }
  /// Runs the command with validated options.
  ///
  /// - Returns: ``ExitStatus/success``, or ``ExitStatus/checkFailed`` when a check fails.
  /// - Throws: ``CLIError`` for bad input; any other error is reported as one `error:` line
  ///   with exit status 2.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus
}

extension Command {
  /// The usage line, e.g. `usage: jellylab spring [options]`.
  public var usage: String { "usage: jellylab \(name) [options]" }
}
