import Foundation
import JellyAnalysis
import JellyGeometry
import JellyIO
import JellyText

/// Writes the CSV files of a `plot` figure into one folder, each atomically, and returns their
/// names relative to that folder.
///
/// Files (NAME = the figure name): `NAME-series.csv` (t, side, center, diff, bend; side and
/// center as displacements from their own targets, bend the drawn edge's signed bend, in points), `NAME-peaks.csv` (t, diff), `NAME-bend-peaks.csv` (t, bend: the continuous
/// bend's local extrema) and one
/// `NAME-shape-K.csv` (x, y) per snapshot, so no file needs index blocks. The GIF adds
/// `NAME-anim-marker.csv` and `NAME-anim-shapes.csv`, whose blocks each start with their own header
/// line (gnuplot's `columnheaders` consumes the first row of every block).
package struct DiffFigureCSV {
  /// The folder written into.
  package let folder: URL
  /// The figure name used as the file prefix.
  package let name: String

  /// Files named `NAME-…` in `folder`.
  package init(folder: URL, name: String) {
    self.folder = folder
    self.name = name
  }

  /// `NAME-series.csv`.
  package var seriesFileName: String { "\(name)-series.csv" }
  /// `NAME-peaks.csv`.
  package var peaksFileName: String { "\(name)-peaks.csv" }
  /// `NAME-bend-peaks.csv`.
  package var bendPeaksFileName: String { "\(name)-bend-peaks.csv" }
  /// `NAME-shape-K.csv` for snapshot K (1-based).
  package func shapeFileName(_ number: Int) -> String { "\(name)-shape-\(number).csv" }
  /// `NAME-anim-marker.csv`.
  package var animationMarkerFileName: String { "\(name)-anim-marker.csv" }
  /// `NAME-anim-shapes.csv`.
  package var animationShapesFileName: String { "\(name)-anim-shapes.csv" }

  /// Writes the series, peaks and snapshot files.
  ///
  /// - Returns: The names written, in that order.
  /// - Throws: `JellyIO.AtomicFileWriterError` or a `JellyText.CSVWriter` sink error when a file cannot be
  ///   written.
  package func writeStatic(_ data: DiffFigureData) throws -> [String] {
    let sideTarget = data.sequence.scene.side.to
    let centerTarget = data.sequence.scene.center?.to ?? sideTarget
    try write(seriesFileName, blocks: [["t", "side", "center", "diff", "bend"]]) { block in
      for (frame, bend) in zip(data.sequence.frames, data.bends) {
        try block.writeRow([
          frame.time, frame.side - sideTarget, frame.reference - centerTarget, frame.diff, bend,
        ])
      }
    }
    try write(peaksFileName, blocks: [["t", "diff"]]) { block in
      for peak in data.peaks { try block.writeRow([peak.time, peak.value]) }
    }
    try write(bendPeaksFileName, blocks: [["t", "bend"]]) { block in
      for peak in data.bendExtrema.peaks { try block.writeRow([peak.time, peak.value]) }
    }
    var names = [seriesFileName, peaksFileName, bendPeaksFileName]
    for (offset, snapshot) in data.snapshots.enumerated() {
      let fileName = shapeFileName(offset + 1)
      try write(fileName, blocks: [["x", "y"]]) { block in
        try Self.writeClosed(snapshot.shape.outline, to: &block)
      }
      names.append(fileName)
    }
    return names
  }

  /// Writes the GIF's per-frame marker and shape files, one block per animation frame.
  ///
  /// - Parameters:
  ///   - data: The figure's data.
  ///   - frames: Positions in `data.sequence.frames`, one per GIF frame.
  /// - Returns: The two names written.
  /// - Throws: As ``writeStatic(_:)``, or `JellyGeometry.GeometryError` when a shape cannot be built.
  package func writeAnimation(_ data: DiffFigureData, frames: [Int]) throws -> [String] {
    let header = ["t", "diff", "bend"]
    try write(animationMarkerFileName, blocks: frames.map { _ in header }) { block in
      let position = frames[block.number]
      let frame = data.sequence.frames[position]
      try block.writeRow([frame.time, frame.diff, data.bends[position]])
    }
    try write(animationShapesFileName, blocks: frames.map { _ in ["x", "y"] }) { block in
      let frame = data.sequence.frames[frames[block.number]]
      try Self.writeClosed(try data.shapes.shape(at: frame.time).outline, to: &block)
    }
    return [animationMarkerFileName, animationShapesFileName]
  }

  /// One block of a CSV file being written: its number and its row writer.
  package struct Block {
    /// The 0-based block number.
    package let number: Int
    fileprivate var csv: CSVWriter
    /// Writes one row of numbers.
    package mutating func writeRow(_ values: [Double]) throws { try csv.writeRow(values) }
  }

  /// The polygon with its first point repeated at the end, so `with lines` closes it.
  private static func writeClosed(_ outline: [Vector2], to block: inout Block) throws {
    for point in outline { try block.writeRow([point.x, point.y]) }
    if let first = outline.first { try block.writeRow([first.x, first.y]) }
  }

  /// Writes `fileName` atomically as blocks separated by two blank lines, each starting with its
  /// header and filled by `fill`.
  private func write(
    _ fileName: String, blocks headers: [[String]], fill: (inout Block) throws -> Void
  ) throws {
    let writer = try AtomicFileWriter(path: folder.appendingPathComponent(fileName).relativePath)
    for (number, header) in headers.enumerated() {
      if number > 0 { try writer.write("\n\n") }
      var block = Block(
        number: number, csv: try CSVWriter(header: header) { bytes in try writer.write(bytes) })
      try fill(&block)
      try block.csv.finish()
    }
    try writer.commit()
  }
}
