import JellyArguments

/// `jellylab peaks`: the local extrema of a diff curve, a single spring, an easing curve or a CSV
/// series as CSV `index,t,value,kind`, with an optional summary; golden files of any of them are
/// recorded and checked.
///
/// Each source and each golden action is a subcommand of its own type with its own options
/// (``PeaksSceneCommand``, ``PeaksSpringCommand``, ``PeaksEasingCommand``,
/// ``PeaksSeriesCommand``, ``PeaksWriteCommand``, ``PeaksCheckCommand``); a command line that names none picks one from
/// its options (``defaultSubcommand``), so `jellylab peaks --preset skype --check
/// data/golden/skype.csv` is `peaks check`. Scenes and springs are refined on the exact
/// derivative to better than 1e-9 s (library ``PeakFinder``); `--sampled` gives the frame-level
/// extrema instead. A CSV series gives frame-level extrema refined by parabolas (`--sampled`:
/// unrefined).
struct PeaksCommand: Command {
  /// `"peaks"`.
  var name: String { "peaks" }

  /// One line for the command list.
  var abstract: String {
    "Peaks of a diff, spring, easing or CSV series; golden files of any of them."
  }

  /// How a command line without a subcommand is read.
  var discussion: String {
    """
    Without a subcommand the options choose one: --check FILE is 'check', --write FILE is
    'write', --input FILE is 'series', --curve NAME is 'easing', a spring set without --preset
    or --side is 'spring', anything else is 'scene'. 'write' and 'check' read the source from
    the same options. Output: CSV index,t,value,kind (kind max or min).

    """
  }

  /// No options of its own: each subcommand has its own.
  var options: [OptionSpec] { [] }

  /// The sources, then the golden actions.
  var subcommands: [any Command] {
    [
      PeaksSceneCommand(), PeaksSpringCommand(), PeaksEasingCommand(), PeaksSeriesCommand(),
      PeaksWriteCommand(), PeaksCheckCommand(),
    ]
  }

  /// `check` for `--check`, `write` for `--write`, `series` for `--input`, `easing` for
  /// `--curve`, `spring` for a
  /// spring option without a scene option, else `scene`.
  var defaultSubcommand: DefaultSubcommand? {
    DefaultSubcommand(
      cases: [
        .init(mode: "check", given: [PeaksCheckCommand.check.spec]),
        // With --summary, which a source mode refuses beside --write, the source mode runs
        // and says so.
        .init(
          mode: "write", given: [GoldenOptions.write.spec], unlessGiven: [PeakListing.summary.spec]),
        .init(mode: "series", given: [SeriesOptions.input.spec]),
        .init(mode: "easing", given: [CurveOptions.curve.spec]),
        .init(
          mode: "spring", given: SpringOptions.parameterSpecs,
          unlessGiven: [SceneOptions.preset.spec, SceneOptions.side.spec, SceneOptions.center.spec]),
      ], fallback: "scene")
  }

  /// Not reached: a subcommand always runs.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    .usageError
  }
}
