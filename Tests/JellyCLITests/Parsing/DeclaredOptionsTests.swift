import JellyAnalysis
import JellyFrameDiff
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// The CLI's declared options read through ParsedOptions (its mechanics are checked in
/// JellyArgumentsTests).
@Suite struct DeclaredOptionsTests {
  @Test("absent options read as their defaults: numbers, integers, choices, flags, text")
  func defaultsWhenAbsent() {
    let empty = ParsedOptions()
    #expect(empty[SamplingOptions.fps] == 60)
    #expect(empty[SpringOptions.velocity] == 0)
    #expect(empty[SpringOptions.from] == 0)
    #expect(empty[SpringOptions.to] == 1)
    #expect(empty[SpringOptions.duration] == nil)
    #expect(empty[PlotCommand.panels] == 6)
    #expect(empty[CompareGrid.points] == 201)
    #expect(empty[DiffEasingComparison.align] == .peak)
    #expect(empty[CompareReportCommand.format] == .table)
    #expect(empty[GoldenOptions.timeTolerance] == nil)
    #expect(empty[PeakListing.summary] == nil)
    #expect(empty[SceneOptions.preset] == nil)
    #expect(empty[SceneOptions.screen] == nil)
    #expect(!empty.has(SamplingOptions.fps))
    #expect(empty.typedArguments.isEmpty)
  }

  @Test("typedArguments gives back the command line: values as typed, flags alone, in order")
  func typedArgumentsRoundTrip() throws {
    let arguments = [
      "--preset", "skype", "--damping", "0.50", "--fps=1e2", "--screen", "390x844", "--sampled",
      "--velocity", "-2", "--out", "a b.csv",
    ]
    let specs =
      SceneOptions.specs + SamplingOptions.specs + [PeakFindings.sampled.spec]
      + [OutputOptions.file.spec]
    let parsed = try OptionParser.parse(arguments, specs: specs, command: "jellylab test")
    #expect(
      parsed.typedArguments == [
        "--preset", "skype", "--damping", "0.50", "--fps", "1e2", "--screen", "390x844",
        "--sampled", "--velocity", "-2", "--out", "a b.csv",
      ])
    let again = try OptionParser.parse(
      parsed.typedArguments, specs: specs, command: "jellylab test")
    #expect(again.typedArguments == parsed.typedArguments)
    #expect(again[SpringOptions.damping] == 0.5)
    #expect(again[SamplingOptions.fps] == 100)
    #expect(again[SceneOptions.screen] == ScreenSize(text: "390x844"))
    #expect(again[PeakFindings.sampled])
    #expect(again[SpringOptions.velocity] == -2)
  }
}
