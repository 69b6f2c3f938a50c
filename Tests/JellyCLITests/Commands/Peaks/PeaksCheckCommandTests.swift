import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeaksCheckCommandTests {
  @Test("skype: --check of the committed golden file passes, replayed or named")
  func skypeGolden() {
    let path = RepositoryFiles.path("data/golden/skype.csv")
    for arguments in [
      ["peaks", "--check", path], ["peaks", "--preset", "skype", "--check", path],
    ] {
      let check = runCLI(arguments)
      #expect(check.status == 0)
      #expect(check.errorLines.isEmpty)
      #expect(check.output.contains("PASS: 4 matched, 0 drifted, 0 missing, 0 extra"))
    }
  }

  @Test("--side-damping 0.51 fails the skype check: exit 1 and the table of drifts on stdout")
  func oneParameterChange() {
    let result = runCLI([
      "peaks", "--preset", "skype", "--side-damping", "0.51", "--check",
      RepositoryFiles.path("data/golden/skype.csv"),
    ])
    #expect(result.status == 1)
    #expect(
      result.errorLines == [
        "warning: \(RepositoryFiles.path("data/golden/skype.csv")): side-damping: recorded"
          + " 0.5, this run 0.51"
      ])
    let lines = result.output.split(separator: "\n")
    #expect(lines.first?.contains("t_golden") == true)
    #expect(lines.filter { $0.hasSuffix("DRIFT") }.count == 4)
    #expect(lines.last?.hasPrefix("FAIL: 0 matched, 4 drifted") == true)
    // The deepest minimum moves from −148.64 to about −141.7 points (row 2, column dv ≈ +6.9).
    #expect(lines[2].contains("-148.642531"))
  }

  @Test("a golden CSV that ends with blank lines is read like one that does not")
  func trailingBlankLines() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("skype.csv").path
    let text = try String(
      contentsOfFile: RepositoryFiles.path("data/golden/skype.csv"), encoding: .utf8)
    try (text + "\n\n").write(toFile: golden, atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: RepositoryFiles.path("data/golden/skype.meta.json"),
      toPath: directory.appendingPathComponent("skype.meta.json").path)
    let check = runCLI(["peaks", "--preset", "skype", "--check", golden])
    #expect(check.status == 0)
    #expect(check.output.contains("PASS: 4 matched, 0 drifted, 0 missing, 0 extra"))
  }

  @Test("--check uses the method, fps and horizon of the golden file's .meta.json unless given")
  func checkUsesRecordedSettings() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sampled.csv").path
    let written = runCLI([
      "peaks", "--preset", "skype", "--sampled", "--fps", "30", "--until", "0.8", "--write", path,
    ])
    #expect(written.status == 0)
    // Before: checked without --sampled, the refined peaks gave DRIFT rows and no hint.
    let check = runCLI(["peaks", "--preset", "skype", "--check", path])
    #expect(check.status == 0, "\(check.output)")
    #expect(check.errorLines.isEmpty)
    #expect(check.output.contains("PASS: 2 matched, 0 drifted, 0 missing, 0 extra"))
    // A setting given on the command line wins, and the one line on stderr names it.
    let other = runCLI(["peaks", "--preset", "skype", "--fps", "60", "--check", path])
    #expect(other.status == 1)
    #expect(other.errorLines == ["warning: \(path): fps: recorded 30.0, this run 60.0"])
    let preset = runCLI(["peaks", "--preset", "skype", "--side-damping", "0.51", "--check", path])
    #expect(preset.status == 1)
    #expect(
      preset.errorLines == ["warning: \(path): side-damping: recorded 0.5, this run 0.51"])
    // A field no single option sets keeps its key path.
    #expect(
      PeaksCheckCommand.optionNamed("side.to.height: recorded 0.5, this run 0.6")
        == "side.to.height: recorded 0.5, this run 0.6")
    // Without its sidecar a golden file cannot be checked: one error line, exit 2.
    try FileManager.default.removeItem(
      atPath: directory.appendingPathComponent("sampled.meta.json").path)
    let bare = runCLI(["peaks", "--preset", "skype", "--check", path])
    #expect(bare.status == 2)
    #expect(
      bare.errorLines == [
        "error: --check: cannot read '\(directory.appendingPathComponent("sampled.meta.json").path)':"
          + " no such file"
      ])
  }
}
