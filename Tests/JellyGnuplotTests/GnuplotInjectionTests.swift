import Foundation
import JellyTestSupport
import Testing

@testable import JellyGnuplot

/// Hostile titles, labels, column and file names must never make gnuplot run a command.
@Suite(
  .enabled(if: installedGnuplot != nil, "needs gnuplot on PATH"),
  .tags(.sanitizeMemory, .sanitizeThread))
struct GnuplotInjectionTests {
  /// Texts that try to run `touch PWNED` through backquotes, `system`, a quote break-out, a
  /// macro, a trailing backslash, the shell command `!` and input/output pipes.
  static let payloads = [
    "`touch PWNED`",
    "system(\"touch PWNED\")",
    "x' ; system('touch PWNED') ; '",
    "@PWNED `touch PWNED`",
    "ends with backslash \\",
    "a'; ! touch PWNED",
    "<touch PWNED; echo 0 0",
    "|touch PWNED; cat",
  ]

  private func gnuplot() throws -> GnuplotRenderer { try #require(installedGnuplot) }

  @Test("hostile text is quoted harmlessly and real gnuplot runs nothing", arguments: payloads)
  func payloadIsInert(payload: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let dataName = "data \(payload).csv"
    let outputName = "fig \(payload).png"
    try folder.write("time,value\n0,0\n1,1\n2,0.5\n", to: dataName)
    var script = try GnuplotScript(
      terminal: .png(width: 200, height: 150), outputFileName: outputName)
    script.readCommaSeparatedValuesWithHeaders()
    try script.beginMultiplot(title: payload)
    try script.setTitle(payload)
    try script.setXLabel(payload)
    try script.setYLabel(payload)
    try script.addLabel(payload, x: 1, y: 0.5)
    try script.plot([
      GnuplotPlotClause(fileName: dataName, xColumn: "time", yColumn: "value", title: payload)
    ])
    script.endMultiplot()

    try gnuplot().render(script, scriptFileName: "fig.gp", in: folder.url)
    #expect(!folder.exists("PWNED"))
    #expect(folder.exists(outputName), "the output keeps its literal name")
    try gnuplot().run(scriptFileName: "fig.gp", in: folder.url)
    #expect(!folder.exists("PWNED"))
    #expect(folder.listing().sorted() == [dataName, "fig.gp", outputName].sorted())
  }

  @Test(
    "hostile column names stay plain strings and still select their column",
    // gnuplot's CSV header reader treats commas, double quotes and a final backslash itself.
    arguments: payloads.filter { !$0.contains(",") && !$0.contains("\"") && !$0.hasSuffix("\\") })
  func columnNamePayloadIsInert(payload: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("time,\(payload)\n0,0\n1,1\n", to: "d.csv")
    var script = try GnuplotScript(
      terminal: .png(width: 200, height: 150), outputFileName: "col.png")
    script.readCommaSeparatedValuesWithHeaders()
    try script.plot([GnuplotPlotClause(fileName: "d.csv", xColumn: "time", yColumn: payload)])
    try gnuplot().render(script, scriptFileName: "col.gp", in: folder.url)
    #expect(!folder.exists("PWNED"))
    #expect(folder.exists("col.png"))
  }

  @Test("newline, CR and NUL are rejected before any script is written")
  func lineBreaksAreRejected() throws {
    for bad in ["line\nsystem(\"touch PWNED\")", "cr\rx", "nul\u{0}x"] {
      var script = try GnuplotScript(
        terminal: .png(width: 200, height: 150), outputFileName: "x.png")
      #expect(throws: GnuplotScriptError.self) { try script.setTitle(bad) }
      #expect(throws: GnuplotScriptError.self) {
        try script.plot([GnuplotPlotClause(fileName: bad, xColumn: "t", yColumn: "x")])
      }
    }
  }

  @Test("a leading quote or two adjacent quotes are rejected, not mis-read by gnuplot")
  func quoteRunsAreRejected() throws {
    var script = try GnuplotScript(terminal: .png(width: 200, height: 150), outputFileName: "x.png")
    for bad in ["'; system('touch PWNED')", "a''b", "'"] {
      #expect(throws: GnuplotScriptError.self) { try script.setTitle(bad) }
    }
    try script.setTitle("it's 'quoted'")
    #expect(script.commands == ["set title 'it''s ''quoted''' noenhanced"])
  }

  @Test("control: the PWNED check does detect a command that gnuplot ran")
  func detectionControl() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Hand-written, deliberately unsafe: double quotes do not stop backquote substitution.
    try folder.write(
      "set terminal dumb\nset output './c.txt'\nset title \"`touch PWNED`\"\nplot x\n",
      to: "unsafe.gp")
    try gnuplot().run(scriptFileName: "unsafe.gp", in: folder.url)
    #expect(folder.exists("PWNED"))
  }
}
