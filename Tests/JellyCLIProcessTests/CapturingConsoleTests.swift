import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite(.tags(.sanitizeThread)) struct CapturingConsoleTests {
  @Test("output bytes and error lines are kept separately")
  func capture() throws {
    let console = CapturingConsole()
    try console.writeOutput("a,b\n")
    try console.writeOutput("1,2\n")
    console.writeError("warning: one\nerror: two\n")
    try console.flush()
    #expect(console.outputText == "a,b\n1,2\n")
    #expect(console.outputBytes.count == 8)
    #expect(console.errorLines == ["warning: one", "error: two"])
  }
}
