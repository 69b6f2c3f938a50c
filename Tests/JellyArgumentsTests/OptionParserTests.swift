import Testing

@testable import JellyArguments

@Suite struct OptionParserTests {
  static let fps = Option<Double?>.number("fps", .positive, valueName: "F", help: "frames")
  static let velocity = Option<Double?>.number("velocity", .anyFinite, valueName: "V", help: "v")
  static let samples = Option<Int?>.integer("samples", 2, valueName: "N", help: "n")
  enum Format: String, CaseIterable, Sendable { case table, json }
  static let format = Option<Format>.choice(
    "format", valueName: "F", help: "f", default: .table)
  static let out = Option<String?>.text("out", valueName: "FILE", help: "o")
  static let check = Option<Bool>.flag("check", help: "c")
  static let specs = [fps.spec, velocity.spec, samples.spec, format.spec, out.spec, check.spec]

  private func parse(_ arguments: [String]) throws(CLIError) -> ParsedOptions {
    try OptionParser.parse(arguments, specs: Self.specs, command: "jellylab test")
  }

  @Test("both value forms, negative values, integers in exponent form, flags")
  func accepted() throws {
    let parsed = try parse([
      "--fps", "30", "--velocity=-2.5", "--samples", "1e3", "--format=json", "--out", "-",
      "--check",
    ])
    #expect(parsed[Self.fps] == 30)
    #expect(parsed[Self.velocity] == -2.5)
    #expect(parsed[Self.samples] == 1000)
    #expect(parsed[Self.format] == .json)
    #expect(parsed[Self.out] == "-")
    #expect(parsed[Self.check])
    #expect(parsed.names == ["fps", "velocity", "samples", "format", "out", "check"])
    #expect(try parse([]).names.isEmpty)
  }

  @Test(
    "rejections name the option and the allowed values",
    arguments: [
      (["--fps", "nan"], "--fps must be a finite number > 0 (got 'nan')"),
      (["--fps=inf"], "--fps must be a finite number > 0 (got 'inf')"),
      (["--fps", "0"], "--fps must be a finite number > 0 (got '0')"),
      (["--fps", ""], "--fps must be a finite number > 0 (got '')"),
      (["--fps", "3 "], "--fps must be a finite number > 0 (got '3 ')"),
      (["--fps", "1\n2"], "--fps must be a finite number > 0 (got '1\\n2')"),
      (["--fps"], "--fps needs a value (a finite number > 0)"),
      (["--fps", "--velocity", "1"], "--fps needs a value (a finite number > 0)"),
      (["--velocity", "1e999"], "--velocity must be a finite number (got '1e999')"),
      (["--samples", "2.5"], "--samples must be an integer >= 2 (got '2.5')"),
      (["--samples", "1"], "--samples must be an integer >= 2 (got '1')"),
      (["--samples", "1e300"], "--samples must be an integer >= 2 (got '1e300')"),
      (["--format", "xml"], "--format must be one of table, json (got 'xml')"),
      (["--out="], "--out must be a non-empty text (got '')"),
      (["--check=yes"], "--check takes no value (got 'yes')"),
      (["--fps", "1", "--fps", "2"], "--fps is given more than once"),
      (["--fps", "1", "--fps=1"], "--fps is given more than once"),
      (["extra"], "unexpected argument 'extra' for 'jellylab test'"),
      (["--", "--fps"], "unexpected argument '--fps' for 'jellylab test'"),
      (["--fsp", "1"], "unknown option '--fsp' for 'jellylab test'; did you mean '--fps'?"),
      (["-fps", "1"], "unknown option '-fps' for 'jellylab test'; did you mean '--fps'?"),
      (["--zzz"], "unknown option '--zzz' for 'jellylab test'"),
    ])
  func rejected(arguments: [String], message: String) {
    let error = #expect(throws: CLIError.self) { try parse(arguments) }
    #expect(error?.message == message)
    #expect(error?.status == .usageError)
  }
}
