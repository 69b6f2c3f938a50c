import Testing

@testable import JellyGnuplot

@Suite struct GnuplotLineStyleTests {
  @Test func commandText() throws {
    let plain = GnuplotLineStyle(index: 2, color: .jellyNavy)
    #expect(try plain.command() == "set style line 2 lc rgb '#1a3366' lw 1.5")
    let full = GnuplotLineStyle(
      index: 3, color: .jellyOrange, lineWidth: 2, pointType: 7, pointSize: 1.2, dashType: 2)
    #expect(try full.command() == "set style line 3 lc rgb '#e6550d' lw 2 pt 7 ps 1.2 dt 2")
  }

  @Test(
    arguments: [
      GnuplotLineStyle(index: 0, color: .jellyBlue),
      GnuplotLineStyle(index: 1, color: .jellyBlue, lineWidth: 0),
      GnuplotLineStyle(index: 1, color: .jellyBlue, pointType: 101),
      GnuplotLineStyle(index: 1, color: .jellyBlue, pointSize: .infinity),
      GnuplotLineStyle(index: 1, color: .jellyBlue, dashType: 6),
    ])
  func outOfRangeFieldsAreRejected(style: GnuplotLineStyle) {
    #expect(throws: GnuplotScriptError.self) { try style.command() }
  }
}
