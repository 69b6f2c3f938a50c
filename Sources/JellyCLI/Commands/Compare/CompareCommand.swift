import JellyArguments

/// `jellylab compare`: lays a normalized diff over an easing's oscillation, reports how far
/// apart they are and fits a Penner elastic and a single damped oscillation to the diff
/// (``CompareReportCommand``, ``ComparePlotCommand``), or draws easings side by side
/// (``CompareCurvesCommand``); a command line that names no mode picks one from its options
/// (``defaultSubcommand``).
struct CompareCommand: Command {
  /// `"compare"`.
  var name: String { "compare" }

  /// One line for the command list.
  var abstract: String {
    "Compares a normalized diff with an easing (e.g. easeOutElastic) and fits both models."
  }

  /// How a command line without a subcommand is read.
  var discussion: String {
    """
    Without a subcommand the options choose one: --curves LIST is 'curves', --plot is 'plot',
    anything else is 'report'.

    """
  }

  /// No options of its own.
  var options: [OptionSpec] { [] }

  /// `report`, `plot`, `curves`.
  var subcommands: [any Command] {
    [CompareReportCommand(), ComparePlotCommand(), CompareCurvesCommand()]
  }

  /// `curves` for `--curves`, `plot` for `--plot`, else `report`.
  var defaultSubcommand: DefaultSubcommand? {
    DefaultSubcommand(
      cases: [
        .init(mode: "curves", given: [CompareCurvesCommand.curves.spec]),
        .init(mode: "plot", given: [ComparePlotCommand.plot.spec]),
      ], fallback: "report")
  }

  /// Not reached: a subcommand always runs.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    .usageError
  }
}
