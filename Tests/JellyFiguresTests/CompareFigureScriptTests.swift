import Foundation
import Testing

@testable import JellyFigures

@Suite struct CompareFigureScriptTests {
  static func builder() throws -> CompareFigureScript {
    CompareFigureScript(
      data: try CompareFigureCSVTests.skypeData(), fileName: "c-curves.csv", title: "T",
      easingName: "easeOutElastic", diffLabel: "skype diff")
  }

  @Test("two panels: curves on top (4 clauses), residuals below (3), keys with the figures")
  func twoPanels() throws {
    let builder = try Self.builder()
    let text = try builder.script(terminal: .png(width: 1200, height: 600), outputFileName: "c.png")
      .text
    #expect(text.components(separatedBy: "\nset multiplot").count == 2)
    #expect(text.components(separatedBy: "\nplot ").count == 3)
    for column in CompareFigureCSV.header.dropFirst() {
      #expect(text.contains("'\(column)'"), "\(column)")
    }
    let fit = builder.data.elastic
    #expect(
      text.contains(
        "a = \(FigureNumber.significant(fit.amplitude)), p = "
          + "\(FigureNumber.significant(fit.period))"))
    #expect(text.contains("n(u): skype diff, normalized"))
    #expect(text.contains("easeOutElastic(u) − 1"))
    #expect(text.contains("set xlabel 'u, normalized time"))
  }

  @Test("dumb: the curves panel alone, no multiplot")
  func dumbIsOnePanel() throws {
    let text = try Self.builder().script(
      terminal: .dumb(columns: 80, rows: 24), outputFileName: "c.txt"
    ).text
    #expect(!text.contains("multiplot"))
    #expect(text.components(separatedBy: "\nplot ").count == 2)
  }

  @Test("numbers in keys have 4 significant digits")
  func numberFormat() {
    #expect(FigureNumber.significant(1.42986652) == "1.43")
    #expect(FigureNumber.significant(0.00470170497) == "0.004702")
    #expect(FigureNumber.significant(10.6653571) == "10.67")
  }
}
