import JellyGnuplot
import Testing

@Suite struct GnuplotScriptColorMapTests {
  @Test("palette, colour box, colour range and image plot commands")
  func commands() throws {
    var script = try GnuplotScript(terminal: .png(width: 600, height: 300), outputFileName: "h.png")
    try script.setPalette([GnuplotColor(red: 0, green: 0, blue: 0), .jellyOrange])
    try script.setColorBox(label: "overshoot [fraction]")
    try script.setColorRange(-0.5, 2)
    try script.plotImage(fileName: "h.csv", xColumn: "d", yColumn: "v", colorColumn: "it's")
    #expect(
      script.commands == [
        "set palette defined (0 '#000000', 1 '#e6550d')",
        "set colorbox",
        "set cblabel 'overshoot [fraction]' noenhanced",
        "set cbrange [-0.5:2]",
        // An empty colour field is NaN: an uncoloured pixel, not a dropped row.
        "plot './h.csv' using 'd':'v':(strcol('it''s') eq '' ? NaN : column('it''s')) with image"
          + " notitle",
      ])
    #expect(GnuplotScript.viridis.count == 5)
  }

  @Test("bad palettes, ranges and labels are rejected")
  func rejects() throws {
    var script = try GnuplotScript(terminal: .png(width: 600, height: 300), outputFileName: "h.png")
    #expect(throws: GnuplotScriptError.self) { try script.setPalette([.jellyBlue]) }
    #expect(throws: GnuplotScriptError.self) { try script.setColorRange(1, 1) }
    #expect(throws: GnuplotScriptError.self) { try script.setColorRange(0, .nan) }
    #expect(throws: GnuplotScriptError.self) { try script.setColorBox(label: "a\nb") }
    #expect(throws: GnuplotScriptError.self) {
      try script.plotImage(fileName: "/etc/x", xColumn: "a", yColumn: "b", colorColumn: "c")
    }
    #expect(script.commands.isEmpty)
  }
}
