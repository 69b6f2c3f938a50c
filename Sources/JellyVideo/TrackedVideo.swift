import JellyText
import JellyTrack

/// The rows and messages of a track: one CSV row a frame, and the warnings a ``TrackSummary``
/// gives.
package enum TrackRow {
  /// `frame,t,x,y,left,right,top,bottom`.
  package static let header = ["frame", "t", "x", "y", "left", "right", "top", "bottom"]
  /// The appearance tracker's further columns.
  package static let appearanceColumns = ["scale", "opacity", "score"]

  /// Appends frame `frame` at `time` seconds with `box` (pixels), or empty fields without one,
  /// and the appearance tracker's `scale,opacity,score` when `appearance` is given.
  package static func append(
    frame: Int, time: Double, box: ObjectBox?, appearance: ElementObservation? = nil,
    to csv: inout CSVWriter
  ) throws {
    try csv.append(frame)
    try csv.append(time)
    if let box {
      for value in [box.x, box.y, box.left, box.right, box.top, box.bottom] {
        try csv.append(value)
      }
    } else {
      for _ in 0..<6 { try csv.append("") }
    }
    if let appearance {
      for value in [appearance.scale, appearance.opacity, appearance.score] {
        if let value { try csv.append(value) } else { try csv.append("") }
      }
    }
    try csv.endRow()
  }

  /// The refusal of a recording where nothing moves, or `nil` when something does: no box
  /// edge moves more than ``TrackSummary/visibleStep`` over the frames that show the object,
  /// and (by appearance) its scale spreads by less than 2 % and its opacity by less than 0.2
  /// (a spinner or a clock that changes in place matches itself now and then, a little off).
  package static func stillMessage(
    _ summary: TrackSummary, path: String, element: PixelRegion?,
    appearance: [ElementObservation]? = nil
  ) -> String? {
    let seen = summary.frameCount - summary.framesWithoutObject.count
    let what = element.map { "the element at \($0)" } ?? "the object"
    if seen == 0 {
      return "no frame of '\(path)' shows \(what)"
    }
    guard summary.largestMove <= TrackSummary.visibleStep else { return nil }
    if let appearance {
      let scales = appearance.compactMap(\.scale)
      let opacities = appearance.compactMap(\.opacity)
      let scaleSpread = (scales.max() ?? 1) / (scales.min() ?? 1) - 1
      let opacitySpread = (opacities.max() ?? 0) - (opacities.min() ?? 0)
      guard scaleSpread < 0.02, opacitySpread < 0.2 else { return nil }
    }
    return "nothing moves in '\(path)': \(what) stays within \(rounded(summary.largestMove)) px"
      + " in the \(seen == 1 ? "frame" : "\(seen) frames") that show\(seen == 1 ? "s" : "") it"
  }

  /// The warnings of `summary`: frames without the object, frames the recording dropped, and
  /// a video that ends while the object still moves.
  package static func warnings(_ summary: TrackSummary) -> [String] {
    var messages: [String] = []
    let total = summary.frameCount
    if !summary.framesWithoutObject.isEmpty {
      let count = summary.framesWithoutObject.count
      messages.append(
        "\(count) of \(total) frames show no object (frames "
          + "\(frameList(summary.framesWithoutObject))); their rows have empty fields")
    }
    if !summary.timeGaps.isEmpty {
      let missing = summary.timeGaps.reduce(0) { $0 + $1.missing }
      messages.append(
        "the time stamps skip \(missing) frame\(missing == 1 ? "" : "s") (after frames "
          + "\(frameList(summary.timeGaps.map(\.after)))): the recording dropped them")
    }
    if !summary.repeatedFrames.isEmpty {
      let count = summary.repeatedFrames.count
      messages.append(
        "\(count) of \(total) frames repeat the frame before them while the motion around them"
          + " moves more than \(TrackSummary.visibleStep) px a frame (frames "
          + "\(frameList(summary.repeatedFrames))): the recording dropped frames there")
    }
    if let step = summary.finalStep {
      messages.append(
        "the video ends while the object still moves (an edge moved \(rounded(step)) px between"
          + " the last two distinct frames, more than --rest-tolerance \(summary.restTolerance) px)"
      )
    }
    return messages
  }

  /// `0-11, 40, 52-60, …`: the indices as runs, at most eight runs.
  package static func frameList(_ indices: [Int]) -> String {
    var runs: [ClosedRange<Int>] = []
    for index in indices {
      if let last = runs.last, last.upperBound + 1 == index {
        runs[runs.count - 1] = last.lowerBound...index
      } else {
        runs.append(index...index)
      }
    }
    let shown = runs.prefix(8).map { run in
      run.count == 1 ? "\(run.lowerBound)" : "\(run.lowerBound)-\(run.upperBound)"
    }
    return shown.joined(separator: ", ") + (runs.count > 8 ? ", …" : "")
  }

  /// `value` to two decimals, as text.
  private static func rounded(_ value: Double) -> String {
    "\((value * 100).rounded() / 100)"
  }
}

/// A tracked video: each frame's time and box, and for the appearance tracker its scale,
/// opacity and score; the CSV rows of `jellylab track`.
package struct TrackedVideo: Sendable {
  /// Presentation times, seconds.
  package let times: [Double]
  /// The boxes (`nil`: no element).
  package let boxes: [ObjectBox?]
  /// The appearance tracker's observations, or `nil` for a difference criterion.
  package let appearance: [ElementObservation]?
  /// The element's reference box (appearance), in the video's pixels.
  package let element: PixelRegion?
  /// The frames that matched the element with no match in the frames next to them, left out
  /// as false matches (appearance).
  package let isolatedMatches: [Int]

  /// A track of boxes found by a difference criterion.
  package init(times: [Double], boxes: [ObjectBox?]) {
    self.times = times
    self.boxes = boxes
    appearance = nil
    element = nil
    isolatedMatches = []
  }

  /// A track by appearance.
  package init(
    times: [Double], appearance: [ElementObservation], element: PixelRegion,
    isolatedMatches: [Int] = []
  ) {
    self.times = times
    boxes = appearance.map(\.box)
    self.appearance = appearance
    self.element = element
    self.isolatedMatches = isolatedMatches
  }

  /// The CSV header.
  package var header: [String] {
    appearance == nil ? TrackRow.header : TrackRow.header + TrackRow.appearanceColumns
  }

  /// Appends row `index`.
  package func appendRow(_ index: Int, to csv: inout CSVWriter) throws {
    try TrackRow.append(
      frame: index, time: times[index], box: boxes[index], appearance: appearance?[index],
      to: &csv)
  }
}
