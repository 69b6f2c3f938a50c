import Foundation
import JellyTestSupport
import Synchronization
import Testing

@testable import JellyGnuplot
@testable import JellyIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(.tags(.sanitizeMemory, .sanitizeThread)) struct GnuplotRendererInterruptTests {
  @Test(
    "a render interrupted while gnuplot runs ends gnuplot and leaves no temporary file",
    .enabled(if: installedGnuplot != nil, "needs gnuplot on PATH"))
  func interruptedRender() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bin = try TemporaryFolder()
    defer { bin.remove() }
    try folder.write("time,diff\n0,1\n1,0\n", to: "diff.csv")
    // A gnuplot that records its pid, renders, then stays in gnuplot for a minute.
    let pidFile = bin.url.appendingPathComponent("gnuplot.pid").path
    let real = try #require(installedGnuplot).executable.path
    let fake = bin.url.appendingPathComponent("gnuplot")
    try writeExecutableScript(
      """
      #!/bin/sh
      echo $$ > '\(pidFile).new' && mv '\(pidFile).new' '\(pidFile)'
      exec '\(real)' "$@" -e 'pause 60'

      """, to: fake)
    let cleanup = InterruptCleanup()
    let renderer = GnuplotRenderer(executable: fake, cleanup: cleanup)
    let script = try GnuplotScriptTests.diffFigure()
    let outcome = Mutex<String?>(nil)
    let url = folder.url
    let thread = Thread {
      do {
        try renderer.render(script, scriptFileName: "diff.gp", in: url)
        outcome.withLock { $0 = "rendered" }
      } catch {
        outcome.withLock { $0 = "\(error)" }
      }
    }
    thread.start()
    let started = eventually {
      FileManager.default.fileExists(atPath: pidFile)
        && (folder.listing()).contains { $0.hasPrefix(".diff.png.tmp-") }
    }
    try #require(started, "gnuplot did not start rendering")
    let pid = try #require(
      Int32(
        try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    #expect(cleanup.childProcesses == [pid])
    cleanup.cleanUp()
    #expect(processHasEnded(pid))
    #expect(eventually { outcome.withLock { $0 } != nil })
    let message = try #require(outcome.withLock { $0 })
    #expect(message != "rendered")
    // The script the render wrote is new, so it goes too; the data file was there before.
    #expect(folder.listing() == ["diff.csv"])
    #expect(cleanup.childProcesses.isEmpty && cleanup.temporaryFiles.isEmpty)
  }
}
