import JellyFrameDiff
import JellyGolden
import Testing

@Suite struct GoldenPeaksFilesTests {
  @Test("a golden CSV's and a sidecar's texts read back; their errors name the file and line")
  func textsNamedByPath() throws {
    let golden = try GoldenPeaks(.scene(ScenePeakSource(preset: .jelly)))
    let peaks = try GoldenPeaks.peaks(csvText: golden.csvText, path: "g.csv")
    #expect(peaks.map(\.kind) == golden.peaks.map(\.kind) && !peaks.isEmpty)
    for (read, pinned) in zip(peaks, golden.peaks) {
      #expect(abs(read.time - pinned.time) <= 1e-9 && abs(read.value - pinned.value) <= 1e-8)
    }
    #expect(
      try GoldenPeaks.metadata(jsonText: golden.metadata.jsonText(), path: "g.meta.json")
        == golden.metadata)
    let broken = golden.csvText + "x,y\n"
    let line = broken.split(separator: "\n").count
    let csvError = #expect(throws: GoldenError.self) {
      try GoldenPeaks.peaks(csvText: broken, path: "g.csv")
    }
    #expect(csvError?.file == "g.csv:\(line)")
    #expect(csvError?.description.hasPrefix("g.csv:\(line): ") == true)
    let other = golden.metadata.jsonText().replacingOccurrences(
      of: "\"tolerance\"", with: "\"tolerances\"")
    #expect(
      throws: GoldenError("not golden metadata: 'tolerance' is missing", file: "g.meta.json")
    ) { try GoldenPeaks.metadata(jsonText: other, path: "g.meta.json") }
  }
}
