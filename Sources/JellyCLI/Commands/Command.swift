import JellyArguments

/// A jellylab command or subcommand: its name, help texts, declared options and behaviour.
///
/// To add a command, write one `Commands/<Name>Command.swift` conforming to this protocol and
/// list it in ``CommandRegistry/all``. Parsing, `--help`, the command reference and error
/// reporting are shared. A command whose modes are subcommands lists them in ``subcommands``
/// and picks one for a command line that names none (``inferredSubcommand(for:)``), so that a
/// mode is a subcommand with its own options rather than a combination of flags.
protocol Command: CommandInterface {
  /// The modes of the command, each a command of its own (empty for most commands).
  var subcommands: [any Command] { get }
  /// The subcommand that runs when the arguments name none (`nil`: the command itself runs).
  func inferredSubcommand(for arguments: [String]) -> (any Command)?
  /// Runs the command with validated options.
  ///
  /// - Returns: ``ExitStatus/success``, or ``ExitStatus/checkFailed`` when a check fails.
  /// - Throws: ``CLIError`` for bad input; any other error is reported as one `error:` line
  ///   with exit status 2.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus
}

extension Command {
  /// No subcommands.
  var subcommands: [any Command] { [] }

  /// The subcommands, for help and the reference.
  var modes: [any CommandInterface] { subcommands }

  /// No subcommands, so the command itself runs.
  func inferredSubcommand(for arguments: [String]) -> (any Command)? { nil }

  /// The subcommand called `name`, if any.
  func subcommand(named name: String) -> (any Command)? {
    subcommands.first { $0.name == name }
  }
}

/// The arguments `--name` given in `arguments` (as typed, before `=`), for choosing a mode.
func givenOptionNames(_ arguments: [String]) -> Set<String> {
  Set(
    arguments.compactMap { argument in
      guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
      return String(argument.dropFirst(2).prefix { $0 != "=" })
    })
}
