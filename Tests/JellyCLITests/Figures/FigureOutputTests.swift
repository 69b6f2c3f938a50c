import Foundation
import JellyOutput
import Testing

@testable import JellyCLI

@Suite struct FigureOutputTests {
  static func options(_ pairs: [(String, String)]) throws -> ParsedOptions {
    var options = ParsedOptions()
    for (name, value) in pairs { try options.set(name, .text(value)) }
    return options
  }

  @Test("defaults: folder out, PNG, 1200x600; the image name follows the terminal")
  func defaults() throws {
    let output = try FigureOutput(try Self.options([]))
    #expect(output.outPath == "out" && output.format == .png)
    #expect(output.width == 1200 && output.height == 600)
    #expect(output.imageName("curves") == "curves.png")
    let svg = try FigureOutput(try Self.options([("format", "svg"), ("size", "640x400")]))
    #expect(svg.imageName("x") == "x.svg" && svg.width == 640 && svg.height == 400)
    #expect(try FigureOutput(try Self.options([("format", "dumb")])).imageName("x") == "x.txt")
  }

  @Test("--size accepts WxH, W in 320...20000 and H in 160...20000, and rejects anything else")
  func sizes() throws {
    #expect(try FigureOutput.size("1200x600") == (1200, 600))
    #expect(try FigureOutput.size("320x160") == (320, 160))
    #expect(try FigureOutput.size("20000x20000") == (20000, 20000))
    for bad in [
      "0x0", "319x600", "400x159", "1200x20001", "1200", "x600", "1200X600", "12.5x600", "-5x5", "",
    ] {
      #expect(throws: CLIError.self, "\(bad)") { try FigureOutput.size(bad) }
    }
  }

  @Test("page-title numbers: whole values without a decimal point, others round-trip")
  func titleNumbers() {
    #expect(FigureOutput.titleNumber(60) == "60")
    #expect(FigureOutput.titleNumber(-2) == "-2")
    #expect(FigureOutput.titleNumber(0.85) == "0.85")
    #expect(FigureOutput.titleNumber(1e15) == "1000000000000000.0")  // from 1e15 on: Double form
    #expect(FigureOutput.titleNumber(.nan) == "nan")
  }

  @Test("--title: absent is nil, plain text passes, text gnuplot cannot quote is refused")
  func titles() throws {
    #expect(try FigureOutput.title(try Self.options([])) == nil)
    #expect(try FigureOutput.title(try Self.options([("title", "Skype menu")])) == "Skype menu")
    #expect(throws: CLIError.self) {
      try FigureOutput.title(try Self.options([("title", "a\nb")]))
    }
  }

  @Test("report formats, gif, '-' and bad sizes are refused")
  func rejects() throws {
    for pairs in [
      [("format", "table")], [("format", "gif")], [("out", "-")], [("size", "100x100")],
    ] {
      #expect(throws: CLIError.self) { try FigureOutput(try Self.options(pairs)) }
    }
  }

  @Test("the command line is rebuilt from the options in the order given")
  func commandLine() throws {
    var options = ParsedOptions()
    try options.set("preset", .text("skype"))
    try options.set("plot", .flag)
    try options.set("samples", .integer(51))
    #expect(
      FigureOutput.commandLine("compare", options, specs: CompareCommand().options) == [
        "jellylab", "compare", "--preset", "skype", "--plot", "--samples", "51",
      ])
  }

  @Test("without gnuplot: a warning with the command to run, the script and manifest written")
  func withoutGnuplot() throws {
    let folder = try PlotTestFolder()
    defer { folder.remove() }
    let output = try FigureOutput(
      try Self.options([("out", folder.path("out"))]), gnuplotSearchPath: folder.path("none"))
    _ = try output.makeFolder()
    var script = try GnuplotScript(terminal: output.terminal, outputFileName: "f.png")
    try script.setTitle("t")
    let console = CapturingConsole()
    let status = try output.finish(
      script: script, name: "f", written: [], command: ["jellylab"], parameters: [:],
      context: CommandContext(console: console))
    #expect(status == .success)
    #expect(console.errorLines.count == 1)
    #expect(console.errorLines.first?.hasPrefix("warning: gnuplot was not found") == true)
    #expect(folder.listing("out") == ["f.gp", "f.json"])
    #expect(console.outputText == folder.path("out") + "/f.gp\n" + folder.path("out") + "/f.json\n")
  }
}
