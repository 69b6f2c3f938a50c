import Testing

@testable import JellyGnuplot

@Suite struct GnuplotPlotClauseTests {
  @Test func everyStyleAndOption() throws {
    let base = GnuplotPlotClause(fileName: "shapes.csv", xColumn: "x", yColumn: "y")
    #expect(try base.text() == "'./shapes.csv' using 'x':'y' with lines notitle")
    var clause = base
    clause.blockIndex = 2
    clause.style = .filledClosed(opacity: 0.4)
    clause.color = .jellyBlue
    clause.lineWidth = 1.5
    clause.title = "t = 0.25 s"
    #expect(
      try clause.text()
        == "'./shapes.csv' index 2 using 'x':'y' with filledcurves closed fs solid 0.4"
        + " lc rgb '#3366cc' lw 1.5 title 't = 0.25 s' noenhanced")
    clause = base
    clause.style = .points
    clause.lineStyle = 4
    #expect(try clause.text() == "'./shapes.csv' using 'x':'y' with points ls 4 notitle")
    clause.style = .linesPoints
    #expect(try clause.text() == "'./shapes.csv' using 'x':'y' with linespoints ls 4 notitle")
    clause.emptyIsUndefined = true
    #expect(
      try clause.text()
        == "'./shapes.csv' using 'x':(strcol('y') eq '' ? NaN : column('y')) with linespoints"
        + " ls 4 notitle")
    clause.emptyIsUndefined = false
    clause.style = .filledToBaseline(baseline: -1.5, opacity: 1)
    #expect(
      try clause.text()
        == "'./shapes.csv' using 'x':'y' with filledcurves y=-1.5 fs solid 1 ls 4 notitle")
  }

  @Test func columnNamesAreQuotedLikeText() throws {
    let clause = GnuplotPlotClause(fileName: "d.csv", xColumn: "t's", yColumn: "`x`")
    #expect(try clause.text() == "'./d.csv' using 't''s':'`x`' with lines notitle")
  }

  @Test(
    arguments: [
      GnuplotPlotClause(fileName: "d.csv", blockIndex: -1, xColumn: "t", yColumn: "x"),
      GnuplotPlotClause(fileName: "d.csv", xColumn: "t", yColumn: "x", lineStyle: 0),
      GnuplotPlotClause(fileName: "d.csv", xColumn: "t", yColumn: "x", lineWidth: 51),
      GnuplotPlotClause(
        fileName: "d.csv", xColumn: "t", yColumn: "x", style: .filledClosed(opacity: 1.5)),
      GnuplotPlotClause(
        fileName: "d.csv", xColumn: "t", yColumn: "x",
        style: .filledToBaseline(baseline: .nan, opacity: 0.5)),
    ])
  func outOfRangeValuesAreRejected(clause: GnuplotPlotClause) {
    #expect(throws: GnuplotScriptError.self) { try clause.text() }
  }
}
