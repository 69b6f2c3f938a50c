import Foundation
import JellyFigures
import JellyFrameDiff
import JellySweep
import Testing

@testable import JellyPages

@Suite struct SweepPageTests {
  /// Writes the table of `figure` into a fresh folder and returns the page's text.
  static func page(_ figure: SweepFigure) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellylab-sweep-page-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let folder = FigureFolder(path: path, format: .html, width: 1200, height: 600)
    var figure = figure
    figure.table = try figure.writeTable(in: folder) { _ in }
    let outcome = try folder.write(
      SweepPageFigure(figure), command: ["jellylab", "sweep"], jellylabVersion: "0")
    #expect(outcome.files == [figure.tableName, "\(figure.name).html", "\(figure.name).json"])
    let csv = try String(contentsOfFile: path + "/" + figure.tableName, encoding: .utf8)
    let text = try String(contentsOfFile: path + "/\(figure.name).html", encoding: .utf8)
    // The page holds the CSV's text, byte for byte, as one JSON string.
    #expect(text.contains(PageData.stringText(csv)))
    return text
  }

  static func sweep(_ preset: FrameDiffPreset, damping: SweepAxis, velocity: SweepAxis) throws
    -> PresetSweep
  {
    try PresetSweep(
      preset: preset, rows: PresetSweepAxis(.dampingRatio, damping),
      columns: PresetSweepAxis(.velocity, velocity))
  }

  @Test("the documented sweep, 2821 cells and the largest page stay under 1 MB")
  func size() throws {
    let documented = try Self.sweep(
      .skype, damping: try SweepAxis(start: 0.2, stop: 1, step: 0.02),
      velocity: try SweepAxis(start: 0, stop: 3, step: 0.1))
    let bytes = try Self.page(SweepFigure(sweep: documented, metric: .largestBulge, title: nil))
      .utf8.count
    #expect(bytes > 100_000 && bytes < 300_000)
    let jelly = try Self.sweep(
      .jelly, damping: try SweepAxis(start: 0.1, stop: 1, step: 0.01),
      velocity: try SweepAxis(start: 0, stop: 3, step: 0.1))
    #expect(jelly.cellCount == 2_821)
    #expect(
      try Self.page(SweepFigure(sweep: jelly, metric: .overshoot, title: nil)).utf8.count
        < 1_000_000)
    let largest = try Self.sweep(
      .skype, damping: try SweepAxis(start: 0.05, stop: 1, step: 0.01),
      velocity: try SweepAxis(start: 0, stop: 3.9, step: 0.1))
    #expect(largest.cellCount == 96 * 40 && largest.cellCount <= SweepPageData.maximumCells)
    let bytesOfLargest = try Self.page(
      SweepFigure(sweep: largest, metric: .overshoot, title: nil)
    ).utf8.count
    #expect(bytesOfLargest < 1_000_000)
  }

  @Test("a hostile title stays text: escaped in the markup, JSON-escaped in the data")
  func hostileTitle() throws {
    let sweep = try Self.sweep(
      .skype, damping: try SweepAxis(start: 0.5, stop: 0.6, step: 0.1),
      velocity: try SweepAxis(start: 0, stop: 1, step: 1))
    let title = "</script><script>alert(1)</script> \"'&<>"
    let text = try Self.page(SweepFigure(sweep: sweep, metric: .overshoot, title: title))
    #expect(!text.contains("<script>alert"))
    #expect(!text.contains("\"'&<>"))
    #expect(
      text.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;&#39;&amp;&lt;&gt;")
    )
    // The data element and the three scripts (core, model, the page's) are its only scripts.
    #expect(text.components(separatedBy: "<script").count - 1 == 4)
  }
}
