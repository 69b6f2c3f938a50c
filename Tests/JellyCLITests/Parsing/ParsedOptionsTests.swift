import Testing

@testable import JellyCLI

@Suite struct ParsedOptionsTests {
  @Test("typed getters return the stored values and nil for absent options")
  func getters() throws {
    var parsed = ParsedOptions()
    try parsed.set("fps", .number(30))
    try parsed.set("samples", .integer(5))
    try parsed.set("out", .text("a.csv"))
    #expect(parsed.number("fps") == 30)
    #expect(parsed.integer("samples") == 5)
    #expect(parsed.text("out") == "a.csv")
    #expect(parsed.number("until") == nil)
    #expect(parsed.contains("out") && !parsed.contains("until"))
    #expect(parsed.names == ["fps", "samples", "out"])
  }

  @Test("setting an option twice is an error naming it")
  func repeated() throws {
    var parsed = ParsedOptions()
    try parsed.set("fps", .number(30))
    let error = #expect(throws: CLIError.self) { try parsed.set("fps", .number(60)) }
    #expect(error == CLIError.repeatedOption("--fps"))
    #expect(parsed.number("fps") == 30)
  }
}
