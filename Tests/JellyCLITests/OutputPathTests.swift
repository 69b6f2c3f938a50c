import Foundation
import JellyTestSupport
import Testing

/// Runs the built `jellylab arguments` in `folder` (so relative paths land there).
///
/// - Returns: The exit status and the standard-error lines.
private func launch(_ arguments: [String], in folder: URL) throws -> (Int32, [String]) {
  let launch = try launchJellylab(arguments, in: folder, standardOutput: .nullDevice)
  return (launch.status, launch.errorLines)
}

/// One rule for every command: a file output creates its missing parent folders; a figure's
/// folder output refuses `-`.
@Suite struct OutputPathTests {
  static let figureCommands: [[String]] = [
    ["plot", "--format", "none"],
    ["sweep", "--damping", "0.5:0.6:0.1", "--format", "none"],
    ["compare", "--preset", "jelly", "--plot", "--format", "none"],
  ]

  @Test(
    "one-character relative outputs: a file and a figure folder are written (they trapped)",
    arguments: figureCommands)
  func oneCharacterOutputs(command: [String]) throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, errors) = try launch(command + ["--out-dir", "s"], in: folder)
    #expect(status == 0, "\(errors)")
    #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/s")).isEmpty)
    let (fileStatus, fileErrors) = try launch(
      ["spring", "--duration", "1", "--damping", "0.5", "--out", "x"], in: folder)
    #expect(fileStatus == 0, "\(fileErrors)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/x"))
  }

  @Test(
    "a figure refuses --out-dir - with exit 2 and one error line, creating nothing",
    arguments: figureCommands)
  func figureRefusesStandardOutput(command: [String]) throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, errors) = try launch(command + ["--out-dir", "-"], in: folder)
    #expect(status == 2)
    // One error line (the usage lines of the command follow it).
    #expect(
      errors.first
        == "error: --out-dir must be a folder path ('-' cannot hold a figure's several files)"
        + " (got '-')")
    #expect(errors.filter { $0.hasPrefix("error:") }.count == 1)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  static let fileCommands: [[String]] = [
    ["spring", "--duration", "1", "--damping", "0.5"],
    ["ease", "--curve", "ease-out"],
    ["convert", "--response", "1", "--damping", "1"],
    ["diff", "--preset", "jelly"],
  ]

  @Test("a file output creates its missing parent folders", arguments: fileCommands)
  func fileCreatesParents(command: [String]) throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let (status, errors) = try launch(command + ["--out", "new/deeper/x.csv"], in: folder)
    #expect(status == 0)
    #expect(errors == [])
    let written = folder.appendingPathComponent("new/deeper/x.csv").path
    let size = try FileManager.default.attributesOfItem(atPath: written)[.size] as? Int
    #expect((size ?? 0) > 10)
  }

  @Test("a file output whose parent is a file exits 2 with one line naming --out")
  func fileUnderAFile() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("x".utf8).write(to: folder.appendingPathComponent("f"))
    let (status, errors) = try launch(
      ["spring", "--duration", "1", "--damping", "0.5", "--out", "f/x.csv"], in: folder)
    #expect(status == 2)
    #expect(errors == ["error: --out: 'f' is a file, not a folder"])
  }
}
