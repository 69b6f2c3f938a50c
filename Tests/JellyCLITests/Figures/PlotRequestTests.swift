import JellyFigures
import Testing

@testable import JellyCLI

@Suite struct PlotRequestTests {
  @Test("the page title appends the spring parameters of every helper")
  func titles() throws {
    var options = ParsedOptions()
    try options.set("preset", .text("skype"))
    try options.set("damping", .number(0.4))
    try options.set("title", .text("Skype menu"))
    let request = try PlotRequest(options, context: CommandContext(console: CapturingConsole()))
    let data = try DiffFigureData(
      preset: request.preset, framesPerSecond: 60, snapshotCount: 2)
    #expect(
      request.pageTitle(data)
        == "Skype menu | side: duration 1 s, damping 0.4, velocity 0.9; center: duration 1 s,"
        + " damping 0.8, velocity 2; 60 fps")
    #expect(request.figure.displayPath("a.csv") == "out/a.csv")
  }
}
