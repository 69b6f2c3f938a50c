import Testing

@testable import JellyCLI

@Suite struct PlotRequestTests {
  @Test("--size accepts WxH, W in 320...20000 and H in 160...20000, and rejects anything else")
  func sizes() throws {
    #expect(try PlotRequest.size("1200x600") == (1200, 600))
    #expect(try PlotRequest.size("320x160") == (320, 160))
    #expect(try PlotRequest.size("20000x20000") == (20000, 20000))
    for bad in [
      "0x0", "319x600", "400x159", "1200x20001", "1200", "x600", "1200X600", "12.5x600", "-5x5", "",
    ] {
      #expect(throws: CLIError.self, "\(bad)") { try PlotRequest.size(bad) }
    }
  }

  @Test("the page title appends the spring parameters of every helper")
  func titles() throws {
    var options = ParsedOptions()
    try options.set("preset", .text("skype"))
    try options.set("damping", .number(0.4))
    try options.set("title", .text("Skype menu"))
    let request = try PlotRequest(options)
    let data = try DiffFigureData(
      preset: request.preset, framesPerSecond: 60, snapshotCount: 2)
    #expect(
      request.pageTitle(data)
        == "Skype menu | side: duration 1 s, damping 0.4, velocity 0.9; center: duration 1 s,"
        + " damping 0.8, velocity 2; 60 fps")
    #expect(request.displayPath("a.csv") == "out/a.csv")
  }
}
