import JellyFrameDiff
import Testing

@testable import JellyCLI

@Suite struct DropOptionsTests {
  func link(_ pairs: [(String, OptionValue)]) throws -> DisplayLink {
    var options = ParsedOptions()
    for (name, value) in pairs { try options.set(name, value) }
    return try DropOptions.displayLink(options)
  }

  @Test("the options map to the library's drop policies")
  func policies() throws {
    #expect(try link([]) == (try DisplayLink()))
    #expect(
      try link([("fps", .number(120)), ("drop-frames", .text("3,7,3"))])
        == (try DisplayLink(framesPerSecond: 120, drops: .explicit([3, 7]))))
    #expect(
      try link([("drop-rate", .number(0.25)), ("seed", .integer(9))])
        == (try DisplayLink(drops: .random(rate: 0.25, seed: 9))))
    #expect(
      try link([("drop-rate", .number(0.25))])
        == (try DisplayLink(drops: .random(rate: 0.25, seed: 0))))
  }

  @Test("--seed alone, both drop forms, and bad frame numbers are refused")
  func refusals() {
    #expect(throws: CLIError.self) { try link([("seed", .integer(1))]) }
    #expect(throws: CLIError.self) {
      try link([("drop-rate", .number(0.1)), ("drop-frames", .text("1"))])
    }
    for bad in ["x", "-1", "1,,2", "1.5", ""] {
      #expect(throws: CLIError.self) { try link([("drop-frames", .text(bad))]) }
    }
  }
}
