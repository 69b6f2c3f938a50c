import Foundation
import JellyFigures
import JellyGnuplot
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct FigureMessagesTests {
  static func options(_ arguments: [String]) throws -> ParsedOptions {
    try OptionParser.parse(
      arguments, specs: FigureOptions.stillSpecs, command: "jellylab test")
  }

  static func output(_ arguments: [String], gnuplotSearchPath: String? = nil) throws
    -> FigureFolder
  {
    try FigureOptions.output(try options(arguments), gnuplotSearchPath: gnuplotSearchPath)
  }

  @Test("defaults: folder out, PNG, 1200x600; the image name follows the terminal")
  func defaults() throws {
    let output = try Self.output([])
    #expect(output.path == "out" && output.format == .png)
    #expect(output.width == 1200 && output.height == 600)
    #expect(output.imageName("curves") == "curves.png")
    let svg = try Self.output(["--format", "svg", "--size", "640x400"])
    #expect(svg.imageName("x") == "x.svg" && svg.width == 640 && svg.height == 400)
    #expect(try Self.output(["--format", "dumb"]).imageName("x") == "x.txt")
  }

  @Test("--size accepts WxH, W in 320...20000 and H in 160...20000, and rejects anything else")
  func sizes() throws {
    #expect(PageSize(text: "1200x600") == PageSize.standard)
    for (text, width, height) in [("320x160", 320, 160), ("20000x20000", 20000, 20000)] {
      let page = try #require(PageSize(text: text))
      #expect(page.width == width && page.height == height)
    }
    for bad in [
      "0x0", "319x600", "400x159", "1200x20001", "1200", "x600", "1200X600", "12.5x600", "-5x5", "",
    ] {
      #expect(PageSize(text: bad) == nil, "\(bad)")
      #expect(throws: CLIError.self, "\(bad)") { try Self.options(["--size=\(bad)"]) }
    }
  }

  @Test("--format pdf takes pages up to 14400 pixels a side (pdfcairo's 200 inches at 72 ppi)")
  func pdfSizes() throws {
    let largest = try Self.output(["--format", "pdf", "--size", "14400x14400"])
    #expect(
      largest.terminal
        == .pdf(
          widthInches: 200, heightInches: 200, font: GnuplotFont(face: "Sans", pointSize: 20),
          lineScale: 2, pointScale: 1))
    // Without --size a pdf is a page for a paper, 6.5 × 3.25 in with its text at 8 pt.
    let paper = try Self.output(["--format", "pdf"])
    #expect(paper.width == 1170 && paper.height == 585 && paper.pdfFontPoints == 8)
    #expect(
      paper.terminal
        == .pdf(
          widthInches: 6.5, heightInches: 3.25, font: GnuplotFont(face: "Sans", pointSize: 8),
          lineScale: 0.8, pointScale: 0.4))
    // Other formats keep the 1200x600 default.
    #expect(try Self.output(["--format", "svg"]).width == 1200)
    for size in ["14401x600", "1200x20000"] {
      let error = #expect(throws: CLIError.self) {
        try Self.output(["--format", "pdf", "--size", size])
      }
      #expect(
        error?.message == "--size \(size) is too large for --format pdf: a pdf page is at most"
          + " 14400x14400 pixels (200 inches at 72 pixels per inch)")
    }
    #expect(try Self.output(["--format", "png", "--size", "20000x20000"]).width == 20000)
  }

  @Test("--title: absent is nil, plain text passes, text gnuplot cannot quote is refused")
  func titles() throws {
    #expect(try Self.options([])[FigureOptions.title] == nil)
    #expect(try Self.options(["--title", "Skype menu"])[FigureOptions.title] == "Skype menu")
    let error = #expect(throws: CLIError.self) { try Self.options(["--title", "a\nb"]) }
    #expect(error?.message.hasPrefix("--title must be text without control characters") == true)
  }

  @Test("report formats, gif, '-' and bad sizes are refused, each naming its option")
  func rejects() throws {
    for (arguments, option) in [
      (["--format", "table"], "--format"), (["--format", "gif"], "--format"),
      (["--out-dir", "-"], "--out-dir"), (["--size", "100x100"], "--size"),
    ] {
      let error = #expect(throws: CLIError.self) { try Self.options(arguments) }
      #expect(error?.message.hasPrefix("\(option) must be ") == true, "\(arguments)")
    }
    // plot's --format also accepts gif.
    let plot = try OptionParser.parse(
      ["--format", "gif"], specs: PlotCommand.figureSpecs, command: "jellylab plot")
    #expect(
      try FigureOptions.output(plot, format: FigureOptions.animatedFormat, gnuplotSearchPath: nil)
        .format == .gif)
  }

  // A former name (compare's --samples) is recorded under the option's name (--points).
  @Test("the manifest command line is the command path, then the options as typed, in order")
  func commandLine() throws {
    let options = try OptionParser.parse(
      ["--preset", "skype", "--plot", "--samples", "51"], specs: ComparePlotCommand().options,
      command: "jellylab compare plot")
    #expect(
      options.commandLine("jellylab compare plot") == [
        "jellylab", "compare", "plot", "--preset", "skype", "--plot", "--points", "51",
      ])
  }

  @Test("without gnuplot: a warning with the command to run, the script and manifest written")
  func withoutGnuplot() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = try Self.output(
      ["--out-dir", folder.path("out")], gnuplotSearchPath: folder.path("none"))
    _ = try output.makeFolder()
    var script = try GnuplotScript(terminal: output.terminal, outputFileName: "f.png")
    try script.setTitle("t")
    let console = CapturingConsole()
    let outcome = try output.write(
      ScriptFigure(script: script), command: ["jellylab"], jellylabVersion: JellyLab.version)
    let status = try CommandContext(console: console).report(outcome, name: "f", folder: output)
    #expect(status == .success)
    #expect(console.errorLines.count == 1)
    #expect(console.errorLines.first?.hasPrefix("warning: gnuplot was not found") == true)
    #expect(folder.listing("out") == ["f.gp", "f.json"])
    #expect(console.outputText == folder.path("out") + "/f.gp\n" + folder.path("out") + "/f.json\n")
  }
}

/// A figure `f` that is only a script: no data file, no parameter of its own.
private struct ScriptFigure: Figure {
  let script: GnuplotScript
  var name: String { "f" }

  func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    FigureDrawing(body: .script(script), dataFiles: [], parameters: [:])
  }
}
