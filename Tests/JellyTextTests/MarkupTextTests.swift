import Testing

@testable import JellyText

@Suite struct MarkupTextTests {
  @Test("the five special characters become references; XML's forbidden controls become ?")
  func escaped() {
    #expect(MarkupText.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
    #expect(MarkupText.escaped("x\u{0}y\u{1B}z\tq\nr\r") == "x?y?z\tq\nr\r")
    #expect(MarkupText.escaped("größe ≤ 2 🙂") == "größe ≤ 2 🙂")
  }
}
