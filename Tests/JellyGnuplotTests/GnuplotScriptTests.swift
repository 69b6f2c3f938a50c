import Foundation
import JellyTestSupport
import Testing

@testable import JellyGnuplot

@Suite struct GnuplotScriptTests {
  /// The small figure pinned by the golden text below.
  static func diffFigure() throws -> GnuplotScript {
    var script = try GnuplotScript(
      terminal: .png(width: 800, height: 400), outputFileName: "diff.png")
    script.readCommaSeparatedValuesWithHeaders()
    try script.setTitle("jelly diff, ζ = 0.5")
    try script.setXLabel("time [s]")
    try script.setYLabel("diff [pt]")
    script.setGrid(true)
    try script.defineLineStyle(GnuplotLineStyle(index: 1, color: .jellyBlue, lineWidth: 2))
    try script.addLabel("first peak", x: 0.12, y: 3.5)
    try script.addArrow(fromX: 0.2, fromY: 3.5, toX: 0.125, toY: 3.1)
    try script.plot([
      GnuplotPlotClause(
        fileName: "diff.csv", xColumn: "time", yColumn: "diff", lineStyle: 1, title: "diff"),
      GnuplotPlotClause(
        fileName: "diff.csv", xColumn: "time", yColumn: "diff",
        style: .filledToBaseline(baseline: 0, opacity: 0.2), color: .jellyBlue),
    ])
    return script
  }

  @Test func goldenTextOfASmallFigure() throws {
    let expected = """
      # jellylab figure; run from this folder: gnuplot <this file>
      set terminal pngcairo size 800,400 font 'Sans,10' noenhanced
      set output './diff.png'
      set datafile separator comma
      set datafile columnheaders
      set title 'jelly diff, ζ = 0.5' noenhanced
      set xlabel 'time [s]' noenhanced
      set ylabel 'diff [pt]' noenhanced
      set grid
      set style line 1 lc rgb '#3366cc' lw 2
      set label 'first peak' at first 0.12, first 3.5 noenhanced
      set arrow from first 0.2, first 3.5 to first 0.125, first 3.1 head lc rgb '#1a3366' lw 1
      plot './diff.csv' using 'time':'diff' with lines ls 1 title 'diff' noenhanced, \\
           './diff.csv' using 'time':'diff' with filledcurves y=0 fs solid 0.2 lc rgb '#3366cc' notitle

      """
    #expect(try Self.diffFigure().text == expected)
  }

  @Test("the output name can be swapped without touching the rest")
  func swappableOutput() throws {
    let script = try Self.diffFigure()
    let original = script.text.split(separator: "\n", omittingEmptySubsequences: false)
    let swapped = try script.text(outputFileName: ".diff.png.tmp-1")
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(original.count == swapped.count)
    let differing = zip(original, swapped).filter { $0 != $1 }.map { $0.1 }
    #expect(differing == ["set output './.diff.png.tmp-1'"])
    #expect(throws: GnuplotScriptError.self) { try script.text(outputFileName: "/tmp/x.png") == "" }
  }

  @Test func multiplotPanelsAndRanges() throws {
    var script = try GnuplotScript(
      terminal: .svg(width: 600, height: 300), outputFileName: "multi.svg")
    try script.beginMultiplot(title: "jelly")
    try script.setPanel(originX: 0.5, originY: 0, width: 0.25, height: 0.475)
    try script.setXRange(-0.1, 1.1)
    try script.setYRange(-1e-5, 2)
    script.setEqualAxisScales()
    script.setKey(false)
    script.clearLabelsAndTitle()
    script.clearAnnotations()
    script.endMultiplot()
    #expect(
      script.commands == [
        "set multiplot title 'jelly' noenhanced", "set origin 0.5,0", "set size 0.25,0.475",
        "set xrange [-0.1:1.1]", "set yrange [-1e-05:2]", "set size ratio -1", "unset key",
        "unset xlabel", "unset ylabel", "unset title", "unset label", "unset arrow",
        "unset multiplot",
      ])
  }

  @Test("y pointing down, tic steps, margins and free scales write the expected commands")
  func axisDirectionTicsAndMargins() throws {
    var script = try GnuplotScript(terminal: .svg(width: 600, height: 300), outputFileName: "a.svg")
    try script.setYRangePointingDown(-6, 106)
    try script.setTickSteps(x: 50, y: 0.25)
    try script.setTickSteps(x: nil, y: nil)
    try script.setMargins(left: 7, right: 1, bottom: 3, top: 2.5)
    try script.setMargins(left: nil, right: nil, bottom: nil, top: nil)
    script.setFreeAxisScales()
    #expect(
      script.commands == [
        "set yrange [106:-6]", "set xtics 50", "set ytics 0.25", "set xtics autofreq",
        "set ytics autofreq", "set lmargin 7", "set rmargin 1", "set bmargin 3",
        "set tmargin 2.5", "set lmargin", "set rmargin", "set bmargin", "set tmargin",
        "set size noratio",
      ])
    #expect(throws: GnuplotScriptError.self) { try script.setYRangePointingDown(2, 2) }
    #expect(throws: GnuplotScriptError.self) { try script.setTickSteps(x: 0, y: 1) }
    #expect(throws: GnuplotScriptError.self) { try script.setTickSteps(x: 1, y: .nan) }
    #expect(throws: GnuplotScriptError.self) {
      try script.setMargins(left: 101, right: nil, bottom: nil, top: nil)
    }
    #expect(script.commands.count == 14, "a rejected call must not leave a partial command")
  }

  /// gnuplot 5.4 ignores `reverse` on an explicit range, so the direction must come from the
  /// order of the bounds: a point at y = 0 is drawn above (earlier text row than) y = 10.
  @Test("x tic labels can be hidden and shown again")
  func xTickLabels() throws {
    var script = try GnuplotScript(terminal: .svg(width: 600, height: 300), outputFileName: "a.svg")
    script.setXTickLabels(false)
    script.setXTickLabels(true)
    #expect(script.commands == ["set format x ''", "set format x '% h'"])
  }

  @Test(.enabled(if: installedGnuplot != nil))
  func yPointingDownDrawsSmallYAtTheTop() throws {
    let folder = try TemporaryFolder()
    try folder.write("x,y\n5,0\n5,10\n", to: "p.csv")
    var script = try GnuplotScript(terminal: .dumb(columns: 40, rows: 20), outputFileName: "p.txt")
    script.readCommaSeparatedValuesWithHeaders()
    try script.setXRange(0, 10)
    try script.setYRangePointingDown(-1, 11)
    script.setKey(false)
    try script.plot([GnuplotPlotClause(fileName: "p.csv", xColumn: "x", yColumn: "y")])
    let renderer = try #require(installedGnuplot)
    try renderer.render(script, scriptFileName: "p.gp", in: folder.url)
    let text = try String(
      contentsOf: folder.url.appendingPathComponent("p.txt"), encoding: .utf8)
    let rows = text.split(separator: "\n").map(String.init)
    let zeroRow = try #require(
      rows.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("0 ") })
    let tenRow = try #require(
      rows.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("10 ") })
    #expect(zeroRow < tenRow)
  }

  @Test("panel fractions a rounding away from 0 or 1 are taken as 0 or 1; further out refused")
  func panelFractionsSnapAtTheEdges() throws {
    var script = try GnuplotScript(terminal: .dumb(columns: 60, rows: 20), outputFileName: "a.txt")
    // 1 − (1/3 + 1/3 + 1/3) style sums: −1.1e-16 came from a 6-panel layout on a square page.
    try script.setPanel(
      originX: -1.1102230246251565e-16, originY: -1e-9, width: 1 + 2.2e-16, height: 0.5)
    #expect(script.commands.suffix(2) == ["set origin 0,0", "set size 1,0.5"])
    #expect(throws: GnuplotScriptError.self) {
      try script.setPanel(originX: 0, originY: -2e-9, width: 0.5, height: 0.5)
    }
    #expect(throws: GnuplotScriptError.self) {
      try script.setPanel(originX: 0, originY: 0, width: 1 + 2e-9, height: 0.5)
    }
  }

  @Test func invalidValuesAreRejectedWithTheirParameter() throws {
    var script = try GnuplotScript(terminal: .dumb(columns: 60, rows: 20), outputFileName: "a.txt")
    #expect(
      throws: GnuplotScriptError(
        parameter: "x range", value: "1.0...1.0", allowed: "finite bounds, lower < upper")
    ) {
      try script.setXRange(1, 1)
    }
    #expect(throws: GnuplotScriptError.self) { try script.setYRange(.nan, 1) }
    #expect(throws: GnuplotScriptError.self) {
      try script.setPanel(originX: 1.5, originY: 0, width: 0.5, height: 0.5)
    }
    #expect(throws: GnuplotScriptError.self) { try script.addLabel("x", x: .infinity, y: 0) }
    #expect(
      throws: GnuplotScriptError(
        parameter: "plot clauses", value: "[]", allowed: "at least one clause")
    ) { try script.plot([]) }
    #expect(throws: GnuplotScriptError.self) {
      _ = try GnuplotScript(terminal: .png(width: 0, height: 10), outputFileName: "a.png")
    }
    #expect(throws: GnuplotScriptError.self) {
      _ = try GnuplotScript(terminal: .png(width: 100, height: 100), outputFileName: "/tmp/a.png")
    }
    #expect(script.commands.isEmpty, "a rejected call must not leave a partial command")
  }

  @Test("every text entry point rejects line breaks, CR and NUL")
  func lineBreaksAreRejectedEverywhere() throws {
    for bad in ["a\nsystem('touch PWNED')", "a\rb", "a\u{0}b"] {
      var script = try GnuplotScript(
        terminal: .png(width: 100, height: 100), outputFileName: "a.png")
      #expect(throws: GnuplotScriptError.self) { try script.setTitle(bad) }
      #expect(throws: GnuplotScriptError.self) { try script.setXLabel(bad) }
      #expect(throws: GnuplotScriptError.self) { try script.setYLabel(bad) }
      #expect(throws: GnuplotScriptError.self) { try script.addLabel(bad, x: 0, y: 0) }
      #expect(throws: GnuplotScriptError.self) { try script.beginMultiplot(title: bad) }
      for clause in [
        GnuplotPlotClause(fileName: bad, xColumn: "t", yColumn: "x"),
        GnuplotPlotClause(fileName: "d.csv", xColumn: bad, yColumn: "x"),
        GnuplotPlotClause(fileName: "d.csv", xColumn: "t", yColumn: bad),
        GnuplotPlotClause(fileName: "d.csv", xColumn: "t", yColumn: "x", title: bad),
      ] {
        #expect(throws: GnuplotScriptError.self) { try script.plot([clause]) }
      }
      #expect(throws: GnuplotScriptError.self) {
        _ = try GnuplotScript(terminal: .png(width: 100, height: 100), outputFileName: bad)
      }
      #expect(script.commands.isEmpty)
    }
  }
}
