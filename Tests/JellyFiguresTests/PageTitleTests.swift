import Testing

@testable import JellyFigures

@Suite struct PageTitleTests {
  @Test("page-title numbers: whole values without a decimal point, others round-trip")
  func titleNumbers() {
    #expect(FigureNumber.plain(60) == "60")
    #expect(FigureNumber.plain(-2) == "-2")
    #expect(FigureNumber.plain(0.85) == "0.85")
    #expect(FigureNumber.plain(1e15) == "1000000000000000.0")  // from 1e15 on: Double form
    #expect(FigureNumber.plain(.nan) == "nan")
  }

  @Test("a long title wraps at spaces within the page width")
  func wraps() {
    let limit = PageTitle.charactersPerLine(pageWidth: 320)
    let title = PageTitle(String(repeating: "word ", count: 40), pageWidth: 320)
    #expect(title.lines.count > 1 && title.lines.allSatisfy { $0.count <= limit })
  }
}
