import Foundation
import JellyAnalysis
import JellyFrameDiff
import JellyGeometry
import JellyGnuplot

// Where the plot figure's labels go: the keys' corners, the peaks' labels and UIKit's cuts.
extension DiffFigureScript {
  /// The key's corner in a series panel: the top right, unless the key would cover a peak
  /// marker there, or more of the curves than at the top left.
  static func keyPlacement(
    area: PlotArea, titles: [String], markers: [BoundingBox], curves: [[Vector2]]
  ) -> GnuplotKeyPlacement {
    func cost(_ placement: GnuplotKeyPlacement) -> Int {
      let box = area.keyBox(titles: titles, placement: placement)
      let placer = LabelPlacer(area: area, obstacles: [], curves: curves)
      return 1_000 * markers.filter { $0.intersects(box) }.count + placer.crossings(box)
    }
    return cost(.insideTopLeft) < cost(.insideTopRight) ? .insideTopLeft : .insideTopRight
  }

  /// The bend panel's key corner and peak labels.
  package func bendLabelLayout() -> (key: GnuplotKeyPlacement, labels: [PlacedLabel]) {
    let area = bendPlotArea()
    let peaks = data.bendExtrema.peaks
    let markers = peaks.map {
      LabelPlacer.markerBox(area.pixel($0.time, $0.value), pointSize: Self.bendPeakPointSize)
    }
    let curves = [zip(data.sequence.frames, data.bends).map { area.pixel($0.0.time, $0.1) }]
    let titles = [shownBendTitle] + (peaks.isEmpty ? [] : ["peaks of Δ (continuous)"])
    let key = Self.keyPlacement(area: area, titles: titles, markers: markers, curves: curves)
    guard showsAxisLabels else { return (key, []) }
    var placer = LabelPlacer(
      area: area, obstacles: markers + [area.keyBox(titles: titles, placement: key)],
      curves: curves)
    return (key, Self.placePeakLabels(peaks, placer: &placer, pointSize: Self.bendPeakPointSize))
  }

  /// The point size of the motion panel's peak markers (line style 4).
  package static let motionPeakPointSize = 1.3

  /// The point size of the bend panel's peak markers (line style 7).
  package static let bendPeakPointSize = 1.5

  /// The labels of the bend panel's continuous peaks (none on pages too small for keys): each
  /// beside its marker (beyond the peak where there is room), clear of the other markers, the
  /// key and the other labels, inside the plot area; larger peaks are placed first and a peak
  /// with no free place left is not labelled.
  package func bendPeakLabels() -> [PlacedLabel] { bendLabelLayout().labels }

  /// Places a label for each of `peaks`, the largest |value| first.
  static func placePeakLabels(_ peaks: [Peak], placer: inout LabelPlacer, pointSize: Double)
    -> [PlacedLabel]
  {
    var labels: [PlacedLabel] = []
    let order = peaks.indices.sorted { abs(peaks[$0].value) > abs(peaks[$1].value) }
    for index in order {
      let peak = peaks[index]
      let point = placer.area.pixel(peak.time, peak.value)
      let candidates = LabelPlacer.peakCandidates(
        at: point, pointSize: pointSize, isMaximum: peak.kind == .maximum)
      if let label = placer.place(Self.peakTexts(peak), candidates: candidates) {
        labels.append(label)
      }
    }
    return labels
  }

  /// Where UIKit ends an animation (its cut at the duration) inside the time range.
  package struct CutMark: Sendable, Equatable {
    /// The end time, seconds (the line's x).
    package let x: Double
    /// A label height in the motion panel's data units that the curves keep clear of (the
    /// still page's label, or where it would go on a page with room for the whole text).
    package let y: Double
    /// The whole label, e.g. `UIKit ends at 1.000 s: diff jumps +0.58 pt`.
    package let text: String
    /// The label the still page draws (a shorter text where the whole one does not fit), or
    /// nil where none fits.
    package let label: PlacedLabel?
  }

  /// The labels of the motion panel: UIKit's cuts, then the peaks.
  package struct MotionLabels: Sendable {
    /// The key's corner.
    package let key: GnuplotKeyPlacement
    /// A mark for every cut, with its label.
    package let cuts: [CutMark]
    /// The labels of the peaks (none on pages too small for keys).
    package let peaks: [PlacedLabel]
  }

  /// A mark for every time a helper's animation is cut (delay + duration) within the plotted
  /// range, labelled with the jump of the diff (or the jelly's displacement) to its resting
  /// value there; none when the model lets the springs run on.
  package func cutMarks() -> [CutMark] { motionLabelLayout().cuts }

  /// The labels of the motion panel's peaks: each beside its marker, clear of the other
  /// markers, the key, the snapshot numbers, UIKit's cut labels and the other labels.
  package func motionPeakLabels() -> [PlacedLabel] { motionLabelLayout().peaks }

  /// Lays out the motion panel's labels: first UIKit's cut labels, right of their line where
  /// the line is in the left half, else left of it, at a height the curves keep clear of; then
  /// the peaks' labels.
  package func motionLabelLayout() -> MotionLabels {
    let area = motionPlotArea()
    let scene = data.sequence.scene
    let markers = data.peaks.map {
      LabelPlacer.markerBox(area.pixel($0.time, $0.value), pointSize: Self.motionPeakPointSize)
    }
    var obstacles = markers
    let frames = data.sequence.frames
    let curves = (0..<plottedValues(frames[0]).count).map { series in
      frames.map { area.pixel($0.time, plottedValues($0)[series]) }
    }
    let key = Self.keyPlacement(
      area: area, titles: motionKeyTitles, markers: markers, curves: curves)
    if showsKeys { obstacles.append(area.keyBox(titles: motionKeyTitles, placement: key)) }
    if showsSnapshotNumbers {
      obstacles.append(
        BoundingBox(minX: area.left, minY: area.bottom, maxX: area.right, maxY: snapshotStripTop))
    }
    var placer = LabelPlacer(area: area, obstacles: obstacles, curves: curves)
    // A peak just before a cut is labelled first, then the three largest other peaks, then
    // the cuts (whose labels can move up and down), then the other peaks.
    let byMagnitude = data.peaks.filter { !$0.isBeforeJump }.sorted {
      abs($0.value) > abs($1.value)
    }
    var peaks =
      showsAxisLabels
      ? Self.placePeakLabels(
        data.peaks.filter(\.isBeforeJump) + byMagnitude.prefix(3), placer: &placer,
        pointSize: Self.motionPeakPointSize)
      : []
    let times = Set([scene.side.cutTime, scene.center?.cutTime].compactMap { $0 })
    let what = data.isOneSpring ? "displacement" : "diff"
    var cuts: [CutMark] = []
    for t in times.sorted() where t <= area.xHigh {
      let jump = scene.restingDiff - scene.diff(at: t.nextDown)
      let amount = (jump < 0 ? "−" : "+") + FigureNumber.points(abs(jump)) + " pt"
      let text = "UIKit ends at \(FigureNumber.seconds(t)) s: \(what) jumps \(amount)"
      let texts = [text, "UIKit ends: \(what) jumps \(amount)", "UIKit ends: \(amount)"]
      let x = area.pixelX(t)
      let onRight = x < (area.left + area.right) / 2
      let anchorX = onRight ? x + 4 : x - 4
      let alignment: GnuplotLabelAlignment = onRight ? .left : .right
      let low = max(showsSnapshotNumbers ? snapshotStripTop : area.bottom, area.bottom)
      // Preferred heights first (low in the panel, under the key), then every 4 pixels.
      var heights = [0.13, 0.25, 0.38, 0.5, 0.62].map {
        area.bottom + $0 * (area.top - area.bottom)
      }
      heights += stride(from: low + TextMetrics.descent + 3, through: area.top, by: 4).map { $0 }
      let label = placer.place(
        texts, candidates: heights.filter { $0 >= low }.map { (Vector2(anchorX, $0), alignment) })
      let y = label?.y ?? area.dataY(heights[0])
      cuts.append(CutMark(x: t, y: y, text: text, label: label))
    }
    if showsAxisLabels {
      peaks += Self.placePeakLabels(
        Array(byMagnitude.dropFirst(3)), placer: &placer, pointSize: Self.motionPeakPointSize)
    }
    return MotionLabels(key: key, cuts: cuts, peaks: peaks)
  }

  /// The height of a cut's label on the text chart, in data units: the first of a few candidate
  /// heights below the key whose distance to the curves, over the label's width (about 7
  /// pixels a character), is 6 % of the panel, else the one with the most distance.
  func textChartCutHeight(_ mark: CutMark) -> Double {
    let (low, high) = seriesRange()
    let (xLow, xHigh) = timeRange()
    let plotPixels = max(Self.seriesWidth * Double(pageWidth) - 12 * 7, 1)
    let width = Double(mark.text.count + 1) * 7 / plotPixels * (xHigh - xLow)
    let values = data.sequence.frames.filter { $0.time >= mark.x - width && $0.time < mark.x }
      .flatMap(plottedValues)
    let candidates = [0.13, 0.25, 0.5, 0.38, 0.62].map { low + $0 * (high - low) }
    let clearance = { (y: Double) in
      values.map { abs($0 - y) }.min().map { $0 / (high - low) } ?? 1
    }
    return candidates.first { clearance($0) >= 0.06 }
      ?? candidates.max { clearance($0) < clearance($1) } ?? candidates[0]
  }
}
