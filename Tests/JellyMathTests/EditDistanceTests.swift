import Testing

@testable import JellyMath

@Suite struct EditDistanceTests {
  @Test(
    "distances computed by hand",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("fps", "fps", 0), ("fsp", "fps", 1),
      ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("ca", "abc", 3), ("damping", "dumping", 1),
      ("--velocty", "--velocity", 1), ("abcdef", "badcfe", 3),
    ])
  func knownDistances(a: String, b: String, expected: Int) {
    #expect(EditDistance.distance(a, b) == expected)
    #expect(EditDistance.distance(b, a) == expected)
  }

  @Test("suggestions: close typos and unique prefixes only")
  func suggestions() {
    let options = ["--fps", "--from", "--to", "--until", "--damping", "--damping-coefficient"]
    #expect(EditDistance.suggestion(for: "--fsp", among: options) == "--fps")
    #expect(EditDistance.suggestion(for: "--untill", among: options) == "--until")
    #expect(EditDistance.suggestion(for: "--dampin", among: options) == "--damping")
    #expect(EditDistance.suggestion(for: "--damping-co", among: options) == "--damping-coefficient")
    #expect(EditDistance.suggestion(for: "--stiffness", among: options) == nil)
    #expect(EditDistance.suggestion(for: "", among: options) == nil)
  }
}
