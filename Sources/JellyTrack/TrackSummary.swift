/// What a whole track says beyond its rows: the frames with no object, the frames where the
/// motion stalled (a repeated frame), and whether the object was still moving when the video
/// ended.
///
/// A frame repeats the one before when the object's box has not moved (no edge by more than
/// ``restTolerance``) although the object moved into the frame before and moves again after
/// it: a frame the recording dropped and filled with the previous one, whether it decodes byte
/// for byte alike or the codec touched it up. Frames alike at rest, before or after the
/// motion, are not repeats.
public struct TrackSummary: Hashable, Sendable {
  /// How far an edge may move between frames of an object at rest, pixels (≥ 0).
  public let restTolerance: Double
  /// The frames added, ≥ 0.
  public private(set) var frameCount = 0
  /// The indices (from 0) of the frames that showed no object.
  public private(set) var framesWithoutObject: [Int] = []
  /// The indices of the frames that repeat the one before in the middle of the motion.
  public private(set) var repeatedFrames: [Int] = []

  private var lastBox: ObjectBox?
  private var lastStep = 0.0
  private var stalled: [Int] = []
  private var lastDistinctBoxes: [ObjectBox] = []
  /// Repeated frames since the last distinct one.
  private var trailingRepeats = 0

  /// Repeated frames at the end that show the object at rest: a video whose last distinct
  /// frame is followed by this many byte-for-byte copies ended on a still object (a single copy
  /// may be a dropped frame of a motion that goes on).
  public static let restingRepeats = 2

  /// An empty summary whose object is at rest when no edge moves more than `restTolerance`
  /// pixels from one frame to the next.
  public init(restTolerance: Double) {
    self.restTolerance = restTolerance
  }

  /// Adds the observation of the next frame.
  public mutating func add(_ observation: FrameObservation) {
    let index = frameCount
    frameCount += 1
    guard let box = observation.box else {
      framesWithoutObject.append(index)
      (lastBox, lastStep, stalled) = (nil, 0, [])
      return
    }
    if observation.isRepeat {
      trailingRepeats += 1
    } else {
      trailingRepeats = 0
      lastDistinctBoxes.append(box)
      if lastDistinctBoxes.count > 2 { lastDistinctBoxes.removeFirst() }
    }
    defer { lastBox = box }
    guard let lastBox else { return }
    let step = box.largestEdgeStep(from: lastBox)
    if step <= restTolerance {
      if lastStep > restTolerance || !stalled.isEmpty { stalled.append(index) }
    } else {
      repeatedFrames += stalled
      stalled = []
    }
    if step > restTolerance || stalled.isEmpty { lastStep = step }
  }

  /// How far an edge of the box moved between the last two distinct frames showing the object,
  /// pixels, when that exceeds ``restTolerance``: the video ended while the object still moved.
  /// `nil` when it was at rest, when the video ends on ``restingRepeats`` or more copies of its
  /// last distinct frame, or when fewer than two such frames were seen.
  public var finalStep: Double? {
    guard lastDistinctBoxes.count == 2, trailingRepeats < Self.restingRepeats else { return nil }
    let step = lastDistinctBoxes[1].largestEdgeStep(from: lastDistinctBoxes[0])
    return step > restTolerance ? step : nil
  }
}
