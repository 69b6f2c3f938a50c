import JellyTrack

/// The frames of a measurement's contact sheet and the crop they share: up to a number of
/// frames from the start of the motion (the element's first appearance when it moves from
/// there) to its rest, cut to where it moves.
package struct ContactSheetFrames: Sendable {
  /// The first frame shown: the one before the first whose value is more than 1 % of the
  /// travel from the first tracked one.
  package let start: Int
  /// The frames shown, in order, from ``start`` to the frame after the last one more than 1 %
  /// of the travel from the final value, evenly spaced (rounded to the nearest frame).
  package let frames: [Int]
  /// The crop (video pixels): every box shown, grown by an eighth of its larger side + 8 px,
  /// inside the searched region.
  package let crop: PixelRegion
  /// The side of the block of video pixels averaged into one pixel of a panel (≥ 1), so that a
  /// panel's longest side is at most the panel side asked for.
  package let pixelSize: Int

  /// The sheet's frames of `measured` in `track`, with the boxes `fittedBox` gives a frame
  /// (the fitted motion's, or `nil`), inside `region`; at most `panelCount` frames (≥ 1),
  /// reduced to at most `panelSide` pixels a side (≥ 1). `nil` when no frame shows the element
  /// or the crop is empty.
  package init?(
    track: TrackedVideo, measured: MeasuredSeries, region: PixelRegion, panelCount: Int,
    panelSide: Int, fittedBox: (Int) -> ObjectBox?
  ) {
    let placed = track.boxes.indices.filter { track.boxes[$0] != nil }
    guard let first = placed.first, let last = placed.last else { return nil }
    // The last frame whose value is more than 1 % of the travel from the final one, and a
    // frame after it.
    let final = measured.values.last ?? 0
    let travel = max(
      (measured.values.max() ?? 0) - (measured.values.min() ?? 0), 1e-9)
    var settled = last
    for index in placed.reversed() {
      guard let value = MeasuredSeries.value(measured.property, track, index) else { continue }
      if abs(value - final) > 0.01 * travel {
        settled = min(index + 1, last)
        break
      }
    }
    // The frame before the first whose value is more than 1 % of the travel from the first
    // one: the sheet starts where the motion does, not in the hold before it.
    let initial = MeasuredSeries.value(measured.property, track, first) ?? final
    var start = first
    for index in placed {
      guard let value = MeasuredSeries.value(measured.property, track, index) else { continue }
      if abs(value - initial) > 0.01 * travel {
        start = max(placed.last { $0 < index } ?? first, first)
        break
      }
    }
    let span = max(settled - start, 0)
    let count = min(panelCount, span + 1)
    var frames: [Int] = []
    for step in 0..<count {
      let index = start + (count == 1 ? 0 : (span * step + (count - 1) / 2) / (count - 1))
      if frames.last != index { frames.append(index) }
    }
    // The crop: every box shown, grown by an eighth, inside the searched region.
    let boxes = frames.flatMap { index in [track.boxes[index], fittedBox(index)].compactMap { $0 } }
    guard let firstBox = boxes.first else { return nil }
    var left = firstBox.left
    var right = firstBox.right
    var top = firstBox.top
    var bottom = firstBox.bottom
    for box in boxes {
      left = min(left, box.left)
      right = max(right, box.right)
      top = min(top, box.top)
      bottom = max(bottom, box.bottom)
    }
    let margin = max(right - left, bottom - top) / 8 + 8
    let x0 = max(Int((left - margin).rounded(.down)), region.x)
    let y0 = max(Int((top - margin).rounded(.down)), region.y)
    let x1 = min(Int((right + margin).rounded(.up)), region.x + region.width)
    let y1 = min(Int((bottom + margin).rounded(.up)), region.y + region.height)
    guard x1 > x0, y1 > y0 else { return nil }
    self.start = start
    self.frames = frames
    crop = PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    pixelSize = max(1, (max(x1 - x0, y1 - y0) + panelSide - 1) / panelSide)
  }
}

extension MeasuredSeries {
  /// The box the fitted motion puts at frame `index` of `track`, where the fit's value is
  /// `value` (in the property's unit): the tracked box moved (x, y, px) or scaled about its
  /// centre (scale, of the reference size) to it; the tracked box itself for the opacity.
  /// `nil` when the frame has no box, `value` is not finite, or the frame's scale is unknown
  /// or not positive.
  package static func fittedBox(
    _ property: MeasuredProperty, at index: Int, of track: TrackedVideo, value: Double
  ) -> ObjectBox? {
    guard let box = track.boxes[index], value.isFinite else { return nil }
    switch property {
    case .x: return box.offsetBy(dx: value - box.x, dy: 0)
    case .y: return box.offsetBy(dx: 0, dy: value - box.y)
    case .scale:
      guard let scale = track.appearance?[index].scale, scale > 0 else { return nil }
      let ratio = value / scale
      return ObjectBox(
        left: box.x - ratio * box.width / 2, right: box.x + ratio * box.width / 2,
        top: box.y - ratio * box.height / 2, bottom: box.y + ratio * box.height / 2)
    case .opacity: return box
    }
  }
}
