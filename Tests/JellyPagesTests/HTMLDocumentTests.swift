import Testing

@testable import JellyPages

@Suite struct HTMLDocumentTests {
  @Test func escapesEveryMarkupCharacter() {
    #expect(HTMLDocument.escape(#"a<b>&"c'"#) == "a&lt;b&gt;&amp;&quot;c&#39;")
  }

  @Test func userTextHasNoExecutableCopy() {
    let hostile = "</script><script>alert(1)</script>\"'&<>"
    let page = HTMLDocument(
      title: hostile, style: PageStyle.css(), body: "<h1>\(HTMLDocument.escape(hostile))</h1>",
      data: .object([("title", .string(hostile))]), scripts: [PageScript.core]
    ).text
    #expect(!page.contains("<script>alert(1)"))
    #expect(!page.contains("alert(1)</script>"))
    // Only jellylab's own elements: the data element and one per script.
    #expect(page.components(separatedBy: "<script").count - 1 == 2)
    #expect(page.components(separatedBy: "</script>").count - 1 == 2)
    #expect(page.contains("Content-Security-Policy"))
  }

  @Test func styleCarriesTheFigureColours() {
    let css = PageStyle.css()
    #expect(css.contains("--c-motion: #3366cc;"))
    #expect(css.contains("--c-inversion: #cb181d;"))
    #expect(css.contains("--c-peaks: #e6550d;"))
  }
}
