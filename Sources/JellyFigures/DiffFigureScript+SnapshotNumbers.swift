import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGeometry
import JellyGnuplot

// The snapshot lines of the plot figure's series panels and their numbers in a strip along
// the motion panel's bottom.
extension DiffFigureScript {
  /// One snapshot line and its number.
  package struct SnapshotLabel: Sendable {
    /// The snapshot time, seconds (the line's x).
    package let lineX: Double
    /// The number's anchor x in seconds: its centre, under its line unless that would put it
    /// past the plot's edge.
    package let x: Double
    /// The number's anchor y, in the motion panel's data units (in the strip at its bottom).
    package let y: Double
    /// The number's row in the strip, 0 at the bottom.
    package let row: Int
    /// The snapshot number.
    package let text: String
    /// Always centred on `x`.
    package let alignment: GnuplotLabelAlignment
    /// The line colour.
    package let color: GnuplotColor
    /// The pixels the number covers.
    package let box: BoundingBox
  }

  /// The height of a row of snapshot numbers, in pixels.
  package static let snapshotRowHeight = 12.0

  /// The room below the first row of snapshot numbers, in pixels.
  static let snapshotStripPadding = 3.0

  /// The numbers' centres (pixels) and rows: every number centred under its line (moved in
  /// where that would cross the plot's edge), in the lowest row where it keeps 3 pixels from
  /// every number already there; no number is left out.
  func snapshotNumberPlaces() -> [(center: Double, row: Int, width: Double)] {
    let area = motionPlotArea(y: (0, 1))
    var rows: [[(Double, Double)]] = []
    return data.snapshots.enumerated().map { offset, snapshot in
      let width = TextMetrics.width("\(offset + 1)")
      let half = width / 2 + LabelPlacer.gap
      let center = min(
        max(area.pixelX(snapshot.frame.time), area.left + half), max(area.right - half, area.left))
      let low = center - width / 2
      let high = center + width / 2
      var row = 0
      while row < rows.count, rows[row].contains(where: { low < $0.1 + 3 && high > $0.0 - 3 }) {
        row += 1
      }
      if row == rows.count { rows.append([]) }
      rows[row].append((low, high))
      return (center, row, width)
    }
  }

  /// The number of rows the snapshot numbers take: 0 when they are not shown, or when their
  /// strip would take more than a third of the motion panel (a page far too small for them).
  package var snapshotRowCount: Int {
    guard showsSnapshotNumbers else { return 0 }
    let rows = (snapshotNumberPlaces().map(\.row).max() ?? -1) + 1
    let area = motionPlotArea(y: (0, 1))
    let strip = 2 * Self.snapshotStripPadding + Double(rows) * Self.snapshotRowHeight
    return strip > (area.top - area.bottom) / 3 ? 0 : rows
  }

  /// The height of the strip of snapshot numbers at the bottom of the motion panel, in pixels.
  package var snapshotStripHeight: Double {
    let rows = snapshotRowCount
    return rows == 0 ? 0 : 2 * Self.snapshotStripPadding + Double(rows) * Self.snapshotRowHeight
  }

  /// The top of the strip, in pixels from the page's bottom.
  var snapshotStripTop: Double { motionPlotArea(y: (0, 1)).bottom + snapshotStripHeight }

  /// The strip's height as a fraction of the motion panel's plot area: where the snapshot
  /// lines start.
  package func snapshotStripFraction() -> Double {
    let area = motionPlotArea(y: (0, 1))
    return min(max(snapshotStripHeight / (area.top - area.bottom), 0), 1)
  }

  /// The snapshot lines and their numbers: the lines start above the strip at the bottom of the
  /// motion panel, where the numbers sit under them, stacked in rows where they would touch.
  package func snapshotLabels() -> [SnapshotLabel] {
    let colors =
      (try? GnuplotColor.ramp(from: Self.rampStart, to: Self.rampEnd, count: data.snapshots.count))
      ?? Array(repeating: Self.rampEnd, count: data.snapshots.count)
    let area = motionPlotArea()
    return zip(data.snapshots, snapshotNumberPlaces()).enumerated().map { offset, pair in
      let (snapshot, place) = pair
      let y =
        area.bottom + Self.snapshotStripPadding + 4.5
        + Double(place.row) * Self.snapshotRowHeight
      // Digits have no descenders: their ink is 4.5 pixels below the anchor to 5.5 above.
      let box = BoundingBox(
        minX: place.center - place.width / 2, minY: y - 4.5, maxX: place.center + place.width / 2,
        maxY: y + 5.5)
      let line = snapshot.frame.time
      let x = place.center == area.pixelX(line) ? line : area.dataX(place.center)
      return SnapshotLabel(
        lineX: line, x: x, y: area.dataY(y), row: place.row,
        text: "\(offset + 1)", alignment: .center, color: colors[offset], box: box)
    }
  }
}
