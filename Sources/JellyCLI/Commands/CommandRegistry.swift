import JellyArguments

/// The list of jellylab commands, in the order the root help shows them.
enum CommandRegistry {
  /// Every command.
  static let all: [any Command] = [
    SpringCommand(),
    ConvertCommand(),
    EaseCommand(),
    DiffCommand(),
    PeaksCommand(),
    CompareCommand(),
    ShapeCommand(),
    PlotCommand(),
    SweepCommand(),
    ExportCommand(),
    LabCommand(),
    FitCommand(),
    TrackCommand(),
    LottieCommand(),
    MeasureCommand(),
    InterruptCommand(),
  ]

  /// The command called `name`, if any.
  static func command(named name: String) -> (any Command)? {
    all.first { $0.name == name }
  }
}
