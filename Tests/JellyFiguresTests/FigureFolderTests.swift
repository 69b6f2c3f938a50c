import Foundation
import JellyGnuplot
import JellyTestSupport
import Synchronization
import Testing

@testable import JellyFigures

@Suite struct FigureFolderTests {
  @Test("the image name follows the terminal; display paths keep the folder as given")
  func names() {
    let png = FigureFolder(path: "out", format: .png, width: 1200, height: 600)
    #expect(png.imageName("jelly") == "jelly.png" && png.terminal == .png(width: 1200, height: 600))
    #expect(
      FigureFolder(path: "o", format: .dumb, width: 800, height: 400).imageName("x") == "x.txt")
    #expect(
      FigureFolder(path: "o", format: .none, width: 800, height: 400).imageName("x") == "x.png")
    #expect(png.displayPath("a.csv") == "out/a.csv")
    #expect(
      FigureFolder(path: "out/", format: .png, width: 320, height: 160).displayPath("a") == "out/a")
  }

  @Test("makeFolder creates missing parents and refuses a file, naming its path")
  func makeFolder() throws {
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    let nested = FigureFolder(path: folder.path("a/b"), format: .png, width: 320, height: 160)
    #expect(try nested.makeFolder().path == folder.path("a/b"))
    try Data("x".utf8).write(to: folder.url.appendingPathComponent("file"))
    let file = FigureFolder(path: folder.path("file"), format: .png, width: 320, height: 160)
    #expect(throws: FigureError.folderIsFile(path: folder.path("file"))) { try file.makeFolder() }
    #expect(try folder.text("file") == "x")
  }

  @Test("without gnuplot: script and manifest written, gnuplotNotFound returned, no image")
  func withoutGnuplot() throws {
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    let figure = FigureFolder(
      path: folder.url.path, format: .png, width: 320, height: 160,
      gnuplotSearchPath: folder.path("none"))
    var script = try GnuplotScript(terminal: figure.terminal, outputFileName: "f.png")
    try script.setTitle("t")
    let outcome = try figure.write(
      ScriptFigure(name: "f", script: script), command: ["jellylab"], jellylabVersion: "0")
    #expect(outcome.files == ["f.gp", "f.json"] && !outcome.rendered && outcome.chart == nil)
    #expect(outcome.renderError == .gnuplotNotFound(searchPath: folder.path("none")))
    #expect(folder.listing() == ["f.gp", "f.json"])
    #expect(try folder.text("f.gp") == script.text)
  }

  @Test("format none: the script is written and gnuplot is not looked for")
  func formatNone() throws {
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    let figure = FigureFolder(
      path: folder.url.path, format: .none, width: 320, height: 160, gnuplotSearchPath: "")
    let script = try GnuplotScript(terminal: figure.terminal, outputFileName: "f.png")
    let outcome = try figure.write(
      ScriptFigure(name: "f", script: script, dataFiles: ["f.csv"]), command: ["jellylab"],
      jellylabVersion: "0")
    #expect(outcome.files == ["f.csv", "f.gp", "f.json"] && outcome.renderError == nil)
  }

  @Test("writeCSV into a missing folder fails with cannotWrite naming the file")
  func writeFailure() throws {
    let missing = URL(fileURLWithPath: "/no/such/folder")
    do {
      try FigureFolder.writeCSV("x.csv", in: missing, header: ["a"], rows: 1) { _ in [1] }
      Issue.record("no error")
    } catch {
      guard case .cannotWrite(let detail) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(detail.contains("/no/such/folder/x.csv"), "\(detail)")
    }
  }

  @Test("outward rounds to 0.01 away from the data")
  func outward() {
    #expect(AxisRange.outward(1.231, .up) == 1.24)
    #expect(AxisRange.outward(-1.231, .down) == -1.24)
    #expect(AxisRange.outward(2.5, .up) == 2.5)
    #expect(AxisRange.outward(-1.231, 1.231) == (-1.24, 1.24))
  }

  @Test("renderActivity: told the image's name as gnuplot starts, its end called once after")
  func renderActivity() throws {
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    // A stand-in gnuplot that only creates the file its script's `set output` names.
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("bin"), withIntermediateDirectories: true)
    try writeExecutableScript(
      """
      #!/bin/sh
      out=$(sed -n "s/^set output '\\(.*\\)'$/\\1/p" "$1")
      : > "$out"

      """, to: folder.url.appendingPathComponent("bin/gnuplot"))
    let events = Mutex<[String]>([])
    var figure = FigureFolder(
      path: folder.url.path, format: .png, width: 320, height: 160,
      gnuplotSearchPath: folder.path("bin"))
    figure.renderActivity = { name in
      events.withLock { $0.append("start \(name)") }
      return { events.withLock { $0.append("end") } }
    }
    var script = try GnuplotScript(terminal: figure.terminal, outputFileName: "f.png")
    try script.setTitle("t")
    let outcome = try figure.write(
      ScriptFigure(name: "f", script: script), command: ["jellylab"], jellylabVersion: "0")
    #expect(outcome.rendered, "\(String(describing: outcome.renderError))")
    #expect(events.withLock { $0 } == ["start f.png", "end"])
  }
}

/// A figure that is only a script: it writes no data file and records no parameter of its own.
struct ScriptFigure: Figure {
  let name: String
  let script: GnuplotScript
  var dataFiles: [String] = []

  func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    try folder.makeFolder()
    return FigureDrawing(body: .script(script), dataFiles: dataFiles, parameters: [:])
  }
}
