import Synchronization
import Testing

@testable import JellyArguments

@Suite struct ParsedOptionsTests {
  static let fps = Option<Double>.number(
    "fps", .positive, valueName: "F", help: "frames", default: 60)
  static let samples = Option<Int?>.integer("samples", 2, valueName: "N", help: "n")
  static let until = Option<Double?>.number("until", .positive, valueName: "T", help: "t")
  static let out = Option<String?>.text("out", valueName: "FILE", help: "o")

  @Test("typed reads return the stored values, and the declared defaults when absent")
  func typedReads() throws {
    var parsed = ParsedOptions()
    try parsed.set("fps", .number(30), raw: "30")
    try parsed.set("samples", .integer(5), raw: "5")
    try parsed.set("out", .text("a.csv"), raw: "a.csv")
    #expect(parsed[Self.fps] == 30)
    #expect(parsed[Self.samples] == 5)
    #expect(parsed[Self.out] == "a.csv")
    #expect(parsed[Self.until] == nil)
    #expect(ParsedOptions()[Self.fps] == 60)
    #expect(parsed.has(Self.out) && !parsed.has(Self.until))
    #expect(parsed.contains(name: "out") && !parsed.contains(name: "until"))
    #expect(parsed.names == ["fps", "samples", "out"])
  }

  @Test("setting an option twice is an error naming it")
  func repeated() throws {
    var parsed = ParsedOptions()
    try parsed.set("fps", .number(30))
    let error = #expect(throws: CLIError.self) { try parsed.set("fps", .number(60)) }
    #expect(error == CLIError.repeatedOption("--fps"))
    #expect(parsed[Self.fps] == 30)
  }

  @Test("the read observer sees each read of a value, of has and of the typed text; not declares")
  func readObserver() throws {
    let parsed = try OptionParser.parse(
      ["--fps", "30"], specs: [Self.fps.spec, Self.samples.spec, Self.until.spec, Self.out.spec],
      command: "jellylab test")
    let reads = Mutex<[String]>([])
    ParsedOptions.$readObserver.withValue({ name in reads.withLock { $0.append(name) } }) {
      _ = parsed[Self.fps]
      _ = parsed.has(Self.until)
      _ = parsed.typedValue(Self.out.spec)
      _ = parsed.declares(Self.samples)
      _ = parsed.contains(name: "samples")
    }
    #expect(reads.withLock { $0 } == ["fps", "until", "out"])
    // Outside withValue nothing is observed.
    _ = parsed[Self.fps]
    #expect(reads.withLock { $0 }.count == 3)
  }
}
