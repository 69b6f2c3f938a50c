import Testing

@testable import JellyArguments

@Suite struct CLIErrorTests {
  @Test("long and control-character values are quoted on one line")
  func quoting() {
    #expect(CLIError.quoted("a\u{2028}b\r") == "'a\\u{2028}b\\r'")
    let long = String(repeating: "x", count: 100)
    #expect(CLIError.quoted(long) == "'" + String(repeating: "x", count: 40) + "…'")
    #expect(CLIError("two\nlines").message == "two lines")
  }

  @Test("factory messages")
  func messages() {
    #expect(
      CLIError.invalidValue(option: "--fps", allowed: "a finite number > 0", got: "nan").message
        == "--fps must be a finite number > 0 (got 'nan')")
    #expect(
      CLIError.unknownOption("--fsp", command: "jellylab spring", suggestion: "--fps").message
        == "unknown option '--fsp' for 'jellylab spring'; did you mean '--fps'?")
    #expect(
      CLIError.missingValue(option: "--to", allowed: "a finite number").message
        == "--to needs a value (a finite number)")
    #expect(CLIError("x").status == .usageError && CLIError("x").showsUsage)
    #expect(CLIError("x", status: .checkFailed).status == .checkFailed)
  }
}
