import JellyTestSupport
import Testing

@testable import JellyIO

@Suite(.tags(.sanitizeMemory, .sanitizeThread)) struct ProgressBarTests {
  @Test("the bar's text: 30 cells wide, percent right-aligned, cells done of total")
  func line() {
    #expect(
      ProgressBar.line(done: 0, total: 200)
        == "[------------------------------]   0% 0/200 cells")
    #expect(
      ProgressBar.line(done: 100, total: 200)
        == "[###############---------------]  50% 100/200 cells")
    #expect(
      ProgressBar.line(done: 250, total: 200)
        == "[##############################] 100% 200/200 cells")
  }

  @Test("the unit names the work: rows, frames")
  func unit() {
    #expect(
      ProgressBar.line(done: 1, total: 4, unit: "rows")
        == "[#######-----------------------]  25% 1/4 rows")
    var written: [String] = []
    var bar = ProgressBar(total: 4, unit: "frames", start: 0) { written.append($0) }
    bar.update(done: 2, at: 1)
    #expect(written == ["\r" + ProgressBar.line(done: 2, total: 4, unit: "frames")])
    bar.finish()
    #expect(written.last == "\r" + String(repeating: " ", count: 48) + "\r")
  }

  @Test("silent before one second, redrawn in place after, cleared at the end")
  func updates() {
    var written: [String] = []
    var bar = ProgressBar(total: 10, start: 100) { written.append($0) }
    bar.update(done: 5, at: 100.5)
    #expect(written.isEmpty)
    bar.finish()
    #expect(written.isEmpty, "nothing to clear when nothing was drawn")
    bar.update(done: 6, at: 101)
    bar.update(done: 10, at: 101.1)
    #expect(
      written == [
        "\r" + ProgressBar.line(done: 6, total: 10),
        "\r" + ProgressBar.line(done: 10, total: 10),
      ])
    bar.finish()
    #expect(written.last?.hasPrefix("\r   ") == true)
    #expect(written.last?.hasSuffix("\r") == true)
  }
}
