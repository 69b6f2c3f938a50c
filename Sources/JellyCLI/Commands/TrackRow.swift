import JellyText
import JellyTrack

/// The rows and messages of `jellylab track`: one CSV row a frame, and the warnings a
/// ``TrackSummary`` gives.
enum TrackRow {
  /// `frame,t,x,y,left,right,top,bottom`.
  static let header = ["frame", "t", "x", "y", "left", "right", "top", "bottom"]

  /// Appends frame `frame` at `time` seconds with `box` (pixels), or empty fields without one.
  static func append(frame: Int, time: Double, box: ObjectBox?, to csv: inout CSVWriter) throws {
    try csv.append(frame)
    try csv.append(time)
    if let box {
      for value in [box.x, box.y, box.left, box.right, box.top, box.bottom] {
        try csv.append(value)
      }
    } else {
      for _ in 0..<6 { try csv.append("") }
    }
    try csv.endRow()
  }

  /// The warnings of `summary`: frames without the object, frames that repeat the one before
  /// in the middle of the motion, and a video that ends while the object still moves.
  static func warnings(_ summary: TrackSummary) -> [String] {
    var messages: [String] = []
    let total = summary.frameCount
    if !summary.framesWithoutObject.isEmpty {
      let count = summary.framesWithoutObject.count
      messages.append(
        "\(count) of \(total) frames show no object (frames "
          + "\(frameList(summary.framesWithoutObject))); their rows have empty fields")
    }
    if !summary.repeatedFrames.isEmpty {
      let count = summary.repeatedFrames.count
      messages.append(
        "\(count) of \(total) frames repeat the frame before them in the middle of the motion"
          + " (frames \(frameList(summary.repeatedFrames))): the recording dropped frames there")
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
  static func frameList(_ indices: [Int]) -> String {
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
