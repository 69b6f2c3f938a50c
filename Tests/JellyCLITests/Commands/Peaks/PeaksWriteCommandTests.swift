import Foundation
import JellyAnalysis
import JellyCLITestSupport
import JellyGolden
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeaksWriteCommandTests {
  @Test("--write then --check round-trips; the sidecar records the overridden preset")
  func writeThenCheck() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("custom.csv").path
    let written = runCLI(["peaks", "--preset", "skype", "--side-damping", "0.51", "--write", path])
    #expect(written.status == 0)
    #expect(parsedPeaks(written.output).count == 4)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == written.output)
    let meta = try GoldenMetadata.decode(
      jsonText: try String(
        contentsOfFile: directory.appendingPathComponent("custom.meta.json").path,
        encoding: .utf8))
    guard case .scene(let scene) = meta.source else {
      Issue.record("not a scene: \(meta.source.kind)")
      return
    }
    #expect(scene.preset.side.dampingRatio == 0.51)
    #expect(scene.method == .refined)
    #expect(scene.horizon == 1)
    #expect(meta.tolerance == .default)
    let check = runCLI(["peaks", "--preset", "skype", "--side-damping", "0.51", "--check", path])
    #expect(check.status == 0)
    // Without options the recorded scene is replayed, overrides and all.
    #expect(runCLI(["peaks", "--check", path]).status == 0)
    let stale = runCLI(["peaks", "--preset", "skype", "--side-damping", "0.5", "--check", path])
    #expect(stale.status == 1)
  }

  @Test(
    "--write records the same golden pair from every source mode as from peaks write",
    arguments: [
      ["series", "--input", "SERIES"], ["spring", "--duration", "1", "--damping", "0.5"],
      ["easing", "--curve", "easeOutElastic", "--duration", "2"], ["scene", "--preset", "skype"],
    ])
  func writeFromEveryMode(source: [String]) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let series = folder.url.appendingPathComponent("trace.csv").path
    try "t,v\n0,0\n0.1,1\n0.2,3\n0.3,2\n0.4,1\n0.5,2\n0.6,2.5\n0.7,2\n".write(
      toFile: series, atomically: true, encoding: .utf8)
    let options = source.dropFirst().map { $0 == "SERIES" ? series : $0 }
    let inMode = folder.url.appendingPathComponent("mode.csv").path
    let byWrite = folder.url.appendingPathComponent("write.csv").path
    let fromMode = runCLI(["peaks", source[0]] + options + ["--write", inMode])
    #expect(fromMode.status == 0, "\(fromMode.errorLines)")
    #expect(runCLI(["peaks", "write"] + options + ["--write", byWrite]).status == 0)
    #expect(try String(contentsOfFile: inMode, encoding: .utf8) == fromMode.output)
    #expect(
      try String(contentsOfFile: inMode, encoding: .utf8)
        == String(contentsOfFile: byWrite, encoding: .utf8))
    let meta = { (path: String) throws -> GoldenMetadata in
      try GoldenMetadata.decode(
        jsonText: try String(
          contentsOfFile: GoldenPeaks.metadataPath(forCSVPath: path), encoding: .utf8))
    }
    #expect(try meta(inMode).source.kind.rawValue == source[0])
    #expect(try meta(inMode) == meta(byWrite))
    #expect(runCLI(["peaks", "--check", inMode]).status == 0)
  }

  @Test("a source mode refuses --summary with --write, and a tolerance without it")
  func recordingOptionsInAMode() {
    let both = runCLI(["peaks", "spring", "--duration", "1", "--write", "g.csv", "--summary", "s"])
    #expect(both.status == 2)
    #expect(
      both.errorMessages.first
        == "error: --summary cannot be combined with --write; give one of them")
    let alone = runCLI(["peaks", "easing", "--curve", "linear", "--value-tolerance", "1"])
    #expect(alone.status == 2)
    #expect(alone.errorMessages.first == "error: --value-tolerance needs --write")
    #expect(!FileManager.default.fileExists(atPath: "g.csv"))
  }
}
