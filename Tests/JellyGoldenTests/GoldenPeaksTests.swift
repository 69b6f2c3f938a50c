import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGolden
import JellySprings
import JellyTestSupport
import Testing

@Suite struct GoldenPeaksTests {
  /// The peaks of data/golden are compared with fresh ones in one place, `make golden`
  /// (`jellylab peaks check data/golden`). Here: each preset has its pair, written with today's
  /// metadata, and JELLYLAB_UPDATE_DATA=1 rewrites the pairs.
  @Test(
    "data/golden/<preset>.csv and .meta.json exist, with today's metadata",
    arguments: FrameDiffPreset.all)
  func goldenFilesHaveCurrentMetadata(preset: FrameDiffPreset) throws {
    let fresh = try GoldenPeaks(.scene(ScenePeakSource(preset: preset)))
    let csvPath = "data/golden/\(preset.name).csv"
    let metaPath = GoldenPeaks.metadataPath(forCSVPath: csvPath)
    #expect(metaPath == "data/golden/\(preset.name).meta.json")
    if RepositoryFiles.shouldUpdate {
      try RepositoryFiles.write(fresh.csvText, to: csvPath)
      try RepositoryFiles.write(fresh.metadata.jsonText(), to: metaPath)
    }
    let stored = try GoldenPeaks.read(
      csvText: RepositoryFiles.read(csvPath), metadataJSON: RepositoryFiles.read(metaPath))
    #expect(stored.metadata == fresh.metadata)
    #expect(try RepositoryFiles.read(csvPath).hasPrefix("index,t,value,kind\n"))
  }

  @Test("a golden pair of every source kind round-trips through its texts")
  func roundTrip() throws {
    let sources: [PeakSource] = [
      .scene(try ScenePeakSource(preset: .gooey, method: .sampled, framesPerSecond: 120)),
      .spring(
        SpringPeakSource(
          .coreAnimation, [.mass: 1, .stiffness: 100, .dampingCoefficient: 5], to: 300)),
      .easing(EasingPeakSource(curve: "easeOutElastic", duration: 0.8)),
    ]
    for source in sources {
      let golden = try GoldenPeaks(
        source, tolerance: GoldenTolerance(relativeValue: 1e-3),
        minimumProminence: ProminenceThreshold(0.01, relative: true))
      #expect(!golden.peaks.isEmpty)
      let back = try GoldenPeaks.read(
        csvText: golden.csvText, metadataJSON: golden.metadata.jsonText())
      #expect(back.metadata == golden.metadata)
      #expect(back.metadata.source.kind == source.kind)
      #expect(back.peaks.map(\.index) == golden.peaks.map(\.index))
      for (a, b) in zip(back.peaks, golden.peaks) {
        #expect(abs(a.time - b.time) <= 5e-11 && abs(a.value - b.value) <= 5e-10)
      }
      let report = try back.check(back.metadata.source, file: "x.csv")
      #expect(report.passed, "\(report)")
      #expect(report.differences.isEmpty)
    }
  }

  @Test("a series records its file and columns, not its samples")
  func seriesRecordsItsFile() throws {
    let times = (0...90).map { Double($0) / 60 }
    let series = SeriesPeakSource(
      times: times, values: times.map { cos(2 * .pi * $0) },
      file: .init(path: "trace.csv", size: 1234, sha256: String(repeating: "ab", count: 32)),
      timeColumn: "t", valueColumn: "y")
    let golden = try GoldenPeaks(.series(series))
    let json = golden.metadata.jsonText()
    #expect(json.contains("\"sha256\" : \"abab"))
    #expect(!json.contains("times"))
    let back = try GoldenMetadata.decode(jsonText: json)
    guard case .series(let read) = back.source else {
      Issue.record("not a series: \(back.source.kind)")
      return
    }
    #expect(read.file == series.file && read.timeColumn == "t" && read.valueColumn == "y")
    #expect(read.times.isEmpty)
    #expect(throws: GoldenError.self) { try read.peaks() }
  }

  @Test("a file of the first format is read as a scene with the default tolerance")
  func readsTheFirstFormat() throws {
    let preset = FrameDiffPreset.skype
    let presetJSON = DataJSONText.of(preset)
    let first = """
      {
        "format" : "jellylab golden peaks 1",
        "frames_per_second" : 30,
        "generator" : "JellyFrameDiff PeakFinder (sampled)",
        "horizon" : 0.8,
        "method" : "sampled",
        "preset" : \(presetJSON)
      }
      """
    let metadata = try GoldenMetadata.decode(jsonText: first)
    #expect(metadata.tolerance == .default)
    #expect(metadata.minimumProminence == nil)
    #expect(
      metadata.source
        == .scene(
          try ScenePeakSource(
            preset: preset, method: .sampled, framesPerSecond: 30, horizon: 0.8)))
  }

  @Test("metadata with another format tag, a missing field or broken JSON: one line naming it")
  func rejectsBadMetadata() throws {
    let text = try GoldenPeaks(.scene(ScenePeakSource(preset: .jelly))).metadata.jsonText()
    let other = text.replacingOccurrences(
      of: GoldenMetadata.currentFormat, with: "jellylab golden peaks 0")
    #expect(
      throws: GoldenError(
        "format 'jellylab golden peaks 0' is not '\(GoldenMetadata.currentFormat)' or"
          + " '\(GoldenMetadata.firstFormat)'")
    ) { try GoldenMetadata.decode(jsonText: other) }
    let noTolerance = text.replacingOccurrences(of: "\"tolerance\"", with: "\"tolerances\"")
    #expect(throws: GoldenError("not golden metadata: 'tolerance' is missing")) {
      try GoldenMetadata.decode(jsonText: noTolerance)
    }
    #expect(throws: GoldenError.self) { try GoldenMetadata.decode(jsonText: "[]") }
    #expect(GoldenError("x", file: "g.meta.json").description == "g.meta.json: x")
  }

  @Test("check against a file: a one-percent change of the stiffness drifts every peak")
  func checkAgainstFiles() throws {
    let folder = try TemporaryFolder().url
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("ca.csv")
    let spring = SpringPeakSource(
      .coreAnimation, [.mass: 1, .stiffness: 100, .dampingCoefficient: 5])
    let pinned = try GoldenPeaks.record(.spring(spring), to: url)
    #expect(pinned.peaks.count > 5)
    #expect(try GoldenPeaks.replay(url).passed)
    var stiffer = spring
    stiffer.inputs[.stiffness] = 101
    let report = try GoldenPeaks.check(.spring(stiffer), against: url)
    #expect(!report.passed)
    #expect(report.comparison.drifted.count == pinned.peaks.count)
    #expect(report.differences == ["stiffness: recorded 100.0, this run 101.0"])
    #expect("\(report)".contains("setting stiffness: recorded 100.0, this run 101.0"))
    #expect("\(report)".contains("DRIFT"))
    // A tolerance wide enough for the change passes it.
    let wide = GoldenTolerance(relativeTime: 0.01, value: 0.01)
    #expect(try GoldenPeaks.check(.spring(stiffer), against: url, tolerance: wide).passed)
    #expect(
      throws: GoldenError("no such file", file: folder.appendingPathComponent("no.csv").path)
    ) {
      try GoldenPeaks.load(from: folder.appendingPathComponent("no.csv"))
    }
  }

  @Test("golden files are byte-identical when written twice", arguments: FrameDiffPreset.all)
  func goldenFilesAreDeterministic(preset: FrameDiffPreset) throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = temporary.url
    var written: [[Data]] = []
    for run in 0..<2 {
      var files: [Data] = []
      for method in PeakMethod.allCases {
        let golden = try GoldenPeaks(
          .scene(ScenePeakSource(preset: preset, method: method)))
        let csv = folder.appendingPathComponent("\(run)-\(method.rawValue).csv")
        let meta = folder.appendingPathComponent("\(run)-\(method.rawValue).meta.json")
        try Data(golden.csvText.utf8).write(to: csv)
        try Data(golden.metadata.jsonText().utf8).write(to: meta)
        files.append(try Data(contentsOf: csv))
        files.append(try Data(contentsOf: meta))
      }
      written.append(files)
    }
    #expect(written[0] == written[1])
    #expect(written[0].allSatisfy { !$0.isEmpty })
  }
}

/// The preset as the JSON text data files hold (the library's own encoder, snake_case keys).
enum DataJSONText {
  static func of(_ preset: FrameDiffPreset) -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return String(decoding: (try? encoder.encode(preset)) ?? Data(), as: UTF8.self)
  }
}
