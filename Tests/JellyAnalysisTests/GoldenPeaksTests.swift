import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyTestSupport
import Testing

@Suite struct GoldenPeaksTests {
  @Test(
    "data/golden/<preset>.csv and .meta.json are up to date (regenerated peaks match to 1e-9)",
    arguments: FrameDiffPreset.all)
  func goldenFilesAreUpToDate(preset: FrameDiffPreset) throws {
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
    // The CSV keeps t to 1e-10 s and values to 1e-9 pt.
    let comparison = try GoldenComparison(
      expected: stored.peaks, actual: fresh.peaks, timeTolerance: 1e-9, valueTolerance: 1e-8)
    #expect(comparison.passes, "\(comparison.table)")
    // The metadata alone reproduces the run.
    #expect(try stored.metadata.computePeaks() == fresh.peaks)
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
      throws: FrameDiffError.malformedData(
        reason: "format 'jellylab golden peaks 0' is not '\(GoldenMetadata.currentFormat)'")
    ) { try GoldenMetadata.decode(jsonText: other) }
    #expect(throws: FrameDiffError.self) { try GoldenMetadata.decode(jsonText: "[]") }
  }
}
