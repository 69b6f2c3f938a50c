import JellyArguments

/// `jellylab peaks scene`: the peaks of a scene's diff(t), refined to 1e-9 s (`--sampled`: the
/// frame-level extrema), listed as CSV with an optional summary.
struct PeaksSceneCommand: Command {
  /// `"scene"`.
  var name: String { "scene" }

  /// One line for the subcommand list.
  var abstract: String { "The peaks of a scene's diff(t), refined to 1e-9 s." }

  /// The scene options.
  var discussion: String { SceneOptions.help }

  /// The frame limit and the settling search of the summary.
  var limits: [String] {
    [SamplingOptions.frameLimit, SceneOptions.settlingSearchLimit("--summary's settling time")]
  }

  /// The option groups declared, whose rules are the command's.
  var optionGroups: [any OptionGroup.Type] {
    [SceneOptions.self, SamplingOptions.self, DropOptions.self, PeakListing.self]
  }

  /// The scene search's options, then the listing's.
  var options: [OptionSpec] {
    ScenePeakSearch.specs + PeakListing.specs + GoldenOptions.recordingSpecs
  }

  /// Finds the scene's peaks and lists them.
  func run(_ options: ParsedOptions, context: CommandContext) throws -> ExitStatus {
    if options[GoldenOptions.write] != nil {
      return try PeaksWriteCommand.record(
        options, kind: .scene, command: "jellylab peaks scene", context: context)
    }
    let findings = try PeakFindings.searching(context: context) {
      try ScenePeakSearch(options, context: context).find(options)
    }
    return try PeakListing.deliver(findings, options, context: context)
  }
}
