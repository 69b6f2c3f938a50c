import Testing

@testable import JellyGnuplot

@Suite struct GnuplotColorTests {
  @Test func hexRoundTrip() throws {
    let color = try GnuplotColor(hex: "#3366CC")
    #expect(color == GnuplotColor(red: 0x33, green: 0x66, blue: 0xCC))
    #expect(color.hexText == "#3366cc")
    #expect(color.description == "rgb '#3366cc'")
    #expect(GnuplotColor(red: 1, green: 0, blue: 255).hexText == "#0100ff")
  }

  @Test(arguments: ["3366cc", "#3366c", "#3366ccc", "#33g6cc", "", "#"])
  func invalidHexIsRejected(text: String) {
    #expect(throws: GnuplotScriptError.self) { try GnuplotColor(hex: text) }
  }

  @Test("a ramp has exact endpoints and rounded linear steps")
  func ramp() throws {
    let black = GnuplotColor(red: 0, green: 0, blue: 0)
    let target = GnuplotColor(red: 255, green: 100, blue: 10)
    let colors = try GnuplotColor.ramp(from: black, to: target, count: 5)
    // Steps of 1/4: 255/4 = 63.75 → 64, 127.5 → 128, 191.25 → 191; 100/4 = 25; 10/4 = 2.5 → 3.
    #expect(
      colors.map(\.hexText) == ["#000000", "#401903", "#803205", "#bf4b08", "#ff640a"])
    #expect(try GnuplotColor.ramp(from: black, to: target, count: 1) == [black])
    #expect(throws: GnuplotScriptError.self) {
      try GnuplotColor.ramp(from: black, to: target, count: 0)
    }
  }
}
