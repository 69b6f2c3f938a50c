import JellyEasing
import Testing

@Suite struct EasingListTests {
  @Test("commas inside parentheses stay with their entry; spaces around entries are trimmed")
  func splitsAtTopLevelCommas() throws {
    let entries = try EasingList.entries(
      of: " easeOutElastic, cubic-bezier(0.68,-0.6,0.32,1.6) ,spring(duration=1,damping=0.5)")
    #expect(
      entries == [
        "easeOutElastic", "cubic-bezier(0.68,-0.6,0.32,1.6)", "spring(duration=1,damping=0.5)",
      ])
    #expect(try EasingList.entries(of: "linear") == ["linear"])
    // Unbalanced parentheses are kept for the easing parser to report.
    #expect(try EasingList.entries(of: "steps(4,end,linear") == ["steps(4,end,linear"])
  }

  @Test("an empty list and an empty entry are refused, with the entry's position")
  func rejectsEmptyEntries() {
    #expect(throws: EasingList.Problem.empty) { try EasingList.entries(of: " ,") }
    #expect(throws: EasingList.Problem.emptyEntry(position: 2, count: 2)) {
      try EasingList.entries(of: "linear,")
    }
  }
}
