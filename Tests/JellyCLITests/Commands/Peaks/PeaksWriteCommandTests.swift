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
}
