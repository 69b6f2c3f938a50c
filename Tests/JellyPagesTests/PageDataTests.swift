import Testing

@testable import JellyPages

@Suite struct PageDataTests {
  @Test func numbersAreShortestRoundTripText() {
    #expect(PageData.numberText(1) == "1")
    #expect(PageData.numberText(0.1) == "0.1")
    #expect(PageData.numberText(-0.0) == "0")
    #expect(PageData.numberText(1e-5) == "1e-05")
    #expect(PageData.numberText(.nan) == "null")
    #expect(PageData.numberText(-.infinity) == "null")
    for value in [
      0.1 + 0.2, 1.0 / 3, -123.456e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ] {
      #expect(Double(PageData.numberText(value)) == value)
    }
  }

  @Test func stringsCannotCloseTheirScriptElement() {
    let text = PageData.string("</script><script>alert(1)</script>\"'&<>\u{2028}\u{2029}\n").json
    #expect(!text.contains("<"))
    #expect(!text.contains(">"))
    #expect(!text.contains("&"))
    #expect(!text.unicodeScalars.contains("\u{2028}"))
    #expect(!text.unicodeScalars.contains("\u{2029}"))
    #expect(
      text
        == #""\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e\"'\u0026\u003c\u003e\u2028\u2029\n""#
    )
  }

  @Test func objectsKeepTheirMemberOrder() {
    let data = PageData.object([
      ("b", .numbers([1, 0.5, -2])), ("a", .array([.bool(true), .null, .string("x")])),
    ])
    #expect(data.json == #"{"b":[1,0.5,-2],"a":[true,null,"x"]}"#)
  }
}
