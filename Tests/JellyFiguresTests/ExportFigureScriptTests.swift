import Foundation
import JellyGnuplot
import Testing

@testable import JellyFigures

@Suite struct ExportFigureScriptTests {
  private func script(
    _ figure: ExportFigure, terminal: GnuplotTerminal = .png(width: 1200, height: 600)
  )
    throws -> String
  {
    let data = try figure.data()
    return try ExportFigureScript(
      figure: figure, data: data, title: figure.pageTitle(nil, data: data)
    ).script(terminal: terminal, outputFileName: "export.png").text
  }

  @Test("two panels on one time axis: the curves over the error with its ±E lines")
  func panels() throws {
    let (export, figure) = try ExportFigureCases.uiKit()
    let text = try script(figure)
    #expect(text.components(separatedBy: "\nplot ").count == 3)
    #expect(text.components(separatedBy: "set xrange [0:1]").count == 3)
    #expect(text.contains("set ylabel 'value (fraction of the travel)' noenhanced"))
    #expect(text.contains("set ylabel 'error (fraction of the travel)' noenhanced"))
    #expect(text.contains("set xlabel 'time t = progress × duration (s)' noenhanced"))
    #expect(text.contains("set arrow from first 0, first 0.001 to first 1, first 0.001 nohead"))
    #expect(text.contains("set arrow from first 0, first -0.001 to first 1, first -0.001 nohead"))
    #expect(text.contains("set label '+E = 0.001'") && text.contains("set label '−E = −0.001'"))
    #expect(text.contains("title 'its \(export.css.stops.count) points'"))
    #expect(text.contains("'./export-points.csv' using 't_s':'error' with points"))
    #expect(text.contains("'./export-curve.csv' using 't_s':'error' with lines"))
    // Only the error panel labels the shared time axis.
    let hidden = try #require(text.range(of: "set format x ''"))
    let shown = try #require(text.range(of: "set format x '% h'"))
    let plots = text.ranges(of: "\nplot ")
    #expect(hidden.upperBound < plots[0].lowerBound && plots[0].upperBound < shown.lowerBound)
    #expect(shown.upperBound < plots[1].lowerBound)
  }

  @Test("a diff source names diff / scale and the scale in points on its axis")
  func diffLabels() throws {
    let (_, figure) = try ExportFigureCases.skype()
    let text = try script(figure)
    #expect(text.contains("set ylabel 'diff / scale (scale = 148.6 pt)' noenhanced"))
    #expect(text.contains("set ylabel 'error (diff / scale)' noenhanced"))
    #expect(text.contains("title 'exact diff / scale'"))
  }

  @Test("the error panel's range holds ±E and the largest error with room for the labels")
  func errorRange() throws {
    let (_, figure) = try ExportFigureCases.coarse()
    let data = try figure.data()
    let range = ExportFigureScript(figure: figure, data: data, title: "t").errorRange
    #expect(abs(range.low + 0.075) < 1e-15 && abs(range.high - 0.075) < 1e-15)
    #expect(data.maximumError <= 0.05 && data.maximumError > 0.04)
  }

  @Test("dumb: the curves panel alone, no multiplot")
  func dumb() throws {
    let (_, figure) = try ExportFigureCases.elastic()
    let text = try script(figure, terminal: .dumb(columns: 120, rows: 30))
    #expect(!text.contains("multiplot"))
    #expect(text.components(separatedBy: "\nplot ").count == 2)
  }
}
