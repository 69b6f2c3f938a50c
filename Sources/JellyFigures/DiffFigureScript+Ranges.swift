import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGeometry

// The axis ranges and tic steps of the plot figure's panels.
extension DiffFigureScript {
  /// The x range of both series panels: the horizon padded by 2 % on each side, so the
  /// snapshot lines at t = 0 and at the horizon stand clear of the axes.
  package func timeRange() -> (Double, Double) {
    let end = max(data.sequence.horizon, 1e-3)
    return (-0.02 * end, 1.02 * end)
  }

  /// The y range of the bend panel: every frame's bend and the continuous peaks, padded by
  /// 10 % (at least 0.5 pt) on each side, always holding 0.
  package func bendRange() -> (Double, Double) {
    let values = data.bends + data.bendExtrema.peaks.map(\.value) + [0]
    let low = values.min() ?? 0
    let high = values.max() ?? 0
    let pad = max(0.1 * (high - low), 0.5)
    // Room at the top for the key, and below for the label of a minimum.
    let top = high + 3 * pad
    var bottom = low - pad
    if showsAxisLabels {
      let area = bendPlotArea(y: (0, 1))
      let height = area.top - area.bottom
      let room = min(Self.peakLabelRoom, 0.3 * height)
      bottom = (bottom * height - room * top) / (height - room)
    }
    return AxisRange.outward(bottom, top)
  }

  /// The y range of the motion panel's series, padded by 8 % on each side (more on top, where
  /// the key is), and below that by the strip of snapshot numbers (when shown), so that the
  /// curves stay above it.
  package func seriesRange() -> (Double, Double) {
    var low = 0.0
    var high = 0.0
    for frame in data.sequence.frames {
      for value in plottedValues(frame) {
        low = min(low, value)
        high = max(high, value)
      }
    }
    let pad = max(0.08 * (high - low), 0.5)
    var bottom = low - pad
    let top = high + 2.5 * pad
    let room = snapshotStripHeight + (showsAxisLabels && !isTextChart ? Self.peakLabelRoom : 0)
    if room > 0 {
      // The pixel height of the plot area does not depend on the range: solve for the bottom
      // that puts `low - pad` `room` pixels above the plot's bottom (above the strip of
      // snapshot numbers, with room for the label of a minimum).
      let area = motionPlotArea(y: (0, 1))
      let height = area.top - area.bottom
      let room = min(room + 2, 0.5 * height)
      bottom = (bottom * height - room * top) / (height - room)
    }
    return AxisRange.outward(bottom, top)
  }

  /// The motion panel's values at `frame`, in points: the diff, and for a menu each helper's
  /// displacement from its own target.
  func plottedValues(_ frame: DiffFrame) -> [Double] {
    guard !data.isOneSpring else { return [frame.diff] }
    let scene = data.sequence.scene
    return [
      frame.diff, frame.side - scene.side.to, frame.reference - (scene.center?.to ?? scene.side.to),
    ]
  }

  /// The bounding box of `outlines` (and of the origin, so the view's top left corner shows),
  /// padded by 6 % of its larger side.
  package func shapeBox(_ outlines: [[Vector2]]) -> (
    minX: Double, maxX: Double, minY: Double, maxY: Double
  ) {
    var minX = 0.0
    var maxX = 0.0
    var minY = 0.0
    var maxY = 0.0
    for outline in outlines {
      for point in outline {
        minX = min(minX, point.x)
        maxX = max(maxX, point.x)
        minY = min(minY, point.y)
        maxY = max(maxY, point.y)
      }
    }
    let pad = 0.06 * max(maxX - minX, maxY - minY, 1)
    return (
      AxisRange.outward(minX - pad, .down), AxisRange.outward(maxX + pad, .up),
      AxisRange.outward(minY - pad, .down), AxisRange.outward(maxY + pad, .up)
    )
  }

  /// The tic step of the shape panels: about four steps across the larger side of `box`, and
  /// never so small that the tic labels (up to four characters) touch on a plot of
  /// `plotPixels` (width, height) drawn at one scale.
  package static func shapeTickStep(
    box: (minX: Double, maxX: Double, minY: Double, maxY: Double), plotPixels: (Double, Double)
  ) -> Double {
    let width = max(box.maxX - box.minX, 1e-9)
    let height = max(box.maxY - box.minY, 1e-9)
    let scale = max(min(plotPixels.0 / width, plotPixels.1 / height), 1e-9)
    let labelPixels = TextMetrics.width("−000") + 8
    return AxisRange.niceStep(max(max(width, height) / 4, labelPixels / scale))
  }
}
