import Testing

@testable import JellyCLI

@Suite struct OptionSpecTests {
  @Test("integers: whole numbers in any notation, nothing fractional, huge or non-finite")
  func integers() throws {
    let spec = OptionSpec("samples", .integer(minimum: 2), help: "n")
    #expect(try spec.parse("2") == .integer(2))
    #expect(try spec.parse("1e8") == .integer(100_000_000))
    #expect(try spec.parse("3.0") == .integer(3))
    for bad in ["1", "2.5", "1e19", "inf", "nan", "-3", "", "two"] {
      #expect(throws: CLIError.self) { try spec.parse(bad) }
    }
  }

  @Test("numbers accept every finite spelling Double accepts, inside the range")
  func numbers() throws {
    let spec = OptionSpec("until", .number(.nonNegative), help: "t")
    #expect(try spec.parse("0") == .number(0))
    #expect(try spec.parse("1e-3") == .number(0.001))
    #expect(try spec.parse("0x1p-2") == .number(0.25))
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
      OptionSpec("samples", .integer(minimum: 2), help: "").allowedDescription
        == "an integer >= 2")
    #expect(OptionSpec("damping-coefficient", .flag, help: "").flagName == "--damping-coefficient")
    #expect(!OptionSpec("x", .flag, help: "").takesValue)
  }
}
