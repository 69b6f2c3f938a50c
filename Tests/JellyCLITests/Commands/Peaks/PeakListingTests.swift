import Foundation
import JellyCLITestSupport
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyArguments
@testable import JellyCLI

@Suite struct PeakListingTests {
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
