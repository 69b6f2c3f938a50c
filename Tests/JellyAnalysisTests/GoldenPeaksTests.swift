import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyTestSupport
import Testing

@Suite struct GoldenPeaksTests {
  /// The peaks of data/golden are compared with fresh ones in one place, `make golden` (the
  /// binary's `peaks --check` on every file). Here: each preset has its pair, written with
  /// today's metadata, and JELLYLAB_UPDATE_DATA=1 rewrites the pairs.
  @Test(
    "data/golden/<preset>.csv and .meta.json exist, with today's metadata",
    arguments: FrameDiffPreset.all)
  func goldenFilesHaveCurrentMetadata(preset: FrameDiffPreset) throws {
    let fresh = try GoldenPeaks(preset: preset)
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

  @Test("a golden pair round-trips through its texts, for every peak method")
  func roundTrip() throws {
    for method in PeakMethod.allCases {
      let golden = try GoldenPeaks(preset: .gooey, method: method, framesPerSecond: 120)
      #expect(golden.metadata.method == method)
      #expect(golden.metadata.horizon == 0.7)
      let back = try GoldenPeaks.read(
        csvText: golden.csvText, metadataJSON: golden.metadata.jsonText())
      #expect(back.metadata == golden.metadata)
      #expect(back.peaks.map(\.index) == golden.peaks.map(\.index))
      for (a, b) in zip(back.peaks, golden.peaks) {
        #expect(abs(a.time - b.time) <= 5e-11 && abs(a.value - b.value) <= 5e-10)
      }
    }
  }

  @Test("metadata with another format tag or broken JSON is rejected")
  func rejectsBadMetadata() throws {
    let text = try GoldenPeaks(preset: .jelly).metadata.jsonText()
    let other = text.replacingOccurrences(
      of: GoldenMetadata.currentFormat, with: "jellylab golden peaks 0")
    #expect(
      throws: DataDecodingError(
        reason: "format 'jellylab golden peaks 0' is not '\(GoldenMetadata.currentFormat)'")
    ) { try GoldenMetadata.decode(jsonText: other) }
    #expect(throws: DataDecodingError.self) { try GoldenMetadata.decode(jsonText: "[]") }
    #expect(DataDecodingError(reason: "x").description == "malformed data: x")
  }
}
