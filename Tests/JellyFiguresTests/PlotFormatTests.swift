import JellyOutput
import Testing

@testable import JellyFigures

@Suite struct PlotFormatTests {
  @Test("each format maps to its terminal and size")
  func terminals() {
    #expect(PlotFormat.png.terminal(width: 1200, height: 600) == .png(width: 1200, height: 600))
    #expect(PlotFormat.svg.terminal(width: 640, height: 320) == .svg(width: 640, height: 320))
    #expect(
      PlotFormat.pdf.terminal(width: 720, height: 360)
        == .pdf(widthInches: 10, heightInches: 5))
    #expect(
      PlotFormat.gif.terminal(width: 400, height: 200, gifDelay: 7)
        == .gifAnimation(width: 400, height: 200, delayCentiseconds: 7))
    #expect(PlotFormat.dumb.terminal(width: 1200, height: 600) == .dumb(columns: 120, rows: 30))
    #expect(PlotFormat.dumb.terminal(width: 16, height: 16) == .dumb(columns: 10, rows: 5))
    #expect(PlotFormat.none.terminal(width: 1200, height: 600) == nil)
  }
}
