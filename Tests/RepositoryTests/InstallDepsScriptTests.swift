import Foundation
import JellyTestSupport
import Testing

/// `scripts/install-deps.sh demo` and `test` run by bash on a PATH that holds only stand-in
/// commands: `uname` (Linux or Darwin), `id` (root or not), an `apt-get` that records its
/// arguments, a `brew` that does nothing, and a `gnuplot` where the test says it is installed.
/// Every other command the script looks for is missing.
@Suite struct InstallDepsScriptTests {
  /// One run of the script.
  struct Run {
    /// The exit status.
    let status: Int32
    /// What it wrote to stderr.
    let errors: String
    /// The arguments of each `apt-get` call, one string a call.
    let aptCalls: [String]

    /// The commands after "install what is missing: " (macOS), as one string.
    var brewCommands: String? {
      errors.split(separator: "\n").lazy.compactMap { line in
        line.range(of: "install what is missing: ").map { String(line[$0.upperBound...]) }
      }.first
    }
  }

  /// The stand-in commands, by name.
  static func stubs(os: String, root: Bool, apt: Bool, brew: Bool, gnuplot: Bool) -> [String:
    String]
  {
    var stubs = [
      "uname": "#!/bin/sh\necho \(os)\n",
      "id": "#!/bin/sh\necho \(root ? 0 : 1000)\n",
    ]
    if apt { stubs["apt-get"] = "#!/bin/sh\necho \"$*\" >> \"${0%/*}/apt-calls\"\n" }
    if brew { stubs["brew"] = "#!/bin/sh\nexit 0\n" }
    if gnuplot { stubs["gnuplot"] = "#!/bin/sh\nexit 0\n" }
    return stubs
  }

  /// Runs `/bin/bash scripts/install-deps.sh SET` with PATH holding only `stubs`.
  static func run(_ arguments: [String], stubs: [String: String]) throws -> Run {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("jellylab-install-deps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, script) in stubs {
      try writeExecutableScript(script, to: folder.appendingPathComponent(name))
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [RepositoryFiles.path("scripts/install-deps.sh")] + arguments
    process.environment = ["PATH": folder.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let calls =
      (try? String(contentsOf: folder.appendingPathComponent("apt-calls"), encoding: .utf8))?
      .split(separator: "\n").map(String.init)
    return Run(status: process.terminationStatus, errors: text, aptCalls: calls ?? [])
  }

  @Test("on Linux as root, the demo set is gnuplot-nox alone, installed with apt-get")
  func linuxDemo() throws {
    let stubs = Self.stubs(os: "Linux", root: true, apt: true, brew: false, gnuplot: false)
    let run = try Self.run(["demo"], stubs: stubs)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.aptCalls == ["update -qq", "install -y -qq --no-install-recommends gnuplot-nox"])
  }

  @Test("on Linux, the demo set installs nothing where gnuplot is installed")
  func linuxDemoInstalled() throws {
    let stubs = Self.stubs(os: "Linux", root: true, apt: true, brew: false, gnuplot: true)
    let run = try Self.run(["demo"], stubs: stubs)
    #expect(run.status == 0)
    #expect(run.aptCalls.isEmpty)
    #expect(run.errors.isEmpty)
  }

  @Test("on Linux without root, the demo set is named in the apt-get command, not installed")
  func linuxDemoNotRoot() throws {
    let stubs = Self.stubs(os: "Linux", root: false, apt: true, brew: false, gnuplot: false)
    let run = try Self.run(["demo"], stubs: stubs)
    #expect(run.status == 0)
    #expect(run.aptCalls.isEmpty)
    #expect(
      run.errors == "note: missing gnuplot-nox; install with: sudo apt-get install -y gnuplot-nox\n"
    )
  }

  @Test("on Linux as root, the test set adds the browser, ffmpeg, the lint and the engines")
  func linuxTest() throws {
    let stubs = Self.stubs(os: "Linux", root: true, apt: true, brew: false, gnuplot: false)
    // With no argument the script installs the test set, as `make test` did before the sets.
    for arguments in [["test"], []] {
      let run = try Self.run(arguments, stubs: stubs)
      #expect(run.status == 0, "\(run.errors)")
      try #require(run.aptCalls.count == 3, "\(run.aptCalls)")
      #expect(run.aptCalls[0] == "update -qq")
      #expect(
        run.aptCalls[1]
          == "install -y -qq --no-install-recommends gnuplot-nox chromium ffmpeg nodejs eslint")
      // The engines the machine lacks (its Qt and libadwaita files are looked for where Debian
      // puts them), with their recommended packages; Xvfb is found on PATH, so it is missing.
      let engines = [
        "python3-pyqt6", "python3-pyqt6.qtquick", "qt6-qpa-plugins", "qml6-module-qtquick",
        "qml6-module-qtqml-workerscript", "python3-gi", "gir1.2-adw-1", "gir1.2-gtk-4.0", "xvfb",
        "xauth",
      ]
      let words = run.aptCalls[2].split(separator: " ").map(String.init)
      #expect(Array(words.prefix(3)) == ["install", "-y", "-qq"])
      #expect(words.dropFirst(3).allSatisfy(engines.contains), "\(words)")
      #expect(Array(words.suffix(2)) == ["xvfb", "xauth"], "\(words)")
    }
  }

  @Test("on macOS without Homebrew, the Homebrew packages are named with where to get it")
  func macOSWithoutBrew() throws {
    let stubs = Self.stubs(os: "Darwin", root: false, apt: false, brew: false, gnuplot: false)
    let demo = try Self.run(["demo"], stubs: stubs)
    #expect(demo.status == 0)
    #expect(demo.brewCommands == "brew install gnuplot")
    #expect(demo.errors.contains("Homebrew is not installed (https://brew.sh)"))
    #expect(!demo.errors.contains("apt-get install"))
    let test = try Self.run(["test"], stubs: stubs)
    #expect(test.status == 0)
    #expect(
      test.brewCommands == "brew install gnuplot ffmpeg node eslint; brew install --cask chromium")
    #expect(test.errors.contains("make engines and make recordings need Linux"))
  }

  @Test("on macOS with Homebrew, the missing packages are named as brew install commands")
  func macOSWithBrew() throws {
    let missing = Self.stubs(os: "Darwin", root: true, apt: false, brew: true, gnuplot: false)
    let demo = try Self.run(["demo"], stubs: missing)
    #expect(demo.status == 0)
    #expect(
      demo.errors
        == "note: apt-get is not available on macOS; with Homebrew, install what is missing:"
        + " brew install gnuplot\n")
    let test = try Self.run(["test"], stubs: missing)
    #expect(
      test.brewCommands == "brew install gnuplot ffmpeg node eslint; brew install --cask chromium")
    let installed = Self.stubs(os: "Darwin", root: false, apt: false, brew: true, gnuplot: true)
    let nothing = try Self.run(["demo"], stubs: installed)
    #expect(nothing.status == 0)
    #expect(nothing.errors.isEmpty)
  }

  @Test("a set other than demo and test is refused with the usage")
  func unknownSet() throws {
    let stubs = Self.stubs(os: "Linux", root: true, apt: true, brew: false, gnuplot: false)
    let run = try Self.run(["all"], stubs: stubs)
    #expect(run.status == 2)
    #expect(run.errors == "usage: scripts/install-deps.sh [demo|test]\n")
    #expect(run.aptCalls.isEmpty)
  }
}
