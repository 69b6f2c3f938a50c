/// What a whole track says beyond its rows: the frames with no object, the frames a recording
/// dropped, whether the object was still moving when the video ended, and whether anything
/// moved at all.
///
/// A frame counts as dropped only on evidence:
/// - **the time stamps show a gap**: a frame interval longer than 1.5 times the median one
///   stands for the frames missing in it (a variable-frame-rate recording keeps its own times);
/// - **the content repeats while the motion predicts a visible move**: the box has not moved
///   (no edge by more than ``restTolerance``) from the frame before, though it moved into that
///   frame, and the frames on either side of the stall are more than ``visibleStep`` per frame
///   apart: the recorder showed a stale frame. A turning point of a slow or lightly damped motion, where the box
///   barely moves though the motion goes on, is not one.
public struct TrackSummary: Hashable, Sendable {
  /// How far an edge may move between frames of an object at rest, pixels (≥ 0).
  public let restTolerance: Double
  /// The frames tracked, ≥ 0.
  public let frameCount: Int
  /// The indices (from 0) of the frames that showed no object.
  public let framesWithoutObject: [Int]
  /// The indices of the frames that repeat the one before while the motion around them moves.
  public let repeatedFrames: [Int]
  /// Where the time stamps skip frames: after frame `after`, `missing` frames.
  public let timeGaps: [TimeGap]
  /// How far an edge of the box moved between the last two distinct frames showing the object,
  /// pixels, when that exceeds ``restTolerance``: the video ended while the object still moved.
  /// `nil` when it was at rest, when the video ends on ``restingRepeats`` or more copies of its
  /// last distinct frame, or when fewer than two such frames were seen.
  public let finalStep: Double?
  /// The largest distance any edge of the box moved over the whole track (the spread of each
  /// edge between the frames that show the object), pixels; 0 without such frames.
  public let largestMove: Double

  /// A gap in the time stamps.
  public struct TimeGap: Hashable, Sendable {
    /// The frame before the gap.
    public let after: Int
    /// The frames missing in it, ≥ 1.
    public let missing: Int
  }

  /// A move per frame a viewer sees, pixels: a stall in a motion faster than this is a dropped
  /// frame.
  public static let visibleStep = 0.5

  /// Repeated frames at the end that show the object at rest: a video whose last distinct
  /// frame is followed by this many copies ended on a still object (a single copy may be a
  /// dropped frame of a motion that goes on).
  public static let restingRepeats = 2

  /// The summary of a track: each frame's presentation time (seconds, increasing) and box
  /// (`nil` without the object).
  public init(times: [Double], boxes: [ObjectBox?], restTolerance: Double) {
    precondition(times.count == boxes.count, "one time per box")
    self.restTolerance = restTolerance
    frameCount = boxes.count
    framesWithoutObject = boxes.indices.filter { boxes[$0] == nil }
    timeGaps = Self.gaps(times)
    repeatedFrames = Self.stalls(boxes, tolerance: restTolerance)
    finalStep = Self.finalStep(boxes, tolerance: restTolerance)
    let seen = boxes.compactMap { $0 }
    if let first = seen.first {
      var low = first
      var high = first
      for box in seen {
        low = ObjectBox(
          left: min(low.left, box.left), right: min(low.right, box.right),
          top: min(low.top, box.top), bottom: min(low.bottom, box.bottom))
        high = ObjectBox(
          left: max(high.left, box.left), right: max(high.right, box.right),
          top: max(high.top, box.top), bottom: max(high.bottom, box.bottom))
      }
      largestMove = high.largestEdgeStep(from: low)
    } else {
      largestMove = 0
    }
  }

  /// The frames missing where an interval exceeds 1.5 median intervals.
  static func gaps(_ times: [Double]) -> [TimeGap] {
    guard times.count >= 3 else { return [] }
    let intervals = zip(times.dropFirst(), times).map { $0 - $1 }
    let typical = intervals.sorted()[intervals.count / 2]
    guard typical > 0 else { return [] }
    return intervals.indices.compactMap { index in
      let interval = intervals[index]
      guard interval > 1.5 * typical else { return nil }
      return TimeGap(after: index, missing: max(Int((interval / typical).rounded()) - 1, 1))
    }
  }

  /// The frames whose box repeats the one before (within `tolerance`) inside a run of such
  /// frames across which the box moves more than ``visibleStep`` a frame.
  static func stalls(_ boxes: [ObjectBox?], tolerance: Double) -> [Int] {
    var stalls: [Int] = []
    var index = 1
    while index < boxes.count {
      guard let before = boxes[index - 1], let box = boxes[index],
        box.largestEdgeStep(from: before) <= tolerance
      else {
        index += 1
        continue
      }
      // The run of frames that repeat `before`, and the first frame after it.
      var end = index
      while end + 1 < boxes.count, let next = boxes[end + 1],
        next.largestEdgeStep(from: before) <= tolerance
      {
        end += 1
      }
      let after = end + 1
      // The box moved into `before`, and moves on past the run faster than a visible step.
      let movedBefore =
        index >= 2 && boxes[index - 2].map { before.largestEdgeStep(from: $0) > tolerance } == true
      if movedBefore, after < boxes.count, let next = boxes[after],
        next.largestEdgeStep(from: before) / Double(after - index + 1) > visibleStep
      {
        stalls += Array(index...end)
      }
      index = after
    }
    return stalls
  }

  /// The step between the last two distinct boxes, when above `tolerance` and the video does
  /// not end on ``restingRepeats`` copies.
  static func finalStep(_ boxes: [ObjectBox?], tolerance: Double) -> Double? {
    let seen = boxes.compactMap { $0 }
    guard let last = seen.last else { return nil }
    var copies = 0
    var index = seen.count - 2
    while index >= 0, seen[index] == last {
      copies += 1
      index -= 1
    }
    guard copies < restingRepeats, index >= 0 else { return nil }
    let step = last.largestEdgeStep(from: seen[index])
    return step > tolerance ? step : nil
  }
}
