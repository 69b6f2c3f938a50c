import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

/// Command lines that once hung or misreported, each kept as a regression test (the same argv
/// files are in Fuzz/corpus/arguments, so the fuzzer starts from them too).
@Suite struct FuzzRegressionTests {
  @Test(
    "extreme springs convert without hanging and without NaN",
    arguments: [
      ["convert", "--mass", "1", "--stiffness", "1e-300", "--damping-coefficient", "1e-300"],
      ["convert", "--mass", "1", "--stiffness", "1e300", "--damping-coefficient", "1e-300"],
      [
        "convert", "--mass", "1", "--stiffness", "1e-300", "--damping-coefficient", "1e-300",
        "--format", "json",
      ],
    ])
  func extremeSpringsConvert(arguments: [String]) {
    let result = runCLI(arguments)
    #expect(result.status == 0, "\(result.errorLines)")
    #expect(!result.output.lowercased().contains("nan"), "\(result.output)")
  }

  @Test(
    "huge --until values sample finite numbers (the spring motion once gave NaN there)",
    arguments: [
      ["spring", "--response", "1", "--damping", "0", "--until", "1e300", "--samples", "3"],
      [
        "spring", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "20", "--velocity",
        "1e10", "--until", "1e308", "--samples", "3",
      ],
    ])
  func hugeTimesAreFinite(arguments: [String]) {
    let result = runCLI(arguments)
    #expect(result.status == 0, "\(result.errorLines)")
    let csv = NumericCSV(result.output)
    #expect(csv.rows.count == 3)
    #expect(csv.rows.allSatisfy { $0.allSatisfy(\.isFinite) }, "\(result.output)")
  }

  @Test("an infinite damping/mass ratio is reported as that, not as stiffness/mass")
  func dampingOverMass() {
    let result = runCLI([
      "convert", "--mass", "1e-300", "--stiffness", "1e-300", "--damping-coefficient", "1e300",
    ])
    #expect(result.status == 2)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains("damping/mass") == true, "\(result.errorLines)")
  }
}
