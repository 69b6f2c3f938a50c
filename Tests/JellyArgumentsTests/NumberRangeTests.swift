import Testing

@testable import JellyArguments

@Suite struct NumberRangeTests {
  @Test("membership at and around the ends; never NaN or infinity")
  func contains() {
    let bounce = NumberRange(lower: (-1, false), upper: (1, true))
    #expect(!bounce.contains(-1))
    #expect(bounce.contains(-1 + 1e-16 * 2))
    #expect(bounce.contains(1))
    #expect(!bounce.contains(1.000_000_000_000_000_2))
    #expect(!NumberRange.positive.contains(0))
    #expect(NumberRange.positive.contains(.leastNonzeroMagnitude))
    #expect(NumberRange.nonNegative.contains(0))
    #expect(NumberRange.nonNegative.contains(-0.0))
    #expect(!NumberRange.nonNegative.contains(-.leastNonzeroMagnitude))
    for range in [NumberRange.anyFinite, .positive, .nonNegative, bounce] {
      #expect(!range.contains(.nan))
      #expect(!range.contains(.infinity))
      #expect(!range.contains(-.infinity))
    }
    #expect(NumberRange.anyFinite.contains(-.greatestFiniteMagnitude))
  }

  @Test("descriptions name the range in words")
  func descriptions() {
    #expect(NumberRange.positive.description == "a finite number > 0")
    #expect(NumberRange.nonNegative.description == "a finite number >= 0")
    #expect(NumberRange.anyFinite.description == "a finite number")
    #expect(
      NumberRange(lower: (-1, false), upper: (1, true)).description
        == "a finite number in (-1, 1]")
    #expect(NumberRange(lower: nil, upper: (0.5, false)).description == "a finite number < 0.5")
  }
}

extension NumberRangeTests {
  @Test("decimal numbers only: hexadecimal forms that Double(_:) reads are refused")
  func decimalOnly() throws {
    #expect(NumberRange.decimal("16") == 16)
    #expect(NumberRange.decimal("-1.5e-3") == -0.0015)
    #expect(NumberRange.decimal("0x10") == nil)
    #expect(NumberRange.decimal("0X1p3") == nil)
    let spec = OptionSpec("duration", .number(.positive), help: "d")
    #expect(throws: CLIError.self) { try spec.parse("0x10") }
    let integer = OptionSpec("samples", .integer(minimum: 2, maximum: nil), help: "n")
    #expect(throws: CLIError.self) { try integer.parse("0x10") }
  }
}
