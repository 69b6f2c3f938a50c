import Foundation
import JellyEasing
import JellyFigures
import JellyTestSupport
import Testing

@testable import JellyPages

/// A curve whose name tries to close the page's elements: `value` is `linear`'s plus 0.02·u(1 − u)
/// (0.005 at u = 0.5), a difference the overlay hides.
private struct HostileCurve: EasingCurve {
  var name: String { "</script><script>alert(1)</script><b>\"'&" }
  func value(at progress: Double) -> Double { progress + 0.02 * progress * (1 - progress) }
  func derivative(at progress: Double) -> Double { 1 + 0.02 * (1 - 2 * progress) }
}

@Suite struct CurvesPageTests {
  @Test("the page holds every CSV's text, the figure's colours and ranges; hostile text stays text")
  func page() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let title = "</title><script>alert(2)</script> \"'&<>"
    let curves: [any EasingCurve] = [
      try EasingParser.parse("linear"), HostileCurve(), try EasingParser.parse("easeOutBack"),
    ]
    let figure = CurvesFigure(curves: curves, samples: 51, title: title)
    let page = FigureFolder(path: folder.path("out"), format: .html, width: 1200, height: 600)
    let outcome = try page.write(
      CurvesPageFigure(figure), command: ["jellylab", "compare", "curves"], jellylabVersion: "0")
    #expect(
      outcome.files == [
        "curves-1.csv", "curves-2.csv", "curves-3.csv", "curves-differences.csv",
        "curves-minus-first.csv", "curves.html", "curves.json",
      ])
    let text = try folder.text("out/curves.html")
    // Every curve's CSV and the differences from the first, as written, in the payload.
    for name in ["curves-1.csv", "curves-2.csv", "curves-3.csv", "curves-minus-first.csv"] {
      #expect(text.contains(PageData.stringText(try folder.text("out/\(name)"))), "\(name)")
    }
    // The hostile curve's difference from linear is 0.02·u(1 − u): 0.005 at u = 0.5 (row 25).
    let minus = NumericCSV(try folder.text("out/curves-minus-first.csv"))
    #expect(abs(minus.rows[25][2] - 0.005) < 1e-15 && minus.rows[25][1] == 0)
    // No user text opens an element or closes the script: three scripts, the page's own.
    #expect(text.components(separatedBy: "<script").count - 1 == 3)
    #expect(!text.contains("<script>alert") && !text.contains("<b>") && !text.contains("</title><"))
    #expect(text.contains(PageData.stringText(HostileCurve().name)))
    #expect(text.contains("<h1>" + HTMLDocument.escape(title) + "</h1>") && !text.contains(title))
    #expect(HTMLDocument.escape(title).hasPrefix("&lt;/title&gt;&lt;script&gt;"))
    let data = try CurvesPage(
      figure: figure,
      texts: Dictionary(
        uniqueKeysWithValues: try [
          "curves-1.csv", "curves-2.csv", "curves-3.csv", "curves-minus-first.csv",
        ].map { ($0, try folder.text("out/\($0)")) }))
    #expect(data.curves.map(\.colorName) == ["curve-1", "curve-2", "curve-3"])
    // The page's colours are the gnuplot figure's, by way of the shared palette.
    for (offset, curve) in data.curves.enumerated() {
      #expect(
        FigurePalette.entries.first { $0.name == curve.colorName }?.color
          == CurvesFigure.palette[offset])
    }
    #expect(data.minusFirst?.columns == ["curve_1_minus_1", "curve_2_minus_1", "curve_3_minus_1"])
    let (low, high) = figure.differenceRange()
    #expect(data.differenceRange == (low, high))
    #expect(
      text.contains(
        "\"differenceRange\":[\(PageData.numberText(low)),\(PageData.numberText(high))]"))
    // easeOutBack − linear reaches −0.1 near the start; the range holds it and 0.005.
    #expect(low < -0.09 && high >= 0.005)
    #expect(text.contains("--c-curve-3: \(CurvesFigure.palette[2].hexText);"))
  }

  @Test("one curve: the overlay alone, no difference file or chart")
  func oneCurve() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let figure = CurvesFigure(curves: [try EasingParser.parse("easeOutBack")], samples: 11)
    let page = FigureFolder(path: folder.path("out"), format: .html, width: 1200, height: 600)
    let outcome = try page.write(
      CurvesPageFigure(figure), command: ["jellylab"], jellylabVersion: "0")
    #expect(outcome.files == ["curves-1.csv", "curves.html", "curves.json"])
    let text = try folder.text("out/curves.html")
    #expect(text.contains("\"minusFirst\":null"))
    #expect(text.contains(PageData.stringText(try folder.text("out/curves-1.csv"))))
  }
}
