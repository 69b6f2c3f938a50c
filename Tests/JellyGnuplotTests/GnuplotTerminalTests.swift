import Testing

@testable import JellyGnuplot

@Suite struct GnuplotTerminalTests {
  @Test func commandsForEachTerminal() throws {
    let font = GnuplotFont(face: "DejaVu Sans", pointSize: 12.5)
    #expect(
      try GnuplotTerminal.png(width: 640, height: 360, font: font).command()
        == "set terminal pngcairo size 640,360 font 'DejaVu Sans,12.5' noenhanced")
    #expect(
      try GnuplotTerminal.svg(width: 300, height: 200).command()
        == "set terminal svg size 300,200 font 'Sans,10' noenhanced")
    #expect(
      try GnuplotTerminal.pdf(widthInches: 5, heightInches: 3.5).command()
        == "set terminal pdfcairo size 5in,3.5in font 'Sans,10' noenhanced")
    #expect(
      try GnuplotTerminal.gifAnimation(width: 320, height: 320, delayCentiseconds: 4).command()
        == "set terminal gif animate delay 4 loop 0 size 320,320 font 'Sans,10' noenhanced")
    #expect(
      try GnuplotTerminal.dumb(columns: 79, rows: 24).command()
        == "set terminal dumb size 79,24 noenhanced")
  }

  @Test func fileExtensions() {
    #expect(GnuplotTerminal.png(width: 16, height: 16).fileExtension == "png")
    #expect(GnuplotTerminal.svg(width: 16, height: 16).fileExtension == "svg")
    #expect(GnuplotTerminal.pdf(widthInches: 1, heightInches: 1).fileExtension == "pdf")
    #expect(GnuplotTerminal.gifAnimation(width: 16, height: 16).fileExtension == "gif")
    #expect(GnuplotTerminal.dumb(columns: 10, rows: 5).fileExtension == "txt")
  }

  @Test(
    "out-of-range sizes, delays and fonts are rejected",
    arguments: [
      GnuplotTerminal.png(width: 15, height: 100),
      .svg(width: 100, height: 20_001),
      .pdf(widthInches: 0.4, heightInches: 3),
      .pdf(widthInches: .nan, heightInches: 3),
      .pdf(widthInches: 6.5, heightInches: 3, lineScale: 0),
      .pdf(widthInches: 6.5, heightInches: 3, pointScale: .infinity),
      .gifAnimation(width: 100, height: 100, delayCentiseconds: 0),
      .gifAnimation(width: 100, height: 100, loopCount: -1),
      .dumb(columns: 9, rows: 24),
      .png(width: 100, height: 100, font: GnuplotFont(face: "Sans,Bold", pointSize: 10)),
      .png(width: 100, height: 100, font: GnuplotFont(face: "Sans", pointSize: 0)),
      .png(width: 100, height: 100, font: GnuplotFont(face: "Sans\n", pointSize: 10)),
    ])
  func rangeErrors(terminal: GnuplotTerminal) {
    #expect(throws: GnuplotScriptError.self) { try terminal.command() }
  }

  @Test func errorNamesParameterAndRange() {
    #expect(
      throws: GnuplotScriptError(
        parameter: "width (pixels)", value: "15", allowed: "an integer in 16...20000")
    ) { try GnuplotTerminal.png(width: 15, height: 100).command() }
  }

  @Test("a pdf page scales its lines and points only when asked")
  func pdfScales() throws {
    #expect(
      try GnuplotTerminal.pdf(widthInches: 6.5, heightInches: 3.25).command()
        == "set terminal pdfcairo size 6.5in,3.25in font 'Sans,10' noenhanced")
    #expect(
      try GnuplotTerminal.pdf(
        widthInches: 6.5, heightInches: 3.25, font: GnuplotFont(face: "Sans", pointSize: 8),
        lineScale: 0.8, pointScale: 0.4
      ).command()
        == "set terminal pdfcairo size 6.5in,3.25in font 'Sans,8' linewidth 0.8 pointscale 0.4"
        + " noenhanced")
  }
}
