import JellyGnuplot
import Testing

@testable import JellyFigures

@Suite struct PlotFormatTests {
  @Test("each format maps to its terminal and size")
  func terminals() {
    #expect(PlotFormat.png.terminal(width: 1200, height: 600) == .png(width: 1200, height: 600))
    #expect(PlotFormat.svg.terminal(width: 640, height: 320) == .svg(width: 640, height: 320))
    // A page in pixels is as many points, its text, lines and points as on the PNG page.
    let font20 = GnuplotFont(face: "Sans", pointSize: 20)
    #expect(
      PlotFormat.pdf.terminal(width: 720, height: 360)
        == .pdf(widthInches: 10, heightInches: 5, font: font20, lineScale: 2, pointScale: 1))
    #expect(
      PlotFormat.gif.terminal(width: 400, height: 200, gifDelay: 7)
        == .gifAnimation(width: 400, height: 200, delayCentiseconds: 7))
    #expect(PlotFormat.dumb.terminal(width: 1200, height: 600) == .dumb(columns: 120, rows: 30))
    #expect(PlotFormat.dumb.terminal(width: 16, height: 16) == .dumb(columns: 10, rows: 5))
    #expect(PlotFormat.none.terminal(width: 1200, height: 600) == nil)
  }

  @Test("the default pdf is a page for a paper: 6.5 × 3.25 in, text at 8 pt, laid out as the PNG")
  func paperPage() throws {
    #expect(PlotFormat.paperLayout == (1170, 585))
    let folder = FigureFolder.paperPDF(path: "out")
    #expect(folder.width == 1170 && folder.height == 585 && folder.format == .pdf)
    #expect(
      folder.terminal
        == .pdf(
          widthInches: 6.5, heightInches: 3.25, font: GnuplotFont(face: "Sans", pointSize: 8),
          lineScale: 0.8, pointScale: 0.4))
    #expect(
      try folder.terminal.command()
        == "set terminal pdfcairo size 6.5in,3.25in font 'Sans,8' linewidth 0.8 pointscale 0.4"
        + " noenhanced")
    #expect(folder.pageParameters["pdf_width_in"] == .number(6.5))
    #expect(folder.pageParameters["pdf_font_pt"] == .number(8))
    // Every figure is laid out on pixels as wide as the PNG default's, less 2.5 %.
    #expect(abs(Double(folder.width) / 1200 - 0.975) < 1e-12)
    // A page in pixels: 72 per inch.
    let sized = FigureFolder(path: "out", format: .pdf, width: 1200, height: 600)
    #expect(
      sized.terminal
        == .pdf(
          widthInches: 1200.0 / 72, heightInches: 600.0 / 72,
          font: GnuplotFont(face: "Sans", pointSize: 20), lineScale: 2, pointScale: 1))
  }
}
