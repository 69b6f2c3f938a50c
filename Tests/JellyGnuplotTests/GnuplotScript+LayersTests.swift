import Testing

@testable import JellyGnuplot

@Suite struct GnuplotScriptLayersTests {
  static func script() throws -> GnuplotScript {
    try GnuplotScript(terminal: .png(width: 400, height: 200), outputFileName: "f.png")
  }

  @Test("labels: coordinates, alignment and layer; graph and screen points must lie in 0...1")
  func labels() throws {
    var script = try Self.script()
    try script.addLabel("a", x: 0.5, y: 0.25, coordinates: .screen, alignment: .center)
    try script.addLabel("b", x: -3, y: 7, coordinates: .first, alignment: .right, front: false)
    #expect(
      script.commands == [
        "set label 'a' at screen 0.5, screen 0.25 center front noenhanced",
        "set label 'b' at first -3, first 7 right back noenhanced",
      ])
    #expect(throws: GnuplotScriptError.self) {
      try script.addLabel("c", x: 1.5, y: 0, coordinates: .graph, alignment: .left)
    }
    #expect(throws: GnuplotScriptError.self) {
      try script.addLabel("c", x: .nan, y: 0, coordinates: .first, alignment: .left)
    }
  }

  @Test("vertical lines span the plot area behind the data; bands need from < to")
  func linesAndBands() throws {
    var script = try Self.script()
    try script.addVerticalLine(x: 0.25, color: .jellyBlue, lineWidth: 2)
    try script.addShadedBand(fromX: 0.5, toX: 1, color: .jellyOrange, opacity: 0.2)
    script.clearObjects()
    #expect(
      script.commands == [
        "set arrow from first 0.25, graph 0 to first 0.25, graph 1 nohead back lc rgb '#3366cc' lw 2",
        "set object rectangle from first 0.5, graph 0 to first 1, graph 1 behind fillcolor rgb"
          + " '#e6550d' fillstyle solid 0.2 noborder",
        "unset object",
      ])
    #expect(throws: GnuplotScriptError.self) {
      try script.addShadedBand(fromX: 1, toX: 1, color: .jellyOrange, opacity: 0.2)
    }
    #expect(throws: GnuplotScriptError.self) {
      try script.addShadedBand(fromX: 0, toX: 1, color: .jellyOrange, opacity: 2)
    }
    // A line may start above the plot's bottom (a strip of labels below it), never outside.
    var strip = try Self.script()
    try strip.addVerticalLine(x: 1, color: .jellyNavy, lineWidth: 1.5, fromGraph: 0.125)
    #expect(
      strip.commands == [
        "set arrow from first 1, graph 0.125 to first 1, graph 1 nohead back lc rgb '#1a3366'"
          + " lw 1.5"
      ])
    #expect(throws: GnuplotScriptError.self) {
      try strip.addVerticalLine(x: 1, color: .jellyNavy, fromGraph: 1.5)
    }
  }

  @Test("key placement, opaque or not")
  func keys() throws {
    var script = try Self.script()
    script.setKey(.insideTopRight, opaque: true)
    script.setKey(.outsideRight, opaque: false)
    script.setKey(.below, opaque: false)
    script.setKey(.belowOneColumn, opaque: false)
    #expect(
      script.commands == [
        "set key inside top right opaque box", "set key outside right top noopaque nobox",
        "set key below center horizontal noopaque nobox",
        "set key below left vertical maxcols 1 reverse Left noopaque nobox",
      ])
  }
}
