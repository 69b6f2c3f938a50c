import Foundation
import JellyGnuplot
import JellyIO
import JellyMath
import JellyShapes
import JellySweep
import JellyText

/// The figure of `jellylab sweep`: the metrics of every cell of a grid as `PRESET-sweep.csv`,
/// and a heatmap (two axes) or small multiples (one axis) with its script and manifest.
package struct SweepFigure: Figure {
  /// The grid (its shape metrics come from `Sweep(shapesOf:)`).
  package let sweep: PresetSweep
  /// The metric coloured by a heatmap (and the y of a text chart).
  package let metric: SweepMetric
  /// The caller's title (safe for gnuplot), or nil for `jellylab sweep: PRESET`.
  package let title: String?
  /// The table already in the folder (from ``writeTable(in:threadCount:progress:)``), or nil:
  /// ``draw(in:)`` then writes it first.
  package var table: SweepTable?

  /// The figure of `sweep`, colouring `metric`.
  package init(sweep: PresetSweep, metric: SweepMetric, title: String?) {
    self.sweep = sweep
    self.metric = metric
    self.title = title
  }

  /// The figure name: `PRESET-sweep`.
  package var name: String { "\(sweep.preset.name)-sweep" }

  /// The table's file name: `PRESET-sweep.csv`.
  package var tableName: String { "\(name).csv" }

  /// The most cells computed between two progress reports and two writes is the larger of this
  /// and 1 % of the grid: a block of this size keeps both threads busy for tens of milliseconds
  /// at the usual cost of a cell, so the hand-over at its end costs well under 1 %.
  package static let minimumBlock = 4_096
  /// Blocks start at this many cells and double while a block takes less than
  /// ``targetBlockSeconds``, halving (not below it) when one takes more than 4 times that, so
  /// that costly cells (long animations, high frame rates) still report progress several
  /// times a second.
  package static let smallestBlock = 2 * chunk
  /// The time a block aims at, in seconds.
  package static let targetBlockSeconds = 0.1
  /// The cells computed and formatted as one unit of work on one thread.
  package static let chunk = PresetSweep.minimumChunk

  /// Creates `folder` and computes the cells block by block (about 1 % of the grid each, at
  /// least ``minimumBlock`` cells, so memory stays bounded), streaming them into
  /// ``tableName``; `progress` receives the number of cells done after each block.
  ///
  /// Within a block, chunks of ``chunk`` cells are computed and formatted as CSV text on up to
  /// `threadCount` threads (default: the active processor count); the calling thread writes
  /// the chunks' text in cell order, so the file does not depend on the thread count.
  ///
  /// - Returns: The table, with each metric's range and the count of cells without a spring.
  /// - Throws: ``FigureError`` when the folder or the file cannot be written.
  package func writeTable(
    in folder: FigureFolder, threadCount: Int? = nil, progress: (Int) -> Void
  ) throws(FigureError) -> SweepTable {
    let url = try folder.makeFolder().appendingPathComponent(tableName)
    let shapes = Sweep(shapesOf: sweep)
    let sweep = self.sweep
    let total = sweep.cellCount
    var table = SweepTable(continuousBulge: sweep.columns == nil)
    let columnCount = table.header.count
    let continuousBulge = table.continuousBulge
    do {
      let writer = try AtomicFileWriter(path: url.relativePath)
      var csv = try CSVWriter(header: table.header) { bytes in try writer.write(bytes) }
      try csv.finish()
      let largestBlock = max(Self.minimumBlock, total / 100)
      var blockSize = Self.smallestBlock
      var lower = 0
      while lower < total {
        let (first, upper) = (lower, min(lower + blockSize, total))
        let started = ProgressBar.now()
        let chunkCount = (upper - first + Self.chunk - 1) / Self.chunk
        let chunks = parallelMap(0..<chunkCount, threadCount: threadCount) { chunk in
          let start = first + chunk * Self.chunk
          let cells = start..<min(start + Self.chunk, upper)
          return SweepTableBlock(
            cells: cells, sweep: sweep, shapes: shapes, columnCount: columnCount,
            continuousBulge: continuousBulge)
        }
        for chunk in chunks {
          try chunk.text.withUnsafeBytes { try writer.write($0) }
          table.merge(chunk.table)
        }
        lower = upper
        progress(lower)
        let seconds = ProgressBar.now() - started
        if seconds < Self.targetBlockSeconds {
          blockSize = min(2 * blockSize, largestBlock)
        } else if seconds > 4 * Self.targetBlockSeconds {
          blockSize = max(blockSize / 2, Self.smallestBlock)
        }
      }
      try writer.commit()
    } catch {
      throw .cannotWrite(detail: "\(error)")
    }
    return table
  }

  /// ``table``, or when that is nil the table written into `folder` now (without progress
  /// reports).
  ///
  /// - Throws: ``FigureError`` when the folder or the file cannot be written.
  package func writtenTable(in folder: FigureFolder) throws(FigureError) -> SweepTable {
    if let table { return table }
    return try writeTable(in: folder) { _ in }
  }

  /// Builds the script over the table (``writtenTable(in:)``).
  ///
  /// - Throws: ``FigureError`` when the script cannot be built or the table cannot be written.
  package func draw(in folder: FigureFolder) throws(FigureError) -> FigureDrawing {
    let table = try writtenTable(in: folder)
    let builder = SweepFigureScript(
      sweep: sweep, fileName: tableName, metric: metric, ranges: table.ranges,
      title: pageTitle(), continuousBulgeRange: table.continuousBulgeRange,
      missingCount: table.missingCount, pageWidth: folder.width, pageHeight: folder.height)
    let script = try FigureFolder.script {
      () throws(GnuplotScriptError) in
      try builder.script(terminal: folder.terminal, outputFileName: folder.imageName(name))
    }
    return FigureDrawing(
      body: .script(script), dataFiles: [tableName], parameters: manifestParameters())
  }

  /// The page title: the title (or `jellylab sweep: PRESET`), the axes, the fixed springs, the
  /// band and the rate.
  package func pageTitle() -> String {
    let number = FigureNumber.plain
    var text = (title ?? "jellylab sweep: \(sweep.preset.name)") + " | "
    let axes = [sweep.rows] + (sweep.columns.map { [$0] } ?? [])
    text += axes.map { "\($0.parameter.name) \($0.values)" }.joined(separator: " x ")
    let side = sweep.preset.side
    let swept = Set(axes.map(\.parameter))
    var fixed: [String] = []
    if !swept.contains(.dampingRatio) { fixed.append("damping \(number(side.dampingRatio))") }
    if !swept.contains(.velocity) { fixed.append("velocity \(number(side.initialVelocity))") }
    if !swept.contains(.duration) { fixed.append("duration \(number(side.duration)) s") }
    let label = sweep.preset.center == nil ? "block" : "side"
    if !fixed.isEmpty { text += "; \(label): " + fixed.joined(separator: ", ") }
    if let center = sweep.preset.center {
      text +=
        "; center: damping \(number(center.dampingRatio)), velocity"
        + " \(number(center.initialVelocity)), duration \(number(center.duration)) s"
    }
    text += "; epsilon \(number(sweep.epsilon)), \(number(sweep.framesPerSecond)) fps"
    return text
  }

  /// The manifest's parameters: the grid and the fixed springs.
  package func manifestParameters() -> [String: ManifestValue] {
    var parameters: [String: ManifestValue] = [
      "preset": .string(sweep.preset.name),
      "shape": .string(ShapeKind.drawing(sweep.preset).rawValue),
      "metric": .string(metric.name), "epsilon": .number(sweep.epsilon),
      "fps": .number(sweep.framesPerSecond), "cells": .number(Double(sweep.cellCount)),
      "x_axis": .string("\(sweep.rows.parameter.name) \(sweep.rows.values)"),
    ].merging(sweep.preset.springParameters) { old, _ in old }
    if let columns = sweep.columns {
      parameters["y_axis"] = .string("\(columns.parameter.name) \(columns.values)")
    }
    // A swept argument has no single value: its axis says what it ran through.
    for axis in [sweep.rows] + (sweep.columns.map { [$0] } ?? []) {
      switch axis.parameter {
      case .dampingRatio: parameters["side_damping_ratio"] = nil
      case .velocity: parameters["side_initial_velocity"] = nil
      case .duration: parameters["side_duration"] = nil
      }
    }
    if let title { parameters["title"] = .string(title) }
    return parameters
  }
}

/// The CSV text and the table summary of a run of consecutive cells of a sweep, computed on
/// one thread by ``SweepFigure/writeTable(in:threadCount:progress:)``.
struct SweepTableBlock: Sendable {
  /// The rows, one per cell in cell order, each ending in a newline.
  let text: [UInt8]
  /// The ranges and missing count of these rows alone.
  let table: SweepTable

  /// Computes `cells` of `shapes` and formats their rows.
  init(
    cells: Range<Int>, sweep: PresetSweep, shapes: Sweep<ShapeSweepCell?>, columnCount: Int,
    continuousBulge: Bool
  ) {
    let sink = ByteSink()
    var table = SweepTable(continuousBulge: continuousBulge)
    // Room for every row, so the writer hands its bytes over once, at the end.
    var csv = CSVWriter(columnCount: columnCount, bufferCapacity: 256 * cells.count + 256) {
      sink.bytes.append(contentsOf: $0)
    }
    for index in cells {
      // Writing into memory cannot fail.
      try? SweepTable.write(table.row(shapes.cell(at: index), index: index, sweep: sweep), to: &csv)
    }
    try? csv.finish()
    text = sink.bytes
    self.table = table
  }
}

/// Bytes collected from a `CSVWriter` sink.
private final class ByteSink {
  var bytes: [UInt8] = []
}
