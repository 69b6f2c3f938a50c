import Testing

@testable import JellyEasing

@Suite struct EditDistanceTests {
  @Test("Levenshtein distances worked by hand")
  func distances() {
    #expect(EditDistance.distance("kitten", "sitting") == 3)
    #expect(EditDistance.distance("", "abc") == 3)
    #expect(EditDistance.distance("abc", "") == 3)
    #expect(EditDistance.distance("flaw", "lawn") == 2)
    #expect(EditDistance.distance("EaseIn", "easein") == 0)
    #expect(EditDistance.distance("ab", "ba") == 2)
  }

  @Test("suggestions only within max(2, length/3) edits")
  func suggestions() {
    let names = ["easeInQuad", "easeOutQuad", "linear"]
    #expect(EditDistance.suggestion(for: "easeInQad", among: names) == "easeInQuad")
    #expect(EditDistance.suggestion(for: "lnear", among: names) == "linear")
    #expect(EditDistance.suggestion(for: "bounce", among: names) == nil)
    #expect(EditDistance.suggestion(for: "x", among: []) == nil)
  }
}
