import Testing

@testable import JellyText

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

  @Test("ignoring case: lowercased before comparing, and a swap is one edit")
  func ignoringCase() {
    #expect(EditDistance.distance("EaseIn", "easein", ignoringCase: true) == 0)
    #expect(EditDistance.distance("EaseIn", "easein") == 2)
    #expect(EditDistance.distance("ab", "ba", ignoringCase: true) == 1)
  }

  @Test("easing names: compared lowercased, at least 2 edits allowed, unique prefixes")
  func names() {
    let names = ["easeInQuad", "easeOutQuad", "linear", "easeInOutBack"]
    let suggest = { (input: String) in
      EditDistance.suggestion(for: input, among: names, ignoringCase: true, minimumAllowance: 2)
    }
    #expect(suggest("easeInQad") == "easeInQuad")
    #expect(suggest("EASEINQUAD") == "easeInQuad")
    #expect(suggest("lnear") == "linear")
    #expect(suggest("lniear") == "linear")  // a swap: one edit
    #expect(suggest("easeInOutB") == "easeInOutBack")  // the only name it starts
    #expect(suggest("bounce") == nil)
    #expect(EditDistance.suggestion(for: "lnr", among: names, minimumAllowance: 1) == nil)
    #expect(EditDistance.suggestion(for: "x", among: []) == nil)
  }
}
