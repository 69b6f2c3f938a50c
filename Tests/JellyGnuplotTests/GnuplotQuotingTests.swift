import Testing

@testable import JellyGnuplot

@Suite struct GnuplotQuotingTests {
  @Test(
    "text is single-quoted with quotes doubled and nothing else changed",
    arguments: [
      ("plain", "'plain'"),
      ("it's", "'it''s'"),
      ("ends with quote'", "'ends with quote'''"),
      ("a'b'c", "'a''b''c'"),
      ("x' ; system('touch PWNED') ; '", "'x'' ; system(''touch PWNED'') ; '''"),
      ("`touch PWNED`", "'`touch PWNED`'"),
      ("system(\"touch PWNED\")", "'system(\"touch PWNED\")'"),
      ("@macro _x^2 {y} \\", "'@macro _x^2 {y} \\'"),
      ("tab\there", "'tab\there'"),
      ("", "''"),
    ])
  func quoting(text: String, quoted: String) throws {
    #expect(try GnuplotQuoting.quoted(text, parameter: "title") == quoted)
  }

  @Test(
    "line breaks, NUL and other control characters are rejected",
    arguments: ["a\nb", "a\rb", "a\r\nb", "a\u{0}b", "\u{1B}[31m", "a\u{7F}", "a\u{2028}b"])
  func controlCharacters(text: String) {
    #expect(
      throws: GnuplotScriptError(
        parameter: "title", value: text,
        allowed: "text without line breaks, NUL or other control characters")
    ) { try GnuplotQuoting.quoted(text, parameter: "title") }
  }

  @Test(
    "a leading quote or two adjacent quotes are rejected",
    arguments: ["'", "'quoted'", "a''b", "x'''"])
  func quoteRuns(text: String) {
    #expect(
      throws: GnuplotScriptError(
        parameter: "title", value: text,
        allowed: "text that neither starts with ' nor holds two adjacent ' characters")
    ) { try GnuplotQuoting.quoted(text, parameter: "title") }
  }

  @Test func overlongTextIsRejected() {
    let long = String(repeating: "a", count: GnuplotQuoting.maximumTextLength + 1)
    #expect(throws: GnuplotScriptError.self) { try GnuplotQuoting.quoted(long, parameter: "t") }
  }

  @Test(
    "file names get ./ so they never start with < or |",
    arguments: [
      ("diff.csv", "'./diff.csv'"),
      ("./diff.csv", "'./diff.csv'"),
      ("out/diff.csv", "'./out/diff.csv'"),
      ("<touch PWNED", "'./<touch PWNED'"),
      ("|touch PWNED", "'./|touch PWNED'"),
      ("it's.csv", "'./it''s.csv'"),
    ])
  func fileNames(name: String, quoted: String) throws {
    #expect(try GnuplotQuoting.quotedFileName(name, parameter: "file") == quoted)
  }

  @Test(
    "absolute, empty and folder names are rejected",
    arguments: ["", "./", "/etc/passwd", "~/x.csv", "out/", ".", "..", "a\nb.csv"])
  func badFileNames(name: String) {
    #expect(throws: GnuplotScriptError.self) {
      try GnuplotQuoting.quotedFileName(name, parameter: "file")
    }
  }

  @Test(
    "numbers print in a form that reads back exactly",
    arguments: [
      (0.5, "0.5"), (3, "3"), (-0.0, "0"), (1e-5, "1e-05"), (-1_234_567, "-1234567"),
      (1e20, "1e+20"), (0.1 + 0.2, "0.30000000000000004"),
    ])
  func numbers(value: Double, text: String) throws {
    let printed = try GnuplotQuoting.number(value, parameter: "x")
    #expect(printed == text)
    #expect(Double(printed) == value)
  }

  @Test func nonFiniteNumbersAreRejected() {
    for value in [Double.nan, .infinity, -.infinity] {
      #expect(throws: GnuplotScriptError.self) { try GnuplotQuoting.number(value, parameter: "x") }
    }
  }
}
