import JellyArguments

/// A jellylab command or subcommand: its name, help texts, declared options and behaviour.
///
/// To add a command, write one `Commands/<Name>Command.swift` conforming to this protocol and
/// list it in ``CommandRegistry/all``. Parsing, `--help`, the command reference and error
/// reporting are shared. A command with modes keeps them in `Commands/<Name>/`: each mode is a
/// command type of its own (`PeaksCheckCommand`) declaring its options, help and run, code
/// that several modes share is a small helper type beside them (`ScenePeakSearch`), and the
/// parent only lists the modes in ``subcommands`` and declares which one runs for a command
/// line that names none (``defaultSubcommand``), so that a mode is a subcommand with its own
/// options rather than a combination of flags.
protocol Command: CommandInterface {
  /// The modes of the command, each a command of its own (empty for most commands).
  var subcommands: [any Command] { get }
  /// Which subcommand runs when the arguments name none (`nil`: the command itself runs).
  var defaultSubcommand: DefaultSubcommand? { get }
  /// The option groups whose options the command declares, whose rules are its rules.
  var optionGroups: [any OptionGroup.Type] { get }
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
  var defaultSubcommand: DefaultSubcommand? { nil }

  /// No option groups with rules.
  var optionGroups: [any OptionGroup.Type] { [] }

  /// The rules of ``optionGroups``, in order.
  var groupRules: [OptionRule] { optionGroups.flatMap { $0.rules } }

  /// The rules of the command's option groups; a command with rules between its own options
  /// adds them after these.
  var rules: [OptionRule] { groupRules }

  /// The subcommand called `name`, if any.
  func subcommand(named name: String) -> (any Command)? {
    subcommands.first { $0.name == name }
  }
}

/// Options declared together by the commands that share them (`SceneOptions`, `SeriesOptions`),
/// with the rules between them, as swift-argument-parser's `@OptionGroup` with `validate()`: a
/// command lists the groups it declares options of in ``Command/optionGroups``, and its rules
/// are theirs.
protocol OptionGroup {
  /// The rules between the group's options (the parser applies a rule only where the command
  /// declares every option it names).
  static var rules: [OptionRule] { get }
}

extension OptionGroup {
  /// No rules.
  static var rules: [OptionRule] { [] }
}

/// The declared rule that picks a mode for a command line naming none: the first case whose
/// options are given (and none of whose excluded options are) names the mode, else
/// ``fallback``.
struct DefaultSubcommand: Sendable {
  /// One case: `mode` runs when any of `given` is given and none of `unlessGiven`.
  struct Case: Sendable {
    /// The subcommand's name.
    let mode: String
    /// Options any of which selects the mode.
    let given: [OptionSpec]
    /// Options any of which rules the case out.
    var unlessGiven: [OptionSpec] = []
  }

  /// The cases, tried in order.
  let cases: [Case]
  /// The subcommand that runs when no case applies.
  let fallback: String

  /// The subcommand for a command line whose long options are `given` (names without dashes).
  func choose(given: Set<String>, among subcommands: [any Command]) -> (any Command)? {
    let chosen =
      cases.first { item in
        item.given.contains { given.contains($0.name) }
          && !item.unlessGiven.contains { given.contains($0.name) }
      }?.mode ?? fallback
    return subcommands.first { $0.name == chosen }
  }
}

/// The long options given in `arguments` (names as typed, before `=`, up to `--`), read with
/// ``ArgumentTokenizer`` as the parser reads them.
func givenOptionNames(_ arguments: [String]) -> Set<String> {
  Set(orderedOptionNames(arguments))
}

/// The long options given in `arguments`, in the order given (a repeated one at its first
/// place), so that a message about one of several names the same one on every run.
func orderedOptionNames(_ arguments: [String]) -> [String] {
  var names: [String] = []
  for argument in arguments {
    switch ArgumentTokenizer.classify(argument) {
    case .terminator: return names
    case .longOption(let name, _) where !names.contains(name): names.append(name)
    default: continue
    }
  }
  return names
}
