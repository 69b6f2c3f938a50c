import JellyFrameDiff
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct DropOptionsTests {
  func link(_ arguments: [String]) throws(CLIError) -> DisplayLink {
    let options = try OptionParser.parse(
      arguments, specs: DropOptions.specs + [SamplingOptions.fps.spec], rules: DropOptions.rules,
      command: "jellylab diff")
    return try DropOptions.displayLink(options)
  }

  @Test("the options map to the library's drop policies")
  func policies() throws {
    #expect(try link([]) == (try DisplayLink()))
    #expect(
      try link(["--fps", "120", "--drop-frames", "3,7,3"])
        == (try DisplayLink(framesPerSecond: 120, drops: .explicit([3, 7]))))
    #expect(
      try link(["--drop-rate", "0.25", "--seed", "9"])
        == (try DisplayLink(drops: .random(rate: 0.25, seed: 9))))
    #expect(
      try link(["--drop-rate", "0.25"]) == (try DisplayLink(drops: .random(rate: 0.25, seed: 0))))
  }

  @Test("--seed alone, both drop forms, and bad frame numbers are refused")
  func refusals() {
    let seed = #expect(throws: CLIError.self) { try link(["--seed", "1"]) }
    #expect(seed?.message == "--seed needs --drop-rate")
    let both = #expect(throws: CLIError.self) {
      try link(["--drop-rate", "0.1", "--drop-frames", "1"])
    }
    #expect(both?.message == "--drop-rate cannot be combined with --drop-frames; give one of them")
    for bad in ["x", "-1", "1,,2", "1.5", ""] {
      let error = #expect(throws: CLIError.self) { try link(["--drop-frames=\(bad)"]) }
      #expect(
        error?.message == "--drop-frames must be comma-separated frame numbers >= 0 (got '\(bad)')")
    }
  }
}
