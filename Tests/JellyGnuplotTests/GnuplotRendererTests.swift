import Foundation
import JellyTestSupport
import Testing

@testable import JellyGnuplot

/// Tests that run the real gnuplot 5.4; skipped when gnuplot is not installed.
@Suite(
  .enabled(if: installedGnuplot != nil, "needs gnuplot on PATH"),
  .tags(.sanitizeMemory, .sanitizeThread))
struct GnuplotRendererTests {
  private func gnuplot() throws -> GnuplotRenderer { try #require(installedGnuplot) }

  /// `time,diff` samples of a damped cosine, 0...1 s in steps of 0.02 s.
  private func writeDiffCSV(in folder: TemporaryFolder, name: String = "diff.csv") throws {
    var text = "time,diff\n"
    for step in 0...50 {
      let time = Double(step) / 50
      text += "\(time),\(4 * exp(-3 * time) * cos(20 * time))\n"
    }
    try folder.write(text, to: name)
  }

  private func bytes(_ folder: TemporaryFolder, _ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.url.appendingPathComponent(name)))
  }

  private func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  @Test("the golden figure renders to a PNG of the requested size, leaving no temporaries")
  func pngWithRequestedSize() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeDiffCSV(in: folder)
    let messages = try gnuplot().render(
      try GnuplotScriptTests.diffFigure(), scriptFileName: "diff.gp", in: folder.url)
    #expect(messages.isEmpty)
    #expect(folder.listing() == ["diff.csv", "diff.gp", "diff.png"])
    let png = try bytes(folder, "diff.png")
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
    #expect(bigEndian(png, at: 16) == 800)
    #expect(bigEndian(png, at: 20) == 400)
    // The saved script is standalone: it runs as `gnuplot diff.gp` and rewrites diff.png.
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("diff.png"))
    try gnuplot().run(scriptFileName: "diff.gp", in: folder.url)
    #expect(bigEndian(try bytes(folder, "diff.png"), at: 16) == 800)
  }

  @Test func svgPdfAndDumbRender() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeDiffCSV(in: folder)
    let clause = GnuplotPlotClause(fileName: "diff.csv", xColumn: "time", yColumn: "diff")
    let terminals: [(GnuplotTerminal, String)] = [
      (.svg(width: 320, height: 200), "f.svg"),
      (.pdf(widthInches: 4, heightInches: 3), "f.pdf"),
      (.dumb(columns: 60, rows: 20), "f.txt"),
    ]
    for (terminal, name) in terminals {
      var script = try GnuplotScript(terminal: terminal, outputFileName: name)
      script.readCommaSeparatedValuesWithHeaders()
      try script.plot([clause])
      try gnuplot().render(script, scriptFileName: name + ".gp", in: folder.url)
    }
    let svg = String(decoding: try bytes(folder, "f.svg"), as: UTF8.self)
    #expect(svg.contains("<svg"))
    #expect(svg.contains("width=\"320\" height=\"200\""))
    #expect(Array(try bytes(folder, "f.pdf").prefix(5)) == Array("%PDF-".utf8))
    let lines = String(decoding: try bytes(folder, "f.txt"), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.replacing("\u{C}", with: "") }
    #expect(lines.count == 21, "20 rows and the final newline")
    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(lines.contains { $0.contains("*") || $0.contains("+") })
  }

  @Test("a multiplot of a time series and equal-axis panels renders without warnings")
  func multiplot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeDiffCSV(in: folder)
    try folder.write("x,y\n0,0\n1,0\n1,1\n0.5,1.4\n0,1\n", to: "shape.csv")
    var script = try GnuplotScript(
      terminal: .png(width: 600, height: 300), outputFileName: "multi.png")
    script.readCommaSeparatedValuesWithHeaders()
    try script.beginMultiplot(title: "jelly")
    try script.setPanel(originX: 0, originY: 0, width: 0.5, height: 0.95)
    try script.plot([GnuplotPlotClause(fileName: "diff.csv", xColumn: "time", yColumn: "diff")])
    for (index, color) in try GnuplotColor.ramp(from: .jellyBlue, to: .jellyOrange, count: 2)
      .enumerated()
    {
      try script.setPanel(
        originX: 0.5 + 0.25 * Double(index), originY: 0.25, width: 0.25, height: 0.5)
      try script.setXRange(-0.1, 1.1)
      try script.setYRange(-0.1, 1.5)
      script.setEqualAxisScales()
      try script.plot([
        GnuplotPlotClause(
          fileName: "shape.csv", xColumn: "x", yColumn: "y", style: .filledClosed(opacity: 0.4),
          color: color)
      ])
    }
    script.endMultiplot()
    try gnuplot().render(script, scriptFileName: "multi.gp", in: folder.url)
    #expect(bigEndian(try bytes(folder, "multi.png"), at: 16) == 600)
  }

  @Test("a gif animation's frame count on stderr is informational, not a failure")
  func gifFramesMessageIsNotAFailure() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeDiffCSV(in: folder)
    var script = try GnuplotScript(
      terminal: .gifAnimation(width: 120, height: 90, delayCentiseconds: 5),
      outputFileName: "anim.gif")
    script.readCommaSeparatedValuesWithHeaders()
    for _ in 0..<3 {
      try script.plot([GnuplotPlotClause(fileName: "diff.csv", xColumn: "time", yColumn: "diff")])
    }
    let messages = try gnuplot().render(script, scriptFileName: "anim.gp", in: folder.url)
    #expect(messages == ["3 frames in animation sequence"])
    let gif = try bytes(folder, "anim.gif")
    #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
    #expect(Int(gif[6]) | Int(gif[7]) << 8 == 120)
    #expect(Int(gif[8]) | Int(gif[9]) << 8 == 90)
  }

  @Test("page progress: one report per finished multiplot page, the saved script unmarked")
  func pageProgress() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeDiffCSV(in: folder)
    var script = try GnuplotScript(
      terminal: .gifAnimation(width: 120, height: 90, delayCentiseconds: 5),
      outputFileName: "pages.gif")
    script.readCommaSeparatedValuesWithHeaders()
    for _ in 0..<4 {
      try script.beginMultiplot()
      try script.setPanel(originX: 0, originY: 0, width: 1, height: 1)
      try script.plot([GnuplotPlotClause(fileName: "diff.csv", xColumn: "time", yColumn: "diff")])
      script.endMultiplot()
    }
    #expect(script.multiplotPageCount == 4)
    var reports: [Int] = []
    let messages = try gnuplot().render(script, scriptFileName: "pages.gp", in: folder.url) {
      reports.append($0)
    }
    #expect(reports == [1, 2, 3, 4])
    #expect(messages == ["4 frames in animation sequence"])
    let saved = try String(
      contentsOf: folder.url.appendingPathComponent("pages.gp"), encoding: .utf8)
    #expect(saved == script.text)
    #expect(!saved.contains(GnuplotScript.pageMarker))
  }

  @Test("a warning with exit status 0 fails the render and leaves the old figure alone")
  func warningIsAFailure() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Block 1 lacks its own header line, so gnuplot warns and still exits 0.
    try folder.write("x,y\n0,0\n1,1\n\n\n0,0\n1,2\n", to: "shapes.csv")
    try folder.write("old figure", to: "shapes.png")
    var script = try GnuplotScript(
      terminal: .png(width: 200, height: 200), outputFileName: "shapes.png")
    script.readCommaSeparatedValuesWithHeaders()
    try script.plot([
      GnuplotPlotClause(fileName: "shapes.csv", blockIndex: 0, xColumn: "x", yColumn: "y"),
      GnuplotPlotClause(fileName: "shapes.csv", blockIndex: 1, xColumn: "x", yColumn: "y"),
    ])
    #expect {
      try gnuplot().render(script, scriptFileName: "shapes.gp", in: folder.url)
    } throws: { error in
      guard case .warnings(let message) = error as? GnuplotRenderError else { return false }
      return message.contains("\"shapes.gp\" line 7: warning: no column with header \"x\"")
    }
    #expect(folder.listing() == ["shapes.csv", "shapes.gp", "shapes.png"])
    #expect(try bytes(folder, "shapes.png") == Array("old figure".utf8))
  }

  @Test("a gnuplot error (exit status 1) fails the render and leaves no output")
  func errorIsAFailure() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeDiffCSV(in: folder)
    var script = try GnuplotScript(
      terminal: .png(width: 200, height: 200), outputFileName: "bad.png")
    script.readCommaSeparatedValuesWithHeaders()
    try script.plot([GnuplotPlotClause(fileName: "diff.csv", xColumn: "time", yColumn: "nosuch")])
    #expect {
      try gnuplot().render(script, scriptFileName: "bad.gp", in: folder.url)
    } throws: { error in
      guard case .failed(let status, let message) = error as? GnuplotRenderError else {
        return false
      }
      return status == 1 && message.contains("nosuch")
    }
    #expect(folder.listing() == ["bad.gp", "diff.csv"])
  }

  @Test func missingGnuplotIsReportedWithTheInstallCommand() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(throws: GnuplotRenderError.gnuplotNotFound(searchPath: "/nonexistent-jellylab")) {
      try GnuplotRenderer.locate(searchPath: "/nonexistent-jellylab")
    }
    let error = GnuplotRenderError.gnuplotNotFound(searchPath: "/usr/local/bin")
    #expect(error.description.contains("apt-get install gnuplot-nox"))
    // A file named gnuplot that is not executable does not count; an executable one does.
    let stub = try folder.write("#!/bin/sh\n", to: "gnuplot")
    #expect(throws: GnuplotRenderError.self) {
      try GnuplotRenderer.locate(searchPath: "/nonexistent-jellylab:" + folder.url.path)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
    let found = try GnuplotRenderer.locate(searchPath: "/nonexistent-jellylab:" + folder.url.path)
    #expect(found.executable.path == stub.path)
  }

  @Test func onlyTheFrameCountLineIsInformational() {
    #expect(GnuplotRenderer.isInformational("60 frames in animation sequence"))
    #expect(!GnuplotRenderer.isInformational(" frames in animation sequence"))
    #expect(!GnuplotRenderer.isInformational("warning: 3 frames in animation sequence"))
    #expect(!GnuplotRenderer.isInformational("\"s.gp\" line 5: warning: no column with header"))
  }
}
