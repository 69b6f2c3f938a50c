import Foundation
import JellyCLITestSupport
import JellyTestSupport
import Testing

@testable import JellyCLI

/// `peaks write` and `peaks check` on every source kind: each round-trips, a one-percent change
/// of one parameter fails with exit 1 and a table naming the drifted peaks, and a replay without
/// options passes.
@Suite struct PeaksGoldenSourcesTests {
  /// A damped oscillation sampled at 60 Hz for 2 s, as a recording would hold it (synthetic).
  static func trace(amplitude: Double = 100) -> String {
    var text = "# synthetic: 100 px travel, damping ratio 0.3, 2 Hz\nt,y\n"
    for n in 0...120 {
      let t = Double(n) / 60
      let y = amplitude * (1 - exp(-0.3 * 4 * .pi * t) * cos(2 * .pi * 2 * t))
      text += "\(t),\(y)\n"
    }
    return text
  }

  @Test("a Core Animation spring: written, replayed, and checked with --damping-coefficient 5.05")
  func spring() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("g/ca.csv").path
    let write = runCLI([
      "peaks", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "5", "--write", golden,
    ])
    #expect(write.status == 0, "\(write.errorLines)")
    let meta = try String(
      contentsOfFile: golden.replacingOccurrences(of: ".csv", with: ".meta.json"), encoding: .utf8)
    #expect(meta.contains("\"kind\" : \"spring\""))
    let replay = runCLI(["peaks", "--check", golden])
    #expect(replay.status == 0, "\(replay.output)\(replay.errorLines)")
    #expect(replay.errorLines.isEmpty)
    #expect(replay.output.contains("PASS: "))
    let changed = runCLI(["peaks", "--check", golden, "--damping-coefficient", "5.05"])
    #expect(changed.status == 1)
    #expect(
      changed.errorLines == [
        "warning: \(golden): damping-coefficient: recorded 5.0, this run 5.05"
      ])
    let drifted = changed.output.split(separator: "\n").filter { $0.hasSuffix("DRIFT") }
    #expect(drifted.count > 5)
    #expect(changed.output.contains("FAIL: 0 matched"))
    // Another set replaces the recorded one.
    // Another set replaces the recorded one: response 2π/10 s with ζ 0.25 is the same spring
    // (ω0 = 10, ζ = 5/(2·10)), so it passes with one warning naming the sets; 0.7 s does not.
    let same = runCLI([
      "peaks", "check", golden, "--response", "0.6283185307179586", "--damping", "0.25",
    ])
    #expect(same.status == 0, "\(same.output)")
    #expect(
      same.errorLines.contains {
        $0.contains("spring: recorded coreAnimation, this run swiftUIResponse")
      })
    let other = runCLI(["peaks", "check", golden, "--response", "0.7", "--damping", "0.25"])
    #expect(other.status == 1)
  }

  @Test("an easing: easeOutElastic written, replayed, and checked over 1.01 s")
  func easing() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("ease.csv").path
    #expect(runCLI(["peaks", "--curve", "easeOutElastic", "--write", golden]).status == 0)
    let replay = runCLI(["peaks", "--check", golden])
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.output.contains("PASS: 6 matched"))
    let changed = runCLI(["peaks", "--check", golden, "--duration", "1.01"])
    #expect(changed.status == 1)
    #expect(changed.errorLines == ["warning: \(golden): duration: recorded 1.0, this run 1.01"])
    #expect(changed.output.split(separator: "\n").filter { $0.hasSuffix("DRIFT") }.count == 6)
  }

  @Test("a series: written from a file, replayed, checked against a 1 % larger recording")
  func series() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("trace.csv").path
    try Self.trace().write(toFile: trace, atomically: true, encoding: .utf8)
    let golden = folder.appendingPathComponent("g/trace.csv").path
    let write = runCLI(["peaks", "--input", trace, "--write", golden])
    #expect(write.status == 0, "\(write.errorLines)")
    let meta = try String(
      contentsOfFile: folder.appendingPathComponent("g/trace.meta.json").path, encoding: .utf8)
    #expect(meta.contains("\"path\" : \"../trace.csv\""))
    #expect(meta.contains("\"value_column\" : \"y\""))
    let replay = runCLI(["peaks", "--check", golden])
    #expect(replay.status == 0, "\(replay.output)\(replay.errorLines)")
    let larger = folder.appendingPathComponent("larger.csv").path
    try Self.trace(amplitude: 101).write(toFile: larger, atomically: true, encoding: .utf8)
    let changed = runCLI(["peaks", "--check", golden, "--input", larger])
    #expect(changed.status == 1)
    #expect(
      changed.errorLines.contains {
        $0.contains("input: recorded ../trace.csv, this run ../larger.csv")
      })
    #expect(changed.output.contains("DRIFT"))
    // The pinned file changes: a replay refuses it (exit 2) and names it.
    try Self.trace(amplitude: 101).write(toFile: trace, atomically: true, encoding: .utf8)
    let stale = runCLI(["peaks", "--check", golden])
    #expect(stale.status == 2)
    #expect(stale.errorLines.first?.contains("changed since it was pinned") == true)
    try FileManager.default.removeItem(atPath: trace)
    let gone = runCLI(["peaks", "--check", golden])
    #expect(gone.status == 2)
    #expect(gone.errorLines.first?.contains("cannot be read") == true)
  }

  @Test("a series from standard input: pinned, then checked by piping it again")
  func seriesFromStandardInput() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("piped.csv").path
    let input = Data(Self.trace().utf8)
    let write = try launchJellylab(
      ["peaks", "--input", "-", "--write", golden], standardInput: input)
    #expect(write.status == 0, "\(write.errorLines)")
    let again = try launchJellylab(
      ["peaks", "--check", golden, "--input", "-"], standardInput: input)
    #expect(again.status == 0, "\(again.errorLines)")
    #expect(again.errorLines.isEmpty)
    let replay = try launchJellylab(["peaks", "--check", golden])
    #expect(replay.status == 2)
    #expect(replay.errorLines.first?.contains("pinned from standard input") == true)
  }

  @Test("a folder: every golden file replayed, one summary, JUnit with one case per file")
  func folder() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let g = folder.appendingPathComponent("g").path
    #expect(runCLI(["peaks", "--curve", "easeOutBack", "--write", g + "/back.csv"]).status == 0)
    #expect(runCLI(["peaks", "--preset", "skype", "--write", g + "/skype.csv"]).status == 0)
    let junit = folder.appendingPathComponent("junit.xml").path
    let check = runCLI(["peaks", "check", g, "--junit", junit])
    #expect(check.status == 0, "\(check.output)")
    #expect(check.output.contains("PASS \(g)/back.csv (1 peak)"))
    #expect(
      check.output.contains("golden \(g): 2 passed, 0 failed, 0 could not be checked (2 files)"))
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count == 3)
    // A broken file: the others are still checked, then exit 2.
    try "index,t,value,kind\n1,x,2,max\n".write(
      toFile: g + "/back.csv", atomically: true, encoding: .utf8)
    let broken = runCLI(["peaks", "check", g])
    #expect(broken.status == 2)
    #expect(broken.output.contains("PASS \(g)/skype.csv"))
    #expect(
      broken.errorMessages == [
        "error: \(g)/back.csv:2: t 'x' not a number",
        "error: 1 of 2 golden files in \(g) could not be checked",
      ])
    #expect(runCLI(["peaks", "check", g, "--preset", "jelly"]).status == 2)
  }

  @Test("bad golden files: one error line naming the file and the problem, exit 2, nothing written")
  func badGoldenFiles() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("ca.csv").path
    let meta = folder.appendingPathComponent("ca.meta.json").path
    #expect(
      runCLI([
        "peaks", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "5", "--write",
        golden,
      ])
      .status == 0)
    let out = folder.appendingPathComponent("out.txt").path
    try "kept".write(toFile: out, atomically: true, encoding: .utf8)
    let metaText = try String(contentsOfFile: meta, encoding: .utf8)
    let cases: [(String, String, String)] = [
      (
        meta, "{ \"format\": \"jellylab golden peaks 2\" }",
        "--check \(meta): not golden metadata: 'generator' is missing"
      ),
      (meta, "nonsense", "--check \(meta): not golden metadata: not valid JSON"),
      (
        meta,
        metaText.replacingOccurrences(of: "\"kind\" : \"spring\"", with: "\"kind\" : \"banana\""),
        "--check \(meta): not golden metadata: 'source.kind' has a value this version does not know"
      ),
      (
        meta, metaText.replacingOccurrences(of: "\"time\" : 1e-09", with: "\"time\" : -1"),
        "--check \(meta): 'tolerance.time' must be >= 0 and finite (got -1.0)"
      ),
      (
        meta,
        metaText.replacingOccurrences(
          of: "\"parametrization\" : \"coreAnimation\"", with: "\"parametrization\" : \"uiKit\""),
        "--check \(meta) is inconsistent: replaying it gives spring: recorded uiKit, this run"
          + " coreAnimation"
      ),
      (
        golden, "index,t,value,kind\n1,0.5,1.2,max\n2,0.1,0.9,min\n",
        "--check \(golden):3: t 0.1 is before the row above (0.5): rows are in time order"
      ),
      (
        golden, "index,t,value,kind\n-5,0.5,1.2,max\n",
        "--check \(golden):2: index '-5' not an integer >= 0"
      ),
      (
        meta,
        metaText.replacingOccurrences(of: "\"stiffness\" : 100", with: "\"stiffness\" : -1"),
        "--check \(golden): the recorded spring cannot be run: --stiffness must be"
      ),
      (golden, "index,t,value\n", "--check \(golden):1: expected the header 'index,t,value,kind'"),
    ]
    for (file, text, message) in cases {
      let original = try String(contentsOfFile: file, encoding: .utf8)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      let result = runCLI(["peaks", "--check", golden, "--out", out, "--junit", out + ".xml"])
      #expect(result.status == 2, "\(message)")
      #expect(result.errorLines.count == 1)
      #expect(result.errorLines.first?.contains(message) == true, "\(result.errorLines)")
      #expect(try String(contentsOfFile: out, encoding: .utf8) == "kept")
      #expect(!FileManager.default.fileExists(atPath: out + ".xml"))
      try original.write(toFile: file, atomically: true, encoding: .utf8)
    }
    try FileManager.default.removeItem(atPath: meta)
    let missing = runCLI(["peaks", "--check", golden])
    #expect(missing.status == 2)
    #expect(missing.errorLines == ["error: --check: cannot read '\(meta)': no such file"])
  }

  @Test("--min-prominence pins only the visible swings; the check applies it to the run too")
  func minimumProminence() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let all = folder.appendingPathComponent("all.csv").path
    let visible = folder.appendingPathComponent("visible.csv").path
    let spring = ["peaks", "--response", "1", "--damping", "0.05", "--until", "20"]
    #expect(runCLI(spring + ["--write", all]).status == 0)
    #expect(runCLI(spring + ["--write", visible, "--min-prominence", "1%"]).status == 0)
    let count = { (path: String) in
      try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count - 1
    }
    #expect(try count(all) == 39)
    #expect(try count(visible) < 30 && count(visible) > 10)
    #expect(runCLI(["peaks", "--check", visible]).status == 0)
    let bad = runCLI(spring + ["--write", visible, "--min-prominence", "120%"])
    #expect(bad.status == 2)
    #expect(bad.errorLines.first?.contains("--min-prominence") == true)
  }

  @Test("relative tolerances are recorded as the check's defaults and can be overridden")
  func tolerances() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("ui.csv").path
    #expect(
      runCLI([
        "peaks", "--duration", "1", "--damping", "0.5", "--write", golden,
        "--relative-time-tolerance", "0.02", "--relative-value-tolerance", "0.02",
      ]).status == 0)
    #expect(runCLI(["peaks", "--check", golden, "--damping", "0.505"]).status == 0)
    #expect(
      runCLI(["peaks", "--check", golden, "--damping", "0.505", "--relative-time-tolerance", "0"])
        .status == 1)
  }

  @Test("data/golden: the scenes, a spring, an easing and a browser recording all replay")
  func repositoryGoldenFiles() {
    let folder = RepositoryFiles.path("data/golden")
    let check = runCLI(["peaks", "check", folder])
    #expect(check.status == 0, "\(check.output)\(check.errorLines)")
    #expect(check.errorLines.isEmpty)
    #expect(check.output.hasSuffix("10 passed, 0 failed, 0 could not be checked (10 files)\n"))
    for name in ["spring-core-animation", "ease-out-elastic", "browser-uikit-spring"] {
      #expect(check.output.contains("PASS \(folder)/\(name).csv"), "\(name)")
    }
  }

  @Test(
    "--write refuses stdout, the series it reads and a CSV that is no golden file; --out and --junit refuse the golden pair"
  )
  func destructiveTargets() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("trace.csv").path
    try Self.trace().write(toFile: trace, atomically: true, encoding: .utf8)
    let spring = ["peaks", "--mass", "1", "--stiffness", "100", "--damping-coefficient", "5"]
    let cases: [([String], String)] = [
      (spring + ["--write", "-"], "--write needs a file name"),
      (spring + ["--write", folder.path + "/"], "--write needs a file name"),
      (["peaks", "--input", trace, "--write", trace], "would overwrite the series --input reads"),
      (spring + ["--write", trace], "exists and is not a golden file"),
    ]
    for (arguments, message) in cases {
      let result = runCLI(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.errorMessages.first?.contains(message) == true, "\(result.errorLines)")
    }
    #expect(try String(contentsOfFile: trace, encoding: .utf8) == Self.trace())
    let golden = folder.appendingPathComponent("ca.csv").path
    let meta = folder.appendingPathComponent("ca.meta.json").path
    #expect(runCLI(spring + ["--write", golden]).status == 0)
    #expect(runCLI(spring + ["--write", golden, "--out", meta]).status == 2)
    let pinned = try String(contentsOfFile: golden, encoding: .utf8)
    for arguments in [
      ["peaks", "--check", golden, "--out", golden], ["peaks", "--check", golden, "--junit", meta],
      ["peaks", "check", folder.path, "--out", golden],
    ] {
      let result = runCLI(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.errorMessages.first?.contains("is a golden file being checked") == true)
    }
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == pinned)
    // Pinning the same file again is allowed: it is a golden file.
    #expect(runCLI(spring + ["--write", golden]).status == 0)
  }

  @Test("a folder: a CSV without its .meta.json is an error line of its own; the others still pass")
  func folderWithoutSidecar() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let g = folder.path
    #expect(runCLI(["peaks", "--curve", "easeOutBack", "--write", g + "/a.csv"]).status == 0)
    #expect(runCLI(["peaks", "--curve", "easeOutElastic", "--write", g + "/b.csv"]).status == 0)
    try FileManager.default.removeItem(atPath: g + "/b.meta.json")
    let result = runCLI(["peaks", "check", g])
    #expect(result.status == 2)
    #expect(result.output.contains("PASS \(g)/a.csv (1 peak)"))
    #expect(result.output.contains("ERROR \(g)/b.csv: no \(g)/b.meta.json beside it"))
    #expect(
      result.errorMessages == [
        "error: \(g)/b.csv: no \(g)/b.meta.json beside it: pin it with 'peaks write' or move it"
          + " out of the folder",
        "error: 1 of 2 golden files in \(g) could not be checked",
      ])
  }

  @Test("a peak near the prominence threshold may cross it within the tolerance: no MISSING")
  func prominenceSlack() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("p.csv").path
    let spring = ["peaks", "--mass", "1", "--stiffness", "100", "--until", "20"]
    #expect(
      runCLI(
        spring + ["--damping-coefficient", "0.2", "--write", golden, "--min-prominence", "50%"]
      )
      .status == 0)
    let result = runCLI(
      spring + [
        "--damping-coefficient", "0.201", "--check", golden, "--value-tolerance", "0.01",
        "--time-tolerance", "1e-2",
      ])
    #expect(result.status == 0, "\(result.output)")
    #expect(!result.output.contains("MISSING") && !result.output.contains("EXTRA"))
  }
}
