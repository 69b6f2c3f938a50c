import Testing

@testable import JellyArguments

/// List options, rules between options, renamed options and declared membership.
@Suite struct OptionGroupTests {
  static let damping = Option<[Double]?>.numbers(
    "damping", .nonNegative, counts: 1...2, valueName: "Z[,Z2]", help: "d",
    allowed: "a finite number >= 0, or two separated by a comma")
  static let single = Option<Double?>.number("damping", .nonNegative, valueName: "Z", help: "d")
  static let presets = Option<[String]?>.texts(
    "preset", counts: 1...2, valueName: "P", help: "p", allowed: "one or two names")
  static let rate = Option<Double?>.number("rate", .positive, valueName: "R", help: "r")
  static let frames = Option<String?>.text("frames", valueName: "F", help: "f")
  static let seed = Option<Int>.integer("seed", 0, valueName: "S", help: "s", default: 0)
  static let folder = Option<String?>.text("out-dir", valueName: "DIR", help: "o")
    .deprecating("out")
  static let specs = [damping.spec, presets.spec, rate.spec, frames.spec, seed.spec, folder.spec]
  static let rules: [OptionRule] = [
    .exclusive([rate.spec, frames.spec]), .requires(seed.spec, anyOf: [rate.spec]),
  ]

  func parse(_ arguments: [String]) throws(CLIError) -> ParsedOptions {
    try OptionParser.parse(arguments, specs: Self.specs, rules: Self.rules, command: "jellylab t")
  }

  @Test("a list option reads every value; element(i) gives each set, the last serving both")
  func lists() throws {
    let parsed = try parse(["--damping", "0.85,0.5", "--preset", "jelly"])
    #expect(parsed[Self.damping] == [0.85, 0.5])
    #expect(parsed[Self.presets] == ["jelly"])
    #expect(parsed.element(1)[Self.single] == 0.5)
    #expect(parsed.element(1)[Self.presets] == ["jelly"])
    #expect(parsed.element(1).typedValue(Self.single.spec) == "0.5")
    #expect(parsed.element(0)[Self.single] == 0.85)
  }

  @Test(
    "a list with too many, empty or bad items is refused with the list's allowed text",
    arguments: ["0.1,0.2,0.3", "0.1,", "x", "-1,0.5", "nan"])
  func badLists(raw: String) {
    #expect(
      throws: CLIError.invalidValue(
        option: "--damping", allowed: "a finite number >= 0, or two separated by a comma", got: raw)
    ) { try parse(["--damping", raw]) }
  }

  @Test("rules: one message format for exclusive and requires")
  func rules() {
    #expect(throws: CLIError("--rate cannot be combined with --frames; give one of them")) {
      try parse(["--frames", "1", "--rate", "2"])
    }
    #expect(throws: CLIError("--seed needs --rate")) { try parse(["--seed", "1"]) }
    #expect((try? parse(["--seed", "1", "--rate", "2"])) != nil)
  }

  @Test("a rule naming an undeclared option is skipped")
  func skippedRule() throws {
    let parsed = try OptionParser.parse(
      ["--seed", "1"], specs: [Self.seed.spec], rules: Self.rules, command: "jellylab t")
    #expect(parsed[Self.seed] == 1)
  }

  @Test("a former name is read as the option, with one deprecation warning")
  func renamed() throws {
    let parsed = try parse(["--out", "figs"])
    #expect(parsed[Self.folder] == "figs")
    #expect(
      parsed.deprecations == [
        "--out is renamed --out-dir in 'jellylab t'; --out is accepted until the next release"
      ])
    #expect(try parse(["--out-dir", "figs"]).deprecations.isEmpty)
    #expect(throws: CLIError.repeatedOption("--out-dir")) {
      try parse(["--out", "a", "--out-dir", "b"])
    }
  }

  @Test("declared options are known; options parsed without declarations read anything")
  func membership() throws {
    let parsed = try parse([])
    #expect(parsed.declares(Self.rate))
    #expect(!parsed.declares(Option<Bool>.flag("other", help: "o")))
    #expect(ParsedOptions().declares(Option<Bool>.flag("other", help: "o")))
  }
}
