import Testing

@testable import JellyArguments

@Suite struct OptionSpecTests {
  @Test("integers: whole numbers in any notation, nothing fractional, huge or non-finite")
  func integers() throws {
    let spec = OptionSpec("samples", .integer(minimum: 2, maximum: nil), help: "n")
    #expect(try spec.parse("2") == .integer(2))
    #expect(try spec.parse("1e8") == .integer(100_000_000))
    #expect(try spec.parse("3.0") == .integer(3))
    for bad in ["1", "2.5", "1e19", "inf", "nan", "-3", "", "two"] {
      #expect(throws: CLIError.self) { try spec.parse(bad) }
    }
  }

  @Test("an integer with a maximum accepts its end and names the range when above it")
  func boundedIntegers() throws {
    let spec = OptionSpec("panels", .integer(minimum: 1, maximum: 24), help: "n")
    #expect(try spec.parse("24") == .integer(24))
    #expect(try spec.parse("1") == .integer(1))
    let error = #expect(throws: CLIError.self) { try spec.parse("25") }
    #expect(error?.message == "--panels must be an integer in [1, 24] (got '25')")
  }

  @Test("a parsed form keeps the text it accepts and describes the form when it refuses")
  func parsedForms() throws {
    let spec = OptionSpec(
      "screen",
      .parsed(
        allowed: "WxH, e.g. 390x844",
        accepts: { text in
          let sizes = text.split(separator: "x").compactMap { Double($0) }
          return sizes.count == 2 && sizes.allSatisfy { $0 > 0 }
        }),
      help: "s")
    #expect(try spec.parse("390x844") == .text("390x844"))
    let error = #expect(throws: CLIError.self) { try spec.parse("390x0") }
    #expect(error?.message == "--screen must be WxH, e.g. 390x844 (got '390x0')")
  }

  @Test("numbers accept every finite decimal spelling Double accepts, inside the range")
  func numbers() throws {
    let spec = OptionSpec("until", .number(.nonNegative), help: "t")
    #expect(try spec.parse("0") == .number(0))
    #expect(try spec.parse("1e-3") == .number(0.001))
    // Hexadecimal forms, which Double(_:) also reads, are refused: 0x10 is not 10.
    #expect(throws: CLIError.self) { try spec.parse("0x1p-2") }
    #expect(try spec.parse(".5") == .number(0.5))
    for bad in ["-1e-300", "1e309", "+inf", " 1", "1 ", "1_000"] {
      #expect(throws: CLIError.self) { try spec.parse(bad) }
    }
  }

  @Test("allowed descriptions and flag names")
  func descriptions() {
    #expect(
      OptionSpec("format", .choice(["a", "b"]), help: "").allowedDescription == "one of a, b")
    #expect(OptionSpec("out", .text, help: "").allowedDescription == "a non-empty text")
    #expect(
      OptionSpec("samples", .integer(minimum: 2, maximum: nil), help: "").allowedDescription
        == "an integer >= 2")
    #expect(
      OptionSpec("panels", .integer(minimum: 1, maximum: 24), help: "").allowedDescription
        == "an integer in [1, 24]")
    #expect(OptionSpec("damping-coefficient", .flag, help: "").flagName == "--damping-coefficient")
    #expect(!OptionSpec("x", .flag, help: "").takesValue)
  }
}
