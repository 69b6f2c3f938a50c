import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct CurveListTests {
  @Test("commas inside parentheses stay with their entry; spaces around entries are trimmed")
  func splitsAtTopLevelCommas() throws {
    let entries = try CurveList.split(
      " easeOutElastic, cubic-bezier(0.68,-0.6,0.32,1.6) ,spring(duration=1,damping=0.5)",
      option: "--curves")
    #expect(
      entries == [
        "easeOutElastic", "cubic-bezier(0.68,-0.6,0.32,1.6)", "spring(duration=1,damping=0.5)",
      ])
    #expect(try CurveList.split("linear", option: "--curves") == ["linear"])
    // Unbalanced parentheses are kept for the easing parser to report.
    #expect(try CurveList.split("steps(4,end,linear", option: "--curves") == ["steps(4,end,linear"])
  }

  @Test("an empty list and an empty entry are refused with the option named")
  func rejectsEmptyEntries() {
    #expect(throws: CLIError.self) { try CurveList.split(" ,", option: "--curves") }
    do {
      _ = try CurveList.split("linear,", option: "--curves")
      Issue.record("a trailing comma is an empty entry")
    } catch {
      #expect(error.message == "--curves: entry 2 of 2 is empty")
    }
  }
}
