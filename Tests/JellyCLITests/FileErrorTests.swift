import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that cannot be read or written: one `error:` line naming the option, the path as the
/// user typed it and a plain reason (no such file, is a folder, permission denied, no space
/// left), never Foundation's sentences or error codes; nothing on stdout, nothing left behind.
@Suite struct FileErrorTests {
  /// A scratch folder with a file `afile`, a folder `dir` and the skype golden pair.
  private func scratch() throws -> URL {
    let folder = try TemporaryFolder().url
    try Data().write(to: folder.appendingPathComponent("afile"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir"), withIntermediateDirectories: false)
    return folder
  }

  private func expectOneError(_ arguments: [String], _ message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.output.isEmpty, "\(arguments)")
    #expect(result.errorMessages == [message], "\(arguments)")
    for line in result.errorLines {
      #expect(!line.contains("NSCocoaErrorDomain") && !line.contains("could not be completed"))
    }
  }

  @Test("reading: a missing file or a folder, for --input, --check and its .meta.json")
  func reading() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = "no-such-series-\(UUID().uuidString).csv"
    let dir = folder.appendingPathComponent("dir").path
    expectOneError(
      ["peaks", "--input", missing], "error: --input: cannot read '\(missing)': no such file")
    expectOneError(["peaks", "--input", dir], "error: --input: cannot read '\(dir)': is a folder")
    expectOneError(
      ["peaks", "--preset", "skype", "--check", missing],
      "error: --check: cannot read '\(missing)': no such file")
    // A folder is a folder of golden files to check; an empty one holds none.
    expectOneError(
      ["peaks", "--check", dir],
      "error: --check \(dir) holds no golden file (a .csv with its .meta.json)")
    let golden = folder.appendingPathComponent("skype.csv").path
    try FileManager.default.copyItem(
      atPath: RepositoryFiles.path("data/golden/skype.csv"), toPath: golden)
    let meta = folder.appendingPathComponent("skype.meta.json").path
    try FileManager.default.createDirectory(atPath: meta, withIntermediateDirectories: false)
    expectOneError(
      ["peaks", "--preset", "skype", "--check", golden],
      "error: --check: cannot read '\(meta)': is a folder")
  }

  @Test("writing: a folder, a file on the path, a full device; stdout stays empty")
  func writing() throws {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dir = folder.appendingPathComponent("dir").path
    let file = folder.appendingPathComponent("afile").path
    expectOneError(
      ["diff", "--until", "0", "--out", dir], "error: --out: cannot write '\(dir)': is a folder")
    expectOneError(
      ["diff", "--until", "0", "--out", file + "/x.csv"],
      "error: --out: '\(file)' is a file, not a folder")
    expectOneError(
      ["peaks", "--preset", "skype", "--summary", file + "/s.csv", "--out", dir + "/p.csv"],
      "error: --summary: '\(file)' is a file, not a folder")
    expectOneError(
      ["plot", "--format", "none", "--out-dir", file + "/figure"],
      "error: --out-dir: '\(file)' is a file, not a folder")
    expectOneError(
      ["sweep", "--damping", "0.5", "--format", "none", "--out-dir", file + "/a/b"],
      "error: --out-dir: '\(file)' is a file, not a folder")
    expectOneError(
      ["export", "--curve", "ease", "--plot", "--plot-out", file + "/x"],
      "error: --plot-out: '\(file)' is a file, not a folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let full = "error: --out: cannot write '/dev/full': no space left on the device"
    expectOneError(["diff", "--until", "0", "--out", "/dev/full"], full)
    // The summary for stdout is held back until the peaks file is safely written.
    expectOneError(["peaks", "--preset", "skype", "--summary", "-", "--out", "/dev/full"], full)
    expectOneError(
      ["export", "--curve", "ease", "--report", "/dev/full"],
      "error: --report: cannot write '/dev/full': no space left on the device")
  }

  @Test(
    "writing into a folder without write permission: permission denied (not as root)",
    .enabled(if: getuid() != 0))
  func permissionDenied() throws {
    let folder = try scratch()
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("dir").path)
      try? FileManager.default.removeItem(at: folder)
    }
    let dir = folder.appendingPathComponent("dir").path
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir)
    expectOneError(
      ["diff", "--until", "0", "--out", dir + "/x.csv"],
      "error: --out: cannot create a file next to '\(dir)/x.csv': permission denied")
    expectOneError(
      ["plot", "--format", "none", "--out-dir", dir + "/figure"],
      "error: --out-dir: cannot create folder '\(dir)/figure': permission denied")
  }
}
