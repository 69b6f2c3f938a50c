import JellyTestSupport
import Testing

@testable import JellyGnuplot

@Suite(.tags(.sanitizeMemory, .sanitizeThread)) struct GnuplotRenderErrorTests {
  @Test func descriptionsCarryGnuplotsMessage() {
    #expect(
      GnuplotRenderError.gnuplotNotFound(searchPath: "/usr/bin").description
        == "gnuplot was not found on PATH (/usr/bin); install it with: apt-get install gnuplot-nox."
        + " CSV files and .gp scripts can still be written and rendered later.")
    #expect(
      GnuplotRenderError.failed(exitStatus: 1, message: "\"f.gp\" line 3: invalid command")
        .description == "gnuplot failed with exit status 1:\n\"f.gp\" line 3: invalid command")
    #expect(
      GnuplotRenderError.warnings(message: "warning: empty y range").description
        == "gnuplot reported problems (treated as failure):\nwarning: empty y range")
    #expect(
      GnuplotRenderError.outputMissing(fileName: "a.png").description
        == "gnuplot wrote no output file 'a.png'")
  }
}
