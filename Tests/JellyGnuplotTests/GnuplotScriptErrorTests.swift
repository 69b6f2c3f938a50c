import Testing

@testable import JellyGnuplot

@Suite struct GnuplotScriptErrorTests {
  @Test func descriptionNamesParameterRangeAndEscapedValue() {
    let error = GnuplotScriptError(
      parameter: "title", value: "a\nb", allowed: "text without line breaks")
    #expect(error.description == "title must be text without line breaks (got \"a\\nb\")")
  }
}
