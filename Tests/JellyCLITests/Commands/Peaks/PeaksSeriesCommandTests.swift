import Foundation
import JellyAnalysis
import JellyCLITestSupport
import JellyFrameDiff
import JellyMath
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeaksSeriesCommandTests {
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
    #expect(parsedPeaks(fromCRLF.output).count == 4)
    #expect(fromCRLF.output == fromLF.output)
    #expect(try String(contentsOfFile: summary, encoding: .utf8) == lfSummary)
  }

  @Test("--input on a CSV written by 'diff' finds the sampled peaks of the preset")
  func inputFromDiff() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("skype-diff.csv").path
    #expect(runCLI(["diff", "--preset", "skype", "--out", path]).status == 0)
    let fromFile = parsedPeaks(runCLI(["peaks", "--input", path, "--sampled"]).output)
    let fromScene = parsedPeaks(runCLI(["peaks", "--preset", "skype", "--sampled"]).output)
    #expect(fromFile.count == 4)
    #expect(fromFile.map(\.index) == [1, 13, 35, 55])  // data rows = frames without drops
    #expect(fromFile.map(\.kind) == fromScene.map(\.kind))
    for (a, b) in zip(fromFile, fromScene) {
      #expect(abs(a.time - b.time) <= 1e-10)
      #expect(abs(a.value - b.value) <= 2e-9)
    }
    // Parabolic refinement lands within 2 ms of the refined peaks (frames are 16.7 ms apart;
    // measured: at most 0.77 ms).
    let parabolic = parsedPeaks(runCLI(["peaks", "--input", path, "--column", "diff"]).output)
    let refined = parsedPeaks(runCLI(["peaks", "--preset", "skype"]).output)
    #expect(parabolic.count == refined.count)
    for (p, r) in zip(parabolic, refined) {
      #expect(abs(p.time - r.time) <= 2e-3)
      #expect(p.kind == r.kind)
    }
    // The side column peaks elsewhere: a single spring's minimum near t = 0.29 s (not skype's).
    let side = parsedPeaks(runCLI(["peaks", "--input", path, "--column", "side"]).output)
    #expect(side.first?.kind == .minimum)
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
        let inMemory = PeakFindings(
          peaks: peaks, settlingTime: { try SeriesSettling.settlingTime(of: samples) })
        let expected = try PeakListing.summary(inMemory, threshold: 0.25)
        let result = runCLI(
          ["peaks", "--input", path, "--summary", summaryPath, "--threshold", "0.25"]
            + (sampled ? ["--sampled"] : []))
        #expect(result.status == 0)
        #expect(peaks.count > 10)
        #expect(result.output == PeakTable.csv(peaks), "trial \(trial), sampled \(sampled)")
        #expect(
          try String(contentsOfFile: summaryPath, encoding: .utf8) == expected)
      }
    }
  }

  @Test("a CSV series that ends with blank lines is read like one that does not")
  func trailingBlankLines() throws {
    let directory = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: directory) }
    let series = directory.appendingPathComponent("s.csv").path
    try "t,diff\r\n0,1\r\n0.1,2\r\n0.2,1\r\n\r\n\r\n".write(
      toFile: series, atomically: true, encoding: .utf8)
    let read = runCLI(["peaks", "--input", series])
    #expect(read.status == 0 && read.errorLines.isEmpty)
    #expect(read.output == "index,t,value,kind\n1,0.1000000000,2.000000000,max\n")
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
}
