import JellyAnalysis
import Synchronization
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct ParsedOptionsTests {
  @Test("typed reads return the stored values, and the declared defaults when absent")
  func typedReads() throws {
    var parsed = ParsedOptions()
    try parsed.set("fps", .number(30), raw: "30")
    try parsed.set("samples", .integer(5), raw: "5")
    try parsed.set("out", .text("a.csv"), raw: "a.csv")
    #expect(parsed[SamplingOptions.fps] == 30)
    #expect(parsed[SamplingOptions.samples] == 5)
    #expect(parsed[OutputOptions.file] == "a.csv")
    #expect(parsed[SamplingOptions.until] == nil)
    #expect(parsed.has(OutputOptions.file) && !parsed.has(SamplingOptions.until))
    #expect(parsed.contains(name: "out") && !parsed.contains(name: "until"))
    #expect(parsed.names == ["fps", "samples", "out"])
  }

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

  @Test("setting an option twice is an error naming it")
  func repeated() throws {
    var parsed = ParsedOptions()
    try parsed.set("fps", .number(30))
    let error = #expect(throws: CLIError.self) { try parsed.set("fps", .number(60)) }
    #expect(error == CLIError.repeatedOption("--fps"))
    #expect(parsed[SamplingOptions.fps] == 30)
  }

  @Test("the read observer sees each read of a value, of has and of the typed text; not declares")
  func readObserver() throws {
    let parsed = try OptionParser.parse(
      ["--fps", "30"], specs: SamplingOptions.specs + [OutputOptions.file.spec],
      command: "jellylab test")
    let reads = Mutex<[String]>([])
    ParsedOptions.$readObserver.withValue({ name in reads.withLock { $0.append(name) } }) {
      _ = parsed[SamplingOptions.fps]
      _ = parsed.has(SamplingOptions.until)
      _ = parsed.typedValue(OutputOptions.file.spec)
      _ = parsed.declares(SamplingOptions.samples)
      _ = parsed.contains(name: "samples")
    }
    #expect(reads.withLock { $0 } == ["fps", "until", "out"])
    // Outside withValue nothing is observed.
    _ = parsed[SamplingOptions.fps]
    #expect(reads.withLock { $0 }.count == 3)
  }
}
