import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyTestSupport
import Testing

@testable import JellyFigures

@Suite struct DiffFigureCSVTests {
  @Test("series columns: side − its target minus center − its target equals diff − restingDiff")
  func seriesColumnsAreConsistent() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let data = try DiffFigureData(
      preset: FrameDiffPreset.gooey, framesPerSecond: 60, snapshotCount: 3)
    let files = DiffFigureCSV(folder: folder.url, name: "gooey")
    let names = try files.writeStatic(data)
    #expect(
      names == [
        "gooey-series.csv", "gooey-peaks.csv", "gooey-bend-peaks.csv", "gooey-shape-1.csv",
        "gooey-shape-2.csv", "gooey-shape-3.csv",
      ])
    let series = NumericCSV(try folder.text("gooey-series.csv"))
    #expect(series.header == ["t", "side", "center", "diff", "bend"])
    #expect(series.rows.count == data.sequence.frames.count)
    let resting = data.sequence.scene.restingDiff
    for row in series.rows {
      #expect(abs((row[1] - row[2]) - (row[3] - resting)) <= 1e-9)
      #expect(abs(row[3] - data.sequence.scene.diff(at: row[0])) <= 1e-12 * max(1, abs(row[3])))
    }
    let bendPeaks = NumericCSV(try folder.text("gooey-bend-peaks.csv"))
    #expect(bendPeaks.header == ["t", "bend"])
    #expect(bendPeaks.rows == data.bendExtrema.peaks.map { [$0.time, $0.value] })
    let peaks = NumericCSV(try folder.text("gooey-peaks.csv"))
    #expect(peaks.rows.map { $0[0] } == data.peaks.map(\.time))
  }

  @Test("each shape file is the snapshot polygon, closed by repeating its first point")
  func shapeFilesAreClosed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let data = try DiffFigureData(
      preset: FrameDiffPreset.jelly, framesPerSecond: 60, snapshotCount: 2)
    _ = try DiffFigureCSV(folder: folder.url, name: "jelly").writeStatic(data)
    for (offset, snapshot) in data.snapshots.enumerated() {
      let shape = NumericCSV(try folder.text("jelly-shape-\(offset + 1).csv"))
      #expect(shape.header == ["x", "y"])
      #expect(shape.rows.count == snapshot.shape.outline.count + 1)
      #expect(shape.rows.first == shape.rows.last)
      #expect(shape.rows.first == snapshot.shape.outline.first.map { [$0.x, $0.y] })
    }
  }

  @Test("animation files: one block per frame, each starting with its own header line")
  func animationBlocksHaveHeaders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let data = try DiffFigureData(
      preset: FrameDiffPreset.jelly, framesPerSecond: 60, snapshotCount: 2)
    let files = DiffFigureCSV(folder: folder.url, name: "jelly")
    #expect(
      try files.writeAnimation(data, frames: [0, 5, 60])
        == ["jelly-anim-marker.csv", "jelly-anim-shapes.csv"])
    let blocks = try folder.text("jelly-anim-marker.csv").components(separatedBy: "\n\n\n")
    #expect(blocks.count == 3)
    for (block, position) in zip(blocks, [0, 5, 60]) {
      let frame = data.sequence.frames[position]
      let marker = NumericCSV(block.hasSuffix("\n") ? block : block + "\n")
      #expect(marker.header == ["t", "diff", "bend"])
      #expect(marker.rows == [[frame.time, frame.diff, data.bends[position]]])
    }
    let shapes = try folder.text("jelly-anim-shapes.csv").components(separatedBy: "\n\n\n")
    #expect(shapes.count == 3 && shapes.allSatisfy { $0.hasPrefix("x,y\n") })
  }
}
