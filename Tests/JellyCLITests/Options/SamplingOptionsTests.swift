import JellyCLITestSupport
import JellyMath
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct SamplingOptionsTests {
  private func grid(_ arguments: [String], defaultUntil: Double = 1) throws(CLIError)
    -> SampleGrid
  {
    let parsed = try OptionParser.parse(
      arguments, specs: SamplingOptions.specs, rules: SamplingOptions.rules,
      command: "jellylab test")
    return try SamplingOptions.grid(
      from: parsed, defaultUntil: { defaultUntil }, defaultUntilName: "the test end",
      bytesPerRow: 60)
  }

  @Test("defaults: 60 fps up to the default end")
  func defaults() throws {
    #expect(try grid([]) == SampleGrid(count: 61, spacing: .frames(framesPerSecond: 60)))
    #expect(try grid(["--until", "2"]).count == 121)
    #expect(try grid(["--samples", "5"]) == SampleGrid(count: 5, spacing: .uniform(until: 1)))
  }

  @Test("more than 10^8 rows are refused with the size estimate")
  func tooManyRows() throws {
    let until = #expect(throws: CLIError.self) { try grid(["--fps", "500", "--until", "1e6"]) }
    #expect(
      until?.message
        == "--fps 500 over --until 1000000 s asks for 500000001 rows (about 30.0 GB of CSV);"
        + " at most 100000000 rows are allowed")
    #expect(try grid(["--fps", "1000", "--until", "99999.999"]).count == 100_000_000)
    // --fps and --samples are refused above their maxima by the parser.
    let fps = #expect(throws: CLIError.self) { try grid(["--fps", "1e9"]) }
    #expect(fps?.message == "--fps must be a finite number in (0, 1000] (got '1e9')")
    let samples = #expect(throws: CLIError.self) { try grid(["--samples", "200000000"]) }
    #expect(
      samples?.message == "--samples must be an integer in [2, 100000000] (got '200000000')")
    #expect(try grid(["--samples", "100000000"]).count == 100_000_000)
    #expect(try grid(["--fps", "1000"]).count == 1001)
  }

  @Test("a default time range gives at most 10^7 rows; --until or --samples may ask for 10^8")
  func defaultRange() throws {
    // 10^7 rows exactly: frames 0 to 9999999 at 60 fps.
    #expect(try grid([], defaultUntil: 9_999_999.0 / 60).count == 10_000_000)
    let error = #expect(throws: CLIError.self) { try grid([], defaultUntil: 10_000_000.0 / 60) }
    #expect(
      error?.message
        == "the test end, 166666.66666666666 s (the default --until) at --fps 60 (default) asks"
        + " for 10000001 rows (about 600.0 MB of CSV); a default time range gives at most"
        + " 10000000 rows: give --until T or --samples N (up to 100000000 rows)")
    let fps = #expect(throws: CLIError.self) { try grid(["--fps", "1000"], defaultUntil: 2e5) }
    #expect(
      fps?.message
        == "the test end, 200000 s (the default --until) at --fps 1000 asks for 200000001 rows"
        + " (about 12.0 GB of CSV); a default time range gives at most 10000000 rows: give"
        + " --until T or --samples N (up to 100000000 rows)")
    // The same span asked for explicitly runs up to 10^8 rows.
    #expect(try grid(["--until", "166666.66666666666"], defaultUntil: 1).count == 10_000_001)
    #expect(try grid(["--samples", "100000000"], defaultUntil: 2e6).count == 100_000_000)
  }

  @Test("an infinite default end needs --until; --samples excludes --fps")
  func otherErrors() throws {
    let error = #expect(throws: CLIError.self) { try grid([], defaultUntil: .infinity) }
    #expect(error?.message == "--until is required here: the test end is inf s, not a finite time")
    #expect(try grid(["--until", "1"], defaultUntil: .infinity).count == 61)
    let both = #expect(throws: CLIError.self) { try grid(["--samples", "3", "--fps", "3"]) }
    #expect(both?.message == "--samples cannot be combined with --fps; give one of them")
  }

  @Test(
    "--fps 2000 is refused with the same message by every command that takes --fps",
    arguments: [
      (["spring", "--duration", "1", "--damping", "0.5"], "jellylab spring"),
      (["diff", "--preset", "skype"], "jellylab diff"),
      (["peaks", "--preset", "skype"], "jellylab peaks scene"),
      (["peaks", "--duration", "1", "--damping", "0.5"], "jellylab peaks spring"),
      (["shape", "--metrics"], "jellylab shape"),
      (["plot", "--out-dir", "/nonexistent/jellylab-out"], "jellylab plot"),
      (
        ["sweep", "--damping", "0.5:0.9:0.2", "--out-dir", "/nonexistent/jellylab-out"],
        "jellylab sweep"
      ),
    ])
  func fpsAboveMaximumEverywhere(arguments: [String], path: String) {
    let result = runCLI(arguments + ["--fps", "2000"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errorLines
        == ["error: --fps must be a finite number in (0, 1000] (got '2000')"] + usageLines(path))
    // 1000 itself is allowed (the parser accepts it; shape and spring run).
    if path == "jellylab spring" || path == "jellylab shape" {
      #expect(runCLI(arguments + ["--fps", "1000"]).status == 0)
    }
  }

  @Test("every command that takes --fps declares the same (0, 1000] range")
  func fpsDeclaredOnce() {
    let leaves = CommandRegistry.all.flatMap { $0.subcommands.isEmpty ? [$0] : $0.subcommands }
    var seen = 0
    for command in leaves {
      guard let fps = command.options.first(where: { $0.name == "fps" }) else { continue }
      seen += 1
      #expect(fps.allowedDescription == "a finite number in (0, 1000]", "\(command.name)")
      #expect(fps.defaultDescription == "60", "\(command.name)")
    }
    #expect(seen == 14)
  }
}
