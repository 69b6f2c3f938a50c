import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyMath
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeaksCommandTests {
  /// The `index,t,value,kind` rows of peaks output.
  func peaks(_ text: String) -> [Peak] {
    do {
      return try PeakTable.parse(text)
    } catch {
      Issue.record("not a peak table: \(error)")
      return []
    }
  }

  @Test("skype: the refined peaks are the golden file, byte for byte; --check passes")
  func skypeGolden() throws {
    let golden = try String(
      contentsOfFile: RepositoryFiles.path("data/golden/skype.csv"), encoding: .utf8)
    let result = runCLI(["peaks", "--preset", "skype"])
    #expect(result.status == 0)
    #expect(result.errorLines.isEmpty)
    #expect(result.output == golden)
    let check = runCLI([
      "peaks", "--preset", "skype", "--check", RepositoryFiles.path("data/golden/skype.csv"),
    ])
    #expect(check.status == 0)
    #expect(check.output.contains("PASS: 4 matched, 0 drifted, 0 missing, 0 extra"))
  }

  @Test(
    "more than 10^7 frames: one error naming --until (given or its default) and --fps",
    arguments: [
      (
        [
          "peaks", "spring", "--mass", "1", "--stiffness", "1000000", "--damping-coefficient",
          "0.0001", "--fps", "1000",
        ],
        "error: the spring settles after 138155.10264981448 s (the default --until), which at"
          + " --fps 1000 asks for 138155104 frames; at most 10000000 are allowed: give --until at"
          + " most 9999.999 s or a lower --fps"
      ),
      (
        ["peaks", "--preset", "skype", "--fps", "1000", "--until", "10000"],
        "error: --until 10000 s at --fps 1000 asks for 10000001 frames; at most 10000000 are"
          + " allowed: give --until at most 9999.999 s or a lower --fps"
      ),
      (
        ["peaks", "--preset", "skype", "--until", "20000", "--fps", "1000"],
        "error: --until 20000 s at --fps 1000 asks for 20000001 frames; at most 10000000 are"
          + " allowed: give --until at most 9999.999 s or a lower --fps"
      ),
      (
        ["peaks", "--preset", "skype", "--side-delay", "200000"],
        "error: the animation ends at 200001 s (the default --until, set by --side-delay"
          + " 200000), which at --fps 60 asks for 12000061 frames; at most 10000000 are allowed:"
          + " give --until at most 166666.65 s or a lower --fps"
      ),
    ])
  func tooManyFrames(arguments: [String], message: String) {
    let result = runCLI(arguments)
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(result.errorLines.first == message)
  }

  @Test("the advised --until is accepted (10^7 frames) and the next Double above it is refused")
  func frameLimitBoundary() throws {
    let advised = 9999.999
    #expect(advised == DisplayLink.maximumHorizon(framesPerSecond: 1000))
    let accepted = runCLI(["peaks", "--preset", "skype", "--fps", "1000", "--until", "9999.999"])
    #expect(accepted.status == 0 && accepted.errorLines.isEmpty)
    #expect(peaks(accepted.output).count == 4)
    let above = advised.nextUp.description
    #expect(above == "9999.999000000002")
    let refused = runCLI(["peaks", "--preset", "skype", "--fps", "1000", "--until", above])
    #expect(refused.status == 2)
    #expect(
      refused.errorMessages == [
        "error: --until 9999.999000000002 s at --fps 1000 asks for 10000001 frames; at most"
          + " 10000000 are allowed: give --until at most 9999.999 s or a lower --fps"
      ])
  }

  @Test("diff, shape and plot refuse with the same limit and words as peaks")
  func frameLimitIsShared() throws {
    let message =
      "error: --until 10000 s at --fps 1000 asks for 10000001 frames; at most 10000000 are"
      + " allowed: give --until at most 9999.999 s or a lower --fps"
    for command in ["peaks", "diff"] {
      let result = runCLI([command, "--preset", "skype", "--fps", "1000", "--until", "10000"])
      #expect(result.status == 2 && result.output.isEmpty)
      #expect(result.errorMessages == [message], "\(command)")
    }
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let delayed =
      "error: the animation ends at 200001 s (set by --side-delay 200000), which at --fps 60"
      + " asks for 12000061 frames; at most 10000000 are allowed: give a lower --fps or end the"
      + " animation sooner (--side-delay 200000): at this rate it may last at most 166666.65 s"
    for arguments in [
      ["shape", "--inversions"], ["shape", "--metrics"],
      ["plot", "--format", "none", "--out-dir", folder.appendingPathComponent("plot").path],
    ] {
      let result = runCLI(arguments + ["--side-delay", "200000"])
      #expect(result.status == 2 && result.output.isEmpty)
      #expect(result.errorMessages == [delayed], "\(arguments)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("--summary of a diff not settled where the 1000 s search stops names that limit")
  func summaryUnsettled() {
    let result = runCLI([
      "peaks", "--preset", "skype", "--side-delay", "9000", "--free-spring", "--summary", "-",
      "--out", "/dev/null",
    ])
    #expect(result.status == 2 && result.output.isEmpty)
    #expect(
      result.errorMessages == [
        "error: the diff has not settled (|diff| <= 0.001 of its largest value) by 9001 s, where"
          + " the search for its settling time stops (at 1000 s, or at the end of the animation"
          + " when later: 9001 s, set by --side-delay 9000, --free-spring); give the helpers more"
          + " damping, a shorter delay or drop --free-spring"
      ])
  }

  @Test("--side-damping 0.51 fails the skype check: exit 1 and the table of drifts on stdout")
  func oneParameterChange() {
    let result = runCLI([
      "peaks", "--preset", "skype", "--side-damping", "0.51", "--check",
      RepositoryFiles.path("data/golden/skype.csv"),
    ])
    #expect(result.status == 1)
    #expect(result.errorMessages.isEmpty)
    let lines = result.output.split(separator: "\n")
    #expect(lines.first?.contains("t_golden") == true)
    #expect(lines.filter { $0.hasSuffix("DRIFT") }.count == 4)
    #expect(lines.last?.hasPrefix("FAIL: 0 matched, 4 drifted") == true)
    // The deepest minimum moves from −148.64 to about −141.7 points (row 2, column dv ≈ +6.9).
    #expect(lines[2].contains("-148.642531"))
  }

  @Test("--write then --check round-trips; the sidecar records the overridden preset")
  func writeThenCheck() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("custom.csv").path
    let written = runCLI(["peaks", "--preset", "skype", "--side-damping", "0.51", "--write", path])
    #expect(written.status == 0)
    #expect(peaks(written.output).count == 4)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == written.output)
    let meta = try GoldenMetadata.decode(
      jsonText: try String(
        contentsOfFile: directory.appendingPathComponent("custom.meta.json").path,
        encoding: .utf8))
    #expect(meta.preset.side.dampingRatio == 0.51)
    #expect(meta.method == .refined)
    #expect(meta.horizon == 1)
    let check = runCLI(["peaks", "--preset", "skype", "--side-damping", "0.51", "--check", path])
    #expect(check.status == 0)
    let stale = runCLI(["peaks", "--preset", "skype", "--check", path])
    #expect(stale.status == 1)
  }

  @Test("--input reads CRLF line endings exactly like LF ones")
  func inputWithCRLF() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let lf = directory.appendingPathComponent("lf.csv")
    let crlf = directory.appendingPathComponent("crlf.csv")
    #expect(runCLI(["diff", "--preset", "skype", "--out", lf.path]).status == 0)
    let text = try String(contentsOf: lf, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: crlf)
    let summary = directory.appendingPathComponent("summary.csv").path
    let fromLF = runCLI(["peaks", "--input", lf.path, "--summary", summary])
    let lfSummary = try String(contentsOfFile: summary, encoding: .utf8)
    let fromCRLF = runCLI(["peaks", "--input", crlf.path, "--summary", summary])
    #expect(fromCRLF.status == 0)
    #expect(peaks(fromCRLF.output).count == 4)
    #expect(fromCRLF.output == fromLF.output)
    #expect(try String(contentsOfFile: summary, encoding: .utf8) == lfSummary)
  }

  @Test("--input on a CSV written by 'diff' finds the sampled peaks of the preset")
  func inputFromDiff() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("skype-diff.csv").path
    #expect(runCLI(["diff", "--preset", "skype", "--out", path]).status == 0)
    let fromFile = peaks(runCLI(["peaks", "--input", path, "--sampled"]).output)
    let fromScene = peaks(runCLI(["peaks", "--preset", "skype", "--sampled"]).output)
    #expect(fromFile.count == 4)
    #expect(fromFile.map(\.index) == [1, 13, 35, 55])  // data rows = frames without drops
    #expect(fromFile.map(\.kind) == fromScene.map(\.kind))
    for (a, b) in zip(fromFile, fromScene) {
      #expect(abs(a.time - b.time) <= 1e-10)
      #expect(abs(a.value - b.value) <= 2e-9)
    }
    // Parabolic refinement lands within 2 ms of the refined peaks (frames are 16.7 ms apart;
    // measured: at most 0.77 ms).
    let parabolic = peaks(runCLI(["peaks", "--input", path, "--column", "diff"]).output)
    let refined = peaks(runCLI(["peaks", "--preset", "skype"]).output)
    #expect(parabolic.count == refined.count)
    for (p, r) in zip(parabolic, refined) {
      #expect(abs(p.time - r.time) <= 2e-3)
      #expect(p.kind == r.kind)
    }
    // The side column peaks elsewhere: a single spring's minimum near t = 0.29 s (not skype's).
    let side = peaks(runCLI(["peaks", "--input", path, "--column", "side"]).output)
    #expect(side.first?.kind == .minimum)
  }

  @Test("a single spring: extrema every half damped period, each v_k = 100·(−r)^k")
  func singleSpring() {
    let result = runCLI([
      "peaks", "--duration", "1", "--damping", "0.5", "--from", "100", "--to", "0",
    ])
    #expect(result.status == 0)
    let found = peaks(result.output)
    // ζ = 0.5: r = exp(−πζ/√(1 − ζ²)) per half period.
    let r = exp(-Double.pi * 0.5 / (0.75).squareRoot())
    #expect(found.count == 3)
    for (k, peak) in found.enumerated() {
      #expect(abs(peak.value - 100 * pow(-r, Double(k + 1))) <= 1e-8)
      #expect(abs(peak.time - Double(k + 1) * found[0].time) <= 1e-9)
    }
    #expect(found.map(\.kind) == [.minimum, .maximum, .minimum])
  }

  @Test("--summary - alone prints just the summary; with --out FILE the peaks go to FILE")
  func summaryAlone() throws {
    let alone = runCLI(["peaks", "--preset", "skype", "--summary", "-", "--threshold", "10"])
    #expect(alone.status == 0 && alone.errorLines.isEmpty)
    #expect(
      alone.output
        == """
        key,value
        peaks,4
        threshold,10.0
        count_above_threshold,2
        decay_ratio_1,57.52638985945829
        decay_ratio_2,0.11214836792702193
        decay_ratio_3,0.047460508766216485
        settling_time,1.0
        end_jump,0.0014770206478185329

        """)
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("peaks.csv").path
    let both = runCLI(
      ["peaks", "--preset", "skype", "--summary", "-", "--threshold", "10", "--out", path])
    #expect(both.status == 0 && both.output == alone.output)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == runCLI(["peaks", "--preset", "skype"]).output)
  }

  @Test("--summary FILE: count above --threshold, decay ratios and a settling time that holds")
  func summary() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("summary.csv").path
    let result = runCLI(
      ["peaks", "--preset", "skype", "--summary", path, "--threshold", "10"])
    #expect(result.status == 0)
    // The peaks stream stays one CSV; the summary is a CSV of its own.
    #expect(result.output == runCLI(["peaks", "--preset", "skype"]).output)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == "key,value")
    #expect(lines.allSatisfy { $0.split(separator: ",").count == 2 })
    var values: [String: String] = [:]
    for line in lines.dropFirst() {
      let fields = line.split(separator: ",").map(String.init)
      try #require(fields.count == 2, "summary line '\(line)'")
      values[fields[0]] = fields[1]
    }
    #expect(lines.dropFirst().first == "peaks,4")
    #expect(values["threshold"] == "10.0")
    #expect(values["peaks"] == "4")
    #expect(values["count_above_threshold"] == "2")  // |−148.6| and |16.67| only
    let golden = [2.583901603, -148.642530991, 16.670017255, -0.791167500]
    for i in 1...3 {
      let ratio = try #require(values["decay_ratio_\(i)"].flatMap(Double.init))
      #expect(abs(ratio - abs(golden[i] / golden[i - 1])) <= 1e-8)
    }
    // Independent check of the settling time by dense sampling of the scene: after it
    // |diff| ≤ 0.001·max|diff| (max = 148.64 at the deepest minimum), just before it more.
    let settling = try #require(values["settling_time"].flatMap(Double.init))
    let scene = try FrameDiffPreset.skype.scene()
    let bound = 0.001 * 148.642530991
    for i in 0...20_000 {
      let t = settling + 1e-9 + Double(i) * 1e-4
      #expect(abs(scene.diff(at: t)) <= bound * (1 + 1e-9))
      if abs(scene.diff(at: t)) > bound * (1 + 1e-9) { break }
    }
    #expect(abs(scene.diff(at: settling - 1e-6)) > bound)
  }

  /// The samples of a `t,diff` text with `#` comments, parsed independently of the library.
  static func samples(ofSeries text: String) -> [SamplePoint] {
    var samples: [SamplePoint] = []
    for line in text.split(separator: "\n").filter({ !$0.hasPrefix("#") }).dropFirst() {
      let fields = line.split(separator: ",").compactMap { Double($0) }
      samples.append(SamplePoint(index: samples.count, time: fields[0], value: fields[1]))
    }
    return samples
  }

  @Test(
    "--input streams once: output equals the in-memory PeakFinder + SeriesSettling result")
  func streamingEqualsInMemory() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("random.csv").path
    let summaryPath = directory.appendingPathComponent("summary.csv").path
    var random = SplitMix64(seed: 2026)
    for trial in 0..<12 {
      // A noisy damped sine on uneven times, rounded to a grid so that flat runs occur, then a
      // quiet tail so that most trials settle; comment lines as a tool may write.
      var lines = ["# trial \(trial)", "t,diff"]
      var t = 0.0
      let levels = trial.isMultiple(of: 2) ? 20.0 : 1e6
      for i in 0..<3_000 {
        t += 0.001 + 0.002 * random.nextUnitDouble()
        let noise = 0.05 * (random.nextUnitDouble() - 0.5)
        let value = i < 2_500 ? exp(-t) * sin(20 * t) + noise : 0
        lines.append("\(t),\((value * levels).rounded() / levels)")
        if i == 1_000 { lines.append("# halfway") }
      }
      let text = lines.joined(separator: "\n") + (trial.isMultiple(of: 3) ? "" : "\n")
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let samples = Self.samples(ofSeries: text)
      #expect(samples.count == 3_000)
      for sampled in [false, true] {
        let peaks =
          sampled ? PeakFinder.sampledPeaks(samples) : PeakFinder.parabolicPeaks(samples)
        let inMemory = PeaksMode.Findings(
          peaks: peaks, settlingTime: { try SeriesSettling.settlingTime(of: samples) },
          golden: nil)
        let expected = try PeaksMode(source: .series, action: .list).summary(
          inMemory, threshold: 0.25)
        let result = runCLI(
          ["peaks", "--input", path, "--summary", summaryPath, "--threshold", "0.25"]
            + (sampled ? ["--sampled"] : []))
        #expect(result.status == 0)
        #expect(peaks.count > 10)
        #expect(result.output == PeakTable.csv(peaks), "trial \(trial), sampled \(sampled)")
        #expect(
          try String(contentsOfFile: summaryPath, encoding: .utf8) == "key,value\n" + expected)
      }
    }
  }

  static let badInputs = [
    BadInput(["--preset", "skyp"], mentions: "did you mean 'skype'"),
    BadInput(["--preset", "skype", "--side", "duration=1,damping=1"], mentions: "--side"),
    BadInput(
      ["--preset", "skype", "--mass", "1"],
      mentions: "--mass belongs to 'jellylab peaks "),
    BadInput(["--side", "duration=1,speed=2,damping=1"], mentions: "'speed'"),
    BadInput(
      ["--input", "x.csv", "--preset", "skype"],
      mentions: "--preset belongs to 'jellylab peaks "),
    BadInput(
      ["--input", "x.csv", "--duration", "1"],
      mentions: "--duration belongs to 'jellylab peaks "),
    BadInput(
      ["--input", "x.csv", "--fps", "30"],
      mentions: "--fps belongs to 'jellylab peaks "),
    BadInput(
      ["--column", "diff", "--preset", "skype"],
      mentions: "--column belongs to 'jellylab peaks "),
    BadInput(
      ["--input", "x.csv", "--write", "x-golden.csv"],
      mentions: "--input belongs to 'jellylab peaks "),
    BadInput(
      ["--duration", "1", "--damping", "0.5", "--side-damping", "0.5"],
      mentions: "--side-damping belongs to 'jellylab peaks "),
    BadInput(
      ["--duration", "1", "--damping", "0.5", "--drop-frames", "3"],
      mentions: "--drop-frames belongs to 'jellylab peaks "),
    BadInput(["--preset", "skype", "--drop-frames", "3"], mentions: "--sampled"),
    BadInput(["--preset", "skype", "--threshold", "1"], mentions: "--threshold"),
    BadInput(
      ["--preset", "skype", "--summary", "s.csv", "--threshold", "-1"], mentions: "--threshold"),
    BadInput(
      ["--preset", "skype", "--summary", "s.csv", "--threshold", "nan"], mentions: "--threshold"),
    BadInput(
      ["--preset", "skype", "--summary", "-", "--out", "-"],
      mentions: "--summary - and --out - both name stdout"),
    BadInput(["--preset", "skype", "--time-column", "t"], mentions: "--time-column"),
    BadInput(["--preset", "skype", "--value-column", "v"], mentions: "--value-column"),
    BadInput(
      ["--input", "x.csv", "--column", "a", "--value-column", "b"], mentions: "--column"),
    BadInput(
      ["--preset", "skype", "--time-tolerance", "1"],
      mentions: "--time-tolerance belongs to 'jellylab peaks "),
    BadInput(
      ["--preset", "skype", "--check", "g.csv", "--time-tolerance", "-1"],
      mentions: "--time-tolerance"),
    BadInput(
      ["--preset", "skype", "--check", "g.csv", "--value-tolerance", "inf"],
      mentions: "--value-tolerance"),
    BadInput(
      ["--preset", "skype", "--check", "g.csv", "--write", "h.csv"],
      mentions: "--write belongs to 'jellylab peaks "),
    BadInput(["--preset", "skype", "--check", "/nonexistent/g.csv"], mentions: "--check"),
    BadInput(["--input", "/nonexistent/s.csv"], mentions: "--input"),
    BadInput(["--preset", "skype", "--fps", "0"], mentions: "--fps"),
    BadInput(["--preset", "skype", "--until", "-1"], mentions: "--until"),
    BadInput(["--preset", "skype", "--distance", "nan"], mentions: "--distance"),
    BadInput(["--preset", "skype", "--screen", "axb"], mentions: "--screen"),
  ]

  @Test("bad input exits 2 with one error line naming the option", arguments: badInputs)
  func badInput(_ input: BadInput) {
    let result = runCLI(["peaks"] + input.arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    #expect(result.errorMessages.first?.contains(input.mentions) == true, "\(result.errorLines)")
  }

  /// A file's content and the `path:line` (or reason) its error must name.
  struct BadFile: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let option: String
    let mentions: String
    var testDescription: String { "\(option) \(name)" }
  }

  static let badFiles = [
    BadFile(name: "empty", bytes: [], option: "--input", mentions: "file is empty"),
    BadFile(
      name: "latin1", bytes: [0x74, 0x2C, 0x76, 0x0A, 0xE9], option: "--input",
      mentions: ":2: line is not valid UTF-8"),
    BadFile(
      name: "text", bytes: Array("t,diff\n0,1\n0.1,x\n".utf8), option: "--input",
      mentions: ":3: column 'diff': 'x' is not a number"),
    BadFile(
      name: "short", bytes: Array("t,diff\n0,1\n0.1\n".utf8), option: "--input",
      mentions: ":3: expected 2 cells as in the header, found 1"),
    BadFile(
      name: "unsorted", bytes: Array("t,diff\n0,1\n0.2,2\n0.1,3\n".utf8), option: "--input",
      mentions: ":4: column 't' must increase, but 0.1 follows 0.2"),
    BadFile(
      name: "notime", bytes: Array("x,diff\n0,1\n".utf8), option: "--input",
      mentions: "columns found: 'x', 'diff'; name it with --time-column NAME"),
    BadFile(
      name: "gap", bytes: Array("t,diff\n0,1\n\n0.1,2\n".utf8), option: "--input",
      mentions: ":3: blank line inside the data (only the end of the file may be blank)"),
    BadFile(
      name: "gap", bytes: Array("index,t,value,kind\n1,0.1,2,max\n\n2,0.2,1,min\n".utf8),
      option: "--check",
      mentions: ":3: blank line inside the data (only the end of the file may be blank)"),
    BadFile(name: "empty", bytes: [], option: "--check", mentions: ":1: expected the header"),
    BadFile(name: "latin1", bytes: [0xFF, 0xFE], option: "--check", mentions: "not UTF-8"),
    BadFile(
      name: "kind", bytes: Array("index,t,value,kind\n1,0.1,2,top\n".utf8), option: "--check",
      mentions: ":2: kind 'top'"),
    BadFile(
      name: "nan", bytes: Array("index,t,value,kind\n1,nan,2,max\n".utf8), option: "--check",
      mentions: ":2: t 'nan' not a number"),
  ]

  @Test(
    "bad files exit 2 with one error line naming the option, the file and the line",
    arguments: badFiles)
  func badFile(_ file: BadFile) throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("\(file.name).csv").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(file.bytes)))
    let arguments =
      file.option == "--input"
      ? ["peaks", "--input", path] : ["peaks", "--preset", "skype", "--check", path]
    let result = runCLI(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errorMessages.count == 1)
    let message = result.errorMessages.first ?? ""
    #expect(message.contains(file.option) && message.contains(path), "\(message)")
    #expect(message.contains(file.mentions), "\(message)")
  }

  @Test("a CSV that ends with blank lines is read like one that does not (--input, --check)")
  func trailingBlankLines() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let series = directory.appendingPathComponent("s.csv").path
    try "t,diff\r\n0,1\r\n0.1,2\r\n0.2,1\r\n\r\n\r\n".write(
      toFile: series, atomically: true, encoding: .utf8)
    let read = runCLI(["peaks", "--input", series])
    #expect(read.status == 0 && read.errorLines.isEmpty)
    #expect(read.output == "index,t,value,kind\n1,0.1000000000,2.000000000,max\n")
    let golden = directory.appendingPathComponent("skype.csv").path
    let text = try String(
      contentsOfFile: RepositoryFiles.path("data/golden/skype.csv"), encoding: .utf8)
    try (text + "\n\n").write(toFile: golden, atomically: true, encoding: .utf8)
    let check = runCLI(["peaks", "--preset", "skype", "--check", golden])
    #expect(check.status == 0)
    #expect(check.output.contains("PASS: 4 matched, 0 drifted, 0 missing, 0 extra"))
  }

  @Test("--summary of a series that has not settled leaves settling_time empty, not 'none'")
  func summaryMissingSettling() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let series = directory.appendingPathComponent("s.csv").path
    try "t,diff\n0,1\n0.1,2\n0.2,1\n".write(toFile: series, atomically: true, encoding: .utf8)
    let result = runCLI(["peaks", "--input", series, "--summary", "-"])
    #expect(result.status == 0 && result.errorLines.isEmpty)
    #expect(
      result.output
        == "key,value\npeaks,1\nthreshold,0.0\ncount_above_threshold,1\nsettling_time,\n")
  }

  @Test("--input with an unknown --column names the column")
  func unknownColumn() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("s.csv").path
    try "t,diff\n0,1\n0.1,2\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = runCLI(["peaks", "--input", path, "--column", "dif"])
    #expect(result.status == 2)
    #expect(
      result.errorMessages == [
        "error: --input \(path):1: no column named 'dif'; columns found: 't', 'diff'"
      ])
  }
  @Test("--time-column, --value-column and case-insensitive or quoted headers")
  func columnNames() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("s.csv").path
    let expected = "index,t,value,kind\n1,0.1000000000,2.000000000,max\n"
    for header in ["Time,Value", "time_s,pos", "\"t\",\"diff\"", "TIME (s),x"] {
      try "\(header)\n0,1\n0.1,2\n0.2,1\n".write(toFile: path, atomically: true, encoding: .utf8)
      let result = runCLI(["peaks", "--input", path, "--sampled"])
      #expect(result.status == 0, "\(header): \(result.errorLines)")
      #expect(result.output == expected, "\(header)")
    }
    try "zeit,a,b\n0,1,5\n0.1,2,4\n0.2,1,5\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let named = runCLI([
      "peaks", "--input", path, "--sampled", "--time-column", "Zeit", "--value-column", "A",
    ])
    #expect(named.output == expected)
    let missing = runCLI(["peaks", "--input", path])
    #expect(missing.status == 2)
    #expect(
      missing.errorMessages == [
        "error: --input \(path):1: no time column (t, time, or a name such as time_s); "
          + "columns found: 'zeit', 'a', 'b'; name it with --time-column NAME"
      ])
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
    #expect(
      other.errorLines == ["warning: --check \(path) was recorded with fps 30.0 (this run: 60.0)"])
    let preset = runCLI(["peaks", "--preset", "skype", "--side-damping", "0.51", "--check", path])
    #expect(preset.status == 1)
    #expect(
      preset.errorLines == [
        "warning: --check \(path) was recorded with side.dampingRatio 0.5 (this run: 0.51)"
      ])
    // A golden file without a sidecar is checked with the command line's settings.
    try FileManager.default.removeItem(
      atPath: directory.appendingPathComponent("sampled.meta.json").path)
    #expect(runCLI(["peaks", "--preset", "skype", "--check", path]).status == 1)
    #expect(
      runCLI([
        "peaks", "--preset", "skype", "--sampled", "--fps", "30", "--until", "0.8", "--check", path,
      ]).status == 0)
  }
}

extension PeaksCommandTests {
  @Test("--summary and --out naming the same file is refused before anything is written")
  func summaryAndOutSameFile() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("same.csv").path
    let result = runCLI(["peaks", "--preset", "skype", "--out", path, "--summary", path])
    #expect(result.status == 2)
    #expect(
      result.errorMessages == ["error: --summary and --out name the same file; give two files"])
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
